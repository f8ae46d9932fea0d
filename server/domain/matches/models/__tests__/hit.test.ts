import { describe, expect, it } from 'vitest';
import { finalOutcome, hitRate, hitResult } from '../hit.ts';
import { HIT_RESULT } from '../types.ts';

describe('hitResult', () => {
  it('hits when the final 1X2 result is the pick', () => {
    expect(hitResult('home', 2, 1)).toBe(HIT_RESULT.hit);
    expect(hitResult('draw', 0, 0)).toBe(1);
    expect(hitResult('draw', 2, 2)).toBe(1);
    expect(hitResult('away', 0, 3)).toBe(1);
  });

  it('misses otherwise', () => {
    expect(hitResult('home', 1, 1)).toBe(HIT_RESULT.missed);
    expect(hitResult('away', 2, 0)).toBe(2);
    expect(hitResult('draw', 1, 0)).toBe(2);
  });

  it('scores the worked example: a 1-2 away win', () => {
    // Picks (docs/data-models.md): Poisson home, margin away, diversity draw, upset away.
    expect(finalOutcome(1, 2)).toBe('away');
    expect([hitResult('home', 1, 2), hitResult('away', 1, 2), hitResult('draw', 1, 2), hitResult('away', 1, 2)]).toEqual([2, 1, 2, 1]);
  });

  it('refuses a score that is not a whole number >= 0', () => {
    expect(() => hitResult('home', -1, 0)).toThrow(RangeError);
    expect(() => hitResult('home', 1.5, 0)).toThrow(RangeError);
    expect(() => hitResult('home', 1, Number.NaN)).toThrow(RangeError);
  });
});

describe('hitRate', () => {
  it('is hits / (hits + misses) in percent with one decimal', () => {
    // 2 / 3 = 0.666667 -> 66.7%
    expect(hitRate([1, 1, 2])).toBe(66.7);
    // 1 / 7 = 0.142857 -> 14.3%
    expect(hitRate([1, 2, 2, 2, 2, 2, 2])).toBe(14.3);
    // 6 / 8 = 0.75 -> 75.0%
    expect(hitRate([1, 1, 1, 2, 1, 1, 1, 2])).toBe(75);
    // 1 / 16 = 0.0625 -> 6.25 -> 6.3% (a half rounds up, as on paper)
    expect(hitRate([1, ...Array<2>(15).fill(2)])).toBe(6.3);
  });

  it('spans 0 to 100', () => {
    expect(hitRate([2, 2])).toBe(0);
    expect(hitRate([1])).toBe(100);
  });

  it('shows no rate without a finished match', () => {
    expect(hitRate([])).toBeNull();
  });
});
