import { useCallback } from 'react';
import type { ChatSdk } from '../../../../im/index.ts';
import { useImState, type LiveRoomStatus } from '../../../../im/react/index.ts';
import type { RoomCue } from '../../lib/room-cues.ts';
import type { RoomEvent } from '../../lib/room-lines.ts';
import { LiveFeed } from './live-feed.tsx';

/**
 * The room's chat group membership: read anonymously until the SDK is logged in as the session's user, then joined
 * again as a member (a new LiveFeed, which starts by reporting `joining`), who may send. Reports whether sending is
 * possible now.
 */
export function RoomConnection(props: {
  sdk: ChatSdk;
  groupID: string;
  loggedIn: boolean;
  onEvents(events: RoomEvent[]): void;
  onStatus(status: LiveRoomStatus): void;
  onCanSend(canSend: boolean): void;
  onCues?(cues: RoomCue[]): void;
  onAudience?(online: number): void;
}) {
  const { ready } = useImState(props.sdk);
  const asMember = props.loggedIn && ready;
  const { onStatus, onCanSend } = props;
  const report = useCallback(
    (status: LiveRoomStatus) => {
      onStatus(status);
      onCanSend(asMember && status === 'joined');
    },
    [asMember, onStatus, onCanSend],
  );
  return (
    <LiveFeed
      key={asMember ? 'member' : 'reader'}
      sdk={props.sdk}
      groupID={props.groupID}
      onEvents={props.onEvents}
      onStatus={report}
      onCues={props.onCues}
      onAudience={props.onAudience}
    />
  );
}
