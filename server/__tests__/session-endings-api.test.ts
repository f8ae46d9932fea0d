import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPost, backends, fixedNow, registerFan, setClock, setWallet, startTestServer, type TestServer } from './test-server.ts';

/**
 * The server remembers the sessions it has read (domain/accounts/session-cache.ts), so a paying call reads no session row.
 * Every way a session ends must still stop it at once, for the paying call as for the others: each case below uses
 * the token first, so the server has it in memory when the session ends.
 */
describe.each(backends)('sessions ending on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let spends = 0;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl, adminToken: 'qa-session-token' });
  });
  afterAll(() => server.close());

  const subscribe = (token: string) =>
    server.call<{ gold: number }>('/api/model/subscribe', { plan_id: 41, request_id: `session-spend-${++spends}` }, { query: { token } });
  const gold = async (id: number) => (await server.db.query<{ gold: number }>('select gold from users where id = $1', [id]))[0].gold;

  it('refuses a paying call once the session has expired, and debits nothing', async () => {
    const fan = await registerFan(server, 'fan_session_expiry');
    await setWallet(server, { id: fan.id }, { gold: 1000 });
    expect((await subscribe(fan.token)).data.gold).toBe(900);
    setClock(server, new Date(Date.parse(fixedNow) + 7 * 24 * 3600_000 + 1000));
    try {
      expect(await subscribe(fan.token)).toMatchObject({ status: 2, data: null });
      expect((await server.call('/webapi/User/getUserInfo', {}, { query: fan.query })).status).toBe(2);
      expect(await gold(fan.id)).toBe(900);
    } finally {
      setClock(server, new Date(fixedNow));
    }
  });

  it('ends the other sessions at a password change, so their paying calls stop at once', async () => {
    const first = await registerFan(server, 'fan_session_pwd');
    await setWallet(server, { id: first.id }, { gold: 1000 });
    const second = await server.call<{ token: string }>('/webapi/user/login', { account: 'fan_session_pwd', password: 'goal2026' });
    expect((await subscribe(second.data.token)).status).toBe(0);
    expect(
      (await server.call('/api/user/changePwd', { old_password: 'goal2026', new_password: 'newgoal2027' }, { query: first.query })).status,
    ).toBe(0);
    expect(await subscribe(second.data.token)).toMatchObject({ status: 2, data: null });
    expect(await gold(first.id)).toBe(900);
    // The session that changed the password goes on.
    expect((await subscribe(first.token)).data.gold).toBe(800);
  });

  it('ends a session the operator expires, for a paying call and for an optional sign-in', async () => {
    const fan = await registerFan(server, 'fan_session_admin');
    await setWallet(server, { id: fan.id }, { gold: 1000 });
    expect((await subscribe(fan.token)).status).toBe(0);
    const before = await server.call<{ list: { kind: number; entitled: boolean }[] }>('/api/model/getModelHome', {}, { query: fan.query });
    expect(before.data.list.some((model) => model.entitled)).toBe(true);
    expect((await adminPost(server, '/admin/session/expire', { token: fan.token })).status).toBe(0);
    expect(await subscribe(fan.token)).toMatchObject({ status: 2, data: null });
    const after = await server.call<{ list: { kind: number; entitled: boolean }[] }>('/api/model/getModelHome', {}, { query: fan.query });
    expect(after.data.list.every((model) => !model.entitled)).toBe(true);
    expect(await gold(fan.id)).toBe(900);
  });
});
