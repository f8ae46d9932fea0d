import styled from '@emotion/styled';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useChatSdk } from '../../../../core/chat/chat-sdk.ts';
import { showToast } from '../../../../core/feedback/feedback-store.ts';
import { useT } from '../../../../core/i18n/i18n.ts';
import { requireLogin } from '../../../../core/session/session.ts';
import { useSession } from '../../../../core/session/use-session.ts';
import { ConversationType } from '../../../../im/index.ts';
import type { LiveRoomStatus } from '../../../../im/react/index.ts';
import { getLiveChat } from '../../api/get-live-chat.ts';
import { eventOfHistory, initialRoomChat, roomChatReducer, type RoomEvent } from '../../lib/room-lines.ts';
import { GiftEntry } from '../gift-panel/gift-entry.tsx';
import { useRoomCues } from '../gift-show/room-cue-context.ts';
import { ChatComposer } from './chat-composer.tsx';
import { ChatLine } from './chat-line.tsx';
import { RoomConnection } from './room-connection.tsx';

const Column = styled.section`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;
`;

const Lines = styled.ol`
  flex: 1;
  min-height: 0;
  margin: 0;
  padding: 0.5rem 0.75rem;
  overflow-y: auto;
  list-style: none;
  overscroll-behavior: contain;
`;

const Notice = styled.p`
  margin: 0;
  padding: 0.375rem 0.75rem;
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.75rem;
  text-align: center;
`;

/** Within this many pixels of the bottom, the list follows new lines; further up, the fan is reading back. */
const followSlack = 48;

/**
 * The room chat (spec 000 §2 chat tab): the HTTP history first, then the room's chat group live. Guests read and get
 * a "log in to chat" control; logged-in users send text once joined as members. `gifts` adds the gift button (the
 * live room's own chat; the match page's chat has none).
 */
export function RoomChat(props: { liveId: number; notice?: string; gifts?: boolean }) {
  const { t } = useT('live');
  const sdk = useChatSdk();
  const user = useSession((s) => s.user);
  const [chat, dispatch] = useReducer(roomChatReducer, initialRoomChat);
  const [status, setStatus] = useState<LiveRoomStatus>('joining');
  const [canSend, setCanSend] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  const following = useRef(true);
  const groupID = `live_${props.liveId}`;
  const cues = useRoomCues();

  useEffect(() => {
    let active = true;
    const events = (lines: Awaited<ReturnType<typeof getLiveChat>>) => lines.map(eventOfHistory).filter((e): e is RoomEvent => e !== null);
    getLiveChat(props.liveId).then(
      (lines) => active && dispatch({ type: 'history', events: events(lines) }),
      () => active && dispatch({ type: 'history', events: [] }),
    );
    return () => {
      active = false;
    };
  }, [props.liveId]);

  useEffect(() => {
    if (following.current && list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [chat.lines]);

  const onEvents = useCallback((events: RoomEvent[]) => dispatch({ type: 'live', events }), []);

  const send = async (text: string): Promise<boolean> => {
    if (!sdk) return false;
    const message = sdk.createTextMessage({ to: groupID, conversationType: ConversationType.GROUP, payload: { text } });
    // The SDK hands our own line to the feed once it is sent, under our nick; the list follows it to the bottom.
    following.current = true;
    try {
      await sdk.sendMessage(message);
    } catch {
      showToast(t('chat.sendFailed'));
      return false;
    }
    return true;
  };

  return (
    <Column data-testid="room-chat" data-status={status}>
      {props.notice ? <Notice>{t('chat.roomNotice', { notice: props.notice })}</Notice> : null}
      <Lines ref={list} aria-live="polite" aria-busy={!chat.historyLoaded} onScroll={(e) => {
          following.current = e.currentTarget.scrollHeight - e.currentTarget.scrollTop - e.currentTarget.clientHeight < followSlack;
        }}>
        {chat.lines.map((line) => (
          <ChatLine key={line.key} line={line} />
        ))}
      </Lines>
      {chat.historyLoaded && chat.lines.length === 0 ? <Notice>{t('chat.empty')}</Notice> : null}
      {status === 'failed' || status === 'stopped' ? <Notice data-testid="chat-offline">{t('chat.offline')}</Notice> : null}
      {sdk ? <RoomConnection sdk={sdk} groupID={groupID} loggedIn={user !== null} onEvents={onEvents} onStatus={setStatus} onCanSend={setCanSend} onCues={cues?.emit} /> : null}
      <ChatComposer loggedIn={user !== null} canSend={canSend} onLogin={() => requireLogin()} onSend={send} actions={props.gifts ? <GiftEntry liveId={props.liveId} /> : null} />
    </Column>
  );
}
