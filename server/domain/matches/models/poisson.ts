import type { PoissonAnalysis } from '../../../../schema/generated/api.ts';
import { beats, bestOutcome, round, type PoissonInput, type Probabilities, type TeamRecord } from './types.ts';

/** The score matrix covers 0 to 5 goals a side; each cell is "exactly i-j" (a 6-0 is in no cell). */
export const MATRIX_GOALS = 5;

// The 1X2 sums run to 10 goals a side: beyond that the Poisson tail is below one in a million for any football rate.
const SUM_GOALS = 10;

/** Expected goals of each side. */
export type ExpectedGoals = PoissonAnalysis['lambda'];

/** The most likely exact score of the matrix and its probability. */
export type LikelyScore = PoissonAnalysis['likelyScore'];

/** The Poisson model's answer (kind 2): the API's PoissonAnalysis (schema/api/models/poisson-analysis.json). */
export type PoissonResult = PoissonAnalysis;

function checkRecord(side: string, record: TeamRecord): void {
  for (const [field, value] of Object.entries(record)) {
    if (!Number.isFinite(value) || value < 0) throw new RangeError(`poisson: ${side}.${field} must be a number >= 0, got ${value}`);
  }
}

/**
 * A team's strengths against the league: attack = goals scored per match / league average, defence weakness =
 * goals conceded per match / league average. A team without a match (or a league without a goal) has nothing to
 * compare, so it counts as average: 1 and 1.
 */
function strengths(record: TeamRecord, leagueAverage: number): { attack: number; defence: number } {
  if (record.played === 0 || leagueAverage === 0) return { attack: 1, defence: 1 };
  return { attack: record.scored / record.played / leagueAverage, defence: record.conceded / record.played / leagueAverage };
}

/**
 * Unrounded expected goals: λ_home = A_home × D_away × average, λ_away = A_away × D_home × average.
 * @throws RangeError when a count or the average is negative or not a number.
 */
function expectedGoals(input: PoissonInput): ExpectedGoals {
  checkRecord('home', input.home);
  checkRecord('away', input.away);
  if (!Number.isFinite(input.leagueAverage) || input.leagueAverage < 0) {
    throw new RangeError(`poisson: leagueAverage must be a number >= 0, got ${input.leagueAverage}`);
  }
  const home = strengths(input.home, input.leagueAverage);
  const away = strengths(input.away, input.leagueAverage);
  return { home: home.attack * away.defence * input.leagueAverage, away: away.attack * home.defence * input.leagueAverage };
}

/** P(k goals) for k = 0..max with rate λ, built term by term (p(k) = p(k-1) × λ / k) to avoid big factorials. */
function poissonPmf(lambda: number, max: number): number[] {
  const pmf = [Math.exp(-lambda)];
  for (let k = 1; k <= max; k++) pmf.push((pmf[k - 1] * lambda) / k);
  return pmf;
}

/** Unrounded 1X2 probabilities from two goal distributions, summed to `SUM_GOALS` a side and normalised to 1. */
function outcomes(home: readonly number[], away: readonly number[]): Probabilities {
  const sums = { home: 0, draw: 0, away: 0 };
  home.forEach((ph, i) => away.forEach((pa, j) => (sums[i > j ? 'home' : i === j ? 'draw' : 'away'] += ph * pa)));
  // The cells cover a little less than 1 (no 11-goal side); dividing by their total keeps the three summing to 1.
  const total = sums.home + sums.draw + sums.away;
  return { home: sums.home / total, draw: sums.draw / total, away: sums.away / total };
}

/** Unrounded 1X2 probabilities of two independent Poisson goal counts with these rates. */
export function outcomeChances(lambda: ExpectedGoals): Probabilities {
  return outcomes(poissonPmf(lambda.home, SUM_GOALS), poissonPmf(lambda.away, SUM_GOALS));
}

/** Unrounded 1X2 probabilities of the Poisson model, for the models built on it (upset). */
export function poissonOutcomes(input: PoissonInput): Probabilities {
  return outcomeChances(expectedGoals(input));
}

/** The highest cell; ties go to the lower total, then to the score with more home goals (1-0 before 0-1). */
function likeliest(matrix: readonly (readonly number[])[]): LikelyScore {
  let best = { home: 0, away: 0, probability: matrix[0][0] };
  for (let total = 1; total <= 2 * MATRIX_GOALS; total++) {
    for (let home = Math.min(total, MATRIX_GOALS); home >= Math.max(0, total - MATRIX_GOALS); home--) {
      const probability = matrix[home][total - home];
      if (beats(probability, best.probability)) best = { home, away: total - home, probability };
    }
  }
  return best;
}

/**
 * The Poisson model (kind 2): each side's goals as independent Poisson counts with the rates of `expectedGoals`,
 * giving the score matrix, 1X2, over/under 2.5 and the most likely score. Picks the likeliest 1X2 outcome.
 * @throws RangeError when a count or the average is negative or not a number.
 */
export function poissonModel(input: PoissonInput): PoissonResult {
  const lambda = expectedGoals(input);
  const home = poissonPmf(lambda.home, SUM_GOALS);
  const away = poissonPmf(lambda.away, SUM_GOALS);
  const matrix = home.slice(0, MATRIX_GOALS + 1).map((ph) => away.slice(0, MATRIX_GOALS + 1).map((pa) => ph * pa));
  const probabilities = outcomes(home, away);
  // Under 2.5 is the six exact cells with at most 2 goals: no tail is cut, so over = 1 - under exactly.
  const under = [0, 1, 2].reduce((sum, i) => sum + home[i] * away.slice(0, 3 - i).reduce((a, b) => a + b, 0), 0);
  const likely = likeliest(matrix);
  return {
    lambda: { home: round(lambda.home, 2), away: round(lambda.away, 2) },
    matrix: matrix.map((row) => row.map((cell) => round(cell, 4))),
    probabilities: { home: round(probabilities.home, 4), draw: round(probabilities.draw, 4), away: round(probabilities.away, 4) },
    over25: round(1 - under, 4),
    under25: round(under, 4),
    likelyScore: { ...likely, probability: round(likely.probability, 4) },
    pick: bestOutcome(probabilities, 'highest'),
  };
}
