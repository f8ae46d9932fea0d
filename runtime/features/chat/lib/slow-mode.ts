import type { Group } from '../../../im/index.ts';

/**
 * Slow mode in a group's room (spec 000 §6; docs/decisions.md "Chat room edits, emoji and slow mode"): whether it
 * holds the fan back, how long after a send, and what the gateway's refusal (10023) says is left. The room counts down
 * from the fan's last send on its own clock; the server's clock is the judge, and its refusal resets the count.
 */

/** The seconds between two sends that hold the fan back in `group`: 0 when unlimited, or for its owner and admins. */
export function slowModeFor(group: Pick<Group, 'slowMode' | 'selfInfo'>): number {
  return group.selfInfo.role === 'Member' ? group.slowMode : 0;
}

/** Whole seconds left before the fan may send again, `until` and `nowMs` on the same clock; 0 once it has passed. */
export function secondsLeft(until: number, nowMs: number): number {
  return Math.max(0, Math.ceil(until - nowMs / 1000));
}

/** The seconds left in a 10023 refusal's info ("… wait 7 more seconds"), or `fallback` when it does not say. */
export function refusalWait(info: string, fallback: number): number {
  const wait = Number(/wait (\d+) more seconds/.exec(info)?.[1]);
  return Number.isFinite(wait) && wait > 0 ? wait : fallback;
}
