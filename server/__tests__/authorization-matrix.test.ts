import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesOf } from '../http/route-list.ts';
import { documentRows, matrix, type Fixtures, type Row } from './authorization-matrix.ts';
import { prepareMatrixSessions, type Tokens } from './matrix-sessions.ts';
import { backends, startTestServer, uploadPng, type TestServer } from './test-server.ts';

const adminToken = 'matrix-admin-token';
const loginTimeout = { status: 2, msg: '登录超时，请重新登录' };
const notAdmin = { status: 4, msg: '无权访问' };

type Answer = { http: number; status?: number; msg?: string; data?: unknown };

/** Issue 20 item 1: every row of docs/security.md's matrix, driven with real sessions of each kind. */
describe.each(backends)('the authorization matrix on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let fixtures: Fixtures;
  let tokens: Tokens;
  let badSessions: Record<string, string | undefined>;

  /** One call as `token` (none when undefined), with the admin header when given; the parsed envelope and HTTP status. */
  async function send(row: Row, token: string | undefined, body: unknown, admin?: string): Promise<Answer> {
    const [method, route] = row.call.split(' ');
    const path = typeof row.path === 'function' ? row.path(fixtures) : (row.path ?? route);
    const url = new URL(path, server.url);
    if (token !== undefined) url.searchParams.set('token', token);
    const headers: Record<string, string> = admin === undefined ? {} : { 'x-admin-token': admin };
    if (method !== 'GET') headers['content-type'] = 'application/json';
    const response = await fetch(url, { method, headers, body: method === 'GET' ? undefined : JSON.stringify(body ?? {}) });
    const text = await response.text();
    const envelope = response.headers.get('content-type')?.startsWith('application/json') ? (JSON.parse(text) as Omit<Answer, 'http'>) : {};
    return { http: response.status, ...envelope };
  }
  const bodyOf = async (row: Row) => (row.body ? await row.body(fixtures) : undefined);

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl, adminToken });
    ({ fixtures, tokens, badSessions } = await prepareMatrixSessions(server));
  }, 300_000);
  afterAll(() => server.close());

  it('names every route the server has, and the document names the same rows', () => {
    const calls = matrix.map((row) => row.call);
    expect(new Set(calls).size).toBe(calls.length);
    expect(
      routesOf(server.app)
        .map((r) => `${r.method} ${r.url}`)
        .sort(),
    ).toEqual([...calls].sort());
    const documented = documentRows(readFileSync(new URL('../../docs/security.md', import.meta.url), 'utf8'));
    expect(documented).toEqual(matrix.map(({ call, who, whose }) => ({ call, who, whose })));
  });

  /** What the allowed caller is answered: the envelope's status for API calls, HTTP 200 for files and pages. */
  const expectAllowed = (row: Row, answer: Answer) => {
    if (row.file) expect(answer.http, row.call).toBe(200);
    else
      expect({ call: row.call, status: answer.status, msg: answer.status === (row.answers ?? 0) ? '' : answer.msg }).toEqual({
        call: row.call,
        status: row.answers ?? 0,
        msg: '',
      });
  };
  const expectRefused = (row: Row, answer: Answer, refusal: { status: number; msg: string }, who: string) =>
    expect({ who, status: answer.status, msg: answer.msg }, row.call).toEqual({ who, status: refusal.status, msg: refusal.msg });

  const sessionRows = matrix.filter((row) => ['anyone', 'user', 'VIP', 'room manager', 'anchor'].includes(row.who));
  it.each(sessionRows.map((row) => [row.call, row] as const))('%s: only the callers its row names', async (_call, row) => {
    const body = await bodyOf(row);
    for (const [who, token] of Object.entries(badSessions)) {
      const answer = await send(row, token, row.who === 'anyone' ? await bodyOf(row) : body);
      if (row.who === 'anyone') expectAllowed(row, answer);
      else expectRefused(row, answer, loginTimeout, who);
    }
    if (row.who === 'VIP') {
      expectRefused(row, await send(row, tokens.fan, body), { status: 4, msg: '订阅该模型后可查看完整分析' }, 'a fan');
      return expectAllowed(row, await send(row, tokens.vip, body));
    }
    if (row.who === 'room manager') {
      expectRefused(row, await send(row, tokens.fan, body), { status: 4, msg: '只有主播和房管可以管理这个直播间' }, 'a fan');
      expectAllowed(row, await send(row, tokens.manager, body));
      return expectAllowed(row, await send(row, tokens.anchor, body));
    }
    if (row.who === 'anchor') {
      expectRefused(row, await send(row, tokens.manager, body), { status: 4, msg: '只有主播可以任命或撤销房管' }, 'the anchor admin');
      return expectAllowed(row, await send(row, tokens.anchor, body));
    }
    if (row.othersIds)
      expectRefused(row, await send(row, tokens.fan, await row.othersIds.body(fixtures)), row.othersIds, "another user's id");
    expectAllowed(row, await send(row, tokens.fan, row.who === 'anyone' ? await bodyOf(row) : body));
  });

  it.each(matrix.filter((row) => row.who === 'admin API').map((row) => [row.call, row] as const))(
    '%s: only with the admin token',
    async (_call, row) => {
      const body = await bodyOf(row);
      for (const [who, token] of Object.entries({
        ...badSessions,
        'a signed-in fan': tokens.fan,
        'a VIP': tokens.vip,
        'an anchor': tokens.anchor,
      })) {
        expectRefused(row, await send(row, token, body), notAdmin, who);
      }
      expectRefused(row, await send(row, tokens.fan, body, `${adminToken}x`), notAdmin, 'a wrong admin token');
      expectRefused(row, await send(row, tokens.fan, body, ''), notAdmin, 'an empty admin token');
      expectAllowed(row, await send(row, undefined, body, adminToken));
    },
  );

  it('POST /api/pay/notify: only a notice the payment provider signed', async () => {
    const row = matrix.find((r) => r.call === 'POST /api/pay/notify')!;
    const notice = (await bodyOf(row)) as Record<string, unknown>;
    for (const [who, token] of Object.entries({ ...badSessions, 'the fan who paid': tokens.fan })) {
      expectRefused(row, await send(row, token, { ...notice, sign: 'f'.repeat(64) }), { status: 4, msg: '签名无效' }, who);
    }
    expectRefused(row, await send(row, tokens.fan, { ...notice, price_fen: 1 }), { status: 4, msg: '签名无效' }, 'a changed price');
    expectAllowed(row, await send(row, undefined, notice));
  });

  it('the signed links: an upload PUT and the sandbox checkout answer only the link the server signed', async () => {
    const keys = await server.call<{ put_url: string }>(
      '/api/config/getTempKeysForMinio',
      { key: 'matrix.png' },
      { query: { token: tokens.fan } },
    );
    const forged = new URL(keys.data.put_url);
    forged.searchParams.set('signature', 'f'.repeat(64));
    const put = await fetch(forged, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: new Uint8Array([137, 80, 78, 71]) });
    expect({ http: put.status, ...((await put.json()) as object) }).toMatchObject({ http: 403, status: 4, msg: '上传地址无效或已过期' });
    expect(new URL(await uploadPng(server, tokens.fan)).pathname).toMatch(/^\/storage\/files\/.+\.png$/);

    const link = new URL(fixtures.sandboxLink, server.url);
    const forgedLink = new URL(link);
    forgedLink.searchParams.set('t', 'f'.repeat(64));
    expect((await fetch(forgedLink)).status).toBe(404);
    expect((await fetch(link)).status).toBe(200);
    const form = (t: string) => new URLSearchParams({ t, back: link.searchParams.get('back')!, result: '2' });
    const post = (t: string) =>
      fetch(new URL(link.pathname, server.url), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form(t),
        redirect: 'manual',
      });
    expect((await post('f'.repeat(64))).status).toBe(404);
    expect((await post(link.searchParams.get('t')!)).status).toBe(303);
  });

  it("the chat gateway's HTTP doors refuse what is not their message (their commands are checked in the im tests)", async () => {
    for (const path of ['/im/anonymous-join', '/im/long-poll', '/im/report']) {
      const response = await fetch(new URL(path, server.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"groupId":"live_101"}',
      });
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
    }
    const socket = await fetch(new URL('/im/ws', server.url));
    expect(socket.status).toBeGreaterThanOrEqual(400);
    expect(socket.status).toBeLessThan(500);
  });
});
