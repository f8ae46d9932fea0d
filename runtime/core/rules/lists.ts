/** A search log entry (spec 000 §3): identified by target_id. */
export interface SearchLogEntry {
  target_id: string | number;
  [field: string]: unknown;
}

const searchLogSize = 5;

/**
 * The search log rule (spec 000 §4): an array argument clears it (the log becomes that array, usually empty); an entry
 * with an existing target_id, or an empty entry, is ignored; otherwise it is appended and the last 5 are kept.
 */
export function updateSearchLog(
  log: readonly SearchLogEntry[],
  entry: SearchLogEntry | readonly SearchLogEntry[] | null | undefined,
): SearchLogEntry[] {
  if (Array.isArray(entry)) return [...entry].slice(-searchLogSize);
  const item = entry as SearchLogEntry | null | undefined;
  if (!item || item.target_id === undefined || item.target_id === null || item.target_id === '') return [...log];
  if (log.some((existing) => existing.target_id === item.target_id)) return [...log];
  return [...log, item].slice(-searchLogSize);
}

/** A visited league (spec 000 §3). */
export interface VisitedLeague {
  id: number;
  name: string;
  logo: string;
  sportsType: number;
}

const visitedLeaguesSize = 15;

/** Visited leagues: max 15, newest first, no duplicates (visiting again moves it to the front). */
export function addVisitedLeague(list: readonly VisitedLeague[], league: VisitedLeague): VisitedLeague[] {
  return [league, ...list.filter((item) => item.id !== league.id)].slice(0, visitedLeaguesSize);
}
