import styled from '@emotion/styled';
import { useState, type FormEvent, type ReactNode } from 'react';
import { PillButton } from '../../../../ui/pill-button.tsx';
import { useT } from '../../../../core/i18n/i18n.ts';

const Bar = styled.form`
  display: flex;
  gap: 0.5rem;
  padding: 0.5rem 0.75rem calc(0.5rem + env(safe-area-inset-bottom));
  border-top: 1px solid ${(p) => p.theme.color.border};
  background: ${(p) => p.theme.color.surface};
  input {
    flex: 1;
    min-width: 0;
    height: 2.25rem;
    padding: 0 0.75rem;
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: 999px;
    outline: 0;
    background: ${(p) => p.theme.color.background};
    color: ${(p) => p.theme.color.text};
    font: inherit;
    font-size: 0.875rem;
  }
`;

/** Longest message the gateway takes comfortably in a live room; longer input is cut by the field. */
const maxLength = 200;

/**
 * The send bar. Guests see one control that asks them to log in (`onLogin`); a user types once the room is joined as
 * a member (`canSend`). `onSend` resolves true when the message went out, and the field is cleared then. `actions`
 * (the gift button) close the bar in both states. What the room's managers set shows here too: `locked` closes
 * the field (a ban), and `wait` counts down, on the send button, the seconds until slow mode lets the fan send again.
 */
export function ChatComposer(props: {
  loggedIn: boolean;
  canSend: boolean;
  onLogin(): void;
  onSend(text: string): Promise<boolean>;
  actions?: ReactNode;
  locked?: boolean;
  wait?: number;
}) {
  const { t } = useT('live');
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);

  if (!props.loggedIn) {
    return (
      <Bar as="div">
        <PillButton type="button" data-testid="chat-login" style={{ flex: 1 }} onClick={props.onLogin}>
          {t('chat.loginToChat')}
        </PillButton>
        {props.actions}
      </Bar>
    );
  }

  const wait = props.wait ?? 0;
  const open = props.canSend && !props.locked;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message || sending || !open || wait > 0) return;
    setSending(true);
    if (await props.onSend(message)) setText('');
    setSending(false);
  };
  return (
    <Bar onSubmit={submit}>
      <input
        value={text}
        maxLength={maxLength}
        aria-label={t('chat.input')}
        placeholder={props.canSend ? t('chat.placeholder') : t('chat.joining')}
        disabled={!open}
        onChange={(e) => setText(e.target.value)}
        enterKeyHint="send"
      />
      <PillButton type="submit" data-testid="chat-send" disabled={!open || sending || wait > 0 || !text.trim()}>
        {wait > 0 ? t('chat.wait', { seconds: wait }) : t('chat.send')}
      </PillButton>
      {props.actions}
    </Bar>
  );
}
