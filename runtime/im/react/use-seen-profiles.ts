import { useCallback, useSyncExternalStore } from 'react';
import type { ChatSdk, SeenProfile } from '../index.ts';

/**
 * The names and pictures the app has shown (ChatSdk.seenProfiles), as a lookup by user id that re-renders the
 * component when one changes: a screen names a fan in its first frame with what the screen before showed.
 */
export function useSeenProfiles(sdk: ChatSdk | null | undefined): (userID: string) => SeenProfile | undefined {
  const seen = sdk?.seenProfiles;
  const version = useSyncExternalStore(
    useCallback((changed: () => void) => seen?.subscribe(changed) ?? (() => undefined), [seen]),
    () => seen?.snapshot() ?? 0,
  );
  // The lookup is a new function whenever a profile changed, so memoised rows that take it draw again.
  return useCallback((userID: string) => seen?.get(userID), [seen, version]);
}
