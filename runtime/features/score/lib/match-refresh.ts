import type { Match } from '../../../../schema/generated/api.ts';
import { matchPhase } from '../../../core/rules/match-status.ts';

/**
 * How often the scoreboard is fetched again: a live match's score and status move (the clock ticks in between), a
 * waiting one must be seen to kick off; a finished, postponed or cancelled match no longer changes.
 */
export function matchRefreshMs(match: Pick<Match, 'sport_id' | 'status'> | undefined): number | undefined {
  const phase = match ? matchPhase(match.sport_id, match.status) : 'other';
  return phase === 'inplay' ? 30_000 : phase === 'waiting' ? 60_000 : undefined;
}
