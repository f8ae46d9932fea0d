import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerCode } from '../../runtime/im/protocol/server-codes.ts';
import { SendLimit } from '../im/send-limit.ts';
import { chatUser, loggedIn, textMessage } from './im-test-client.ts';
import { backends, setClock, setWallet, startTestServer, type TestServer } from './test-server.ts';

/**
 * The abuse limits of docs/security.md: per address behind a trusted proxy, per fan, and for chat sends; counted in
 * memory on the embedded database and in the database on PostgreSQL (across nodes: node-state.test.ts).
 */
describe.each(backends)('abuse limits on $name', { timeout: 120_000 }, ({ databaseUrl }) => {
  let server: TestServer;
  const start = new Date('2026-06-01T12:00:00Z');
  let account = 0;

  /** A POST as a caller at `address`, which the server reads from X-Forwarded-For (it trusts its proxy). */
  async function from(address: string, path: string, body: unknown, query: Record<string, string> = {}) {
    const search = new URLSearchParams({ platform: '3', sp_source: '9', ...query });
    const response = await fetch(`${server.url}${path}?${search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    });
    return {
      ...((await response.json()) as { data: unknown; msg: string; status: number }),
      retryAfter: response.headers.get('retry-after'),
    };
  }
  const register = (address: string) => from(address, '/webapi/user/regist', { account: `abuse_${++account}`, password: 'goal2026' });
  const users = async () => Number((await server.db.query<{ n: string }>('select count(*) as n from users'))[0].n);

  beforeAll(async () => {
    // The product's per-user send limit (20 a second), which the test servers otherwise raise.
    server = await startTestServer({ databaseUrl, trustProxy: true, imSendsPerSecond: undefined });
  });
  afterAll(() => server.close());

  it('lets one address register 10 accounts an hour; the 11th is refused before anything is written, other addresses are not held back', async () => {
    setClock(server, start);
    for (let i = 0; i < 10; i++) expect((await register('203.0.113.10')).status).toBe(0);
    const before = await users();
    const refused = await register('203.0.113.10');
    expect(refused).toMatchObject({ status: 5, msg: '注册过于频繁，请稍后再试', data: null, retryAfter: '3600' });
    expect(await users()).toBe(before);
    expect((await register('203.0.113.11')).status).toBe(0);
    setClock(server, new Date(start.getTime() + 3600_000));
    expect((await register('203.0.113.10')).status).toBe(0);
  });

  it('refuses the 31st sign-in from one address in ten minutes, whichever accounts it tries, even with the right password', async () => {
    setClock(server, start);
    const { data } = await register('203.0.113.20');
    const name = (await server.db.query<{ account: string }>('select account from users where id = $1', [(data as { id: number }).id]))[0]
      .account;
    for (let i = 0; i < 30; i++)
      expect((await from('203.0.113.21', '/webapi/user/login', { account: `nobody_${i}`, password: 'wrong-pass' })).msg).toBe(
        '账号或密码错误',
      );
    expect(await from('203.0.113.21', '/webapi/user/login', { account: name, password: 'goal2026' })).toMatchObject({
      status: 5,
      msg: '登录尝试过于频繁，请稍后再试',
    });
    expect((await from('203.0.113.22', '/webapi/user/login', { account: name, password: 'goal2026' })).status).toBe(0);
  });

  it('lets a fan send 30 gifts in 10 seconds and refuses the 31st without taking its gold; 10 seconds later gifts go again', async () => {
    setClock(server, start);
    const fan = (await register('203.0.113.30')).data as { id: number; token: string };
    await setWallet(server, { id: fan.id }, { gold: 100_000 });
    let key = 0;
    const gift = () =>
      from(
        '203.0.113.30',
        '/api/live/sendGift',
        { liveid: 101, gift_id: 1, count: 1, request_id: `abuse-gift-${++key}` },
        { token: fan.token },
      );
    for (let i = 0; i < 30; i++) expect((await gift()).status).toBe(0);
    const gold = (await server.db.query<{ gold: number }>('select gold from users where id = $1', [fan.id]))[0].gold;
    expect(await gift()).toMatchObject({ status: 5, msg: '送礼过于频繁，请稍后再试' });
    expect((await server.db.query<{ gold: number }>('select gold from users where id = $1', [fan.id]))[0].gold).toBe(gold);
    setClock(server, new Date(start.getTime() + 10_000));
    expect((await gift()).status).toBe(0);
  });

  it('does not count loopback callers by address unless told to: without a trusted proxy they are the operator or every fan at once', async () => {
    setClock(server, start);
    for (let i = 0; i < 12; i++)
      expect((await server.call('/webapi/user/regist', { account: `loop_${i}`, password: 'goal2026' })).status).toBe(0);
    // On PostgreSQL a second node on the same database, joining it as it is.
    const strict = await startTestServer({
      databaseUrl,
      limitLoopback: true,
      ...(databaseUrl ? { role: 'api' as const, keepDatabase: true } : {}),
    });
    try {
      for (let i = 0; i < 10; i++)
        expect((await strict.call('/webapi/user/regist', { account: `strict_${i}`, password: 'goal2026' })).status).toBe(0);
      expect((await strict.call('/webapi/user/regist', { account: 'strict_10', password: 'goal2026' })).status).toBe(5);
    } finally {
      await strict.close();
    }
  });

  it("refuses a user's 21st chat message within a second with SEND_TOO_FAST, stores none of the refused, and takes sends again the next second", async () => {
    let now = 0;
    Object.assign(server.im, { sendLimit: new SendLimit(() => now) });
    const alice = await loggedIn(server, await chatUser(server, 'abuse_alice'));
    const bob = await chatUser(server, 'abuse_bob');
    const sends = await Promise.all(
      Array.from({ length: 25 }, (_, i) => alice.request('c2c.send', textMessage(bob.id, `flood ${i}`, 70_000 + i))),
    );
    expect(sends.filter((frame) => !frame.errorCode)).toHaveLength(20);
    expect(sends.filter((frame) => frame.errorCode === ServerCode.SEND_TOO_FAST)).toHaveLength(5);
    const stored = await server.db.query<{ n: string }>(`select count(*) as n from im_messages where from_id = $1`, [alice.userId]);
    expect(Number(stored[0].n)).toBe(20);
    now = 1000;
    expect((await alice.request('c2c.send', textMessage(bob.id, 'a second later', 70_100))).errorCode ?? 0).toBe(0);
    alice.close();
  });
});
