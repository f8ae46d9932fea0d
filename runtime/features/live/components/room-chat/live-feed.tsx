import { useEffect, useRef } from 'react';
import type { ChatSdk } from '../../../../im/index.ts';
import { useLiveRoom, type LiveRoomStatus } from '../../../../im/react/index.ts';
import { eventOfMessage, keyOfMessage, type RoomEvent } from '../../lib/room-lines.ts';

/**
 * Joins the room's chat group for as long as it is mounted (anonymously while the SDK is not logged in) and hands
 * each new message, once, to `onEvents` as a room event (the user's own ones too, once sent). Renders nothing; the
 * parent keys it by login state, so a login rejoins as a member who may send.
 */
export function LiveFeed(props: { sdk: ChatSdk; groupID: string; onEvents: (events: RoomEvent[]) => void; onStatus: (status: LiveRoomStatus) => void }) {
  const { status, messages } = useLiveRoom(props.sdk, props.groupID);
  const seen = useRef(new Set<string>());
  const { onEvents, onStatus } = props;

  useEffect(() => {
    onStatus(status);
  }, [status, onStatus]);

  useEffect(() => {
    const events: RoomEvent[] = [];
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
    }
    // The SDK keeps a bounded window of the room; what has left it cannot come back, so neither need its keys.
    if (seen.current.size > 2 * messages.length + 100) seen.current = new Set(messages.map(keyOfMessage));
    if (events.length) onEvents(events);
  }, [messages, onEvents]);

  return null;
}
