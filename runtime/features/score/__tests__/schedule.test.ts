import { describe, expect, it } from 'vitest';
import type { Match } from '../../../../schema/generated/api.ts';
import { kickoffClock } from '../../../core/rules/display-rules.ts';
import { cstDate, dateBar, matchState, showsScore } from '../lib/schedule.ts';

const now = Date.parse('2026-06-13T12:00:00Z'); // 20:00 in China
const match = (overrides: Partial<Match>): Match =>
  ({
    id: 1,
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
    attented: 0,
    hot: 0,
    jc: 0,
    bd: 0,
    ...overrides,
  }) as Match;

describe('the date bar (spec 000 §9: "the last N days ending today"; N = 7, and the coming 7)', () => {
  it('counts days in China Standard Time', () => {
    expect(cstDate(Date.parse('2026-06-13T16:30:00Z'))).toBe('2026-06-14');
    expect(cstDate(now, -1)).toBe('2026-06-12');
  });
  it('runs from 7 days ago to 7 days ahead, today in the middle', () => {
    const days = dateBar(now);
    expect(days).toHaveLength(15);
    expect(days[0]).toEqual({ date: '2026-06-06', offset: -7 });
    expect(days[7]).toEqual({ date: '2026-06-13', offset: 0 });
    expect(days[14]).toEqual({ date: '2026-06-20', offset: 7 });
  });
  it('kickoff times read in China Standard Time', () => {
    expect(kickoffClock(now / 1000)).toBe('20:00');
  });
});

describe('what a match row shows (the core clock rules of spec 000 §4)', () => {
  it('football in play: minutes since kickoff + 1 in the first half, + 46 in the second', () => {
    expect(matchState(match({ status: 2, kickoff_time: now / 1000 - 10 * 60 }), now, now)).toEqual({ kind: 'clock', text: "11'" });
    expect(matchState(match({ status: 4, kickoff_time: now / 1000 - 20 * 60 }), now, now)).toEqual({ kind: 'clock', text: "66'" });
  });
  it('"3 shows 45 ... others show 90+": half-time, extra time and penalties also name the period; finished is a label', () => {
    expect(matchState(match({ status: 3 }), now, now)).toEqual({ kind: 'clock', text: "45'", periodKey: 'status.1.3' });
    expect(matchState(match({ status: 5 }), now, now)).toEqual({ kind: 'clock', text: "90+'", periodKey: 'status.1.5' });
    expect(matchState(match({ status: 7 }), now, now)).toEqual({ kind: 'clock', text: "90+'", periodKey: 'status.1.7' });
    expect(matchState(match({ status: 8 }), now, now)).toEqual({ kind: 'label', key: 'status.1.8' });
  });
  it('basketball counts the period down from the time the list arrived', () => {
    const q3 = match({ sport_id: 2, status: 6, period_remaining_time: 300 });
    expect(matchState(q3, now + 15_000, now)).toEqual({ kind: 'clock', text: '04:45', periodKey: 'status.2.6' });
    expect(matchState(q3, now + 400_000, now)).toEqual({ kind: 'clock', text: '00:00', periodKey: 'status.2.6' });
  });
  it('"live within 30 minutes" when waiting with 1 to 30 minutes left', () => {
    expect(matchState(match({ status: 1, kickoff_time: now / 1000 + 20 * 60 }), now, now)).toEqual({ kind: 'soon' });
    expect(matchState(match({ status: 1, kickoff_time: now / 1000 + 40 * 60 }), now, now)).toEqual({ kind: 'label', key: 'status.1.1' });
  });
  it('the score shows once a match is in play or finished', () => {
    expect(showsScore(match({ status: 1 }))).toBe(false);
    expect(showsScore(match({ status: 2 }))).toBe(true);
    expect(showsScore(match({ status: 8 }))).toBe(true);
    expect(showsScore(match({ status: 9 }))).toBe(false);
    expect(showsScore(match({ sport_id: 2, status: 10 }))).toBe(true);
  });
});
