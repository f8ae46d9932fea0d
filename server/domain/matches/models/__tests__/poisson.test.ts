import { describe, expect, it } from 'vitest';
import { MATRIX_GOALS, poissonModel, poissonOutcomes } from '../poisson.ts';
import type { PoissonInput } from '../types.ts';

// The worked example of docs/data-models.md. League average 1.5 goals per team per match.
//   home: 10 played, 15 scored, 12 conceded -> A = (15/10)/1.5 = 1.0, D = (12/10)/1.5 = 0.8
//   away: 10 played, 18 scored, 15 conceded -> A = (18/10)/1.5 = 1.2, D = (15/10)/1.5 = 1.0
//   λ_home = A_home × D_away × 1.5 = 1.0 × 1.0 × 1.5 = 1.5
//   λ_away = A_away × D_home × 1.5 = 1.2 × 0.8 × 1.5 = 1.44
const example: PoissonInput = {
  home: { played: 10, scored: 15, conceded: 12 },
  away: { played: 10, scored: 18, conceded: 15 },
  leagueAverage: 1.5,
};

describe('poissonModel', () => {
  it('computes the worked example by hand', () => {
    const result = poissonModel(example);
    expect(result.lambda).toEqual({ home: 1.5, away: 1.44 });
    // P(0-0) = e^-1.5 × e^-1.44 = e^-2.94 = 0.052866
    expect(result.matrix[0][0]).toBeCloseTo(0.0529, 4);
    // P(1-1) = (1.5 × e^-1.5) × (1.44 × e^-1.44) = 2.16 × e^-2.94 = 0.114190: the highest cell.
    expect(result.matrix[1][1]).toBeCloseTo(0.1142, 4);
    expect(result.likelyScore).toEqual({ home: 1, away: 1, probability: 0.1142 });
    // P(2-0) = (1.5²/2 × e^-1.5) × e^-1.44 = 1.125 × e^-2.94 = 0.059474
    expect(result.matrix[2][0]).toBeCloseTo(0.0595, 4);
    // Under 2.5 = e^-2.94 × (1 + 1.44 + 1.44²/2 + 1.5 + 1.5×1.44 + 1.5²/2) = 0.052866 × 8.2618 = 0.436766
    expect(result.under25).toBeCloseTo(0.4368, 4);
    expect(result.over25).toBeCloseTo(0.5632, 4);
    // 1X2 from the rows k = 0..10 (terms to 6 decimals; the last term of each sum is k = 7..10 together):
    //   Draw = Σ P_h(k)·P_a(k) = 0.052866 + 0.114190 + 0.061663 + 0.014799 + 0.001998 + 0.000173 + 0.000010 = 0.245699
    //   Home = Σ P_h(i)·P_a(< i) = 0.079299 + 0.145116 + 0.103390 + 0.044321 + 0.013896 + 0.003517 + 0.000925 ≈ 0.39046
    //   Away = Σ P_a(j)·P_h(< j) = 0.076127 + 0.137028 + 0.095371 + 0.039661 + 0.011998 + 0.002921 + 0.000732 = 0.363838
    // Unrounded the three sum to 0.999999 (the rest is beyond 10 goals); divided by that: 0.3905, 0.2457, 0.3638.
    expect(result.probabilities.home).toBeCloseTo(0.3905, 4);
    expect(result.probabilities.draw).toBeCloseTo(0.2457, 4);
    expect(result.probabilities.away).toBeCloseTo(0.3638, 4);
    expect(result.pick).toBe('home');
  });

  it('keeps the unrounded 1X2 for other models, normalised to 1', () => {
    const outcomes = poissonOutcomes(example);
    expect(outcomes.home).toBeCloseTo(0.390463, 6);
    expect(outcomes.home + outcomes.draw + outcomes.away).toBeCloseTo(1, 12);
  });

  it('gives a 6 × 6 matrix of exact scores, so it sums to a little less than 1', () => {
    const { matrix } = poissonModel(example);
    expect(matrix).toHaveLength(MATRIX_GOALS + 1);
    for (const row of matrix) expect(row).toHaveLength(MATRIX_GOALS + 1);
    const covered = matrix.flat().reduce((sum, cell) => sum + cell, 0);
    expect(covered).toBeLessThan(1);
    expect(covered).toBeGreaterThan(0.97);
  });

  it('counts a team without a match as league average (strength 1)', () => {
    // Home never played: A = D = 1. λ_home = 1 × D_away(1.0) × 1.5 = 1.5, λ_away = A_away(1.2) × 1 × 1.5 = 1.8.
    const result = poissonModel({ ...example, home: { played: 0, scored: 0, conceded: 0 } });
    expect(result.lambda).toEqual({ home: 1.5, away: 1.8 });
    expect(result.pick).toBe('away');
  });

  it('makes two teams without a match equal: ties go to home, and to the lowest total score', () => {
    // λ = 1 for both: P(0) = P(1) = e^-1, so 0-0, 1-0, 0-1 and 1-1 all have e^-2 = 0.135335; 0-0 has the lowest total.
    const none = { played: 0, scored: 0, conceded: 0 };
    const result = poissonModel({ home: none, away: none, leagueAverage: 1 });
    expect(result.lambda).toEqual({ home: 1, away: 1 });
    expect(result.matrix[1][0]).toBe(result.matrix[0][0]);
    expect(result.matrix[0][0]).toBeCloseTo(0.1353, 4);
    expect(result.likelyScore).toEqual({ home: 0, away: 0, probability: 0.1353 });
    expect(result.probabilities.home).toBe(result.probabilities.away);
    expect(result.pick).toBe('home');
  });

  it('swaps the answer when the teams swap', () => {
    const swapped = poissonModel({ home: example.away, away: example.home, leagueAverage: 1.5 });
    expect(swapped.lambda).toEqual({ home: 1.44, away: 1.5 });
    expect(swapped.probabilities.away).toBeCloseTo(0.3905, 4);
    expect(swapped.pick).toBe('away');
  });

  it('predicts a certain 0-0 in a season without a goal (average 0)', () => {
    const none = { played: 0, scored: 0, conceded: 0 };
    const result = poissonModel({ home: none, away: none, leagueAverage: 0 });
    expect(result.lambda).toEqual({ home: 0, away: 0 });
    expect(result.probabilities).toEqual({ home: 0, draw: 1, away: 0 });
    expect(result.under25).toBe(1);
    expect(result.over25).toBe(0);
    expect(result.likelyScore).toEqual({ home: 0, away: 0, probability: 1 });
    expect(result.pick).toBe('draw');
  });

  it('refuses negative or non-numeric input', () => {
    expect(() => poissonModel({ ...example, leagueAverage: Number.NaN })).toThrow(RangeError);
    expect(() => poissonModel({ ...example, leagueAverage: -1 })).toThrow(RangeError);
    expect(() => poissonModel({ ...example, away: { played: 10, scored: -1, conceded: 3 } })).toThrow(RangeError);
    expect(() => poissonModel({ ...example, home: { played: Infinity, scored: 1, conceded: 3 } })).toThrow(RangeError);
  });
});
