import type { Match } from '../../../../schema/generated/api.ts';
import { basketballClock, footballClock } from '../../../core/rules/match-clock.ts';
import { matchPhase, sport } from '../../../core/rules/match-status.ts';

/** What a shared match shows in the middle: the status label (an i18n key), the clock while it runs, the score once started. */
export interface MatchSummary {
  /** `status.<sport>.<status>` in the share catalogue, the spec 000 §4 status names. */
  statusKey: string;
  clock: string | null;
  showsScore: boolean;
  inPlay: boolean;
}

/** The runtime core's status and clock rules (spec 000 §4) applied to one match at `nowMs`. */
export function matchSummary(match: Match, nowMs: number): MatchSummary {
  const phase = matchPhase(match.sport_id, match.status);
  const inPlay = phase === 'inplay';
  let clock: string | null = null;
  if (inPlay && match.sport_id === sport.basketball) {
    // Between periods the remaining time is 0: the label alone says where the game stands.
    clock = match.period_remaining_time > 0 ? basketballClock(match.period_remaining_time) : null;
  } else if (inPlay) {
    clock = `${footballClock(match.status, match.kickoff_time, nowMs)}'`;
  }
  return { statusKey: `status.${match.sport_id}.${match.status}`, clock, showsScore: inPlay || phase === 'finished', inPlay };
}
