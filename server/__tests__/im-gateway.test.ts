import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeFrame } from '../../runtime/im/protocol/codec.ts';
import { fixedClock } from '../clock.ts';
import { signImUser } from '../security/tokens.ts';
import { chatUser, loggedIn, nowSeconds, RawImClient } from './im-test-client.ts';
import { backends, fixedNow, startTestServer, type TestServer } from './test-server.ts';

describe.each(backends)('IM gateway sessions on $name', ({ databaseUrl }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
  });
  afterAll(() => server.close());

  it('logs in a registered user with the txim_sign of the user info', async () => {
    const registered = await server.call<{ uid: string; txim_sign: string }>('/webapi/user/regist', {
      account: 'imfan01',
      password: 'goal2026',
    });
    const client = await RawImClient.connect(server);
    const answer = await client.login(registered.data.uid, registered.data.txim_sign);
    expect(answer.errorCode).toBe(0);
    expect(answer.header).toMatchObject({ command: 'login', sequence: 1 });
    expect(answer.loginResponse).toMatchObject({
      helloInterval: 120,
      instanceId: client.instanceId,
      timeStamp: nowSeconds(server),
      inboxSequence: 0,
    });
    expect(answer.loginResponse?.a2Key).toMatch(/^[\w-]{40,}$/);
    expect(answer.loginResponse?.tinyId).toMatch(/^\d+$/);
    expect((await client.request('hello')).helloResponse?.timeStamp).toBe(nowSeconds(server));
    client.close();
  });

  it('logs in a guest with the signature of getGuestInfo', async () => {
    const guest = await server.call<{ userid: string; txim_sign: string }>('/api/user/getGuestInfo');
    const client = await RawImClient.connect(server);
    expect((await client.login(guest.data.userid, guest.data.txim_sign)).errorCode).toBe(0);
    client.close();
  });

  it('refuses forged (70003) and expired (70001) signatures', async () => {
    const user = await chatUser(server, 'imsig01');
    const client = await RawImClient.connect(server);
    expect((await client.login(user.id, signImUser('another secret', user.id, nowSeconds(server) + 60))).errorCode).toBe(70003);
    expect((await client.login(user.id, 'garbage')).errorCode).toBe(70003);
    expect((await client.login('999', user.signature)).errorCode).toBe(70003);
    expect((await client.login(user.id, signImUser(server.context.imSecret, user.id, nowSeconds(server) - 1))).errorCode).toBe(70001);
    client.close();
  });

  it('answers 6014 before login, 10004 to an unknown command, and 6014 to a wrong access key', async () => {
    const client = await RawImClient.connect(server);
    for (const command of ['hello', 'c2c.send', 'sync', 'logout', 'group.join'])
      expect((await client.request(command)).errorCode, command).toBe(6014);
    const unknown = await client.request('no.such.command');
    expect(unknown.errorCode).toBe(10004);
    expect(unknown.errorInfo).toContain('no.such.command');
    const user = await chatUser(server, 'imkey01');
    await client.login(user.id, user.signature);
    expect((await client.request('hello', {}, { userSig: 'not-the-key' })).errorCode).toBe(6014);
    expect((await client.request('logout')).errorCode).toBe(0);
    expect((await client.request('hello')).errorCode).toBe(6014);
    client.close();
  });

  it('answers 70001 once the signature has expired', async () => {
    const user = await chatUser(server, 'imexp01', 60);
    const client = await loggedIn(server, user);
    server.context.clock = fixedClock(new Date(Date.parse(fixedNow) + 120_000).toISOString());
    try {
      expect((await client.request('hello')).errorCode).toBe(70001);
    } finally {
      server.context.clock = fixedClock(fixedNow);
    }
    client.close();
  });

  it('closes a socket with the wrong sdkappid with 4001', async () => {
    const client = await RawImClient.connect(server, { sdkAppId: 1234 });
    expect((await client.closed).code).toBe(4001);
  });

  it('kicks the older socket when the user logs in on another instance, and replaces it silently on the same one', async () => {
    const user = await chatUser(server, 'imkick01');
    const first = await loggedIn(server, user, 'instance-a');
    const second = await loggedIn(server, user, 'instance-b');
    expect((await first.nextPush('push.kickout')).kickOutPush?.type).toBe(2);
    expect((await first.closed).code).toBe(4002);
    const third = await loggedIn(server, user, 'instance-b');
    expect((await second.closed).code).toBe(4003);
    expect(second.pushes.filter((frame) => frame.header?.command === 'push.kickout')).toEqual([]);
    expect((await third.request('hello')).errorCode).toBe(0);
    third.close();
  });
});

describe('IM gateway robustness', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ adminToken: 'im-admin' });
  });
  afterAll(() => server.close());

  it('drops 2,000 random frames and text messages without closing the socket', async () => {
    const user = await chatUser(server, 'imfuzz01');
    const client = await loggedIn(server, user);
    for (let i = 0; i < 2000; i++) client.sendRaw(randomBytes(1 + (i % 200)));
    client.sendRaw('a text message');
    // Frames that decode but name no command or sequence are dropped too.
    client.sendRaw(encodeFrame({ header: { command: 'hello', sequence: 0 } }));
    expect((await client.request('hello')).errorCode).toBe(0);
    expect(server.im.socketCount).toBeGreaterThan(0);
    client.close();
  });

  it('closes a socket that sends a frame above 64 KB with 1009', async () => {
    const client = await RawImClient.connect(server);
    client.sendRaw(randomBytes(65 * 1024));
    expect((await client.closed).code).toBe(1009);
  });

  it('injects faults: dropped sockets, failed commands, refused connections', async () => {
    const user = await chatUser(server, 'imfault01');
    const client = await loggedIn(server, user);
    server.im.faults.failNext('hello', 60022, 2);
    expect((await client.request('hello')).errorCode).toBe(60022);
    expect((await client.request('hello')).errorCode).toBe(60022);
    expect((await client.request('hello')).errorCode).toBe(0);
    server.im.faults.dropSockets();
    expect((await client.closed).code).toBe(1006);

    server.im.faults.refuseConnections = true;
    await expect(RawImClient.connect(server)).rejects.toThrow(/503/);
    server.im.faults.reset();

    const dropping = await loggedIn(server, user);
    server.im.faults.dropRate = 1;
    dropping.sendRaw(randomBytes(10));
    expect((await dropping.closed).code).toBe(1006);
    server.im.faults.reset();
  });

  it('sets faults over the admin API, behind the admin token', async () => {
    const post = (body: unknown, token = 'im-admin') =>
      fetch(`${server.url}/admin/im/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-admin-token': token },
        body: JSON.stringify(body),
      }).then((r) => r.json() as Promise<{ status: number; data: Record<string, unknown> }>);
    expect((await post({ delayMs: 10 }, 'wrong')).status).toBe(4);
    expect((await post({ unknown: 1 })).status).toBe(1);
    const set = await post({ delayMs: 10, failNext: { command: 'c2c.send', code: 60022, times: 3 }, longPollHoldMs: 500 });
    expect(set.data).toMatchObject({ delayMs: 10, failures: { 'c2c.send': { code: 60022, times: 3 } }, longPollHoldMs: 500 });
    const client = await loggedIn(server, await chatUser(server, 'imfault02'));
    await post({ dropSockets: true });
    expect((await client.closed).code).toBe(1006);
    expect((await post({ reset: true })).data).toMatchObject({ delayMs: 0, dropRate: 0, refuseConnections: false, failures: {} });
  });

  it('closes sockets at shutdown at once', async () => {
    const own = await startTestServer();
    const client = await loggedIn(own, await chatUser(own, 'imclose01'));
    const started = Date.now();
    await own.close();
    expect((await client.closed).code).toBe(1006);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
