import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { margin } from '../domain/matches/detail/odds.ts';
import type { Match } from '../../schema/generated/api.ts';
import { backends, startTestServer, type TestServer } from './test-server.ts';

describe.each(backends)('match detail API on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let football: Match;
  let basketball: Match;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    const { data } = await server.call<{ list: Match[] }>('/api/race/getDateMatch', { date: '2026-06-01', filter: 'inplay' });
    football =
      data.list.find((m) => m.sport_id === 1 && m.status === 4 && m.home_score + m.away_score > 0) ??
      data.list.find((m) => m.sport_id === 1)!;
    const day = await server.call<{ list: Match[] }>('/api/race/getDateMatch', { date: '2026-06-01', sport_id: 2 });
    basketball = day.data.list[0];
    token = (await server.call<{ token: string }>('/webapi/user/regist', { account: 'fan_match', password: 'goal2026' })).data.token;
  });
  afterAll(() => server.close());

  it('answers match info per sport, and status 3 for the other sport or an unknown id', async () => {
    expect((await server.call<Match>('/api/football/getMatchInfo', { matchid: football.id })).data.id).toBe(football.id);
    expect((await server.call('/api/basketball/getMatchInfo', { matchid: football.id })).status).toBe(3);
    expect((await server.call('/api/football/getMatchInfo', { matchid: 1 })).status).toBe(3);
    expect((await server.call('/api/football/getMatchInfo', { matchid: '1; drop table matches' })).status).toBe(1);
  });

  it('follows and unfollows a match for a signed-in fan', async () => {
    expect((await server.call('/api/football/attentMatch', { matchid: football.id, type: 1 })).status).toBe(2);
    expect((await server.call('/api/football/attentMatch', { matchid: football.id, type: 1 }, { query: { token } })).status).toBe(0);
    const followed = await server.call<{ list: { id: number; attented: number }[] }>(
      '/api/race/getAttentMatchlist',
      {},
      { query: { token } },
    );
    expect(followed.data.list.map((m) => [m.id, m.attented])).toEqual([[football.id, 1]]);
    const day = await server.call<{ list: { id: number; attented: number }[] }>(
      '/api/race/getDateMatch',
      { date: '2026-06-01' },
      { query: { token } },
    );
    expect(day.data.list.find((m) => m.id === football.id)?.attented).toBe(1);
    await server.call('/api/football/attentMatch', { matchid: football.id, type: 0 }, { query: { token } });
    expect((await server.call<{ list: unknown[] }>('/api/race/getAttentMatchlist', {}, { query: { token } })).data.list).toEqual([]);
  });

  it('lists incidents consistent with the score, and text live that pages by startid', async () => {
    const incidents = await server.call<{ list: { kind: string; side: string; minute: number }[] }>('/webapi/football/getIncidentsData', {
      matchid: football.id,
    });
    const goals = incidents.data.list.filter((e) => e.kind === 'goal');
    expect(goals.filter((g) => g.side === 'home').length).toBe(football.home_score);
    expect(goals.filter((g) => g.side === 'away').length).toBe(football.away_score);
    const first = await server.call<{ list: { id: number }[]; has_more: boolean }>('/api/football/getTliveData', {
      matchid: football.id,
      startid: 0,
    });
    expect(first.data.list.length).toBeGreaterThan(3);
    const last = first.data.list[first.data.list.length - 1].id;
    const next = await server.call<{ list: { id: number }[] }>('/api/football/getTliveData', { matchid: football.id, startid: last });
    expect(next.data.list.every((line) => line.id > last)).toBe(true);
    const middle = first.data.list[1].id;
    const after = await server.call<{ list: { id: number }[] }>('/api/football/getTliveData', { matchid: football.id, startid: middle });
    expect(after.data.list[0].id).toBe(first.data.list[2].id);
  });

  it('gives odds from 20 bookmakers with opening, current and margin', async () => {
    const { data } = await server.call<{
      list: {
        id: number;
        name: string;
        europe: {
          opening: { home: number; draw: number; away: number };
          current: { home: number; draw: number; away: number };
          margin: number;
        };
      }[];
    }>('/api/football/matchOdd', { matchid: football.id });
    expect(data.list.map((b) => b.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
    for (const bookmaker of data.list) {
      expect(bookmaker.europe.margin).toBe(margin(bookmaker.europe.current));
      expect(bookmaker.europe.margin).toBeGreaterThan(0);
      expect(bookmaker.europe.opening.home).toBeGreaterThan(1);
    }
  });

  it('gives analysis, a lineup on a formation, standings, top players, stats and the combined answer', async () => {
    const analysis = await server.call<{
      head_to_head: { date: string; home_team_id: number; away_team_id: number }[];
      home_form: string[];
    }>('/webapi/football/getAnalysisData', { matchid: football.id });
    // Earlier meetings are the stored results of the two teams, newest first, before this kickoff.
    const pair = [football.hometeam.id, football.awayteam.id].sort();
    expect(analysis.data.head_to_head.length).toBeGreaterThan(0);
    expect(analysis.data.head_to_head.every((m) => [m.home_team_id, m.away_team_id].sort().join() === pair.join())).toBe(true);
    expect(analysis.data.head_to_head.map((m) => m.date)).toEqual(
      analysis.data.head_to_head
        .map((m) => m.date)
        .sort()
        .reverse(),
    );
    expect(analysis.data.home_form.every((r) => ['W', 'D', 'L'].includes(r))).toBe(true);
    const lineup = await server.call<{ home: { formation: string; starters: { position: string }[]; substitutes: unknown[] } }>(
      '/webapi/football/getLineupData',
      { matchid: football.id },
    );
    const [defenders, ...rest] = lineup.data.home.formation.split('-').map(Number);
    expect(lineup.data.home.starters).toHaveLength(11);
    expect(lineup.data.home.starters.filter((p) => p.position === 'G')).toHaveLength(1);
    expect(lineup.data.home.starters.filter((p) => p.position === 'D')).toHaveLength(defenders);
    expect(defenders + rest.reduce((a, b) => a + b, 0)).toBe(10);
    const rank = await server.call<{ list: { rank: number; team_id: number; points: number }[] }>('/webapi/basketball/getMatchRank', {
      matchid: basketball.id,
    });
    expect(rank.data.list.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(rank.data.list.some((r) => r.team_id === basketball.hometeam.id)).toBe(true);
    const top = await server.call<{ home: unknown[] }>('/webapi/basketball/getMatchTop3Data', { matchid: basketball.id });
    expect(top.data.home).toHaveLength(3);
    const stats = await server.call<{ stats: { possession: number[] } }>('/api/football/getMatchData', { matchid: football.id });
    expect(stats.data.stats.possession[0] + stats.data.stats.possession[1]).toBe(100);
    const combined = await server.call<{ info: Match; stats: object; events: unknown[] }>('/webapi/football/getMatchCombineData', {
      matchid: football.id,
    });
    expect(combined.data.info.id).toBe(football.id);
    expect((await server.call('/webapi/basketball/getIncidentsData', { matchid: basketball.id })).status).toBe(3);
  });

  it('lists the rooms covering a match', async () => {
    const rooms = await server.call<{ list: { match_id: number; sport_id: number }[] }>('/api/live/getRealLives', {});
    const covered = rooms.data.list.find((r) => r.match_id !== 0);
    expect(covered).toBeDefined();
    const sport = covered!.sport_id === 2 ? 'basketball' : 'football';
    const { data } = await server.call<{ list: { match_id: number }[] }>(`/api/${sport}/getMatchAnchors`, { matchid: covered!.match_id });
    expect(data.list.length).toBeGreaterThan(0);
    expect(data.list.every((r) => r.match_id === covered!.match_id)).toBe(true);
  });

  it('counts votes, one per fan, a second vote replacing the first', async () => {
    expect((await server.call('/api/race/vote_race_team', { matchid: football.id, team: 'home' })).status).toBe(2);
    expect(
      (await server.call('/api/race/vote_race_team', { matchid: football.id, team: 'home' }, { query: { token } })).data,
    ).toMatchObject({ home: 1, draw: 0, away: 0, mine: 'home' });
    expect(
      (await server.call('/api/race/vote_race_team', { matchid: football.id, team: 'away' }, { query: { token } })).data,
    ).toMatchObject({ home: 0, away: 1 });
    expect((await server.call('/api/race/vote_race_team', { matchid: football.id, team: 'nobody' }, { query: { token } })).status).toBe(1);
  });

  it('answers tags, sub tabs, counts, leagues by date, search and recommendations', async () => {
    expect((await server.call<unknown[]>('/api/race/getRaceTag')).data).toHaveLength(13);
    expect((await server.call<{ key: string }[]>('/api/race/getRaceSubTab')).data.map((t) => t.key)).toEqual(['all', 'hot', 'jc', 'bd']);
    const counts = await server.call<{ today: number; inplay: number; waiting: number; finished: number }>(
      '/api/race/getRecentMatchCount',
      {},
    );
    expect(counts.data.inplay).toBeGreaterThan(0);
    expect(counts.data.today).toBeGreaterThanOrEqual(counts.data.inplay + counts.data.waiting + counts.data.finished);
    expect((await server.call('/api/race/getEventByDate', { date: '2026-13-45' })).status).toBe(1);
    const leagues = await server.call<{ id: number; matches: number }[]>('/api/race/getEventByDate', { date: '2026-06-01' });
    const day = await server.call<{ list: Match[] }>('/api/race/getDateMatch', { date: '2026-06-01' });
    expect(leagues.data.reduce((n, l) => n + l.matches, 0)).toBe(day.data.list.length);
    const found = await server.call<{ list: Match[] }>('/api/race/getRaceSearch', {
      keyword: football.hometeam.name_zh.slice(0, 2),
      sport: 1,
    });
    expect(found.data.list.some((m) => m.hometeam.id === football.hometeam.id)).toBe(true);
    expect((await server.call<{ list: Match[] }>('/api/race/getRaceSearch', { keyword: "%' or 1=1 --" })).data.list).toEqual([]);
    expect((await server.call<{ list: Match[] }>('/api/race/getRaceSearch', { keyword: '%' })).data.list).toEqual([]);
    expect((await server.call('/api/race/getRaceSearch', { keyword: '' })).status).toBe(1);
    const rec = await server.call<{ list: { hot: number }[] }>('/api/race/getRecMath');
    expect(rec.data.list.every((m) => m.hot === 1)).toBe(true);
  });
});
