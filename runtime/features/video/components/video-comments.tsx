import styled from '@emotion/styled';
import type { VideoComment } from '../../../../schema/generated/api.ts';
import type { PagedList } from '../../../core/http/use-paged-list.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { formatBalance } from '../../../core/rules/display-rules.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { CommentComposer } from './comment-composer.tsx';
import { CommentList, commentTotal } from './comment-list.tsx';

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
`;

/** The anchor the details' comment count scrolls to. */
export const commentsAnchor = 'video-comments';

/**
 * A recorded video's comments under it: the count, where to write one, and the list newest first. A comment the fan
 * posts goes to the top at once.
 */
export function VideoComments(props: { videoId: number; comments: PagedList<VideoComment> }) {
  const { t } = useT('video');
  const lang = useAppStore((s) => s.lang);
  const { comments } = props;
  const total = commentTotal(comments);
  return (
    <Section id={commentsAnchor} aria-labelledby="video-comments-title" data-testid="video-comments">
      <h3 id="video-comments-title">
        {t('comments.title')}
        {total === null ? null : <span data-testid="comment-count">{formatBalance(total, lang)}</span>}
      </h3>
      <CommentComposer target={{ id: props.videoId, kind: 'record' }} onPosted={comments.prepend} />
      <CommentList comments={comments} />
    </Section>
  );
}
