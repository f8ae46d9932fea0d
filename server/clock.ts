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
