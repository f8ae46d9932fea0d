import { describe, expect, it } from 'vitest';
import type { ModelMatch } from '../../../../schema/generated/api.ts';
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

  it('moves with a pushed delta: the score and the model status in place, the pick and hit as the server said', async () => {
    const { liveModelMatch } = await import('../lib/model-status.ts');
    const item = {
      id: 7,
      kind: 2,
      status: 1,
      hit: null,
      pick: null,
      locked: true,
      match: { id: 7, sport_id: 1, status: 1, time: '', period_count: 0, home_score: 0, away_score: 0 },
    } as unknown as ModelMatch;
    const kickoff = liveModelMatch(item, { matchid: 7, seq: 1, status: 2, period_count: 1, time: '1' });
    expect(kickoff).toMatchObject({ status: 2, pick: null, locked: true, match: { status: 2, time: '1' } });
    const goal = liveModelMatch(kickoff, { matchid: 7, seq: 2, home_score: 1, time: '23' });
    expect(goal).toMatchObject({ status: 2, match: { home_score: 1, away_score: 0 } });
    expect(liveModelMatch(goal, { matchid: 7, seq: 3, status: 8, time: '90+' })).toMatchObject({ status: 3, hit: null });
    // Another match's delta, or one that changes nothing, leaves the item as it was.
    expect(liveModelMatch(goal, { matchid: 8, seq: 1, home_score: 3 })).toBe(goal);
    expect(liveModelMatch(goal, { matchid: 7, seq: 3, home_score: 1, time: '23' })).toBe(goal);
  });
});
