import { useParams } from 'react-router-dom';
import { useT } from '../../../core/i18n/i18n.ts';
import { MessagePanel } from '../../../ui/message-panel.tsx';
import { ChatRoom } from '../components/chat-room.tsx';
import { RoomShell } from '../components/chat-screen.tsx';

/** /c2c-chatroom/:id: the one-to-one chat with user `id`. Guests are asked to log in; nobody chats with themselves. */
export default function ChatRoomPage() {
  const { t } = useT('chat');
  const peer = useParams().id ?? '';
  return (
    <RoomShell page="c2c-chatroom" title={t('chatroom')} guestTitle={t('guestChatTitle')}>
      {(frame) =>
        peer === frame.selfID ? (
          <>
            {frame.header(t('chatroom'))}
            <MessagePanel testId="chat-self" title={t('selfChat')} text="" />
          </>
        ) : (
          <ChatRoom key={peer} sdk={frame.sdk} peer={peer} header={frame.header} viewportHeight={frame.viewportHeight} />
        )
      }
    </RoomShell>
  );
}
