import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../../db/migrate.ts';
import { openDatabase } from '../../../../db/open-database.ts';
import { backends } from '../../../../__tests__/test-server.ts';
import type { Database } from '../../../ports.ts';
import { matchState } from '../../simulation/match-state.ts';
import { applyFeed } from '../apply-feed.ts';
import type { FeedMatch } from '../feed-adapter.ts';

const result: FeedMatch = {
  id: 'p-1',
  sport: 'football',
  league: 'Brasileirão',
  home: 'Flamengo',
  away: 'Palmeiras',
  kickoff: new Date('2026-11-28T22:30:00Z'),
  status: 'finished',
  homeScore: 2,
  awayScore: 1,
};
const fixture: FeedMatch = { ...result, id: 'p-2', home: 'Santos', kickoff: new Date('2026-12-01T19:00:00Z'), status: 'scheduled' };
delete fixture.homeScore;
delete fixture.awayScore;

/** Issue 36 §6: an import applied twice changes nothing the second time, and a correction updates in place. */
describe.each(backends)('applying a match feed on $name', ({ databaseUrl }) => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ url: databaseUrl });
    if (databaseUrl) await db.exec('drop schema public cascade; create schema public;');
    await migrate(db);
  });
  afterAll(() => db.close());

  const stored = async () => {
    const matches = await db.query<{ id: number; status_override: number | null; kickoff_time: Date; home: string }>(
      `select m.id, m.status_override, m.kickoff_time, t.name_en as home from matches m join teams t on t.id = m.home_team_id
       where m.id in (select local_id from feed_keys where kind = 'match') order by m.id`,
    );
    const incidents = await db.query<{ match_id: number; side: 'home' | 'away'; at_second: number; points: number }>(
      'select match_id, side, at_second, points from incidents order by id',
    );
    const [{ leagues, teams }] = await db.query<{ leagues: number; teams: number }>(
      "select count(*) filter (where kind = 'league')::integer as leagues, count(*) filter (where kind = 'team')::integer as teams from feed_keys",
    );
    return { matches, incidents, leagues, teams };
  };
  const scoreOf = (incidents: { side: 'home' | 'away'; at_second: number; points: number }[]) => {
    const s = matchState(1, result.kickoff, new Date('2026-11-29T12:00:00Z'), incidents, 8);
    return [s.home_score, s.away_score];
  };

  it('creates leagues, teams and matches once, and a re-import leaves them as they are', async () => {
    expect(await applyFeed(db, 'file', [result, fixture])).toEqual({
      created: 2,
      updated: 0,
      unchanged: 0,
      leaguesCreated: 1,
      teamsCreated: 3,
    });
    const first = await stored();
    expect(first.matches.map((m) => [m.home, m.status_override])).toEqual([
      ['Flamengo', 8],
      ['Santos', null],
    ]);
    expect(scoreOf(first.incidents)).toEqual([2, 1]);

    expect(await applyFeed(db, 'file', [result, fixture])).toEqual({
      created: 0,
      updated: 0,
      unchanged: 2,
      leaguesCreated: 0,
      teamsCreated: 0,
    });
    expect(await stored()).toEqual(first);
  });

  it('updates a corrected result and a moved fixture in place, keyed by the provider and its id', async () => {
    const before = await stored();
    const corrected = { ...result, homeScore: 1, awayScore: 1 };
    const moved = { ...fixture, kickoff: new Date('2026-12-02T19:00:00Z'), status: 'postponed' as const };
    expect(await applyFeed(db, 'file', [corrected, moved])).toEqual({
      created: 0,
      updated: 2,
      unchanged: 0,
      leaguesCreated: 0,
      teamsCreated: 0,
    });
    const after = await stored();
    expect(after.matches.map((m) => m.id)).toEqual(before.matches.map((m) => m.id));
    expect(after.matches[1].status_override).toBe(9);
    expect(new Date(after.matches[1].kickoff_time).toISOString()).toBe('2026-12-02T19:00:00.000Z');
    expect(scoreOf(after.incidents)).toEqual([1, 1]);
    expect(after.incidents.length).toBe(2);

    // Another provider's "p-1" is another match.
    expect((await applyFeed(db, 'other', [result])).created).toBe(1);
  });
});
