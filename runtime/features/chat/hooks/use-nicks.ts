import { useEffect, useState } from 'react';
import type { ChatSdk } from '../../../im/index.ts';

const none: ReadonlyMap<string, string> = new Map();

/**
 * The nicks of `userIDs` from the chat layer's profiles (kept 24 hours by the SDK), by user id; an id whose profile
 * is unknown or has no nick is left out, so the screen falls back to the id. Empty until the profiles answer.
 */
export function useNicks(sdk: ChatSdk, userIDs: readonly string[]): ReadonlyMap<string, string> {
  const key = [...new Set(userIDs)].sort().join(',');
  const [nicks, setNicks] = useState(none);
  useEffect(() => {
    if (!key) return;
    let current = true;
    sdk.getUserProfile({ userIDList: key.split(',') }).then(
      ({ data }) => {
        if (current)
          setNicks(new Map(data.flatMap((profile) => (profile.nick.trim() ? [[profile.userID, profile.nick.trim()] as const] : []))));
      },
      // Without profiles the ids stand in for the names.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [sdk, key]);
  return nicks;
}
