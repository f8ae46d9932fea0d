import { showToast } from '../../../core/feedback/feedback-store.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { MessageType, type ChatSdk, type Message } from '../../../im/index.ts';
import { canEdit, canRevoke } from '../lib/revoke-window.ts';
import { ActionSheet, type SheetAction } from './action-sheet.tsx';

/**
 * What a long press on a bubble offers, in a one-to-one or a group chat alike: copy a text, and within the window
 * (revoke-window.ts) edit the fan's own text and revoke their own message. Nothing opens when nothing applies.
 */
export function MessageActions(props: { sdk: ChatSdk; message: Message; onEdit(message: Message): void; onClose(): void }) {
  const { t } = useT('chat');
  const { sdk, message } = props;
  const actions: SheetAction[] = [];
  if (message.type === MessageType.TEXT && navigator.clipboard) {
    const body = (message.payload as { text?: string }).text ?? '';
    actions.push({
      label: t('copy'),
      testId: 'chat-copy',
      run: () =>
        void navigator.clipboard.writeText(body).then(
          () => showToast(t('copied')),
          () => undefined,
        ),
    });
  }
  if (canEdit(message, Date.now() / 1000)) actions.push({ label: t('edit'), testId: 'chat-edit', run: () => props.onEdit(message) });
  if (canRevoke(message, Date.now() / 1000)) {
    actions.push({
      label: t('revoke'),
      testId: 'chat-revoke',
      danger: true,
      run: () => void sdk.revokeMessage(message).catch(() => showToast(t('revokeFailed'))),
    });
  }
  return actions.length > 0 ? (
    <ActionSheet label={t('chatroom')} cancelLabel={t('cancel')} actions={actions} onClose={props.onClose} />
  ) : null;
}
