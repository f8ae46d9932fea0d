import { deleteComment, keepComment, readComments } from '../../api/comment-calls.ts';
import { useT } from '../../i18n/i18n.ts';
import { useCan } from '../../state/session-store.ts';
import { Button } from '../../ui/button.tsx';
import { Chip } from '../../ui/card.tsx';
import { RequirePermission } from '../../ui/require-permission.tsx';
import { QueueFrame } from './queue-frame.tsx';
import { QueueItem, QueueList, QueueMeta } from './queue-rows.tsx';
import { dateTimeText } from '../../ui/date-time.ts';
import { Actions, FanText, useQueue, useRowAction } from './queue-parts.tsx';
import { addModerationLabels } from '../../i18n/moderation-labels.ts';

addModerationLabels();

/** The moderators' screen of fans' new video comments: each kept on its video or deleted from it, once. */
export function CommentsPage() {
  return (
    <RequirePermission permission="queues.read">
      <CommentsScreen />
    </RequirePermission>
  );
}

function CommentsScreen() {
  const { t, i18n } = useT();
  const reviewer = useCan('reports.review');
  const { remote, retry } = useQueue(readComments, 'comments');
  const { busyId, status, act } = useRowAction(retry);
  return (
    <QueueFrame name="comments" countKey="comments.waiting" remote={remote} retry={retry} status={status}>
      {(items) => (
        <QueueList>
          {items.map((row) => (
            <QueueItem key={row.id} data-testid={`comment-${row.id}`}>
              <QueueMeta>
                <Chip>{t(`comments.kind.${row.videoKind}`)}</Chip>
                <FanText>{row.videoTitle}</FanText>
                <span>#{row.videoId}</span>
              </QueueMeta>
              <QueueMeta>
                <FanText>{row.nickName}</FanText>
                <span>#{row.userId}</span>
                <span>· {dateTimeText(row.createdAt, i18n.language)}</span>
              </QueueMeta>
              <FanText>{row.content}</FanText>
              {reviewer && (
                <Actions>
                  <Button
                    small
                    tone="secondary"
                    type="button"
                    disabled={busyId === row.id}
                    onClick={() => void act(row.id, () => keepComment(row.id), t('comments.kept', { id: row.id }))}
                  >
                    {t('comments.keep')}
                  </Button>
                  <Button
                    small
                    tone="danger"
                    type="button"
                    disabled={busyId === row.id}
                    onClick={() => void act(row.id, () => deleteComment(row.id), t('comments.deleted', { id: row.id }))}
                  >
                    {t('comments.delete')}
                  </Button>
                </Actions>
              )}
            </QueueItem>
          ))}
        </QueueList>
      )}
    </QueueFrame>
  );
}
