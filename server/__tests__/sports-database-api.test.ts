import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DatabaseEventInfo,
  DatabaseEventIntegral,
  DatabaseEventMatch,
  DatabaseEventRank,
  DatabaseHome,
  DatabaseTeamInfo,
  Match,
  StandingRow,
} from '../../schema/generated/api.ts';
import { backends, startTestServer, type TestServer } from './test-server.ts';

const finished = (m: Match) => (m.sport_id === 2 ? m.status === 10 : m.status === 8);

/** Every match of a competition's season, round by round, through the API. */
async function seasonMatches(server: TestServer, eventId: number, season?: string): Promise<Match[]> {
  const first = await server.call<DatabaseEventMatch>('/api/SportDatabase/getEventMatch', { event_id: eventId, season });
  const rounds = await Promise.all(
    first.data.rounds.map((round) =>
      server.call<DatabaseEventMatch>('/api/SportDatabase/getEventMatch', { event_id: eventId, season, round }),
    ),
  );
  return rounds.flatMap((r) => r.data.list);
}

/** The table a fan would work out by hand from the listed results (football 3-1-0; basketball 2 a win, 1 a loss). */
function tableByHand(matches: readonly Match[]): Map<number, { played: number; points: number; goals_for: number; goals_against: number }> {
  const rows = new Map<number, { played: number; points: number; goals_for: number; goals_against: number }>();
  for (const m of matches.filter(finished)) {
    for (const [team, own, other] of [
      [m.hometeam.id, m.home_score, m.away_score],
      [m.awayteam.id, m.away_score, m.home_score],
    ] as const) {
      const row = rows.get(team) ?? { played: 0, points: 0, goals_for: 0, goals_against: 0 };
      row.played++;
      row.goals_for += own;
      row.goals_against += other;
      row.points += m.sport_id === 2 ? (own > other ? 2 : 1) : own > other ? 3 : own === other ? 1 : 0;
      rows.set(team, row);
    }
  }
  return rows;
}

describe.each(backends)('sports database API on $name', ({ databaseUrl }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
  });
  afterAll(() => server.close());

  it('has at least six competitions of each sport on the database home (a cup in each), with the FIFA top ten', async () => {
    const home = await server.call<DatabaseHome>('/api/SportDatabase/getHome');
    expect(home.data.hot_events.filter((c) => c.sport_id === 1)).toHaveLength(7);
    expect(home.data.hot_events.filter((c) => c.sport_id === 2)).toHaveLength(6);
    expect(home.data.hot_events.filter((c) => c.kind === 'cup').map((c) => c.name_en)).toEqual([
      'FIFA World Cup',
      'FIBA Basketball World Cup',
    ]);
    expect(home.data.fifa_top.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(home.data.fifa_top.every((r, i, all) => i === 0 || all[i - 1].points >= r.points)).toBe(true);
  });

  it('computes every table from the listed results, for all, home and away games', async () => {
    for (const eventId of [1, 7]) {
      const matches = await seasonMatches(server, eventId);
      const byHand = tableByHand(matches);
      const all = await server.call<DatabaseEventIntegral>('/api/SportDatabase/getEventIntegral', { event_id: eventId, type: 1 });
      expect(all.data.list).toHaveLength(8);
      for (const row of all.data.list) {
        const expected = byHand.get(row.team_id) ?? { played: 0, points: 0, goals_for: 0, goals_against: 0 };
        expect({ played: row.played, points: row.points, goals_for: row.goals_for, goals_against: row.goals_against }).toEqual(expected);
      }
      expect(all.data.list.every((r, i, rows) => i === 0 || rows[i - 1].points >= r.points)).toBe(true);
      const home = await server.call<DatabaseEventIntegral>('/api/SportDatabase/getEventIntegral', { event_id: eventId, type: 2 });
      const away = await server.call<DatabaseEventIntegral>('/api/SportDatabase/getEventIntegral', { event_id: eventId, type: 3 });
      const played = (rows: StandingRow[], team: number) => rows.find((r) => r.team_id === team)!.played;
      for (const row of all.data.list) expect(played(home.data.list, row.team_id) + played(away.data.list, row.team_id)).toBe(row.played);
    }
  });

  it("keeps seeded scores in each sport's real range and gives every past match its final state", async () => {
    for (const eventId of [1, 4, 7, 8, 9, 11, 12]) {
      const info = await server.call<DatabaseEventInfo>('/api/SportDatabase/getEventInfo', { event_id: eventId });
      const previous = info.data.seasons[1].season;
      const matches = await seasonMatches(server, eventId, previous);
      // The previous season is over: each match finished, or was postponed or cancelled (spec 000 §4 statuses).
      expect(matches.every((m) => finished(m) || [9, 12, 13].includes(m.status))).toBe(true);
      for (const m of matches.filter(finished)) {
        const range = m.sport_id === 2 ? [55, 150] : [0, 10];
        expect(m.home_score).toBeGreaterThanOrEqual(range[0]);
        expect(m.home_score).toBeLessThanOrEqual(range[1]);
        expect(m.away_score).toBeGreaterThanOrEqual(range[0]);
        if (m.sport_id === 2) expect(m.home_score).not.toBe(m.away_score);
      }
    }
  });

  it('never gives two teams of one competition the same short name', async () => {
    for (const eventId of [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12]) {
      const teams = new Map((await seasonMatches(server, eventId)).flatMap((m) => [m.hometeam, m.awayteam]).map((t) => [t.id, t]));
      for (const key of ['short_name_zh', 'short_name_en'] as const)
        expect(new Set([...teams.values()].map((t) => t[key])).size).toBe(teams.size);
    }
  });

  it('plays a cup as four groups of four, then knockouts decided on the pitch', async () => {
    const info = await server.call<DatabaseEventInfo>('/api/SportDatabase/getEventInfo', { event_id: 10 });
    expect(info.data.kind).toBe('cup');
    const previous = info.data.seasons[1].season;
    const groups = await server.call<DatabaseEventIntegral>('/api/SportDatabase/getEventIntegral', { event_id: 10, season: previous });
    expect(groups.data.groups.map((g) => g.group)).toEqual(['A', 'B', 'C', 'D']);
    expect(groups.data.groups.every((g) => g.list.length === 4 && g.list.every((r) => r.played === 3))).toBe(true);
    const matches = await seasonMatches(server, 10, previous);
    const knockouts = matches.filter((m) => m.start_time > Math.max(...matches.slice(0, 24).map((g) => g.start_time)));
    expect(knockouts).toHaveLength(7);
    expect(knockouts.every((m) => m.home_score !== m.away_score)).toBe(true);
    // The quarter-finalists are each group's first two.
    const quarterTeams = new Set(knockouts.slice(0, 4).flatMap((m) => [m.hometeam.id, m.awayteam.id]));
    expect([...quarterTeams].sort()).toEqual(groups.data.groups.flatMap((g) => g.list.slice(0, 2).map((r) => r.team_id)).sort());
    const final = knockouts[6];
    const champion = final.home_score > final.away_score ? final.hometeam.id : final.awayteam.id;
    const team = await server.call<DatabaseTeamInfo>('/api/SportDatabase/getTeamInfo', { team_id: champion });
    expect(team.data.honours.some((h) => h.league_id === 10 && h.season === previous)).toBe(true);
  });

  it('ranks scorers from the goals of finished matches and basketball players by points per game', async () => {
    const goals = await server.call<DatabaseEventRank>('/api/SportDatabase/getEventRank', { event_id: 1 });
    expect(goals.data.kind).toBe('goals');
    const totalGoals = (await seasonMatches(server, 1)).filter(finished).reduce((n, m) => n + m.home_score + m.away_score, 0);
    expect(goals.data.list.reduce((n, r) => n + r.value, 0)).toBeLessThanOrEqual(totalGoals);
    expect(goals.data.list.every((r, i, rows) => i === 0 || rows[i - 1].value >= r.value)).toBe(true);
    const assists = await server.call<DatabaseEventRank>('/api/SportDatabase/getEventRank', { event_id: 1, kind: 'assists' });
    expect(assists.data.kind).toBe('assists');
    const points = await server.call<DatabaseEventRank>('/api/SportDatabase/getEventRank', { event_id: 7 });
    expect(points.data.kind).toBe('points');
    expect(points.data.list[0].value).toBeGreaterThan(5);
    expect(points.data.list[0].value).toBeLessThan(60);
  });

  it('answers a team page whose record agrees with its listed matches, and a national team with its FIFA rank', async () => {
    const club = await server.call<DatabaseTeamInfo>('/api/SportDatabase/getTeamInfo', { team_id: 101 });
    expect(club.data.team.name_en).toBe('London United');
    expect(club.data.squad.starters).toHaveLength(11);
    expect(club.data.matches.every((m) => m.hometeam.id === 101 || m.awayteam.id === 101)).toBe(true);
    expect(club.data.record.won + club.data.record.drawn + club.data.record.lost).toBe(club.data.record.played);
    expect(club.data.fifa).toBeNull();
    const nation = await server.call<DatabaseTeamInfo>('/api/SportDatabase/getTeamInfo', { team_id: 10001 });
    const fifa = await server.call<{ list: { team_id: number; rank: number }[] }>('/api/SportDatabase/getFifaRank', { page: 1, size: 50 });
    expect(nation.data.fifa?.rank).toBe(fifa.data.list.find((r) => r.team_id === 10001)?.rank);
  });

  it('pages the FIFA ranking and answers not found for unknown ids and seasons', async () => {
    const page2 = await server.call<{ list: { rank: number }[]; total: number }>('/api/SportDatabase/getFifaRank', { page: 2, size: 10 });
    expect(page2.data.list.map((r) => r.rank)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(page2.data.total).toBe(40);
    expect((await server.call('/api/SportDatabase/getEventInfo', { event_id: 99 })).status).toBe(3);
    expect((await server.call('/api/SportDatabase/getEventMatch', { event_id: 1, season: '1999-01-01' })).status).toBe(3);
    expect((await server.call('/api/SportDatabase/getTeamInfo', { team_id: 999_999 })).status).toBe(3);
    expect((await server.call('/api/SportDatabase/getEventInfo', { event_id: 'x' })).status).toBe(1);
    expect((await server.call<unknown[]>('/api/SportDatabase/getHotFootballRank')).data).toHaveLength(6);
    expect((await server.call<unknown[]>('/api/SportDatabase/getHotBasketballRank')).data).toHaveLength(5);
  });

  it('shows the season just finished until the first match of a new one has ended', async () => {
    // The 英超's season of 2026-06-13 starts that day: at noon its first matches are still being played.
    // Its own embedded database: a second server on the PostgreSQL of this suite would rebuild the data under the first.
    const opening = await startTestServer({ clock: '2026-06-13T04:00:00Z' });
    try {
      const info = await opening.call<DatabaseEventInfo>('/api/SportDatabase/getEventInfo', { event_id: 1 });
      expect(info.data.seasons[0].season).toBe('2026-06-13');
      expect(info.data.season).toBe(info.data.seasons[1].season);
      const table = await opening.call<DatabaseEventIntegral>('/api/SportDatabase/getEventIntegral', { event_id: 1 });
      expect(table.data.list.every((row) => row.played >= 11)).toBe(true);
      const fresh = await opening.call<DatabaseEventIntegral>('/api/SportDatabase/getEventIntegral', { event_id: 1, season: '2026-06-13' });
      expect(fresh.data.list.every((row) => row.played === 0)).toBe(true);
    } finally {
      await opening.close();
    }
  });
});
