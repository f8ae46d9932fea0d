import { isWaiting } from './match-status.ts';

/**
 * Whole minutes since kickoff, never fewer than 0: a phone whose clock is behind the server's sees a match in play
 * before its kickoff by its own clock, and would show "-70'".
 */
const minutesSince = (kickoffSeconds: number, nowMs: number) => Math.max(0, Math.floor((nowMs - kickoffSeconds * 1000) / 60_000));

/**
 * The football clock (spec 000 §4): status 2 shows minutes since kickoff + 1; 3 shows 45; 4 shows minutes since
 * kickoff + 46; others show 90+. `kickoffSeconds` is the match's kickoff_time (Unix seconds).
 */
export function footballClock(status: number, kickoffSeconds: number, nowMs: number): string {
  if (status === 2) return String(minutesSince(kickoffSeconds, nowMs) + 1);
  if (status === 3) return '45';
  if (status === 4) return String(minutesSince(kickoffSeconds, nowMs) + 46);
  return '90+';
}

/** Basketball shows the remaining period time as mm:ss (spec 000 §4). */
export function basketballClock(remainingSeconds: number): string {
  const seconds = Math.max(0, Math.floor(remainingSeconds));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A match is 'live within 30 minutes' when waiting and 1 to 30 minutes remain before kickoff (spec 000 §4). */
export function liveWithin30Minutes(sportId: number, status: number, kickoffSeconds: number, nowMs: number): boolean {
  if (!isWaiting(sportId, status)) return false;
  const minutesLeft = Math.ceil((kickoffSeconds * 1000 - nowMs) / 60_000);
  return minutesLeft >= 1 && minutesLeft <= 30;
}
