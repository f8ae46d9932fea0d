/**
 * Whose kickoffs a fan is told about (docs/decisions.md "Match-start notices"): a fan who follows matches hears of
 * those only; a fan who follows none, and every guest, hears of every kickoff.
 */
export function wantsKickoff(followed: ReadonlySet<number> | null, matchid: number): boolean {
  return !followed || followed.size === 0 || followed.has(matchid);
}

/** Whose goals a fan is told about: only the matches they follow (a goal of every match would be noise). */
export function wantsGoal(followed: ReadonlySet<number> | null, matchid: number): boolean {
  return followed?.has(matchid) ?? false;
}

/** How long a fetched follow list is trusted: a follow made on another device counts within a minute. */
const followListMaxAgeMs = 60_000;

/**
 * The signed-in fan's followed match ids, fetched when first needed and again when older than a minute or when the
 * user changes; null for a guest or when the list cannot be had (then every kickoff shows, rather than none).
 */
export function createFollowList(fetchIds: () => Promise<number[]>, now: () => number = Date.now) {
  let cached: { user: string; at: number; ids: Set<number> } | undefined;
  return async (user: string | null): Promise<ReadonlySet<number> | null> => {
    if (!user) return null;
    if (cached?.user === user && now() - cached.at < followListMaxAgeMs) return cached.ids;
    try {
      cached = { user, at: now(), ids: new Set(await fetchIds()) };
      return cached.ids;
    } catch {
      return null;
    }
  };
}
