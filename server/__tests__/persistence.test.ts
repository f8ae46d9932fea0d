import { describe, expect, it } from 'vitest';
import { startTestServer, temporaryDataDir } from './test-server.ts';

describe('the embedded database', () => {
  it('keeps accounts and sessions across a restart with a data folder', async () => {
    const dataDir = temporaryDataDir();
    const first = await startTestServer({ dataDir });
    const { data } = await first.call<{ token: string }>('/webapi/user/regist', { account: 'fan_keep', password: 'goal2026' });
    await first.close();

    const second = await startTestServer({ dataDir });
    try {
      expect((await second.call('/webapi/User/getUserInfo', {}, { query: { token: data.token } })).status).toBe(0);
      expect((await second.call('/webapi/user/login', { account: 'fan_keep', password: 'goal2026' })).status).toBe(0);
    } finally {
      await second.close();
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
