import { useEffect, useMemo } from 'react';
import type { ChatSdk } from '../../../im/index.ts';
import { seenProfilesOf, useImState, useSeenProfiles } from '../../../im/react/index.ts';

/**
 * The nicks of `userIDs` by user id: those a screen already showed at once (the chat layer's seen profiles), the
 * others once the chat layer's profiles answer (kept 24 hours by the SDK), then remembered as seen. An id whose
 * profile is unknown or has no nick is left out, so the screen falls back to the id.
 */
export function useNicks(sdk: ChatSdk, userIDs: readonly string[]): ReadonlyMap<string, string> {
  const { ready } = useImState(sdk);
  const seen = useSeenProfiles(sdk);
  const ids = [...new Set(userIDs)].sort();
  const missing = ids.filter((id) => !seen(id)?.nick).join(',');
  useEffect(() => {
    if (!missing || !ready) return;
    // What the lookup answers names the fans on the next screens at once; without profiles the ids stand in.
    sdk.getUserProfile({ userIDList: missing.split(',') }).then(
      ({ data }) => seenProfilesOf(sdk).remember(data),
      () => undefined,
    );
  }, [sdk, missing, ready]);
  const key = ids.join(',');
  return useMemo(() => new Map(key.split(',').flatMap((id) => (seen(id)?.nick ? [[id, seen(id)!.nick] as const] : []))), [key, seen]);
}
