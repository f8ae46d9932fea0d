import { useCallback, useSyncExternalStore } from 'react';
import type { ChatSdk } from '../index.ts';
import { seenProfilesOf, type SeenProfile } from './seen-profiles.ts';

/**
 * The names and pictures the app has shown (seenProfilesOf), as a lookup by user id that re-renders the
 * component when one changes: a screen names a fan in its first frame with what the screen before showed.
 */
export function useSeenProfiles(sdk: ChatSdk | null | undefined): (userID: string) => SeenProfile | undefined {
  const seen = sdk ? seenProfilesOf(sdk) : undefined;
  const version = useSyncExternalStore(
    useCallback((changed: () => void) => seen?.subscribe(changed) ?? (() => undefined), [seen]),
    () => seen?.snapshot() ?? 0,
  );
  // The lookup is a new function whenever a profile changed, so memoised rows that take it draw again.
  return useCallback((userID: string) => seen?.get(userID), [seen, version]);
}
