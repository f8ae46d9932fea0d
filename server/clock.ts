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
