import { requireLogin } from '../../../core/session/session.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { MessagePanel } from '../../../ui/message-panel.tsx';
import { PillButton } from '../../../ui/pill-button.tsx';

/** What a guest sees instead of a chat screen: chat needs an account, and the button asks them to log in. */
export function ChatLoginPanel(props: { title: string }) {
  const { t } = useT('chat');
  return (
    <MessagePanel
      testId="chat-guest"
      title={props.title}
      text=""
      action={
        <PillButton type="button" data-testid="chat-login" onClick={() => requireLogin()}>
          {t('login')}
        </PillButton>
      }
    />
  );
}
