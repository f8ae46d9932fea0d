import { afterEach, describe, expect, it } from 'vitest';
import { onSimulatorNode } from '../jobs/simulator-node.ts';
import { adminPost, backends, registerFan, setClock, startTestServer, temporaryDataDir, type TestServer } from './test-server.ts';

const adminToken = 'node-state-admin';
const start = new Date('2026-06-01T12:00:00Z');

/**
 * The state two nodes of a cluster share through the database (docs/decisions.md "Node state in a cluster"). On
 * PostgreSQL two servers run at once on one database; the embedded database belongs to one process, so there the
 * second server is the first one restarted on its files, which still shows the state is in the database.
 */
describe.each(backends)('node state on $name', { timeout: 180_000 }, ({ databaseUrl }) => {
  const running: TestServer[] = [];
  afterEach(async () => {
    for (const server of running.splice(0)) await server.close();
  });

  async function firstNode(): Promise<TestServer> {
    const dataDir = databaseUrl ? undefined : temporaryDataDir();
    const server = await startTestServer({ databaseUrl, dataDir, adminToken, seededDatabases: undefined });
    setClock(server, start);
    running.push(server);
    return Object.assign(server, { dataDir });
  }

  /** Another node on the first one's database (on PGlite: the first one, restarted). */
  async function secondNode(first: TestServer & { dataDir?: string }): Promise<TestServer> {
    if (!databaseUrl) {
      await first.close();
      running.splice(running.indexOf(first), 1);
    }
    const server = await startTestServer({
      databaseUrl,
      dataDir: first.dataDir,
      adminToken,
      role: 'api',
      keepDatabase: true,
      seededDatabases: undefined,
    });
    setClock(server, start);
    running.push(server);
    return server;
  }

  it('accepts on one node the captcha another node drew, once', async () => {
    const a = await firstNode();
    expect((await fetch(`${a.url}/api/user/smsCaptcha?code=cluster-key-1`)).status).toBe(200);
    const digits = (
      (await (await fetch(`${a.url}/admin/captcha?code=cluster-key-1`, { headers: { 'x-admin-token': adminToken } })).json()) as {
        data: { digits: string };
      }
    ).data.digits;
    const b = await secondNode(a);
    expect(await b.call('/webapi/user/sendCode', { mobile: '13800138001', captcha: digits, code: 'cluster-key-1' })).toMatchObject({
      status: 0,
    });
    // Used up on the node that checked it, for every node.
    expect(await b.call('/webapi/user/sendCode', { mobile: '13800138002', captcha: digits, code: 'cluster-key-1' })).toMatchObject({
      status: 1,
      msg: '图形验证码错误，请刷新后重试',
    });
  });

  it('counts wrong passwords for one account across nodes: the sixth is refused on either, even with the right password', async () => {
    const a = await firstNode();
    expect((await a.call('/webapi/user/regist', { account: 'clusterfan', password: 'goal2026' })).status).toBe(0);
    for (let i = 0; i < 3; i++) expect((await a.call('/webapi/user/login', { account: 'clusterfan', password: 'wrong-1' })).status).toBe(1);
    const b = await secondNode(a);
    for (let i = 0; i < 2; i++) expect((await b.call('/webapi/user/login', { account: 'clusterfan', password: 'wrong-1' })).status).toBe(1);
    expect(await b.call('/webapi/user/login', { account: 'clusterfan', password: 'goal2026' })).toMatchObject({
      status: 5,
      msg: '登录尝试过于频繁，请10分钟后再试',
    });
    setClock(b, new Date(start.getTime() + 10 * 60_000));
    expect((await b.call('/webapi/user/login', { account: 'clusterfan', password: 'goal2026' })).status).toBe(0);
  });

  it('sends one code a minute to a number, whichever node is asked', async () => {
    const a = await firstNode();
    const send = async (server: TestServer, key: string) => {
      await fetch(`${server.url}/api/user/smsCaptcha?code=${key}`);
      const digits = (
        (await (await fetch(`${server.url}/admin/captcha?code=${key}`, { headers: { 'x-admin-token': adminToken } })).json()) as {
          data: { digits: string };
        }
      ).data.digits;
      return server.call('/webapi/user/sendCode', { mobile: '13800138009', captcha: digits, code: key });
    };
    expect((await send(a, 'minute-key-1')).status).toBe(0);
    const b = await secondNode(a);
    expect(await send(b, 'minute-key-2')).toMatchObject({ status: 5, msg: '验证码发送过于频繁，请1分钟后再试' });
  });
});

describe.skipIf(!backends.some((backend) => backend.databaseUrl))('two nodes on one PostgreSQL', () => {
  const databaseUrl = backends.find((backend) => backend.databaseUrl)?.databaseUrl;

  it('runs the clock’s jobs on one node of two, and the other takes over when that node dies', async () => {
    const a = await startTestServer({ databaseUrl, simulatorLockRetryMs: 50 });
    const b = await startTestServer({ databaseUrl, role: 'gateway', keepDatabase: true, simulatorLockRetryMs: 50 });
    try {
      expect(onSimulatorNode(a.context)).toBe(true);
      expect(onSimulatorNode(b.context)).toBe(false);
      await a.close();
      // b tries every 50 ms; the test's own timeout bounds the wait.
      while (!onSimulatorNode(b.context)) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(onSimulatorNode(b.context)).toBe(true);
    } finally {
      await b.close();
    }
  });

  it('ends on every node a session the operator expires on one', async () => {
    const a = await startTestServer({ databaseUrl, adminToken });
    const b = await startTestServer({ databaseUrl, adminToken, role: 'api', keepDatabase: true });
    try {
      const fan = await registerFan(a, 'cluster_session_fan');
      // b has read the session and keeps it in its cache.
      expect((await b.call('/webapi/User/getUserInfo', {}, { query: fan.query })).status).toBe(0);
      expect((await adminPost(a, '/admin/session/expire', { token: fan.token })).status).toBe(0);
      // The ending reaches b by NOTIFY, a moment after a's answer; without it b would accept the token for a week.
      while ((await b.call('/webapi/User/getUserInfo', {}, { query: fan.query })).status === 0)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await b.call('/webapi/User/getUserInfo', {}, { query: fan.query })).toMatchObject({ status: 2, data: null });
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe.skipIf(!backends.some((backend) => backend.databaseUrl))(
  'abuse limits across two nodes on one PostgreSQL',
  { timeout: 180_000 },
  () => {
    const databaseUrl = backends.find((backend) => backend.databaseUrl)?.databaseUrl;

    /** A sign-in as a caller at `address`, which each node reads from X-Forwarded-For (it trusts its proxy). */
    async function signIn(server: TestServer, address: string, account: string, password: string) {
      const response = await fetch(`${server.url}/webapi/user/login?platform=3&sp_source=9`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ account, password }),
      });
      return (await response.json()) as { status: number; msg: string };
    }

    it('refuses the 31st sign-in from one address in ten minutes on either node, other addresses not held back, until the window ends on the server clock', async () => {
      const a = await startTestServer({ databaseUrl, trustProxy: true });
      const b = await startTestServer({ databaseUrl, trustProxy: true, role: 'api', keepDatabase: true });
      try {
        for (const server of [a, b]) setClock(server, start);
        const fan = await registerFan(a, 'cluster_abuse_fan');
        const account = (await a.db.query<{ account: string }>('select account from users where id = $1', [fan.id]))[0].account;
        // 30 tries spread over both nodes, as a load balancer would spread them.
        for (let i = 0; i < 30; i++)
          expect((await signIn(i % 2 ? b : a, '198.51.100.7', `nobody_${i}`, 'wrong-pass')).msg).toBe('账号或密码错误');
        for (const server of [a, b])
          expect(await signIn(server, '198.51.100.7', account, 'goal2026')).toMatchObject({
            status: 5,
            msg: '登录尝试过于频繁，请稍后再试',
          });
        for (const server of [a, b]) expect((await signIn(server, '198.51.100.8', account, 'goal2026')).status).toBe(0);
        // The window is the first try's ten minutes, on the clock every node reads.
        for (const server of [a, b]) setClock(server, new Date(start.getTime() + 10 * 60_000));
        expect((await signIn(b, '198.51.100.7', account, 'goal2026')).status).toBe(0);
        // That call let through, b swept the ended windows (the other address's among them): the table does not only grow.
        const ended = await b.db.query<{ n: string }>('select count(*) as n from rate_limits where resets_at <= $1', [
          start.getTime() + 10 * 60_000,
        ]);
        expect(Number(ended[0].n)).toBe(0);
        expect(await b.db.query("select key from rate_limits where scope like 'abuse %'")).toEqual([{ key: '198.51.100.7' }]);
      } finally {
        await a.close();
        await b.close();
      }
    });
  },
);

describe('the simulator lock on the embedded database', () => {
  it('is held by the one process that owns the database', async () => {
    const server = await startTestServer({});
    try {
      expect(onSimulatorNode(server.context)).toBe(true);
    } finally {
      await server.close();
    }
  });
});
