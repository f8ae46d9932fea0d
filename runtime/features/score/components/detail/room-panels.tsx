import styled from '@emotion/styled';
import { Suspense, useState } from 'react';
import type { Match, Room } from '../../../../../schema/generated/api.ts';
import { useT } from '../../../../core/i18n/i18n.ts';
import { navigateTo } from '../../../../core/navigation/navigator.ts';
import { slotComponent } from '../../../../core/slots.ts';
import { requireLogin } from '../../../../core/session/session.ts';
import { matchDetailApi } from '../../api/match-detail.ts';
import { ActionButton, ActionLink } from '../tabs/action-link.tsx';
import { MatchQuiz } from '../quiz/match-quiz.tsx';
import { RoomList } from '../tabs/room-list.tsx';
import { TabEmpty } from './tab-body.tsx';

/** Lives tab: the anchors covering the match; each opens its room. */
export function LivesPanel(props: { rooms: Room[] }) {
  const { t } = useT('score');
  if (props.rooms.length === 0) return <TabEmpty text={t('livesTab.none')} />;
  return (
    <RoomList
      rooms={props.rooms}
      testId="match-lives"
      action={(room) => <ActionLink to={`/live-detail/${room.anchorid}`}>{t('livesTab.watch')}</ActionLink>}
    />
  );
}

/** The room chat fills what the header, scoreboard and tab bar leave of the screen, so its composer stays in view. */
const ChatFrame = styled.div`
  display: flex;
  flex-direction: column;
  height: calc(100dvh - 12.25rem);
  min-height: 18rem;
`;

/**
 * Chat tab of the score detail: shown when the match has a room anchor (spec 000 §2). It is the chat of the match's
 * first room, provided by the live feature (core/slots.ts), under a line that leads into the room; a tenant without
 * the live feature lists the rooms instead (docs/decisions.md).
 */
export function ChatPanel(props: { rooms: Room[] }) {
  const { t } = useT('score');
  const RoomChat = slotComponent('roomChat');
  const [room] = props.rooms;
  const enter = (r: Room) => <ActionLink to={`/live-detail/${r.anchorid}`}>{t('chatTab.enter')}</ActionLink>;
  if (!RoomChat || !room) return <RoomList rooms={props.rooms} testId="match-chat" action={enter} />;
  return (
    <ChatFrame data-testid="match-chat">
      <RoomList rooms={[room]} testId="match-chat-room" action={enter} />
      <Suspense fallback={null}>
        <RoomChat liveId={room.liveid} />
      </Suspense>
    </ChatFrame>
  );
}

/** C2C tab: private chat with a room's anchor. Adding the anchor as a friend needs a session; then the private chat opens. */
export function C2cPanel(props: { rooms: Room[] }) {
  const { t } = useT('score');
  const [busy, setBusy] = useState(0);
  const chat = async (room: Room) => {
    if (!requireLogin()) return;
    setBusy(room.liveid);
    try {
      await matchDetailApi.addOperateFriend(room.anchorid, room.liveid);
      navigateTo(`/c2c-user/${room.anchorid}`);
    } catch {
      // The HTTP client has shown why.
    } finally {
      setBusy(0);
    }
  };
  if (props.rooms.length === 0) return <TabEmpty text={t('c2cTab.none')} />;
  return (
    <RoomList
      rooms={props.rooms}
      testId="match-c2c"
      action={(room) => (
        <ActionButton type="button" disabled={busy === room.liveid} onClick={() => void chat(room)}>
          {t('c2cTab.chat')}
        </ActionButton>
      )}
    />
  );
}

/** Quiz tab: the match's quiz (components/quiz). */
export function QuizPanel(props: { match: Match }) {
  return <MatchQuiz matchId={props.match.id} />;
}
