import styled from '@emotion/styled';
import { useState } from 'react';
import { readFeedback, replyToFeedback, type UnansweredFeedback } from '../../api/queue-calls.ts';
import { useT } from '../../i18n/i18n.ts';
import { useCan } from '../../state/session-store.ts';
import { Button } from '../../ui/button.tsx';
import { Chip } from '../../ui/card.tsx';
import { inputStyle } from '../../ui/field.tsx';
import { RequirePermission } from '../../ui/require-permission.tsx';
import { QueueFrame } from './queue-frame.tsx';
import { QueueItem, QueueList, QueueMeta } from './queue-rows.tsx';
import { dateTimeText } from '../../ui/date-time.ts';
import { Actions, FanText, useQueue, useRowAction, webAddress } from './queue-parts.tsx';

const Reply = styled.textarea`
  ${inputStyle}
  min-height: 64px;
  resize: vertical;
`;

/** Customer service's screen: fans' messages without a reply, answered once; the fan reads the answer in the app. */
export function FeedbackPage() {
  return (
    <RequirePermission permission="queues.read">
      <FeedbackScreen />
    </RequirePermission>
  );
}

function FeedbackScreen() {
  const { t, i18n } = useT();
  const replier = useCan('feedback.reply');
  const { remote, retry } = useQueue(readFeedback, 'feedback');
  const { busyId, status, act } = useRowAction(retry);
  const [replies, setReplies] = useState<Record<number, string>>({});

  const reply = (row: UnansweredFeedback) =>
    void act(row.id, () => replyToFeedback(row.id, (replies[row.id] ?? '').trim()), t('feedback.replied', { id: row.id }));

  return (
    <QueueFrame name="feedback" countKey="feedback.waiting" remote={remote} retry={retry} status={status}>
      {(items) => (
        <QueueList>
          {items.map((row) => (
            <QueueItem key={row.id} data-testid={`feedback-${row.id}`}>
              <QueueMeta>
                <Chip>{t(`feedback.category.${row.category}`, { defaultValue: row.category })}</Chip>
                <FanText>{row.nickName || t('feedback.noAccount')}</FanText>
                {row.userId > 0 && <span>#{row.userId}</span>}
                {row.contact && <FanText>· {row.contact}</FanText>}
                <span>· {dateTimeText(row.createdAt, i18n.language)}</span>
              </QueueMeta>
              <FanText>{row.content}</FanText>
              {row.images.filter(webAddress).length > 0 && (
                <Actions>
                  {row.images.filter(webAddress).map((url) => (
                    <a key={url} href={url} target="_blank" rel="noreferrer noopener">
                      {t('feedback.image')}
                    </a>
                  ))}
                </Actions>
              )}
              {replier && (
                <>
                  <Reply
                    aria-label={t('feedback.reply')}
                    placeholder={t('feedback.reply')}
                    maxLength={500}
                    value={replies[row.id] ?? ''}
                    onChange={(event) => setReplies({ ...replies, [row.id]: event.target.value })}
                  />
                  <Actions>
                    <Button small type="button" disabled={busyId === row.id || !(replies[row.id] ?? '').trim()} onClick={() => reply(row)}>
                      {t('feedback.send')}
                    </Button>
                  </Actions>
                </>
              )}
            </QueueItem>
          ))}
        </QueueList>
      )}
    </QueueFrame>
  );
}
