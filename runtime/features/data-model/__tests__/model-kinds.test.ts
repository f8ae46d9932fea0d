import { describe, expect, it } from 'vitest';
import { kindOf, percent, slugOf } from '../lib/model-kinds.ts';

describe('model routes and numbers', () => {
  it("reads the spec's model types from the route slugs, and nothing else", () => {
    expect([kindOf('upset'), kindOf('poisson'), kindOf('diversity'), kindOf('margin')]).toEqual([1, 2, 3, 4]);
    expect(kindOf('toString')).toBeUndefined();
    expect(kindOf('5')).toBeUndefined();
    expect(slugOf(3)).toBe('diversity');
  });

  it('shows shares as percentages with one decimal', () => {
    expect(percent(0.3905)).toBe('39.1%');
    expect(percent(0)).toBe('0.0%');
    expect(percent(1)).toBe('100.0%');
  });
});

describe('model match status', () => {
  it('follows spec 000 §4: waiting 1, in play 2, finished 3', async () => {
    const { modelStatusOf } = await import('../lib/model-status.ts');
    expect(modelStatusOf({ sport_id: 1, status: 1 })).toBe(1);
    expect(modelStatusOf({ sport_id: 1, status: 4 })).toBe(2);
    expect(modelStatusOf({ sport_id: 1, status: 8 })).toBe(3);
    expect(modelStatusOf({ sport_id: 2, status: 9 })).toBe(2);
    expect(modelStatusOf({ sport_id: 2, status: 10 })).toBe(3);
    // Basketball 9 is overtime (in play); football 9 is postponed, never finished.
    expect(modelStatusOf({ sport_id: 2, status: 9 })).toBe(2);
    expect(modelStatusOf({ sport_id: 1, status: 9 })).toBe(1);
  });
});
