import { useCallback } from 'react';
import { useChatSdk } from '../../../../core/chat/chat-sdk.ts';
import { useSession } from '../../../../core/session/use-session.ts';
import type { LiveRoomStatus } from '../../../../im/react/index.ts';
import type { RoomFeed } from '../../lib/room-feed.ts';
import type { RoomEvent } from '../../lib/room-lines.ts';
import { useRoomCues } from '../gift-show/room-cue-context.ts';
import { RoomConnection } from './room-connection.tsx';

/**
 * The live room page's membership of the room's chat group, whatever tab is open: what the room hears (a new title,
 * the gifts over the player, the audience) reaches the page on every tab, and the chat tab reads the same feed instead
 * of joining again (docs/decisions.md "A room's audience").
 */
export function RoomMembership(props: { liveId: number; feed: RoomFeed; onAudience(online: number): void }) {
  const sdk = useChatSdk();
  const loggedIn = useSession((s) => s.user !== null);
  const cues = useRoomCues();
  const { feed } = props;
  const onEvents = useCallback((events: RoomEvent[]) => feed.emit(events), [feed]);
  const onStatus = useCallback((status: LiveRoomStatus) => feed.update({ status }), [feed]);
  const onCanSend = useCallback((canSend: boolean) => feed.update({ canSend }), [feed]);
  if (!sdk) return null;
  return (
    <RoomConnection
      sdk={sdk}
      groupID={`live_${props.liveId}`}
      loggedIn={loggedIn}
      onEvents={onEvents}
      onStatus={onStatus}
      onCanSend={onCanSend}
      onCues={cues?.emit}
      onAudience={props.onAudience}
    />
  );
}
