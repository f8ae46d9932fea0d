import { describe, expect, it } from 'vitest';
import { consensusProbabilities, marginModel } from '../margin.ts';
import type { BookmakerOdds, OddsLine } from '../types.ts';

const book = (bookmaker_id: number, name: string, home: number, draw: number, away: number): BookmakerOdds => ({
  bookmaker_id,
  name,
  line: { home, draw, away },
});

// The opening lines of the worked example in docs/data-models.md. "Broken" prices the draw at 1.00: it is ignored,
// so its tempting 2.30 on home is never the best price.
const exampleOdds: BookmakerOdds[] = [
  book(1, 'Alpha', 2.0, 3.2, 4.0),
  book(2, 'Beta', 2.1, 3.3, 3.6),
  book(3, 'Gamma', 1.95, 3.4, 4.2),
  book(4, 'Broken', 2.3, 1.0, 3.9),
];

describe('marginModel', () => {
  it('computes the worked example by hand', () => {
    const result = marginModel(exampleOdds);
    if (!result) throw new Error('expected an answer');
    // Alpha: 1/2.00 + 1/3.20 + 1/4.00 = 0.5 + 0.3125 + 0.25 = 1.0625 -> overround 6.25%
    //   fair p = 0.5/1.0625, 0.3125/1.0625, 0.25/1.0625 = 0.470588, 0.294118, 0.235294
    //   fair odds = odds × 1.0625 = 2.125 (2.13), 3.40, 4.25
    // Beta:  0.476190 + 0.303030 + 0.277778 = 1.056999 -> 5.70%; fair p = 0.450512, 0.286689, 0.262799
    // Gamma: 0.512821 + 0.294118 + 0.238095 = 1.045033 -> 4.50%; fair p = 0.490722, 0.281443, 0.227835
    expect(result.bookmakers.map((b) => [b.bookmaker_id, b.overround])).toEqual([
      [1, 6.25],
      [2, 5.7],
      [3, 4.5],
    ]);
    expect(result.bookmakers[0].fair).toEqual({ home: 2.13, draw: 3.4, away: 4.25 });
    expect(result.bookmakers[0].probabilities.home).toBeCloseTo(0.4706, 4);
    expect(result.bookmakers[1].probabilities.away).toBeCloseTo(0.2628, 4);
    expect(result.lowestOverroundId).toBe(3);
    // Consensus: home (0.470588 + 0.450512 + 0.490722) / 3 = 1.411822 / 3 = 0.470607
    //            draw (0.294118 + 0.286689 + 0.281443) / 3 = 0.862250 / 3 = 0.287417
    //            away (0.235294 + 0.262799 + 0.227835) / 3 = 0.725928 / 3 = 0.241976   (sum 1.000000)
    // Fair odds 1/0.470607 = 2.1249, 1/0.287417 = 3.4793, 1/0.241976 = 4.1326
    expect(result.consensus.probabilities.home).toBeCloseTo(0.4706, 4);
    expect(result.consensus.probabilities.draw).toBeCloseTo(0.2874, 4);
    expect(result.consensus.probabilities.away).toBeCloseTo(0.242, 4);
    expect(result.consensus.fair).toEqual({ home: 2.12, draw: 3.48, away: 4.13 });
    expect(result.best).toEqual({
      home: { odds: 2.1, bookmaker_id: 2 },
      draw: { odds: 3.4, bookmaker_id: 3 },
      away: { odds: 4.2, bookmaker_id: 3 },
    });
    // Edges: 2.10 × 0.470607 − 1 = −0.0117, 3.40 × 0.287417 − 1 = −0.0228, 4.20 × 0.241976 − 1 = +0.0163 -> away
    expect(result.edges).toEqual({ home: -0.01, draw: -0.02, away: 0.02 });
    expect(result.pick).toBe('away');
    expect(result.edge).toBe(0.02);
  });

  it('keeps the unrounded consensus for other models', () => {
    const consensus = consensusProbabilities(exampleOdds);
    expect(consensus?.home).toBeCloseTo(0.470607, 6);
    expect(consensus?.away).toBeCloseTo(0.241976, 6);
  });

  it('ignores bookmakers with a missing, non-numeric or <= 1 odd; none left gives null', () => {
    const broken: BookmakerOdds[] = [
      book(5, 'Zero', 2, 0, 3),
      book(6, 'One', 2, 3, 1),
      book(7, 'NaN', Number.NaN, 3, 3),
      book(8, 'Infinite', 2, Infinity, 3),
      { bookmaker_id: 9, name: 'Missing', line: { home: 2, draw: 3 } as OddsLine },
      { bookmaker_id: 10, name: 'Text', line: { home: '2', draw: 3, away: 3 } as unknown as OddsLine },
    ];
    expect(marginModel(broken)).toBeNull();
    expect(marginModel([])).toBeNull();
    expect(consensusProbabilities(broken)).toBeNull();
    expect(marginModel([...broken, book(11, 'Fine', 2, 3.2, 4)])?.bookmakers.map((b) => b.bookmaker_id)).toEqual([11]);
  });

  it('shows a fair book as 0% overround with fair odds equal to the offered ones, and ties the pick to home', () => {
    // 1/2 + 1/4 + 1/4 = 1: no margin. Every edge is 2 × 0.5 − 1 = 4 × 0.25 − 1 = 0, so the tie rule picks home.
    const result = marginModel([book(1, 'Fair', 2, 4, 4)]);
    expect(result?.bookmakers[0].overround).toBe(0);
    expect(result?.consensus.fair).toEqual({ home: 2, draw: 4, away: 4 });
    expect(result?.edges).toEqual({ home: 0, draw: 0, away: 0 });
    expect(result?.pick).toBe('home');
  });

  it('breaks equal overrounds and equal best prices by the lower bookmaker id, whatever the order', () => {
    const result = marginModel([book(7, 'Seven', 2.1, 3.3, 3.6), book(5, 'Five', 2.1, 3.3, 3.6)]);
    expect(result?.lowestOverroundId).toBe(5);
    expect(result?.best.home.bookmaker_id).toBe(5);
  });

  it('may pick an outcome with a negative edge: the least bad one', () => {
    // One bookmaker: consensus = its fair prices, so each edge is odds × (1/odds)/1.0625 − 1 = 1/1.0625 − 1 = −0.0588.
    const result = marginModel([book(1, 'Alpha', 2, 3.2, 4)]);
    expect(result?.edges).toEqual({ home: -0.06, draw: -0.06, away: -0.06 });
    expect(result?.edge).toBe(-0.06);
  });
});
