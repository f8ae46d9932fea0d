import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import type { VideoComment } from '../../../../schema/generated/api.ts';
import { HttpError } from '../../../core/http/http-errors.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { requireLogin } from '../../../core/session/session.ts';
import { useSession } from '../../../core/session/use-session.ts';
import { PillButton } from '../../../ui/pill-button.tsx';
import { postComment } from '../api/post-comment.ts';
import { commentLength, commentProblem, maxCommentLength, type CommentTarget } from '../lib/comment-rules.ts';
import { colors } from '../../../core/theme/theme.ts';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  input,
  > button:first-of-type:not([type='submit']) {
    flex: 1;
    min-width: 0;
    height: 2.25rem;
    padding: 0 0.875rem;
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: 999px;
    background: ${(p) => p.theme.color.background};
    color: ${(p) => p.theme.color.text};
    font: inherit;
    font-size: 0.875rem;
    text-align: left;
  }
  input:focus {
    border-color: ${(p) => p.theme.accent};
    outline: 0;
  }
  > button:first-of-type:not([type='submit']) {
    color: ${(p) => p.theme.color.textMuted};
    cursor: pointer;
  }
`;

const Note = styled.small<{ error: boolean }>`
  display: flex;
  justify-content: space-between;
  gap: 0.5rem;
  padding: 0 0.875rem;
  color: ${(p) => (p.error ? colors.danger : p.theme.color.textMuted)};
  font-size: 0.75rem;
`;

/**
 * Where a fan writes a comment: a guest sees why not and gets the login prompt (spec 000 §6); a fan's comment is
 * checked as the server checks it (trimmed, 1 to 200 characters) and every refusal is said in the fan's language.
 */
export function CommentComposer(props: { target: CommentTarget; onPosted(comment: VideoComment): void }) {
  const { t } = useT('video');
  const signedIn = useSession((s) => !!s.user);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);

  if (!signedIn) {
    return (
      <Row>
        <button type="button" data-testid="comment-login" onClick={() => requireLogin()}>
          {t('comments.guest')}
        </button>
      </Row>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const problem = commentProblem(text);
    if (problem) {
      setError(t(`comments.error.${problem}`, { max: maxCommentLength }));
      return;
    }
    setSending(true);
    postComment(props.target, text.trim()).then(
      (comment) => {
        setSending(false);
        setText('');
        setError('');
        props.onPosted(comment);
      },
      (failure: unknown) => {
        setSending(false);
        // A login timeout has opened the spec's dialog already; the text stays for after the login.
        if (failure instanceof HttpError && failure.code === 'LOGIN_TIMEOUT') return;
        setError(t(failure instanceof HttpError && failure.status === 5 ? 'comments.error.tooFast' : 'comments.error.failed'));
      },
    );
  };
  const length = commentLength(text);
  return (
    <Form onSubmit={submit} noValidate>
      <Row>
        <input
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError('');
          }}
          placeholder={t('comments.placeholder')}
          aria-label={t('comments.label')}
          aria-invalid={!!error}
          aria-describedby="comment-note"
          enterKeyHint="send"
          data-testid="comment-input"
        />
        <PillButton type="submit" disabled={sending} data-testid="comment-send">
          {sending ? t('comments.sending') : t('comments.send')}
        </PillButton>
      </Row>
      <Note id="comment-note" error={!!error || length > maxCommentLength}>
        <span role="alert" data-testid="comment-error">
          {error}
        </span>
        <span data-testid="comment-length">{`${length}/${maxCommentLength}`}</span>
      </Note>
    </Form>
  );
}
