import { describe, expect, it } from 'vitest';
import type { BookmakerOdds, Match, TextLiveLine } from '../../../../schema/generated/api.ts';
import {
  channelMatchIds,
  deltaScores,
  deltaStep,
  liveDayChannels,
  matchDeltaOf,
  mergeLines,
  mergeMatchDelta,
  mergeOdds,
} from '../match-delta.ts';
import { footballClock } from '../../rules/match-clock.ts';

const now = Date.parse('2026-06-13T12:00:00Z');
const match = (id: number, overrides: Partial<Match> = {}): Match =>
  ({
    id,
    sport_id: 1,
    status: 2,
    time: '23',
    period_count: 1,
    period_remaining_time: 0,
    home_score: 0,
    away_score: 0,
    played_seconds: 1380,
    kickoff_time: now / 1000,
    start_time: now / 1000,
    live: 0,
    attented: 0,
    hot: 0,
    jc: 0,
    bd: 0,
    ...overrides,
  }) as Match;
const line = (id: number, content = `line ${id}`): TextLiveLine => ({ id, minute: Math.floor(id / 6000), side: '', kind: 'text', content });

/** docs/im-protocol.md "Match channels": what a MatchDelta carries, how a page merges it, and the gap rule. */
describe('reading a MatchDelta', () => {
  it('keeps the fields a delta carries, with their types', () => {
    const json = JSON.stringify({
      type: 'MatchDelta',
      matchid: 7,
      seq: 3,
      time: '24',
      home_score: 1,
      tlive: [{ id: 138002, minute: 24, side: 'home', kind: 'goal', content: '进球！' }],
    });
    expect(matchDeltaOf(json)).toEqual({
      matchid: 7,
      seq: 3,
      time: '24',
      home_score: 1,
      tlive: [{ id: 138002, minute: 24, side: 'home', kind: 'goal', content: '进球！' }],
    });
  });

  it('ignores anything else in the channel, and fields of the wrong type', () => {
    expect(matchDeltaOf('not json')).toBeNull();
    expect(matchDeltaOf(JSON.stringify({ type: 'RaceStart', matchid: 7, seq: 1 }))).toBeNull();
    expect(matchDeltaOf(JSON.stringify({ type: 'MatchDelta', matchid: 7 }))).toBeNull();
    expect(
      matchDeltaOf(JSON.stringify({ type: 'MatchDelta', matchid: 7, seq: 2, home_score: '3', status: -1, tlive: [{ id: 'x' }, null] })),
    ).toEqual({ matchid: 7, seq: 2, tlive: [] });
  });
});

describe('merging a delta in place', () => {
  it('changes only what the delta carries, on its own match', () => {
    const held = match(7, { home_score: 1 });
    const merged = mergeMatchDelta(held, { matchid: 7, seq: 2, time: '31', away_score: 1 });
    expect(merged).toMatchObject({ home_score: 1, away_score: 1, time: '31', status: 2 });
    expect(held.away_score).toBe(0);
    expect(mergeMatchDelta(held, { matchid: 8, seq: 1, home_score: 5 })).toBe(held);
  });

  it("takes the second half's kickoff, so a list's clock shows the second half's minutes (spec 000 §4: + 46)", () => {
    const kickoff = now / 1000 - 60 * 60;
    const halfTime = match(7, { status: 3, time: '45', kickoff_time: kickoff });
    const json = JSON.stringify({
      type: 'MatchDelta',
      matchid: 7,
      seq: 4,
      time: '46',
      status: 4,
      period_count: 2,
      kickoff_time: now / 1000,
    });
    const second = mergeMatchDelta(halfTime, matchDeltaOf(json)!);
    expect(second).toMatchObject({ status: 4, period_count: 2, kickoff_time: now / 1000 });
    expect(footballClock(second.status, second.kickoff_time, now + 30_000)).toBe('46');
    // The row's clock had counted from the first half's kickoff: an hour in, it would have shown 106.
    expect(footballClock(second.status, halfTime.kickoff_time, now + 30_000)).toBe('106');
  });

  it('applying the same delta twice changes nothing more (values are absolute)', () => {
    const once = mergeMatchDelta(match(7), { matchid: 7, seq: 1, home_score: 1, status: 3 });
    expect(mergeMatchDelta(once, { matchid: 7, seq: 1, home_score: 1, status: 3 })).toBe(once);
  });

  it('adds pushed text-live lines by id, in order, never twice', () => {
    const held = [line(1), line(30000)];
    expect(mergeLines(held, [line(30000), line(138002, 'goal')]).map((l) => l.id)).toEqual([1, 30000, 138002]);
    expect(mergeLines(held, [line(20002, 'a late goal')]).map((l) => l.id)).toEqual([1, 20002, 30000]);
    expect(mergeLines(held, [line(1)])).toBe(held);
  });

  it('tells a goal from other changes', () => {
    expect(deltaScores(match(7, { home_score: 1 }), { matchid: 7, seq: 2, away_score: 1 })).toBe(true);
    expect(deltaScores(match(7, { home_score: 1 }), { matchid: 7, seq: 2, home_score: 1, status: 3 })).toBe(false);
  });
});

describe('the gap rule', () => {
  it('applies the first delta after joining and then each next sequence', () => {
    expect(deltaStep(null, 5)).toBe('apply');
    expect(deltaStep(5, 6)).toBe('apply');
  });

  it('fetches the match again after a jump (deltas lost) or a step back (the server restarted)', () => {
    expect(deltaStep(5, 7)).toBe('refetch');
    expect(deltaStep(5, 1)).toBe('refetch');
    expect(deltaStep(5, 5)).toBe('refetch');
  });
});

describe('which channels the score list joins', () => {
  it('matches in play and those kicking off within 30 minutes; not later, finished or postponed ones', () => {
    const list = [
      match(1),
      match(2, { status: 1, start_time: now / 1000 + 29 * 60 }),
      match(3, { status: 1, start_time: now / 1000 + 31 * 60 }),
      match(4, { status: 8 }),
      match(5, { status: 9 }),
      match(6, { sport_id: 2, status: 7 }),
    ];
    expect(channelMatchIds(list, now)).toEqual([1, 2, 6]);
  });

  it("a list of several days (the models') hears the China Standard Time days of those matches, each once", () => {
    // 12:00 UTC is 20:00 in China: a kickoff 4.5 hours later is the next China day, though the same UTC day.
    const list = [
      match(1),
      match(2, { status: 1, start_time: now / 1000 + 20 * 60 }),
      match(3, { start_time: now / 1000 + 4.5 * 3600 }),
      match(4, { status: 8, start_time: now / 1000 - 86_400 }),
      match(5, { status: 1, start_time: now / 1000 + 86_400 }),
    ];
    expect(liveDayChannels(list, now)).toEqual(['scores_20260613', 'scores_20260614']);
    expect(liveDayChannels([list[3], list[4]], now)).toEqual([]);
  });
});

describe('pushed odds', () => {
  const bookmaker = (id: number, home: number, draw: number, away: number): BookmakerOdds => ({
    id,
    name: `b${id}`,
    europe: { opening: { home: 2.1, draw: 3.2, away: 3.4 }, current: { home, draw, away }, margin: 5 },
    asia: { handicap: 0.25, home: 1.9, away: 1.95 },
    total: { line: 2.5, over: 1.85, under: 1.95 },
  });

  it('reads the current prices a delta carries and drops a line that is not one', () => {
    const odds = [
      { id: 2, current: { home: 1.8, draw: 3.6, away: 4.5 }, margin: 5.32 },
      { id: 3, current: { home: 0, draw: 3, away: 4 }, margin: 5 },
      { id: 'x' },
    ];
    expect(matchDeltaOf(JSON.stringify({ type: 'MatchDelta', matchid: 7, seq: 4, odds }))).toEqual({ matchid: 7, seq: 4, odds: [odds[0]] });
  });

  it('reads the statistics a delta carries, all pairs of counts, and drops statistics that are not', () => {
    const stats = { possession: [55, 45], shots: [7, 5], shots_on_target: [3, 2] };
    expect(matchDeltaOf(JSON.stringify({ type: 'MatchDelta', matchid: 7, seq: 5, stats }))).toEqual({ matchid: 7, seq: 5, stats });
    for (const bad of [[1, 2], { shots: [1] }, { shots: [1, -2] }, { shots: ['1', 2] }, {}, 'shots'])
      expect(matchDeltaOf(JSON.stringify({ type: 'MatchDelta', matchid: 7, seq: 5, home_score: 1, stats: bad }))).toEqual({
        matchid: 7,
        seq: 5,
        home_score: 1,
      });
  });

  it("replaces only the moved bookmakers' current line and margin, keeping the opening prices and the other markets", () => {
    const rows = [bookmaker(2, 2.1, 3.2, 3.4), bookmaker(3, 2.2, 3.1, 3.3)];
    const merged = mergeOdds(rows, [
      { id: 3, current: { home: 1.6, draw: 3.8, away: 5.5 }, margin: 5.41 },
      { id: 99, current: { home: 1.5, draw: 4, away: 6 }, margin: 5 },
    ]);
    expect(merged[0]).toBe(rows[0]);
    expect(merged[1]).toEqual({
      ...rows[1],
      europe: { opening: rows[1].europe.opening, current: { home: 1.6, draw: 3.8, away: 5.5 }, margin: 5.41 },
    });
    expect(rows[1].europe.current.home).toBe(2.2);
    // Absolute values: the same push again, or none, changes nothing.
    expect(mergeOdds(merged, [{ id: 3, current: { home: 1.6, draw: 3.8, away: 5.5 }, margin: 5.41 }])).toBe(merged);
    expect(mergeOdds(merged, undefined)).toBe(merged);
  });
});
