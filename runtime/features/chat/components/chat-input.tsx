import styled from '@emotion/styled';
import type { FormEvent, KeyboardEvent, ReactNode, Ref } from 'react';
import { useT } from '../../../core/i18n/i18n.ts';
import { PillButton } from '../../../ui/pill-button.tsx';

const Bar = styled.form`
  display: flex;
  flex: none;
  gap: 0.5rem;
  align-items: flex-end;
  padding: 0.5rem 0.75rem calc(0.5rem + env(safe-area-inset-bottom));
  border-top: 1px solid ${(p) => p.theme.color.border};
  background: ${(p) => p.theme.color.surface};
  textarea {
    flex: 1;
    min-width: 0;
    box-sizing: border-box;
    min-height: 2.25rem;
    max-height: 6.5rem;
    padding: 0.4375rem 0.75rem;
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: 0.5rem;
    outline: 0;
    background: ${(p) => p.theme.color.background};
    color: ${(p) => p.theme.color.text};
    font: inherit;
    /* 16px keeps iOS from zooming into the field when it gets focus. */
    font-size: 1rem;
    line-height: 1.3;
    resize: none;
    field-sizing: content;
  }
`;

/** The longest text message the chat room sends (docs/decisions.md "Chat screens"). */
export const maxTextLength = 1000;

/**
 * The chat room's input: `tools` (the picture button) before a field that grows to four lines, and a send button.
 * Enter sends (Shift+Enter starts a new line on a keyboard that has it); the text is the room's, so a revoked message
 * can be put back for editing and a group room can write a picked @name into it (`inputRef` gives the focus back).
 */
export function ChatInput(props: { text: string; onText(text: string): void; onSend(text: string): void; disabled: boolean; inputRef?: Ref<HTMLTextAreaElement>; tools?: ReactNode }) {
  const { t } = useT('chat');
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const text = props.text.trim();
    if (!text || props.disabled) return;
    props.onSend(text);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };
  return (
    <Bar onSubmit={submit}>
      {props.tools}
      <textarea ref={props.inputRef} rows={1} value={props.text} maxLength={maxTextLength} aria-label={t('input')} enterKeyHint="send" onChange={(e) => props.onText(e.target.value)} onKeyDown={onKeyDown} />
      <PillButton type="submit" data-testid="chat-send" disabled={props.disabled || !props.text.trim()}>
        {t('send')}
      </PillButton>
    </Bar>
  );
}
