import styled from '@emotion/styled';
import type { VideoComment, VideoCommentDeleted, VideoCommentLike } from '../../../../schema/generated/api.ts';
import { serverUrl } from '../../../core/http/api.ts';
import { languageTag } from '../../../core/i18n/i18n.ts';
import { useSession } from '../../../core/session/use-session.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { tenant } from '../../../core/tenant/tenant.ts';
import { commentTime, isOwnComment } from '../lib/comment-rules.ts';
import { VipBadge } from '../../../ui/vip-badge.tsx';
import { CommentDelete, CommentLike } from './comment-actions.tsx';

const Item = styled.li`
  display: flex;
  gap: 0.625rem;
  padding: 0.75rem 0;
  & + & {
    border-top: 1px solid ${(p) => p.theme.color.border};
  }
  img {
    flex: none;
    width: 2rem;
    height: 2rem;
    border-radius: 50%;
    object-fit: cover;
  }
  > div {
    flex: 1;
    min-width: 0;
  }
  > button {
    flex: none;
    align-self: flex-start;
  }
  header {
    display: flex;
    justify-content: space-between;
    gap: 0.5rem;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.75rem;
  }
  header strong {
    overflow: hidden;
    font-weight: 500;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  time {
    flex: none;
  }
  p {
    margin: 0.25rem 0 0;
    font-size: 0.875rem;
    line-height: 1.5;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
`;

/**
 * One comment: the writer's avatar (the site's default when none) and nick, when, and the text, always as text; the
 * heart with its count, and for the fan's own comment a delete control.
 */
export function CommentItem(props: {
  comment: VideoComment;
  onLiked(answer: VideoCommentLike): void;
  onDeleted(answer: VideoCommentDeleted): void;
}) {
  const lang = useAppStore((s) => s.lang);
  const mine = useSession((s) => isOwnComment(props.comment, s.user?.id));
  const { comment } = props;
  const avatar = comment.author.avatar ? serverUrl(comment.author.avatar) : tenant.avatars.default;
  return (
    <Item data-testid="comment" data-id={comment.id}>
      <img src={avatar} alt="" width={32} height={32} loading="lazy" />
      <div>
        <header>
          <strong data-testid="comment-author">
            {comment.author.isVIP ? <VipBadge /> : null}
            {comment.author.nick_name}
          </strong>
          <time dateTime={new Date(comment.created_at * 1000).toISOString()}>{commentTime(comment.created_at, languageTag[lang])}</time>
        </header>
        <p data-testid="comment-text">{comment.content}</p>
        {mine ? <CommentDelete comment={comment} onDeleted={props.onDeleted} /> : null}
      </div>
      <CommentLike comment={comment} onLiked={props.onLiked} />
    </Item>
  );
}
