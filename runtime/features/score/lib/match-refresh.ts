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

/** A list is fetched again as often as its most urgent match asks (a live one every 30 s, else a waiting one every 60 s). */
export function listRefreshMs(list: readonly Pick<Match, 'sport_id' | 'status'>[]): number | undefined {
  const each = list.map(matchRefreshMs).filter((ms): ms is number => ms !== undefined);
  return each.length > 0 ? Math.min(...each) : undefined;
}
