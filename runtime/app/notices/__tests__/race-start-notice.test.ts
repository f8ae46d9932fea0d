import { describe, expect, it } from 'vitest';
import { localName, matchPathOf, raceStartOf } from '../race-start-notice.ts';

const data = {
  type: 'RaceStart',
  id: 'race_7',
  matchid: 7,
  sport_id: 2,
  league: 'NBA',
  league_en: 'NBA',
  home: '湖人',
  home_en: 'Lakers',
  away: '勇士',
  away_en: 'Warriors',
  desc: 'NBA 湖人 vs 勇士 比赛开始',
};
const message = (payload: unknown, from = 'administrator', type = 'TIMCustomElem') =>
  ({ type, from, payload: { data: typeof payload === 'string' ? payload : JSON.stringify(payload) } }) as Parameters<typeof raceStartOf>[0];

describe('the RaceStart message of NOTIFY_ROOM (spec 000 §3 race start message: id, desc)', () => {
  it('reads the server kickoff notice with both names of each team', () => {
    expect(raceStartOf(message(data))).toEqual({
      id: 'race_7',
      matchid: 7,
      sportId: 2,
      desc: data.desc,
      league: { zh: 'NBA', en: 'NBA' },
      home: { zh: '湖人', en: 'Lakers' },
      away: { zh: '勇士', en: 'Warriors' },
    });
  });

  it("ignores what is not the server's kickoff: another sender, another type, text, broken JSON, no match or team", () => {
    expect(raceStartOf(message(data, 'fan1'))).toBeNull();
    expect(raceStartOf(message({ ...data, type: 'RoomMessage' }))).toBeNull();
    expect(raceStartOf(message(data, 'administrator', 'TIMTextElem'))).toBeNull();
    expect(raceStartOf(message('{not json'))).toBeNull();
    expect(raceStartOf(message('null'))).toBeNull();
    expect(raceStartOf(message({ ...data, matchid: 'x' }))).toBeNull();
    expect(raceStartOf(message({ ...data, home: '' }))).toBeNull();
  });

  it("names teams in the fan's language, Chinese when no English name exists, and opens the match of its sport", () => {
    const notice = raceStartOf(message(data))!;
    expect(localName(notice.home, 'cn')).toBe('湖人');
    expect(localName(notice.home, 'pt-br')).toBe('Lakers');
    expect(localName({ zh: '国安', en: '' }, 'pt-br')).toBe('国安');
    expect(matchPathOf(notice)).toBe('/score/detail/basketball/7');
    expect(matchPathOf({ sportId: 1, matchid: 9 })).toBe('/score/detail/football/9');
  });

  it('reads a goal of a followed match with its score and side; a goal without whole scores or a side is nothing', () => {
    const goal = { ...data, type: 'MatchGoal', id: 'goal_7_3_home', sport_id: 1, home_score: 2, away_score: 1, side: 'home' };
    expect(raceStartOf(message(goal))).toMatchObject({
      id: 'goal_7_3_home',
      matchid: 7,
      sportId: 1,
      goal: { home: 2, away: 1, side: 'home' },
    });
    expect(raceStartOf(message(data))).not.toHaveProperty('goal');
    expect(raceStartOf(message({ ...goal, home_score: '2' }))).toMatchObject({ goal: { home: 2 } });
    expect(raceStartOf(message({ ...goal, home_score: 1.5 }))).toBeNull();
    expect(raceStartOf(message({ ...goal, away_score: -1 }))).toBeNull();
    expect(raceStartOf(message({ ...goal, side: 'both' }))).toBeNull();
    expect(raceStartOf(message(goal, 'fan1'))).toBeNull();
  });
});
