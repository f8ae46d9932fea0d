/**
 * The announcement a fan closed in each group's room, kept in this site's local storage (so "clear the cache" clears
 * it): the banner stays closed on every later visit until a newer announcement comes. One entry per group, the id of
 * the tip that carried it; at most {@link keptGroups}, the oldest closed dropped first.
 */
export const closedAnnouncementsKey = (site: string): string => `sideline:${site}:chat-closed-announcements`;

/** More groups than a fan is in; past it, the longest-closed entries go. */
const keptGroups = 200;

function readAll(site: string, storage: Storage): [string, string][] {
  try {
    const saved: unknown = JSON.parse(storage.getItem(closedAnnouncementsKey(site)) ?? '[]');
    return Array.isArray(saved)
      ? saved.filter(
          (entry): entry is [string, string] => Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/** The id of the announcement tip the fan closed in `groupID`, or '' when none. */
export function closedAnnouncement(site: string, groupID: string, storage: Storage = localStorage): string {
  return readAll(site, storage).find(([group]) => group === groupID)?.[1] ?? '';
}

/** Remembers that the fan closed the announcement tip `tipID` in `groupID`. */
export function closeAnnouncement(site: string, groupID: string, tipID: string, storage: Storage = localStorage): void {
  const others = readAll(site, storage).filter(([group]) => group !== groupID);
  try {
    storage.setItem(closedAnnouncementsKey(site), JSON.stringify([...others, [groupID, tipID]].slice(-keptGroups)));
  } catch {
    // Storage full or refused (a private window): the banner is closed for this visit only.
  }
}
