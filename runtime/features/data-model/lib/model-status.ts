import type { Match, ModelMatch } from '../../../../schema/generated/api.ts';
import { mergeMatchDelta, type MatchDelta } from '../../../core/live-scores/match-delta.ts';
import { matchPhase } from '../../../core/rules/match-status.ts';

/**
 * Spec 000 §4 model match status of a match: waiting 1, inplay 2, finished 3, by the spec's phases. A postponed or
 * cancelled match (no phase of play) shows as waiting: the models list none, so only a direct link can show one.
 */
export function modelStatusOf(match: Pick<Match, 'sport_id' | 'status'>): 1 | 2 | 3 {
  const phase = matchPhase(match.sport_id, match.status);
  return phase === 'inplay' ? 2 : phase === 'finished' ? 3 : 1;
}

/** A model's match with a pushed delta's score and status in place, and its model status with them; the same item when nothing changes. */
export function liveModelMatch(item: ModelMatch, delta: MatchDelta): ModelMatch {
  const match = mergeMatchDelta(item.match, delta);
  return match === item.match ? item : { ...item, match, status: modelStatusOf(match) };
}
