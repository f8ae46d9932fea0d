import { updateSearchLog } from '../../../core/rules/lists.ts';

/**
 * The chat search's own log, kept in this site's local storage (so "clear the cache" clears it): the spec's search
 * log rule (spec 000 §4, core/rules/lists.ts): 5 entries, a keyword already there is not added twice. It is not the
 * app's searchLog, which holds the matches and teams the main search visited; a keyword of a chat is the fan's own.
 */
export const searchLogKey = (site: string): string => `sideline:${site}:c2c-search-log`;

export function readSearchLog(site: string, storage: Storage = localStorage): string[] {
  try {
    const saved: unknown = JSON.parse(storage.getItem(searchLogKey(site)) ?? '[]');
    return Array.isArray(saved) ? saved.filter((item): item is string => typeof item === 'string').slice(-5) : [];
  } catch {
    return [];
  }
}

/** Adds a searched keyword (trimmed; empty ones are not kept) and answers the log, oldest first. */
export function logSearch(site: string, keyword: string, storage: Storage = localStorage): string[] {
  const log = updateSearchLog(
    readSearchLog(site, storage).map((target_id) => ({ target_id })),
    { target_id: keyword.trim() },
  ).map((entry) => String(entry.target_id));
  storage.setItem(searchLogKey(site), JSON.stringify(log));
  return log;
}

export function clearSearchLog(site: string, storage: Storage = localStorage): void {
  storage.removeItem(searchLogKey(site));
}
