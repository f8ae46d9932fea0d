import { describe, expect, it } from 'vitest';
import { diversityModel } from '../diversity.ts';
import type { BookmakerOdds } from '../types.ts';

const book = (bookmaker_id: number, home: number, draw: number, away: number): BookmakerOdds => ({
  bookmaker_id,
  name: `Bookmaker ${bookmaker_id}`,
  line: { home, draw, away },
});

// The opening lines of the worked example in docs/data-models.md; bookmaker 4 (draw 1.00) is ignored.
const exampleOdds = [book(1, 2.0, 3.2, 4.0), book(2, 2.1, 3.3, 3.6), book(3, 1.95, 3.4, 4.2), book(4, 2.3, 1.0, 3.9)];

describe('diversityModel', () => {
  it('computes the worked example by hand', () => {
    const result = diversityModel(exampleOdds);
    if (!result) throw new Error('expected an answer');
    // Home 2.00, 2.10, 1.95: mean 6.05/3 = 2.016667; deviations −0.016667, +0.083333, −0.066667;
    //   squares 0.000278 + 0.006944 + 0.004444 = 0.011667; /3 = 0.003889; sd = √0.003889 = 0.062361; CV = 3.0923%
    expect(result.spread.home.mean).toBeCloseTo(2.0167, 4);
    expect(result.spread.home.sd).toBeCloseTo(0.0624, 4);
    expect(result.spread.home.cv).toBe(3.09);
    expect(result.spread.home.min).toEqual({ odds: 1.95, bookmaker_id: 3 });
    expect(result.spread.home.max).toEqual({ odds: 2.1, bookmaker_id: 2 });
    // Draw 3.20, 3.30, 3.40: mean 3.30; squares 0.01 + 0 + 0.01 = 0.02; /3 = 0.006667; sd 0.081650; CV = 2.4742%
    expect(result.spread.draw.mean).toBeCloseTo(3.3, 4);
    expect(result.spread.draw.sd).toBeCloseTo(0.0816, 4);
    expect(result.spread.draw.cv).toBe(2.47);
    // Away 4.00, 3.60, 4.20: mean 11.8/3 = 3.933333; squares 0.004444 + 0.111111 + 0.071111 = 0.186667;
    //   /3 = 0.062222; sd 0.249444; CV = 6.3418%
    expect(result.spread.away.mean).toBeCloseTo(3.9333, 4);
    expect(result.spread.away.sd).toBeCloseTo(0.2494, 4);
    expect(result.spread.away.cv).toBe(6.34);
    expect(result.spread.away.min).toEqual({ odds: 3.6, bookmaker_id: 2 });
    expect(result.spread.away.max).toEqual({ odds: 4.2, bookmaker_id: 3 });
    // Index = (3.0923 + 2.4742 + 6.3418) / 3 = 11.9083 / 3 = 3.9694 -> 3.97: between 2 and 5, medium.
    expect(result.index).toBe(3.97);
    expect(result.level).toBe('medium');
    // The draw has the lowest CV: the bookmakers agree most there.
    expect(result.pick).toBe('draw');
  });

  it('finds no spread when all bookmakers agree: index 0, low, and home by the tie rule', () => {
    const result = diversityModel([book(1, 2.1, 3.3, 3.6), book(2, 2.1, 3.3, 3.6), book(3, 2.1, 3.3, 3.6)]);
    const quote = { odds: 3.3, bookmaker_id: 1 };
    expect(result?.spread.draw).toEqual({ mean: 3.3, sd: 0, cv: 0, min: quote, max: quote });
    expect(result?.index).toBe(0);
    expect(result?.level).toBe('low');
    expect(result?.pick).toBe('home');
  });

  it('has no spread with a single bookmaker', () => {
    const result = diversityModel([book(9, 1.5, 4, 6)]);
    expect(result?.spread.away).toEqual({ mean: 6, sd: 0, cv: 0, min: { odds: 6, bookmaker_id: 9 }, max: { odds: 6, bookmaker_id: 9 } });
    expect(result?.index).toBe(0);
  });

  it('calls wide disagreement high', () => {
    // Home 1.80 / 2.20: mean 2.00, sd 0.20, CV 10%. Draw 3.30 / 3.30: 0%. Away 4.00 / 5.00: mean 4.50, sd 0.50, CV 11.1111%.
    // Index = (10 + 0 + 11.1111) / 3 = 7.0370 -> 7.04: high.
    const result = diversityModel([book(1, 1.8, 3.3, 4), book(2, 2.2, 3.3, 5)]);
    expect(result?.spread.home.cv).toBe(10);
    expect(result?.spread.away.cv).toBeCloseTo(11.11, 2);
    expect(result?.index).toBe(7.04);
    expect(result?.level).toBe('high');
    expect(result?.pick).toBe('draw');
  });

  it('breaks equal min and max odds by the lower bookmaker id, whatever the order', () => {
    const result = diversityModel([book(8, 2, 3.3, 4), book(3, 2, 3.4, 4)]);
    expect(result?.spread.home.min.bookmaker_id).toBe(3);
    expect(result?.spread.home.max.bookmaker_id).toBe(3);
    expect(result?.spread.draw.max).toEqual({ odds: 3.4, bookmaker_id: 3 });
  });

  it('ignores bookmakers with an invalid odd; none left gives null', () => {
    expect(diversityModel([])).toBeNull();
    expect(diversityModel([book(1, 2, 0.5, 3), book(2, Number.NaN, 3, 3)])).toBeNull();
    const result = diversityModel([book(1, 2, 3.3, 4), book(2, 50, 1, 50)]);
    expect(result?.spread.home.max).toEqual({ odds: 2, bookmaker_id: 1 });
    expect(result?.index).toBe(0);
  });
});
