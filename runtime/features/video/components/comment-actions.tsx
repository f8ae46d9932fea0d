import styled from '@emotion/styled';
import { useState } from 'react';
import type { VideoComment, VideoCommentDeleted, VideoCommentLike } from '../../../../schema/generated/api.ts';
import { confirmDialog } from '../../../core/feedback/feedback-store.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { formatBalance } from '../../../core/rules/display-rules.ts';
import { requireLogin } from '../../../core/session/session.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { deleteComment } from '../api/delete-comment.ts';
import { likeComment } from '../api/like-comment.ts';
import { colors } from '../../../core/theme/theme.ts';

/**
 * A small muted control of a comment: at least 2.75rem square so a thumb finds it, the negative margins keeping the
 * comment as compact as its text.
 */
const Action = styled.button<{ on?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  min-width: 2.75rem;
  min-height: 2.75rem;
  margin: -0.625rem -0.5rem -0.625rem 0;
  padding: 0 0.25rem;
  border: 0;
  background: none;
  color: ${(p) => (p.on ? colors.danger : p.theme.color.textMuted)};
  font: inherit;
  font-size: 0.75rem;
  cursor: pointer;
  justify-content: center;
  svg {
    width: 1rem;
    height: 1rem;
  }
  &:disabled {
    opacity: 0.5;
    cursor: default;
  }
`;

/** The delete control lines up with the comment's text, under it. */
const DeleteAction = styled(Action)`
  justify-content: flex-start;
  margin: -0.5rem 0 -0.75rem;
  padding: 0;
`;

/**
 * The heart of a comment with its count: a guest gets the login prompt (spec 000 §6) and nothing is sent; a fan's tap
 * is sent and the server's mark and count shown (as a video's like: no optimistic flip).
 */
export function CommentLike(props: { comment: VideoComment; onLiked(answer: VideoCommentLike): void }) {
  const { t } = useT('video');
  const lang = useAppStore((s) => s.lang);
  const [busy, setBusy] = useState(false);
  const liked = props.comment.liked === 1;
  const toggle = () => {
    if (busy || !requireLogin()) return;
    setBusy(true);
    likeComment(props.comment.id, !liked).then(
      (answer) => {
        setBusy(false);
        props.onLiked(answer);
      },
      // The client has shown the failure (toast or login prompt); the mark stays as it was.
      () => setBusy(false),
    );
  };
  return (
    <Action
      type="button"
      on={liked}
      aria-pressed={liked}
      aria-label={t(liked ? 'comments.unlike' : 'comments.like')}
      data-testid="comment-like"
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z"
          fill={liked ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span data-testid="comment-like-count">{formatBalance(props.comment.like_count, lang)}</span>
    </Action>
  );
}

/** The author's delete control: asks first (the core's confirm dialog), then deletes and reports the count after. */
export function CommentDelete(props: { comment: VideoComment; onDeleted(answer: VideoCommentDeleted): void }) {
  const { t } = useT('video');
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    const confirmed = await confirmDialog({
      title: t('comments.deleteTitle'),
      message: t('comments.deleteMessage'),
      confirmText: t('comments.delete'),
      cancelText: t('comments.cancel'),
    });
    if (!confirmed) return;
    setBusy(true);
    deleteComment(props.comment.id).then(props.onDeleted, () => setBusy(false));
  };
  return (
    <DeleteAction
      type="button"
      disabled={busy}
      aria-label={t('comments.deleteLabel')}
      data-testid="comment-delete"
      onClick={() => void remove()}
    >
      {t('comments.delete')}
    </DeleteAction>
  );
}
