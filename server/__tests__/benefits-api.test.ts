import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedNow, startTestServer, type TestServer } from './test-server.ts';

interface Benefit {
  id: number;
  type: number;
  name: string;
  amount: number;
  days: number;
  expires_at: number;
}

/** The new-benefit modal's calls (docs/api.md "Benefits"): welcome benefits, listed until read, once. */
describe('benefits', () => {
  let server: TestServer;
  const register = async (account: string) => (await server.call<{ token: string }>('/webapi/user/regist', { account, password: 'goal2026' })).data.token;
  const unseen = (token: string, lang?: string) => server.call<{ list: Benefit[] }>('/api/user/getNewBenefits', {}, { query: { token, ...(lang ? { lang } : {}) } });
  const read = (token: string, ids: unknown) => server.call<{ read: number }>('/api/user/readBenefits', { ids }, { query: { token } });

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('a new account has a 3-day VIP trial and a gift, valid 30 days, named in the request\'s language', async () => {
    const token = await register('benefit_fan1');
    const { status, data } = await unseen(token);
    expect(status).toBe(0);
    const in30Days = Date.parse(fixedNow) / 1000 + 30 * 24 * 3600;
    expect(data.list).toEqual([
      { id: expect.any(Number), type: 1, name: 'VIP体验卡', amount: 0, days: 3, expires_at: in30Days },
      { id: expect.any(Number), type: 8, name: '新人观赛礼券', amount: 10, days: 0, expires_at: in30Days },
    ]);
    expect((await unseen(token, 'pt-br')).data.list.map((b) => b.name)).toEqual(['Teste VIP', 'Cupom de boas-vindas']);
  });

  it('once read they are not listed again; reading them twice, or another fan\'s, changes nothing', async () => {
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

  it('an existing account that logs in has no welcome benefits to show', async () => {
    const login = await server.call<{ token: string }>('/webapi/user/login', { account: 'vipfan', password: 'sideline2026' });
    expect((await unseen(login.data.token)).data.list).toEqual([]);
  });
});
