import styled from '@emotion/styled';
import type { VideoComment } from '../../../../schema/generated/api.ts';
import type { PagedList } from '../../../core/http/use-paged-list.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { MessagePanel } from '../../../ui/message-panel.tsx';
import { MoreFooter } from '../../../ui/more-footer.tsx';
import { PillButton } from '../../../ui/pill-button.tsx';
import { withLike, withoutComment } from '../lib/comment-rules.ts';
import { Bone } from './load-states.tsx';
import { CommentItem } from './comment-item.tsx';

const List = styled.ul`
  margin: 0.25rem 0 0;
  padding: 0;
  list-style: none;
`;

const LineBone = styled(Bone)`
  height: 2.75rem;
  margin: 0.75rem 0;
`;

/** The count a comment list shows, or null while it is not known (first page loading or failed). */
export function commentTotal(comments: PagedList<VideoComment>): number | null {
  return comments.status === 'loading' || comments.status === 'error' ? null : comments.total;
}

/**
 * A video's comments newest first, 20 at a time as the end scrolls into view, with the loading, failed and empty
 * states; a like or a deletion changes the list and its count in place (shared by the video page and the short-video
 * sheet).
 */
export function CommentList(props: { comments: PagedList<VideoComment> }) {
  const { t } = useT('video');
  const { comments } = props;
  const labels = { loading: t('loading'), retry: t('retry'), more: t('comments.more'), noMore: t('comments.noMore') };
  return (
    <>
      {comments.status === 'loading' ? (
        <div aria-busy="true" data-testid="comments-loading">
          <LineBone />
          <LineBone />
        </div>
      ) : null}
      {comments.status === 'error' ? (
        <MessagePanel
          testId="comments-failed"
          title={t('comments.failed')}
          text={t('loadFailedHint')}
          action={
            <PillButton type="button" onClick={comments.retry}>
              {t('retry')}
            </PillButton>
          }
        />
      ) : null}
      {commentTotal(comments) === 0 ? (
        <MessagePanel testId="comments-empty" title={t('comments.empty')} text={t('comments.emptyHint')} />
      ) : null}
      {comments.items.length > 0 ? (
        <>
          <List data-testid="comment-list">
            {comments.items.map((comment) => (
              <CommentItem
                key={comment.id}
                comment={comment}
                onLiked={(answer) => comments.update((items) => withLike(items, answer))}
                onDeleted={(answer) => comments.update((items) => withoutComment(items, answer.id), -1)}
              />
            ))}
          </List>
          <MoreFooter
            status={comments.status}
            hasMore={comments.hasMore}
            onMore={comments.loadMore}
            onRetry={comments.retry}
            labels={labels}
            testId="comments-footer"
            moreTestId="comments-more"
          />
        </>
      ) : null}
    </>
  );
}
