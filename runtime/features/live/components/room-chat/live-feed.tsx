import { useEffect, useRef } from 'react';
import type { ChatSdk } from '../../../../im/index.ts';
import { useLiveRoom, type LiveRoomStatus } from '../../../../im/react/index.ts';
import { audienceOfMessage } from '../../lib/room-audience.ts';
import { cueOfMessage, type RoomCue } from '../../lib/room-cues.ts';
import { eventOfMessage, keyOfMessage, type RoomEvent } from '../../lib/room-lines.ts';

/**
 * Joins the room's chat group for as long as it is mounted (anonymously while the SDK is not logged in) and hands
 * each new message, once, to `onEvents` as a room event (the user's own ones too, once sent). Renders nothing; the
 * parent keys it by login state, so a login rejoins as a member who may send. What plays over the player (gift
 * animations, other rooms' big gifts) goes to `onCues`; the room's audience, as the server tells it, to `onAudience`.
 */
export function LiveFeed(props: {
  sdk: ChatSdk;
  groupID: string;
  onEvents: (events: RoomEvent[]) => void;
  onStatus: (status: LiveRoomStatus) => void;
  onCues?: (cues: RoomCue[]) => void;
  onAudience?: (online: number) => void;
}) {
  const { status, messages } = useLiveRoom(props.sdk, props.groupID);
  const seen = useRef(new Set<string>());
  const { groupID, onEvents, onStatus, onCues, onAudience } = props;

  useEffect(() => {
    onStatus(status);
  }, [status, onStatus]);

  useEffect(() => {
    const events: RoomEvent[] = [];
    const cues: RoomCue[] = [];
    let audience: number | null = null;
    for (const message of messages) {
      const key = keyOfMessage(message);
      // A message revoked after it was shown leaves the list (once: its key is then forgotten).
      if (message.isRevoked) {
        if (seen.current.delete(key)) events.push({ kind: 'remove', key });
        continue;
      }
      // Our own line waits until the server took it: a send that fails is reported, not shown.
      if (seen.current.has(key) || message.status !== 'success') continue;
      seen.current.add(key);
      const event = eventOfMessage(message);
      if (event) events.push(event);
      const cue = onCues ? cueOfMessage(message) : null;
      if (cue) cues.push(cue);
      audience = audienceOfMessage(message, groupID) ?? audience;
    }
    // The SDK keeps a bounded window of the room; what has left it cannot come back, so neither need its keys.
    if (seen.current.size > 2 * messages.length + 100) seen.current = new Set(messages.map(keyOfMessage));
    if (events.length) onEvents(events);
    if (cues.length) onCues?.(cues);
    if (audience !== null) onAudience?.(audience);
  }, [messages, groupID, onEvents, onCues, onAudience]);

  return null;
}
