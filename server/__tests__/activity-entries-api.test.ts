import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerMismatches } from '../domain/money/ledger/ledger.ts';
import { adminPost, backends, registerFan, setClock, setWallet, startTestServer, type TestServer } from './test-server.ts';

type Info = { status: number; entry_fee: number; award: number; participants: number; entry: { fee: number; settled: string } | null };

/** Joining activities (docs/decisions.md "Joining activities"): the fee, the award once over, refunds when called off. */
describe.each(backends)('joining activities on $name', ({ databaseUrl }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl, adminToken: 'activity-admin' });
  });
  afterAll(() => server.close());

  const info = async (id: number, token?: string) =>
    (await server.call<Info>('/api/activity/getActivityInfo', { id }, { query: token ? { token } : {} })).data;
  const join = (id: number, token: string) =>
    server.call<{ joined: boolean; fee: number; repeated: boolean }>('/api/activity/join', { id }, { query: { token } });
  const gold = async (id: number) => (await server.db.query<{ gold: number }>('select gold from users where id = $1', [id]))[0].gold;

  it('takes the entry fee once, however often or concurrently the fan joins', async () => {
    const fan = await registerFan(server, 'act_fan1');
    await setWallet(server, { id: fan.id }, { gold: 5_000 });
    const before = await info(1, fan.token);
    expect(before).toMatchObject({ status: 1, entry_fee: 1_000, award: 3_000, entry: null });
    const answers = await Promise.all([1, 2, 3].map(() => join(1, fan.token)));
    expect(answers.every((a) => a.status === 0)).toBe(true);
    expect(answers.filter((a) => !a.data.repeated)).toHaveLength(1);
    expect(await gold(fan.id)).toBe(4_000);
    expect(await info(1, fan.token)).toMatchObject({ participants: before.participants + 1, entry: { fee: 1_000, settled: '' } });
    // Someone else sees the count, not the fan's entry.
    expect((await info(1)).entry).toBeNull();
    expect(await ledgerMismatches(server.db)).toEqual([]);
  });

  it('refuses a guest, a fan without the fee, and activities that are over, withdrawn or unknown, moving nothing', async () => {
    const poor = await registerFan(server, 'act_poor');
    expect((await server.call('/api/activity/join', { id: 2 })).status).toBe(2);
    expect(await join(1, poor.token)).toMatchObject({ status: 7, msg: '金币不足，请先充值' });
    expect((await info(1, poor.token)).entry).toBeNull();
    for (const id of [4, 5, 6]) expect(await join(id, poor.token)).toMatchObject({ status: 6, msg: '活动已结束或已下线，无法报名' });
    expect((await join(999, poor.token)).status).toBe(3);
    for (const id of [0, 1.5, '1']) expect((await server.call('/api/activity/join', { id }, { query: poor.query })).status).toBe(1);
    expect(await ledgerMismatches(server.db)).toEqual([]);
  });

  it('pays every participant the award once the activity is over, once', async () => {
    const fans = [await registerFan(server, 'act_fan2'), await registerFan(server, 'act_fan3')];
    for (const fan of fans) expect((await join(2, fan.token)).data).toMatchObject({ joined: true, fee: 0 });
    const start = await Promise.all(fans.map((f) => gold(f.id)));
    const now = server.context.clock.now();
    setClock(server, new Date(now.getTime() + 6 * 24 * 3600_000));
    try {
      // Two reads at once settle each entry once.
      const [a] = await Promise.all([info(2, fans[0].token), info(2, fans[1].token)]);
      expect(a).toMatchObject({ status: 2, entry: { settled: 'award' } });
      expect(await Promise.all(fans.map((f) => gold(f.id)))).toEqual(start.map((g) => g + 500));
      await info(2, fans[0].token);
      expect(await gold(fans[0].id)).toBe(start[0] + 500);
    } finally {
      setClock(server, now);
    }
    const log = await server.call<{ list: { type: number; amount: number }[] }>(
      '/api/user/getProfitList',
      { page: 1, size: 5 },
      { query: fans[0].query },
    );
    expect(log.data.list[0]).toMatchObject({ type: 19, amount: 500 });
    expect(await ledgerMismatches(server.db)).toEqual([]);
  });

  it('returns every fee once when the operator calls an activity off', async () => {
    const fan = await registerFan(server, 'act_fan4');
    await setWallet(server, { id: fan.id }, { gold: 1_000 });
    await join(1, fan.token);
    expect(await gold(fan.id)).toBe(0);
    expect((await adminPost(server, '/admin/activity/status', { id: 1, status: 3 })).status).toBe(0);
    expect(await gold(fan.id)).toBe(1_000);
    expect(await info(1, fan.token)).toMatchObject({ status: 3, entry: { fee: 1_000, settled: 'refund' } });
    await adminPost(server, '/admin/activity/status', { id: 1, status: 3 });
    expect(await gold(fan.id)).toBe(1_000);
    expect((await adminPost(server, '/admin/activity/status', { id: 1, status: 2 })).status).toBe(1);
    await adminPost(server, '/admin/activity/status', { id: 1, status: null });
    expect(await ledgerMismatches(server.db)).toEqual([]);
  });
});
