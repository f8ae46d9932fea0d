import { HIT_RESULT, round, type HitResult, type Outcome } from './types.ts';

/**
 * The 1X2 outcome of a final score.
 * @throws RangeError when a score is not a whole number >= 0.
 */
export function finalOutcome(homeScore: number, awayScore: number): Outcome {
  for (const score of [homeScore, awayScore]) {
    if (!Number.isInteger(score) || score < 0) throw new RangeError(`hit: a score must be a whole number >= 0, got ${score}`);
  }
  return homeScore > awayScore ? 'home' : homeScore === awayScore ? 'draw' : 'away';
}

/**
 * Whether a finished match's pick was hit (1) or missed (2): hit when the final 1X2 result equals the pick. The
 * final result is the score the finished match stores; the models price 1X2 and nothing else.
 * @throws RangeError when a score is not a whole number >= 0.
 */
export function hitResult(pick: Outcome, homeScore: number, awayScore: number): HitResult {
  return finalOutcome(homeScore, awayScore) === pick ? HIT_RESULT.hit : HIT_RESULT.missed;
}

/**
 * A model's hit rate: hits / (hits + misses) over its finished matches, in percent with one decimal (2 of 3 is
 * 66.7). Null without a finished match: no rate is shown rather than a made-up 0%.
 */
export function hitRate(results: readonly HitResult[]): number | null {
  if (results.length === 0) return null;
  const hits = results.filter((result) => result === HIT_RESULT.hit).length;
  return round((hits / results.length) * 100, 1);
}
