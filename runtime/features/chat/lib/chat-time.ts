/**
 * Times in chat are China Standard Time, like every date the app shows (core/rules/server-time.ts), so a message reads
 * the same on every phone and the labels do not depend on the device's zone.
 */
const cstOffsetMs = 8 * 3600_000;
const dayMs = 86_400_000;

const cstIso = (seconds: number) => new Date(seconds * 1000 + cstOffsetMs).toISOString();
const dayNumber = (seconds: number) => Math.floor((seconds * 1000 + cstOffsetMs) / dayMs);

/** HH:mm of an instant (Unix seconds). */
export const clockLabel = (seconds: number): string => cstIso(seconds).slice(11, 16);

/** YYYY-MM-DD HH:mm of an instant (Unix seconds): when a member joined, until when they are muted. */
export const dateTimeLabel = (seconds: number): string => cstIso(seconds).slice(0, 16).replace('T', ' ');

/** How a day is named: relative when it is today or yesterday, else its date (MM-DD this year, YYYY-MM-DD before). */
export type DayName = { relative: 'today' | 'yesterday'; date: '' } | { relative: ''; date: string };

export function dayName(seconds: number, nowSeconds: number): DayName {
  const days = dayNumber(nowSeconds) - dayNumber(seconds);
  if (days === 0) return { relative: 'today', date: '' };
  if (days === 1) return { relative: 'yesterday', date: '' };
  const iso = cstIso(seconds);
  return { relative: '', date: iso.slice(0, 4) === cstIso(nowSeconds).slice(0, 4) ? iso.slice(5, 10) : iso.slice(0, 10) };
}

/** Whether two instants fall on the same China-time day. */
export const sameDay = (a: number, b: number): boolean => dayNumber(a) === dayNumber(b);

/**
 * The time a conversation row shows for its last message, as WeChat does: the clock today, "yesterday", else the date
 * (a relative name comes back in `relative` for the caller to translate).
 */
export function conversationTime(seconds: number, nowSeconds: number): { relative: '' | 'yesterday'; text: string } {
  if (!seconds) return { relative: '', text: '' };
  const day = dayName(seconds, nowSeconds);
  if (day.relative === 'today') return { relative: '', text: clockLabel(seconds) };
  if (day.relative === 'yesterday') return { relative: 'yesterday', text: '' };
  return { relative: '', text: day.date };
}
