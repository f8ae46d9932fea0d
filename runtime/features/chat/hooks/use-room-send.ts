import { useState } from 'react';
import { showToast } from '../../../core/feedback/feedback-store.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import type { ChatSdk, Message } from '../../../im/index.ts';
import type { MessageRowActions } from '../components/message-row.tsx';

/**
 * What a chat room, one-to-one or group, keeps for its input and bubbles: the text being written, the message whose
 * actions are open, sending (`send`), and the row actions (open the sheet, resend, put a revoked text back).
 */
export function useRoomSend(sdk: ChatSdk) {
  const { t } = useT('chat');
  const [text, setText] = useState('');
  const [acting, setActing] = useState<Message | null>(null);

  /**
   * Sends `message`, written as `body`. A message the SDK took shows in the list with its state (a spinner, then
   * resend if it failed); one it refused outright (not ready, a blocked word) never got there, so its text goes back
   * into the field. `onError` hears every refusal first (a group says why: muted, not allowed).
   */
  const send = (message: Message, body: string, onError?: (error: unknown) => void) => {
    setText('');
    sdk.sendMessage(message).catch((error: unknown) => {
      onError?.(error);
      if (message.status === 'fail') return;
      setText((current) => current || body);
      showToast(t('sendFailed'));
    });
  };

  const actions: MessageRowActions = {
    onActions: setActing,
    onResend: (message) => void sdk.resendMessage(message).catch(() => undefined),
    onReedit: (body) => setText(body),
  };
  return { text, setText, acting, setActing, send, actions };
}
