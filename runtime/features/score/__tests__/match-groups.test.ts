import { describe, expect, it } from 'vitest';
import type { Match } from '../../../../schema/generated/api.ts';
import { groupByDay, groupBySport } from '../lib/match-groups.ts';
import { listRefreshMs } from '../lib/match-refresh.ts';

const now = Date.parse('2026-06-13T12:00:00Z'); // 20:00 on 13 June in China
const at = (iso: string) => Date.parse(iso) / 1000;
const match = (id: number, overrides: Partial<Match> = {}): Match =>
  ({
    id,
    sport_id: 1,
    status: 1,
    time: '',
    period_count: 0,
    period_remaining_time: 0,
    home_score: 0,
    away_score: 0,
    played_seconds: 0,
    kickoff_time: now / 1000,
    start_time: now / 1000,
    live: 0,
    attented: 1,
    hot: 0,
    jc: 0,
    bd: 0,
    ...overrides,
  }) as Match;

describe('followed matches by day (China Standard Time, as the schedule counts days)', () => {
  it('one day gives one group', () => {
    const groups = groupByDay([match(1), match(2, { start_time: now / 1000 + 3600 })], now);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ date: '2026-06-13', offset: 0 });
  });

  it('days and matches come in kickoff order, each day with its distance from today', () => {
    const list = [
      match(1, { start_time: at('2026-06-14T02:00:00Z') }), // 10:00 on the 14th in China: tomorrow
      match(2, { start_time: at('2026-06-12T11:00:00Z') }), // yesterday
      match(3, { start_time: at('2026-06-13T15:59:00Z') }), // 23:59 today in China, though the 13th is ending in UTC
      match(4, { start_time: at('2026-06-13T16:00:00Z') }), // midnight in China: tomorrow
      match(5, { start_time: at('2026-06-20T11:00:00Z') }),
    ];
    const groups = groupByDay(list, now);
    expect(groups.map((g) => [g.date, g.offset, g.matches.map((m) => m.id)])).toEqual([
      ['2026-06-12', -1, [2]],
      ['2026-06-13', 0, [3]],
      ['2026-06-14', 1, [4, 1]],
      ['2026-06-20', 7, [5]],
    ]);
  });

  it("the day is the scheduled kickoff's: a second half starting after midnight stays on its day", () => {
    const late = match(1, { status: 4, start_time: at('2026-06-13T15:00:00Z'), kickoff_time: at('2026-06-13T16:05:00Z') });
    expect(groupByDay([late, match(2, { start_time: at('2026-06-14T04:00:00Z') })], now).map((g) => g.date)).toEqual([
      '2026-06-13',
      '2026-06-14',
    ]);
  });

  it('an empty list has no groups', () => {
    expect(groupByDay([], now)).toEqual([]);
  });
});

describe('search results by sport', () => {
  it('football first, then basketball, server order inside, empty sports left out', () => {
    const list = [match(1, { sport_id: 2 }), match(2), match(3, { sport_id: 2 }), match(4)];
    expect(groupBySport(list).map((g) => [g.sportId, g.matches.map((m) => m.id)])).toEqual([
      [1, [2, 4]],
      [2, [1, 3]],
    ]);
    expect(groupBySport(list.filter((m) => m.sport_id === 2)).map((g) => g.sportId)).toEqual([2]);
  });
});

describe("how often the followed list refreshes (the score feature's match rule, lib/match-refresh.ts)", () => {
  it('as often as its most urgent match asks', () => {
    expect(listRefreshMs([match(1, { status: 8 }), match(2, { status: 1 }), match(3, { status: 3 })])).toBe(30_000);
    expect(listRefreshMs([match(1, { status: 8 }), match(2, { sport_id: 2, status: 1 })])).toBe(60_000);
  });
  it('not at all when nothing will change (finished, postponed) or the list is empty', () => {
    expect(listRefreshMs([match(1, { status: 8 }), match(2, { sport_id: 2, status: 10 }), match(3, { status: 9 })])).toBeUndefined();
    expect(listRefreshMs([])).toBeUndefined();
  });
});
