import { useEffect, useRef } from 'react';
import type { ChatSdk } from '../../im/index.ts';
import { useLiveRoom } from '../../im/react/index.ts';
import { raceStartOf, type RaceStartNotice } from './race-start-notice.ts';

/** The notification group of spec 001 ("Notification group joined: NOTIFY_ROOM"). */
export const notifyGroupId = 'NOTIFY_ROOM';

/**
 * Joins NOTIFY_ROOM for as long as it is mounted (anonymously while the SDK is not logged in, like a live room) and
 * hands each new kickoff notice, once, to `onNotice`. Renders nothing; the parent keys it by login state, so a login
 * joins again over the socket.
 */
export function NotifyFeed(props: { sdk: ChatSdk; onNotice: (notice: RaceStartNotice) => void }) {
  const { messages } = useLiveRoom(props.sdk, notifyGroupId);
  const seen = useRef(new Set<string>());
  const { onNotice } = props;

  useEffect(() => {
    for (const message of messages) {
      const key = `${message.from}-${message.random}`;
      if (seen.current.has(key)) continue;
      seen.current.add(key);
      const notice = raceStartOf(message);
      if (notice) onNotice(notice);
    }
    // The SDK keeps a bounded window of the group; keys of messages that left it are not needed any more.
    if (seen.current.size > 2 * messages.length + 100) seen.current = new Set(messages.map((m) => `${m.from}-${m.random}`));
  }, [messages, onNotice]);

  return null;
}
