/** Where the server's "now" comes from: the real time, or a fixed instant so every answer is repeatable. */
export interface Clock {
  now(): Date;
  readonly fixed: boolean;
}

export const systemClock: Clock = { now: () => new Date(), fixed: false };

/** A clock stopped at `iso` (`--clock`): QA snapshots need matches that do not move. */
export function fixedClock(iso: string): Clock {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) throw new Error(`--clock expects an ISO time such as 2026-06-01T12:00:00Z, got "${iso}"`);
  return { now: () => new Date(instant), fixed: true };
}

/**
 * A clock that runs `factor` times faster than real time from `start` (`--speed`): a match of two hours plays in
 * minutes, for demos and tests of the live simulator.
 */
export function acceleratedClock(factor: number, start: Date = new Date(), realNow: () => number = Date.now): Clock {
  if (!(factor > 0)) throw new Error(`--speed expects a positive number, got ${factor}`);
  const origin = realNow();
  return { now: () => new Date(start.getTime() + (realNow() - origin) * factor), fixed: false };
}

/** The reference server's dates are China Standard Time (UTC+8), the time zone of the product's main audience. */
export const serverUtcOffsetHours = 8;

/** Days since 1970 of the server-time day that holds `instant`. */
export function serverDayNumber(instant: Date): number {
  return Math.floor((instant.getTime() + serverUtcOffsetHours * 3600_000) / 86_400_000);
}

/** Midnight (UTC+8) of the day `offset` days from `now`, as a Date. */
export function serverDayStart(now: Date, offset = 0): Date {
  const shifted = new Date(now.getTime() + serverUtcOffsetHours * 3600_000);
  const midnight = Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate() + offset);
  return new Date(midnight - serverUtcOffsetHours * 3600_000);
}

/** Start and end (ISO instants) of a YYYY-MM-DD day in the server's time zone, or undefined for an invalid date. */
export function serverDayRange(date: string): [string, string] | undefined {
  const [year, month, day] = date.split('-').map(Number);
  const start = Date.UTC(year, month - 1, day) - serverUtcOffsetHours * 3600_000;
  if (Number.isNaN(start) || new Date(start + serverUtcOffsetHours * 3600_000).toISOString().slice(0, 10) !== date) return undefined;
  return [new Date(start).toISOString(), new Date(start + 86_400_000).toISOString()];
}

/** An instant as ISO 8601 text of the server's wall clock (its `Z` meaning nothing): what its day and minute are cut from. */
const serverWallClock = (instant: Date) => new Date(instant.getTime() + serverUtcOffsetHours * 3600_000).toISOString();

/** YYYY-MM-DD of an instant in the server's time zone. */
export function serverDate(instant: Date): string {
  return serverWallClock(instant).slice(0, 10);
}

/** An instant as the console's operators read it: the server's day and minute, `2026-06-01 20:05`. */
export function serverMinute(instant: Date): string {
  return serverWallClock(instant).slice(0, 16).replace('T', ' ');
}

/** Unix seconds of a timestamp column, 0 when empty. */
export const unixSeconds = (value: Date | string | null) => (value ? Math.floor(new Date(value).getTime() / 1000) : 0);
