import { describe, expect, it } from 'vitest';
import { startTestServer, temporaryDataDir, type TestServer } from './test-server.ts';
import { seededDatabasesFolder, seededDatabasesIn } from '../../tests/support/seeded-databases.ts';

// Each test seeds an on-disk database twice: slower than in memory, and slower still on a busy 2-core machine.
describe('the embedded database', { timeout: 180_000 }, () => {
  it('keeps accounts and sessions across a restart with a data folder', async () => {
    const dataDir = temporaryDataDir();
    const first = await startTestServer({ dataDir });
    const { data } = await first.call<{ token: string }>('/webapi/user/regist', { account: 'fan_keep', password: 'goal2026' });
    const day = await first.call<{ list: { id: number; hometeam: { id: number } }[] }>('/api/race/getDateMatch', { date: '2026-06-01' });
    const followed = day.data.list[0];
    await first.call('/api/football/attentMatch', { matchid: followed.id, type: 1 }, { query: { token: data.token } });
    await first.close();

    const second = await startTestServer({ dataDir });
    try {
      expect((await second.call('/webapi/User/getUserInfo', {}, { query: { token: data.token } })).status).toBe(0);
      expect((await second.call('/webapi/user/login', { account: 'fan_keep', password: 'goal2026' })).status).toBe(0);
      // The schedule was rebuilt at start; the follow, and what its match id names, survive.
      const after = await second.call<{ list: { id: number; hometeam: { id: number } }[] }>(
        '/api/race/getAttentMatchlist',
        {},
        { query: { token: data.token } },
      );
      expect(after.data.list.map((m) => [m.id, m.hometeam.id])).toEqual([[followed.id, followed.hometeam.id]]);
    } finally {
      await second.close();
    }
  });

  it('names the same fixture by the same match id when started on another day', async () => {
    const [monday, tuesday] = [
      await startTestServer({ clock: '2026-06-01T12:00:00Z' }),
      await startTestServer({ clock: '2026-06-02T12:00:00Z' }),
    ];
    try {
      const day = (server: typeof monday) =>
        server.call<{ list: { id: number; hometeam: { id: number }; awayteam: { id: number } }[] }>('/api/race/getDateMatch', {
          date: '2026-06-01',
        });
      // Today's kickoffs follow the clock, so compare fixtures by id, not by order.
      const fixtures = (answer: Awaited<ReturnType<typeof day>>) =>
        answer.data.list.map((m) => [m.id, m.hometeam.id, m.awayteam.id]).sort((a, b) => a[0] - b[0]);
      expect(fixtures(await day(tuesday))).toEqual(fixtures(await day(monday)));
    } finally {
      await monday.close();
      await tuesday.close();
    }
  });

  it('gives the same answers for the same seed and clock', async () => {
    // Both seeded afresh: the run's seeded databases would make the second a copy of the first.
    const fresh = { seed: 7, seededDatabases: undefined };
    const [a, b] = [await startTestServer(fresh), await startTestServer(fresh)];
    try {
      const [one, two] = await Promise.all([
        a.call('/api/race/getDateMatch', { date: '2026-06-02' }),
        b.call('/api/race/getDateMatch', { date: '2026-06-02' }),
      ]);
      expect(one).toEqual(two);
      const other = await startTestServer({ seed: 8 });
      expect(await other.call('/api/race/getDateMatch', { date: '2026-06-02' })).not.toEqual(one);
      await other.close();
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('starts a server of any site from a seeded database kept by the run exactly as if it had seeded afresh', async () => {
    const { folder, remove } = seededDatabasesFolder();
    const kept = seededDatabasesIn(folder);
    const options = { site: 'sptyx', seed: 3, clock: '2026-06-03T09:30:00Z' };
    const fresh = await startTestServer({ ...options, seededDatabases: undefined });
    // Seeded for another site: the files hold no site, so they serve any.
    const seeding = await startTestServer({ ...options, site: 'qutu', seededDatabases: kept });
    // The server that seeded hands out the same ids as those that load its files (QA pictures show colours by id).
    const register = async (server: TestServer, account: string) =>
      (await server.call<{ id: number }>('/webapi/user/regist', { account, password: 'goal2026' })).data.id;
    const seedersId = await register(seeding, 'fan_first');
    await seeding.close();
    const loaded = await startTestServer({ ...options, seededDatabases: kept });
    const rowCounts = async (server: TestServer) => {
      const tables = await server.db.query<{ name: string }>(
        "select tablename as name from pg_tables where schemaname = 'public' order by 1",
      );
      return Promise.all(
        tables.map(async ({ name }) => [name, (await server.db.query<{ n: number }>(`select count(*)::int as n from "${name}"`))[0].n]),
      );
    };
    try {
      expect(loaded.seeded).toEqual(fresh.seeded);
      expect(await rowCounts(loaded)).toEqual(await rowCounts(fresh));
      expect(await loaded.db.query('select code, config from sites')).toEqual(await fresh.db.query('select code, config from sites'));
      const day = (server: TestServer) => server.call('/api/race/getDateMatch', { date: '2026-06-03' });
      expect(await day(loaded)).toEqual(await day(fresh));
      // The copy is the loaded server's own: what it writes is not in the next one.
      expect(await register(loaded, 'fan_copy')).toBe(seedersId);
      const next = await startTestServer({ ...options, seededDatabases: kept });
      expect(await next.db.query('select id from users where account = $1', ['fan_copy'])).toEqual([]);
      await next.close();
    } finally {
      await fresh.close();
      await loaded.close();
      remove();
    }
  });
});
