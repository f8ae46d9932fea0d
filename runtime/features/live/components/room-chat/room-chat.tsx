import styled from '@emotion/styled';
import { lazy, Suspense, useCallback, useEffect, useReducer, useRef, useState, useSyncExternalStore } from 'react';
import { useChatSdk } from '../../../../core/chat/chat-sdk.ts';
import { announce, showToast } from '../../../../core/feedback/feedback-store.ts';
import { useT } from '../../../../core/i18n/i18n.ts';
import { requireLogin } from '../../../../core/session/session.ts';
import { useSession } from '../../../../core/session/use-session.ts';
import { useCountdown } from '../../../../core/time/use-countdown.ts';
import { ConversationType, ImError, ServerCode } from '../../../../im/index.ts';
import type { LiveRoomStatus } from '../../../../im/react/index.ts';
import { getLiveChat } from '../../api/get-live-chat.ts';
import type { RoomFeedState } from '../../lib/room-feed.ts';
import { eventOfHistory, initialRoomChat, roomChatReducer, type RoomEvent } from '../../lib/room-lines.ts';
import { managesRoom, moderationAfter, type RoomModeration, type RoomRole } from '../../lib/room-moderation.ts';
import { GiftEntry } from '../gift-panel/gift-entry.tsx';
import { useRoomCues } from '../gift-show/room-cue-context.ts';
import type { ManageTarget } from '../room-manage/manage-target.ts';
import { ChatComposer } from './chat-composer.tsx';
import { ChatLine, GiftLineStyles } from './chat-line.tsx';
import { ManageButton } from './manage-button.tsx';
import { RoomConnection } from './room-connection.tsx';
import { useRoomFeed } from './room-feed-context.ts';
import { SendStatus } from './send-status.tsx';

/** The manage sheets are code only the room's anchor and managers ever need: they load when one first opens. */
const ManageLayer = lazy(() => import('../room-manage/manage-layer.tsx'));

/** What the live room page knows of the room's management: the viewer's role and slow mode. */
export interface RoomManagement {
  role: RoomRole;
  slowMode: number;
}

type ChatEvent = Extract<RoomEvent, { kind: 'chat' }>;

/** Outside a live room page there is no feed to watch: the chat holds its own membership. */
const noFeed = () => () => undefined;
const ownFeed: RoomFeedState = { status: 'joining', canSend: false };

/** The seconds left and the interval in a slow-mode refusal's info (docs/im-protocol.md, 10023). */
function slowModeRefusal(info: string): { wait: number; interval: number } {
  return { wait: Number(/wait (\d+) more seconds/.exec(info)?.[1] ?? 0), interval: Number(/every (\d+) seconds/.exec(info)?.[1] ?? 0) };
}

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
 * live room's own chat; the match page's chat has none). `room` comes from the live room page: its anchor and
 * managers get the manage button and may tap a nick to act on its sender; every fan's send bar follows slow mode and
 * a ban (docs/decisions.md "Room managers"). The managers' changes reach the chat as lines, whichever page shows it.
 * On the live room page the page holds the room's group (RoomMembership) and the chat reads its feed; elsewhere the
 * chat joins the group itself for as long as it is shown.
 */
export function RoomChat(props: { liveId: number; notice?: string; gifts?: boolean; room?: RoomManagement }) {
  const { t } = useT('live');
  const sdk = useChatSdk();
  // What the chat reads of the session, each on its own: a change of the fan's gold (a gift sent) does not render the
  // chat and its lines again in the send's frame.
  const loggedIn = useSession((s) => s.user !== null);
  const myId = useSession((s) => (s.user ? String(s.user.id) : ''));
  const sessionNick = useSession((s) => s.user?.nick_name ?? '');
  const [chat, dispatch] = useReducer(roomChatReducer, initialRoomChat);
  const feed = useRoomFeed();
  const [ownStatus, setStatus] = useState<LiveRoomStatus>('joining');
  const [ownCanSend, setCanSend] = useState(false);
  const shared = useSyncExternalStore(feed ? feed.watch : noFeed, feed ? feed.state : () => ownFeed);
  const status = feed ? shared.status : ownStatus;
  const canSend = feed ? shared.canSend : ownCanSend;
  const [moderation, setModeration] = useState<RoomModeration>({
    role: props.room?.role ?? 'viewer',
    slowMode: props.room?.slowMode ?? 0,
    mutedUntil: null,
  });
  const [wait, startWait] = useCountdown();
  const [refusal, setRefusal] = useState('');
  const [manage, setManage] = useState<ManageTarget | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const following = useRef(true);
  const groupID = `live_${props.liveId}`;
  const cues = useRoomCues();
  // Read by the events callback, which stays the same for the feed's lifetime.
  const me = useRef('');
  me.current = myId;
  // Our own lines go under the session's nick: the chat SDK keeps the nick of its login, which a rename in the user
  // centre does not change (the room gets the new one from the server).
  const myNick = useRef('');
  myNick.current = sessionNick;
  const say = useRef(t);
  say.current = t;

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

  // Not at mount with no lines: reading scrollHeight lays the whole page out at once, in the task of its first commit.
  // In the next frame, not the task that brought the line: there the read is the frame's own layout, not one more
  // forced before it (a gift's own line and its answer may share a tap's frame).
  useEffect(() => {
    if (chat.lines.length === 0 || !following.current) return;
    const frame = requestAnimationFrame(() => {
      if (list.current) list.current.scrollTop = list.current.scrollHeight;
    });
    return () => cancelAnimationFrame(frame);
  }, [chat.lines]);

  const onEvents = useCallback((heard: RoomEvent[]) => {
    const events = heard.map((event) =>
      event.kind === 'chat' && event.mine && myNick.current ? { ...event, nick: myNick.current } : event,
    );
    dispatch({ type: 'live', events });
    // Said through the app's one polite live region, at most one line per toast's time: a room full of robots' chat
    // reads its latest line now and then, never a backlog. The list itself is not live.
    const heardChat = events.filter((event): event is ChatEvent => event.kind === 'chat' && !event.mine);
    const said = heardChat[heardChat.length - 1];
    if (said) announce(say.current('chat.announce', { nick: said.nick, text: said.text }));
    for (const event of events) {
      if (event.kind !== 'clear' && event.kind !== 'remove')
        setModeration((state) => moderationAfter(state, event, me.current, Date.now()));
    }
  }, []);
  useEffect(() => feed?.on(onEvents), [feed, onEvents]);
  const onUnmuted = useCallback(() => setModeration((state) => ({ ...state, mutedUntil: null })), []);

  const send = async (text: string): Promise<boolean> => {
    if (!sdk) return false;
    const message = sdk.createTextMessage({ to: groupID, conversationType: ConversationType.GROUP, payload: { text } });
    // The SDK hands our own line to the feed once it is sent, under our nick; the list follows it to the bottom.
    following.current = true;
    try {
      await sdk.sendMessage(message);
    } catch (error) {
      // The server's refusals say why, and the text stays in the field for later.
      const code = error instanceof ImError ? error.code : 0;
      if (code === ServerCode.MUTED) setRefusal(t('chat.refusedMuted'));
      else if (code === ServerCode.SLOW_MODE) {
        const refused = slowModeRefusal((error as ImError).message);
        setRefusal(t('chat.refusedSlow', { seconds: refused.interval || moderation.slowMode }));
        startWait(refused.wait);
      } else showToast(t('chat.sendFailed'));
      return false;
    }
    setRefusal('');
    if (moderation.slowMode > 0 && !managesRoom(moderation.role)) startWait(moderation.slowMode);
    return true;
  };
  const manages = loggedIn && managesRoom(moderation.role);

  return (
    <Column data-testid="room-chat" data-status={status}>
      {props.notice ? <Notice>{t('chat.roomNotice', { notice: props.notice })}</Notice> : null}
      <Lines
        ref={list}
        aria-label={t('chat.lines')}
        // It scrolls: a keyboard reaches it to read back (axe's scrollable-region-focusable).
        tabIndex={0}
        onScroll={(e) => {
          following.current = e.currentTarget.scrollHeight - e.currentTarget.scrollTop - e.currentTarget.clientHeight < followSlack;
        }}
      >
        {chat.lines.map((line) => (
          <ChatLine
            key={line.key}
            line={line}
            onNick={manages ? (uid, nick) => setManage({ kind: 'member', uid: Number(uid), nick }) : undefined}
          />
        ))}
      </Lines>
      {props.gifts ? <GiftLineStyles /> : null}
      {chat.historyLoaded && chat.lines.length === 0 ? <Notice>{t('chat.empty')}</Notice> : null}
      {status === 'failed' || status === 'stopped' ? <Notice data-testid="chat-offline">{t('chat.offline')}</Notice> : null}
      {sdk && !feed ? (
        <RoomConnection
          sdk={sdk}
          groupID={groupID}
          loggedIn={loggedIn}
          onEvents={onEvents}
          onStatus={setStatus}
          onCanSend={setCanSend}
          onCues={cues?.emit}
        />
      ) : null}
      {loggedIn ? <SendStatus moderation={moderation} wait={wait} refusal={refusal} onUnmuted={onUnmuted} /> : null}
      <ChatComposer
        loggedIn={loggedIn}
        canSend={canSend}
        locked={moderation.mutedUntil !== null}
        wait={wait}
        onLogin={() => requireLogin()}
        onSend={send}
        actions={
          <>
            {manages ? <ManageButton onClick={() => setManage({ kind: 'room' })} /> : null}
            {props.gifts ? <GiftEntry liveId={props.liveId} /> : null}
          </>
        }
      />
      {manage && manages ? (
        <Suspense fallback={null}>
          <ManageLayer
            liveId={props.liveId}
            role={moderation.role === 'anchor' ? 'anchor' : 'manager'}
            target={manage}
            onClose={() => setManage(null)}
          />
        </Suspense>
      ) : null}
    </Column>
  );
}
