import { describe, expect, it } from 'vitest';
import { createFollowList, wantsGoal, wantsKickoff } from '../follow-filter.ts';

describe('whose kickoffs a fan hears of (docs/decisions.md "Match-start notices")', () => {
  it('a fan who follows matches: only those; one who follows none, or a guest: every kickoff', () => {
    expect(wantsKickoff(new Set([1, 2]), 2)).toBe(true);
    expect(wantsKickoff(new Set([1, 2]), 3)).toBe(false);
    expect(wantsKickoff(new Set(), 3)).toBe(true);
    expect(wantsKickoff(null, 3)).toBe(true);
  });

  it("a goal: only a followed match's, never for a fan who follows none or a guest", () => {
    expect(wantsGoal(new Set([1, 2]), 2)).toBe(true);
    expect(wantsGoal(new Set([1, 2]), 3)).toBe(false);
    expect(wantsGoal(new Set(), 3)).toBe(false);
    expect(wantsGoal(null, 3)).toBe(false);
  });

  it('fetches the follow list for a signed-in fan only, keeps it a minute, and again for another user', async () => {
    let now = 0;
    const fetched: number[][] = [[5], [6], [7]];
    let calls = 0;
    const list = createFollowList(
      async () => fetched[calls++],
      () => now,
    );
    expect(await list(null)).toBeNull();
    expect([...(await list('u1'))!]).toEqual([5]);
    now = 59_000;
    expect([...(await list('u1'))!]).toEqual([5]);
    now = 61_000;
    expect([...(await list('u1'))!]).toEqual([6]);
    expect([...(await list('u2'))!]).toEqual([7]);
    expect(calls).toBe(3);
  });

  it('a follow list that cannot be had shows every kickoff rather than none', async () => {
    const list = createFollowList(async () => Promise.reject(new Error('offline')));
    expect(await list('u1')).toBeNull();
  });
});
