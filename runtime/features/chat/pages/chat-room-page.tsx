import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useChatSdk } from '../../../core/chat/chat-sdk.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { useSession } from '../../../core/session/use-session.ts';
import { BackHeader } from '../../../ui/back-header.tsx';
import { SkeletonRows } from '../../../ui/load-states.tsx';
import { MessagePanel } from '../../../ui/message-panel.tsx';
import { ChatLoginPanel } from '../components/chat-login-panel.tsx';
import { ChatScreen } from '../components/chat-screen.tsx';
import { ChatRoom } from '../components/chat-room.tsx';
import { useVisualViewport } from '../hooks/use-visual-viewport.ts';

/** /c2c-chatroom/:id: the one-to-one chat with user `id`. Guests are asked to log in; nobody chats with themselves. */
export default function ChatRoomPage() {
  const { t } = useT('chat');
  const peer = useParams().id ?? '';
  const selfID = useSession((s) => (s.user?.uid ? String(s.user.uid) : ''));
  const sdk = useChatSdk();
  const viewport = useVisualViewport();
  const style = viewport ? { height: `${viewport.height}px`, transform: `translateY(${viewport.offsetTop}px)` } : undefined;
  const header = (title: ReactNode) => <BackHeader title={title} backLabel={t('back')} fallback="/c2c" />;

  if (!selfID) {
    return (
      <ChatScreen data-page="c2c-chatroom" style={style}>
        {header(t('chatroom'))}
        <ChatLoginPanel title={t('guestChatTitle')} />
      </ChatScreen>
    );
  }
  if (peer === selfID) {
    return (
      <ChatScreen data-page="c2c-chatroom" style={style}>
        {header(t('chatroom'))}
        <MessagePanel testId="chat-self" title={t('selfChat')} text="" />
      </ChatScreen>
    );
  }
  return (
    <ChatScreen data-page="c2c-chatroom" style={style}>
      {sdk ? (
        <ChatRoom key={peer} sdk={sdk} peer={peer} header={header} viewportHeight={viewport?.height ?? 0} />
      ) : (
        <>
          {header(t('chatroom'))}
          <SkeletonRows testId="chat-loading" rows={5} />
        </>
      )}
    </ChatScreen>
  );
}
