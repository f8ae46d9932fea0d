import { useState } from 'react';
import { showToast } from '../../../core/feedback/feedback-store.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { ErrorCode, ImError, type ChatSdk, type Message } from '../../../im/index.ts';
import type { MessageRowActions } from '../components/message-row.tsx';

const textOf = (message: Message) => (message.payload as { text?: string }).text ?? '';

/** The own text being edited in the field: the message, what the field held before, and whether the save conflicted. */
export interface Editing {
  message: Message;
  draft: string;
  conflict: boolean;
}

export interface SendCallbacks {
  /** Hears every refusal first (a group says why: muted, not allowed, slow mode). */
  onError?(error: unknown): void;
  /** The text went back into the field: what the room kept beside it (a group's picked mentions) goes back too. */
  onTextBack?(): void;
}

/**
 * What a chat room, one-to-one or group, keeps for its input and bubbles: the text being written, the message whose
 * actions are open, sending (`send`), editing an own text (`startEdit`, `saveEdit`, `cancelEdit`), and the row actions
 * (open the sheet, resend, put a revoked text back).
 */
export function useRoomSend(sdk: ChatSdk) {
  const { t } = useT('chat');
  const [text, setText] = useState('');
  const [acting, setActing] = useState<Message | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);

  /**
   * Sends `message`, written as `body`. A message the SDK took shows in the list with its state (a spinner, then
   * resend if it failed); one it refused outright (not ready, a blocked word) never got there, so its text goes back
   * into the field.
   */
  const send = (message: Message, body: string, callbacks: SendCallbacks = {}) => {
    setText('');
    sdk.sendMessage(message).catch((error: unknown) => {
      callbacks.onError?.(error);
      if (message.status === 'fail') return;
      setText((current) => current || body);
      callbacks.onTextBack?.();
      showToast(t('sendFailed'));
    });
  };

  /** Puts an own text into the field to be corrected; what the fan was writing comes back after. */
  const startEdit = (message: Message) => {
    setEditing((current) => ({ message, draft: current ? current.draft : text, conflict: false }));
    setText(textOf(message));
  };
  const cancelEdit = () => {
    if (editing) setText(editing.draft);
    setEditing(null);
  };
  /**
   * Saves the edit with the version the room holds. A conflict (edited elsewhere first: MESSAGE_MODIFY_CONFLICT) keeps
   * the field as typed and says so over it; the bubble shows the stored text, and saving again edits that version.
   */
  const saveEdit = (body: string) => {
    if (!editing) return;
    const { message, draft } = editing;
    if (body === textOf(message)) return cancelEdit();
    // A copy: the held message changes only once the server took the edit (the SDK then announces it).
    const changed: Message = { ...message, payload: { ...(message.payload as object), text: body } };
    sdk.modifyMessage(changed).then(
      () => {
        setEditing(null);
        setText(draft);
      },
      (error: unknown) => {
        if (error instanceof ImError && error.code === ErrorCode.MESSAGE_MODIFY_CONFLICT) setEditing({ message, draft, conflict: true });
        else showToast(t('editFailed'));
      },
    );
  };

  const actions: MessageRowActions = {
    onActions: setActing,
    onResend: (message) => void sdk.resendMessage(message).catch(() => undefined),
    onReedit: (body) => setText(body),
  };
  return { text, setText, acting, setActing, send, actions, editing, startEdit, cancelEdit, saveEdit };
}
