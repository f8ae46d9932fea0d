import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedNow, startTestServer, type TestServer } from './test-server.ts';

interface Benefit {
  id: number;
  type: number;
  name: string;
  amount: number;
  days: number;
  expires_at: number;
  status: number;
}

/** The new-benefit modal's calls (docs/api.md "Benefits"): welcome benefits, listed until read, once. */
describe('benefits', () => {
  let server: TestServer;
  const register = async (account: string) =>
    (await server.call<{ token: string }>('/webapi/user/regist', { account, password: 'goal2026' })).data.token;
  const unseen = (token: string, lang?: string) =>
    server.call<{ list: Benefit[] }>('/api/user/getNewBenefits', {}, { query: { token, ...(lang ? { lang } : {}) } });
  const read = (token: string, ids: unknown) => server.call<{ read: number }>('/api/user/readBenefits', { ids }, { query: { token } });

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("a new account has a 3-day VIP trial and a gift, valid 30 days, named in the request's language", async () => {
    const token = await register('benefit_fan1');
    const { status, data } = await unseen(token);
    expect(status).toBe(0);
    const in30Days = Date.parse(fixedNow) / 1000 + 30 * 24 * 3600;
    expect(data.list).toEqual([
      { id: expect.any(Number), type: 1, name: 'VIP体验卡', amount: 0, days: 3, expires_at: in30Days, used_at: 0, status: 2 },
      { id: expect.any(Number), type: 8, name: '新人观赛礼券', amount: 10, days: 0, expires_at: in30Days, used_at: 0, status: 2 },
    ]);
    expect((await unseen(token, 'pt-br')).data.list.map((b) => b.name)).toEqual(['Teste VIP', 'Cupom de boas-vindas']);
  });

  it("once read they are not listed again; reading them twice, or another fan's, changes nothing", async () => {
    const token = await register('benefit_fan2');
    const other = await register('benefit_fan3');
    const ids = (await unseen(token)).data.list.map((b) => b.id);
    const othersIds = (await unseen(other)).data.list.map((b) => b.id);

    expect((await read(token, othersIds)).data).toEqual({ read: 0 });
    expect((await unseen(other)).data.list).toHaveLength(2);
    expect((await read(token, ids)).data).toEqual({ read: 2 });
    expect((await unseen(token)).data.list).toEqual([]);
    expect((await read(token, ids)).data).toEqual({ read: 0 });
  });

  it('needs a session: 登录超时 (status 2) without a token or with a wrong one; ids must be a list of ids', async () => {
    for (const query of [{}, { token: 'not-a-session' }] as Record<string, string>[]) {
      const answer = await server.call('/api/user/getNewBenefits', {}, { query });
      expect(answer.status).toBe(2);
      expect(answer.msg).toContain('登录超时');
      expect((await server.call('/api/user/readBenefits', { ids: [1] }, { query })).status).toBe(2);
    }
    const token = await register('benefit_fan4');
    for (const ids of [[], ['1'], [0], 'all']) expect((await read(token, ids)).status).toBe(1);
  });

  it('getBenefits lists every benefit, seen or not: valid ones first (soonest to expire first), then the expired', async () => {
    const token = await register('benefit_fan5');
    const ids = (await unseen(token)).data.list.map((b) => b.id);
    await read(token, ids);
    const [{ id: userId }] = await server.db.query<{ id: number }>("select id from users where account = 'benefit_fan5'");
    const now = Date.parse(fixedNow);
    const grant = (type: number, name: string, expiresInDays: number) =>
      server.db.query(
        'insert into benefits (user_id, type, name_zh, name_pt, amount, days, granted_at, expires_at) values ($1, $2, $3, $3, 1, 0, $4, $5)',
        [userId, type, name, new Date(now - 40 * 86400_000).toISOString(), new Date(now + expiresInDays * 86400_000).toISOString()],
      );
    await grant(7, '红包·刚过期', -1);
    await grant(9, '黑卡·早过期', -10);
    await grant(2, '泊松·明天到期', 1);
    const all = (body: unknown) =>
      server.call<{ list: Benefit[]; total: number; page: number; size: number }>('/api/user/getBenefits', body, { query: { token } });

    const first = await all({});
    expect(first.status).toBe(0);
    expect(first.data).toMatchObject({ total: 5, page: 1, size: 20 });
    expect(first.data.list.map((b) => b.name)).toEqual(['泊松·明天到期', 'VIP体验卡', '新人观赛礼券', '红包·刚过期', '黑卡·早过期']);
    expect(first.data.list[0]).toEqual({
      id: expect.any(Number),
      type: 2,
      name: '泊松·明天到期',
      amount: 1,
      days: 0,
      expires_at: now / 1000 + 86400,
      used_at: 0,
      status: 2,
    });
    // Coupon states of spec 000 §4: unused 2 while valid, expired 3 after; a used one is 1 (the bag's test uses one).
    expect(first.data.list.map((b) => b.status)).toEqual([2, 2, 2, 3, 3]);

    const paged = [
      ...(await all({ page: 1, size: 2 })).data.list,
      ...(await all({ page: 2, size: 2 })).data.list,
      ...(await all({ page: 3, size: 2 })).data.list,
    ];
    expect(paged.map((b) => b.id)).toEqual(first.data.list.map((b) => b.id));
    expect((await all({ page: 4, size: 2 })).data).toMatchObject({ list: [], total: 5 });
  });

  it("getBenefits shows only the fan's own, needs a session, and refuses a bad page", async () => {
    const token = await register('benefit_fan6');
    const list = await server.call<{ list: Benefit[]; total: number }>('/api/user/getBenefits', {}, { query: { token, lang: 'pt-br' } });
    expect(list.data.total).toBe(2);
    expect(list.data.list.map((b) => b.name)).toEqual(['Teste VIP', 'Cupom de boas-vindas']);
    expect((await server.call('/api/user/getBenefits', {})).status).toBe(2);
    for (const body of [{ page: 0 }, { size: 51 }, { page: '1' }])
      expect((await server.call('/api/user/getBenefits', body, { query: { token } })).status).toBe(1);
  });

  it('an existing account that logs in has no welcome benefits to show', async () => {
    const login = await server.call<{ token: string }>('/webapi/user/login', { account: 'vipfan', password: 'sideline2026' });
    expect((await unseen(login.data.token)).data.list).toEqual([]);
  });
});
