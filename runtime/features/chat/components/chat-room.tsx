import styled from '@emotion/styled';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../../core/i18n/i18n.ts';
import { useNow } from '../../../core/time/use-now.ts';
import { ConversationType, type ChatSdk } from '../../../im/index.ts';
import { useConversationList, useImState, useMessages, useSeenProfiles } from '../../../im/react/index.ts';
import { useFriendRemarks } from '../hooks/use-friend-remarks.ts';
import { useHistory } from '../hooks/use-history.ts';
import { useNicks } from '../hooks/use-nicks.ts';
import { useRoomSend } from '../hooks/use-room-send.ts';
import { ChatInput } from './chat-input.tsx';
import { ImageButton } from './image-button.tsx';
import { EditNote } from './input-notes.tsx';
import { MessageActions } from './message-actions.tsx';
import { MessageList } from './message-list.tsx';
import { NetBanner } from './net-banner.tsx';
import { useIncomingAnnouncement } from '../hooks/use-incoming-announcement.ts';

/** The peer's name in the header opens their profile, as a tap on a WeChat chat's title does. */
const PeerLink = styled(Link)`
  color: inherit;
  text-decoration: none;
`;

/**
 * The conversation with `peer`: header named after them, the network line, the messages and the input. Whatever
 * arrives while it is open is marked read at once, as it is on opening.
 */
export function ChatRoom(props: { sdk: ChatSdk; peer: string; header(title: ReactNode): ReactNode; viewportHeight: number }) {
  const { t } = useT('chat');
  const { sdk, peer } = props;
  const conversationID = `C2C${peer}`;
  const { ready, netState } = useImState(sdk);
  const messages = useMessages(sdk, conversationID);
  const history = useHistory(sdk, conversationID, ready);
  const { conversations } = useConversationList(sdk);
  const conversation = conversations.find((c) => c.conversationID === conversationID);
  const now = useNow(30_000);
  const room = useRoomSend(sdk);

  const unread = conversation?.unreadCount ?? 0;
  useEffect(() => {
    if (ready && unread > 0) void sdk.setMessageRead({ conversationID }).catch(() => undefined);
  }, [sdk, ready, unread, conversationID]);

  const peerNick = messages.find((m) => m.flow === 'in' && m.nick)?.nick;
  const remark = useFriendRemarks(sdk).get(peer);
  // The name the screen before showed (a profile, a search result) names the peer in the first frame; without one
  // the peer's profile is looked up, so "user {id}" shows only while no name is known.
  const seen = useSeenProfiles(sdk)(peer);
  const known = conversation?.remark || remark || conversation?.name || peerNick || seen?.nick;
  const looked = useNicks(sdk, known ? [] : [peer]).get(peer);
  const title = known || looked || t('peerFallback', { id: peer });
  useIncomingAnnouncement(messages, history.status, (message) => message.nick || title);

  const send = (body: string) => {
    if (room.editing) room.saveEdit(body);
    else room.send(sdk.createTextMessage({ to: peer, conversationType: ConversationType.C2C, payload: { text: body } }), body);
  };

  return (
    <>
      {props.header(
        <PeerLink to={`/c2c-user/${encodeURIComponent(peer)}`} data-testid="chat-peer">
          {title}
        </PeerLink>,
      )}
      {ready ? <NetBanner netState={netState} /> : null}
      <MessageList
        messages={messages}
        history={history}
        nowSeconds={Math.floor(now / 1000)}
        viewportHeight={props.viewportHeight}
        actions={room.actions}
      />
      <ChatInput
        text={room.text}
        onText={room.setText}
        onSend={send}
        disabled={!ready}
        tools={room.editing ? null : <ImageButton sdk={sdk} to={peer} conversationType={ConversationType.C2C} disabled={!ready} />}
        note={room.editing ? <EditNote conflict={room.editing.conflict} onCancel={room.cancelEdit} /> : null}
        sendLabel={room.editing ? t('save') : undefined}
        editingID={room.editing?.message.ID}
      />
      {room.acting ? <MessageActions sdk={sdk} message={room.acting} onEdit={room.startEdit} onClose={() => room.setActing(null)} /> : null}
    </>
  );
}
