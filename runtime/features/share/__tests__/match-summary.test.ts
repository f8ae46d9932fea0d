import { describe, expect, it } from 'vitest';
import type { Match, Team } from '../../../../schema/generated/api.ts';
import { matchSummary } from '../lib/match-summary.ts';

const team: Team = {
  id: 1,
  name_zh: '北京联',
  short_name_zh: '北京联',
  name_en: 'Beijing United',
  short_name_en: 'Beijing',
  logo: '',
  country_logo: '',
};
const kickoff = 1_800_000_000;
const match = (over: Partial<Match>): Match => ({
  id: 1,
  sport_id: 1,
  status: 1,
  time: '',
  period_count: 2,
  period_remaining_time: 0,
  home_score: 0,
  away_score: 0,
  played_seconds: 0,
  kickoff_time: kickoff,
  start_time: kickoff,
  live: 0,
  attented: 0,
  hot: 0,
  jc: 0,
  bd: 0,
  hometeam: team,
  awayteam: team,
  matchevent: { id: 1, logo: '', name_zh: '英格兰超级联赛', short_name_zh: '英超', name_en: 'Premier League', short_name_en: 'EPL' },
  ...over,
});

describe('a shared match uses the spec 000 §4 status and clock rules', () => {
  it('a waiting match shows its label and no score', () => {
    expect(matchSummary(match({ status: 1 }), kickoff * 1000)).toEqual({
      statusKey: 'status.1.1',
      clock: null,
      showsScore: false,
      inPlay: false,
    });
  });

  it('football in the first half shows minutes since kickoff + 1', () => {
    const summary = matchSummary(match({ status: 2, home_score: 1 }), kickoff * 1000 + 30 * 60_000);
    expect(summary).toEqual({ statusKey: 'status.1.2', clock: "31'", showsScore: true, inPlay: true });
  });

  it('basketball shows the remaining period time, and only the label between periods', () => {
    expect(matchSummary(match({ sport_id: 2, status: 4, period_remaining_time: 125 }), 0).clock).toBe('02:05');
    expect(matchSummary(match({ sport_id: 2, status: 5, period_remaining_time: 0 }), 0)).toMatchObject({
      statusKey: 'status.2.5',
      clock: null,
      inPlay: true,
    });
  });

  it('a finished match shows the score without a clock; a postponed one shows neither', () => {
    expect(matchSummary(match({ status: 8 }), 0)).toMatchObject({ clock: null, showsScore: true, inPlay: false });
    expect(matchSummary(match({ status: 9 }), 0)).toMatchObject({ statusKey: 'status.1.9', clock: null, showsScore: false });
  });
});
