import { describe, expect, it } from 'vitest';
import { startTestServer, temporaryDataDir } from './test-server.ts';

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
      const after = await second.call<{ list: { id: number; hometeam: { id: number } }[] }>('/api/race/getAttentMatchlist', {}, { query: { token: data.token } });
      expect(after.data.list.map((m) => [m.id, m.hometeam.id])).toEqual([[followed.id, followed.hometeam.id]]);
    } finally {
      await second.close();
    }
  });

  it('names the same fixture by the same match id when started on another day', async () => {
    const [monday, tuesday] = [await startTestServer({ clock: '2026-06-01T12:00:00Z' }), await startTestServer({ clock: '2026-06-02T12:00:00Z' })];
    try {
      const day = (server: typeof monday) => server.call<{ list: { id: number; hometeam: { id: number }; awayteam: { id: number } }[] }>('/api/race/getDateMatch', { date: '2026-06-01' });
      // Today's kickoffs follow the clock, so compare fixtures by id, not by order.
      const fixtures = (answer: Awaited<ReturnType<typeof day>>) => answer.data.list.map((m) => [m.id, m.hometeam.id, m.awayteam.id]).sort((a, b) => a[0] - b[0]);
      expect(fixtures(await day(tuesday))).toEqual(fixtures(await day(monday)));
    } finally {
      await monday.close();
      await tuesday.close();
    }
  });

  it('gives the same answers for the same seed and clock', async () => {
    const [a, b] = [await startTestServer({ seed: 7 }), await startTestServer({ seed: 7 })];
    try {
      const [one, two] = await Promise.all([a.call('/api/race/getDateMatch', { date: '2026-06-02' }), b.call('/api/race/getDateMatch', { date: '2026-06-02' })]);
      expect(one).toEqual(two);
      const other = await startTestServer({ seed: 8 });
      expect(await other.call('/api/race/getDateMatch', { date: '2026-06-02' })).not.toEqual(one);
      await other.close();
    } finally {
      await a.close();
      await b.close();
    }
  });
});
