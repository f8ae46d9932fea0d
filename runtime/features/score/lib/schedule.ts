import type { Match } from '../../../../schema/generated/api.ts';
import { basketballClock, footballClock, liveWithin30Minutes } from '../../../core/rules/match-clock.ts';
import { isFinished, isInPlay, sport } from '../../../core/rules/match-status.ts';
import { cstDate } from './cst-date.ts';

export { cstDate };

/**
 * The date bar: spec 000 §9 "the last N days ending today" (N is ours: 7), and, as issue 6 asks, the coming days
 * (7 of them) so fans see upcoming fixtures.
 */
export const dateBarDays = { past: 7, coming: 7 } as const;

/** The date bar: the last 7 days ending today, then the coming 7, oldest first. */
export function dateBar(nowMs: number): { date: string; offset: number }[] {
  const days = [];
  for (let offset = -dateBarDays.past; offset <= dateBarDays.coming; offset++) days.push({ date: cstDate(nowMs, offset), offset });
  return days;
}

/** Basketball periods that run (Q1 to Q4 and overtime): their remaining time counts down between refreshes. */
const basketballRunning = new Set([2, 4, 6, 8, 9]);

export type MatchState = { kind: 'clock'; text: string; periodKey?: string } | { kind: 'label'; key: string } | { kind: 'soon' };

/** Football in play (2 to 7) shows the spec 000 §4 clock; half-time, extra time and penalties also name the period. */
const footballPeriodLabel = new Set([3, 5, 7]);

/**
 * What the row shows in the middle: the ticking clock while in play (the runtime core's rules), "soon" when it is
 * live within 30 minutes, or the status label otherwise. `fetchedAtMs` is when the list arrived, so a basketball
 * period's remaining time keeps counting down until the next refresh.
 */
export function matchState(match: Match, nowMs: number, fetchedAtMs: number): MatchState {
  if (match.sport_id === sport.football && isInPlay(match.sport_id, match.status)) {
    const text = `${footballClock(match.status, match.kickoff_time, nowMs)}'`;
    return footballPeriodLabel.has(match.status) ? { kind: 'clock', text, periodKey: `status.1.${match.status}` } : { kind: 'clock', text };
  }
  if (match.sport_id === sport.basketball && basketballRunning.has(match.status)) {
    const elapsed = Math.max(0, (nowMs - fetchedAtMs) / 1000);
    return { kind: 'clock', text: basketballClock(match.period_remaining_time - elapsed), periodKey: `status.2.${match.status}` };
  }
  if (liveWithin30Minutes(match.sport_id, match.status, match.kickoff_time, nowMs)) return { kind: 'soon' };
  return { kind: 'label', key: `status.${match.sport_id}.${match.status}` };
}

/** A score is shown once a match has started: in play or finished. */
export function showsScore(match: Match): boolean {
  return isInPlay(match.sport_id, match.status) || isFinished(match.sport_id, match.status);
}
