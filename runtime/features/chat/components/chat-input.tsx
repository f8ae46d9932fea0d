import styled from '@emotion/styled';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useT } from '../../../core/i18n/i18n.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { PillButton } from '../../../ui/pill-button.tsx';
import { insertEmoji } from '../lib/emoji-insert.ts';
import { EmojiPanel, EmojiToggle } from './emoji-panel.tsx';

/** The input's block at the foot of the room: a note, the bar, the emoji panel; the phone's home bar below the last. */
const Dock = styled.div`
  flex: none;
  border-top: 1px solid ${(p) => p.theme.color.border};
  background: ${(p) => p.theme.color.surface};
  &[data-panel='false'] {
    padding-bottom: env(safe-area-inset-bottom);
  }
`;

const Bar = styled.form`
  display: flex;
  gap: 0.5rem;
  align-items: flex-end;
  padding: 0.5rem 0.75rem;
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
  > button[type='submit'] {
    font-variant-numeric: tabular-nums;
  }
`;

/** The longest text message the chat room sends (docs/decisions.md "Chat screens"). */
export const maxTextLength = 1000;

export interface ChatInputProps {
  text: string;
  onText(text: string): void;
  onSend(text: string): void;
  disabled: boolean;
  inputRef?: RefObject<HTMLTextAreaElement | null>;
  tools?: ReactNode;
  /** Seconds before the fan may send again (slow mode): counted on the send button, which waits till 0. */
  wait?: number;
  /** A line over the bar: the message being edited, or the group's slow mode. */
  note?: ReactNode;
  /** The send button's label when it is not 发送 (保存 while editing). */
  sendLabel?: string;
  /** A text put into the field to be edited (its message id): the field takes the focus, the keyboard comes up. */
  editingID?: string;
}

/**
 * The chat room's input: `tools` (the picture button) before a field that grows to four lines, the emoji button and a
 * send button. Enter sends (Shift+Enter starts a new line on a keyboard that has it); the text is the room's, so a
 * revoked message can be put back for editing and a group room can write a picked @name into it (`inputRef` gives the
 * focus back). The emoji panel opens in place of the keyboard, below the field, so the field stays in sight; a tap in
 * the field brings the keyboard back and closes it. While `wait` runs the typed text stays and nothing is sent.
 */
export function ChatInput(props: ChatInputProps) {
  const { t } = useT('chat');
  const emoji = useAppStore((s) => s.commonConfig.emoji);
  const [panel, setPanel] = useState(false);
  const own = useRef<HTMLTextAreaElement>(null);
  const field = props.inputRef ?? own;
  // Where the caret goes once a picked emoji is in the field (the field re-renders with the new text first).
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (caret.current === null || !field.current) return;
    field.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });
  const waiting = (props.wait ?? 0) > 0;
  useEffect(() => {
    if (props.editingID) field.current?.focus();
  }, [props.editingID, field]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const text = props.text.trim();
    if (!text || props.disabled || waiting) return;
    props.onSend(text);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };
  const togglePanel = () => {
    // The keyboard goes down as the panel comes up, as in WeChat: the two would otherwise hide the messages.
    if (!panel) field.current?.blur();
    setPanel(!panel);
  };
  const pick = (picked: string) => {
    const at = field.current;
    const next = insertEmoji(
      props.text,
      picked,
      at?.selectionStart ?? props.text.length,
      at?.selectionEnd ?? props.text.length,
      maxTextLength,
    );
    caret.current = next.caret;
    props.onText(next.text);
  };

  return (
    <Dock data-panel={panel && emoji.length > 0 ? 'true' : 'false'}>
      {props.note}
      <Bar onSubmit={submit}>
        {props.tools}
        <textarea
          ref={field}
          rows={1}
          value={props.text}
          maxLength={maxTextLength}
          aria-label={t('input')}
          enterKeyHint="send"
          onChange={(e) => props.onText(e.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => setPanel(false)}
        />
        {emoji.length > 0 ? <EmojiToggle open={panel} onToggle={togglePanel} /> : null}
        <PillButton
          type="submit"
          data-testid="chat-send"
          data-wait={waiting ? props.wait : undefined}
          disabled={props.disabled || waiting || !props.text.trim()}
        >
          {waiting ? t('sendWait', { seconds: props.wait }) : (props.sendLabel ?? t('send'))}
        </PillButton>
      </Bar>
      {panel && emoji.length > 0 ? <EmojiPanel emoji={emoji} onPick={pick} /> : null}
    </Dock>
  );
}
