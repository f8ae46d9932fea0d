import styled from '@emotion/styled';
import type { VideoComment } from '../../../../schema/generated/api.ts';
import type { PagedList } from '../../../core/http/use-paged-list.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { formatBalance } from '../../../core/rules/display-rules.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { MessagePanel } from '../../../ui/message-panel.tsx';
import { MoreFooter } from '../../../ui/more-footer.tsx';
import { PillButton } from '../../../ui/pill-button.tsx';
import { Bone } from './load-states.tsx';
import { CommentComposer } from './comment-composer.tsx';
import { CommentItem } from './comment-item.tsx';

const Section = styled.section`
  margin-top: 0.5rem;
  padding: 0.75rem 0.75rem 0;
  background: ${(p) => p.theme.color.surface};
  /* The sticky player must not cover the heading when the count in the details scrolls here. */
  scroll-margin-top: calc(2.75rem + 56.25vw);
  h3 {
    margin: 0 0 0.625rem;
    font-size: 0.875rem;
  }
  h3 span {
    margin-left: 0.375rem;
    color: ${(p) => p.theme.color.textMuted};
    font-weight: 400;
  }
  ul {
    margin: 0.25rem 0 0;
    padding: 0;
    list-style: none;
  }
`;

const LineBone = styled(Bone)`
  height: 2.75rem;
  margin: 0.75rem 0;
`;

/** The anchor the details' comment count scrolls to. */
export const commentsAnchor = 'video-comments';

/**
 * A recorded video's comments under it: the count, where to write one, and the list newest first, 20 at a time as
 * its end scrolls into view. A comment the fan posts goes to the top at once.
 */
export function VideoComments(props: { videoId: number; comments: PagedList<VideoComment> }) {
  const { t } = useT('video');
  const lang = useAppStore((s) => s.lang);
  const { comments } = props;
  const list = comments.items;
  const total = comments.status === 'loading' || comments.status === 'error' ? null : comments.total;
  const labels = { loading: t('loading'), retry: t('retry'), more: t('comments.more'), noMore: t('comments.noMore') };
  return (
    <Section id={commentsAnchor} aria-labelledby="video-comments-title" data-testid="video-comments">
      <h3 id="video-comments-title">
        {t('comments.title')}
        {total === null ? null : <span data-testid="comment-count">{formatBalance(total, lang)}</span>}
      </h3>
      <CommentComposer videoId={props.videoId} onPosted={comments.prepend} />
      {comments.status === 'loading' ? (
        <div aria-busy="true" data-testid="comments-loading">
          <LineBone />
          <LineBone />
        </div>
      ) : null}
      {comments.status === 'error' ? (
        <MessagePanel testId="comments-failed" title={t('comments.failed')} text={t('loadFailedHint')} action={<PillButton type="button" onClick={comments.retry}>{t('retry')}</PillButton>} />
      ) : null}
      {total === 0 ? <MessagePanel testId="comments-empty" title={t('comments.empty')} text={t('comments.emptyHint')} /> : null}
      {list.length > 0 ? (
        <>
          <ul data-testid="comment-list">
            {list.map((comment) => (
              <CommentItem key={comment.id} comment={comment} />
            ))}
          </ul>
          <MoreFooter status={comments.status} hasMore={comments.hasMore} onMore={comments.loadMore} onRetry={comments.retry} labels={labels} testId="comments-footer" moreTestId="comments-more" />
        </>
      ) : null}
    </Section>
  );
}
