import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestServer, type TestServer } from './test-server.ts';

/** Nothing about the server's insides may reach a client. */
function expectNoLeak(msg: string) {
  expect(msg).not.toMatch(/stack|\.ts:\d|at \w+ \(|select |insert |syntax error|relation "|postgres|pglite/i);
}

describe.each(backends)('user API on $name', ({ databaseUrl }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
  });
  afterAll(() => server.close());

  it('gives a guest a chat identity at once', async () => {
    const { data, status } = await server.call<{ userid: string; txim_sign: string; expire_time: number }>('/api/user/getGuestInfo');
    expect(status).toBe(0);
    expect(data.userid).toMatch(/^guest_[\w-]{16}$/);
    expect(data.txim_sign).toMatch(/^\d+\.[\w-]+$/);
    expect(data.expire_time).toBe(Date.parse('2026-06-01T12:00:00Z') / 1000 + 24 * 3600);
  });

  it('registers, then answers user info for the token, with every field of spec 000 §3', async () => {
    const registered = await server.call<{ token: string; uid: string; account: string }>('/webapi/user/regist', {
      account: 'fan_one',
      password: 'goal2026',
      nick_name: '球迷一号',
    });
    expect(registered.status).toBe(0);
    expect(registered.data.token).toMatch(/^[\w-]{43}$/);
    const info = await server.call<Record<string, unknown>>('/webapi/User/getUserInfo', {}, { query: { token: registered.data.token } });
    expect(info.status).toBe(0);
    for (const field of [
      'account',
      'agentid',
      'avatar',
      'diamond',
      'gold',
      'id',
      'uid',
      'isLogin',
      'isVIP',
      'invite',
      'is_anchor',
      'is_anchor_admin',
      'nick_name',
      'profile',
      'token',
      'txim_sign',
      'vip_date',
      'vip_level',
      'third_member',
      'is_no_qrad',
    ]) {
      expect(info.data, field).toHaveProperty(field);
    }
    expect(info.data).toMatchObject({ account: 'fan_one', nick_name: '球迷一号', isLogin: true, isVIP: false });
  });

  it('refuses a second account with the same name', async () => {
    await server.call('/webapi/user/regist', { account: 'fan_two', password: 'goal2026' });
    const again = await server.call('/webapi/user/regist', { account: 'FAN_TWO', password: 'goal2026' });
    expect(again).toMatchObject({ status: 6, msg: '该账号已被注册', data: null });
  });

  it.each([
    ['a missing field', { account: 'fan_three' }, /password/],
    ['a wrong type', { account: 12345, password: 'goal2026' }, /account/],
    ['an oversized string', { account: 'a'.repeat(5000), password: 'goal2026' }, /account/],
    ['SQL-looking text', { account: "x'; drop table users; --", password: 'goal2026' }, /account/],
    ['a weak password', { account: 'fan_four', password: 'abcdefgh' }, /password/],
  ])('answers %s with status 1 and a readable message', async (_case, body, field) => {
    const answer = await server.call('/webapi/user/regist', body);
    expect(answer.status).toBe(1);
    expect(answer.data).toBeNull();
    expect(answer.msg).toMatch(/^参数错误/);
    expect(answer.msg).toMatch(field);
    expectNoLeak(answer.msg);
    const stillThere = await server.call('/webapi/user/login', { account: 'fan_one', password: 'goal2026' });
    expect(stillThere.status).toBe(0);
  });

  it('logs in, and says the same for an unknown account and a wrong password', async () => {
    const good = await server.call<{ token: string }>('/webapi/user/login', { account: 'fan_one', password: 'goal2026' });
    expect(good.status).toBe(0);
    expect((await server.call('/webapi/user/login', { account: 'fan_one', password: 'nope1234' })).msg).toBe('账号或密码错误');
    expect((await server.call('/webapi/user/login', { account: 'nobody', password: 'nope1234' })).msg).toBe('账号或密码错误');
  });

  it('limits wrong passwords to five per account in ten minutes, then refuses even the right one', async () => {
    await server.call('/webapi/user/regist', { account: 'fan_limit', password: 'goal2026' });
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await server.call('/webapi/user/login', { account: 'fan_limit', password: `wrong${i}x` })).status);
    expect(statuses).toEqual([1, 1, 1, 1, 1, 5]);
    expect((await server.call('/webapi/user/login', { account: 'fan_limit', password: 'goal2026' })).status).toBe(5);
  });

  it('keeps one account per name when registrations race', async () => {
    const answers = await Promise.all(
      ['Racer1', 'racer1', 'RACER1'].map((account) => server.call('/webapi/user/regist', { account, password: 'goal2026' })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([0, 6, 6]);
  });

  it.each([
    ['no token', {}],
    ['an unknown token', { token: 'not-a-real-token' }],
  ])('answers status 2 with 登录超时 for %s', async (_case, query) => {
    const answer = await server.call('/webapi/User/getUserInfo', {}, { query });
    expect(answer.status).toBe(2);
    expect(answer.msg).toContain('登录超时');
  });

  it('answers status 2 with 登录超时 once a session has expired', async () => {
    const { data } = await server.call<{ token: string; id: number }>('/webapi/user/regist', {
      account: 'fan_expiry',
      password: 'goal2026',
    });
    await server.db.query("update sessions set expires_at = '2026-06-01T11:59:59Z' where token = $1", [data.token]);
    const answer = await server.call('/webapi/User/getUserInfo', {}, { query: { token: data.token } });
    expect(answer).toMatchObject({ status: 2, data: null });
    expect(answer.msg).toContain('登录超时');
  });

  it('changes the password only with the old one, and ends the other sessions', async () => {
    const first = await server.call<{ token: string }>('/webapi/user/regist', { account: 'fan_pwd', password: 'goal2026' });
    const second = await server.call<{ token: string }>('/webapi/user/login', { account: 'fan_pwd', password: 'goal2026' });
    const wrong = await server.call(
      '/api/user/changePwd',
      { old_password: 'nope1234', new_password: 'newgoal2027' },
      { query: { token: first.data.token } },
    );
    expect(wrong).toMatchObject({ status: 1, msg: '原密码错误' });
    const changed = await server.call(
      '/api/user/changePwd',
      { old_password: 'goal2026', new_password: 'newgoal2027' },
      { query: { token: first.data.token } },
    );
    expect(changed.status).toBe(0);
    expect((await server.call('/webapi/User/getUserInfo', {}, { query: { token: first.data.token } })).status).toBe(0);
    expect((await server.call('/webapi/User/getUserInfo', {}, { query: { token: second.data.token } })).status).toBe(2);
    expect((await server.call('/webapi/user/login', { account: 'fan_pwd', password: 'newgoal2027' })).status).toBe(0);
  });
});
