import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Frame } from '../../runtime/im/protocol/codec.ts';
import { decodeConversationResponse } from '../../runtime/im/protocol/conversation-codec.ts';
import { decodeRelationshipResponse } from '../../runtime/im/protocol/relationship-codec.ts';
import { signImUser } from '../security/tokens.ts';
import { routesOf } from '../http/route-list.ts';
import { commands } from '../im/dispatch.ts';
import { documentImRows, imMatrix, minimumKind, type ImRow } from './im-authorization-matrix.ts';
import { buildWorld, callerKinds, liveRoom, type Body, type Kind, type World } from './im-matrix-world.ts';
import { anonymousJoin, chatUser, loggedIn, longPoll, nowSeconds, RawImClient } from './im-test-client.ts';
import { backends, setClock, startTestServer, type TestServer } from './test-server.ts';
import { tableDigests } from './table-digest.ts';

/** The chat tables and the users (profile.set writes there): all a chat command may write. */
const chatTables = (server: TestServer) => tableDigests(server.db, "table_name like 'im\\_%' or table_name = 'users'");

/** The code a call was answered: the frame's, or its first result item's (batch commands answer per user). */
function codeOf(frame: Frame, item?: 'relationship' | 'conversation'): number {
  if (frame.errorCode || !item) return frame.errorCode ?? 0;
  const results =
    item === 'relationship'
      ? decodeRelationshipResponse(frame.relationship ?? new Uint8Array()).results
      : decodeConversationResponse(frame.conversation ?? new Uint8Array()).results;
  return results?.[0]?.code ?? 0;
}

/** Issue 20 item 1: every command of the chat gateway, driven with real sockets of every kind of caller. */
describe.each(backends)('the chat gateway’s authorization matrix on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let world: World;
  /** Sockets without a usable login: never logged in, or refused at login. */
  const strangers: Record<string, RawImClient> = {};
  /** What the refused logins were answered. */
  const refusedLogins: Record<string, number> = {};
  /** A socket logged in whose signature has since expired on the server's clock. */
  let lapsed: RawImClient;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    world = await buildWorld(server);
    const secret = server.context.imSecret;
    const now = nowSeconds(server);
    const attempts: Record<string, string> = {
      'a forged signature': `${now + 3600}.${'f'.repeat(64)}`,
      'an expired signature': signImUser(secret, world.ids.user, now - 60),
      "another user's signature": signImUser(secret, world.ids.peer, now + 3600),
    };
    strangers['no login'] = await RawImClient.connect(server);
    for (const [who, signature] of Object.entries(attempts)) {
      strangers[who] = await RawImClient.connect(server);
      refusedLogins[who] = (await strangers[who].login(world.ids.user, signature)).errorCode ?? 0;
    }
    lapsed = await loggedIn(server, await chatUser(server, 'mxlapsed', 30));
    setClock(server, new Date((now + 120) * 1000));
  }, 300_000);
  afterAll(async () => {
    for (const client of [...Object.values(strangers), lapsed]) client.close();
    for (const who of [...callerKinds, 'peer'] as const) world.client(who).close();
    for (const who of ['anchor', 'anchor admin'] as const) world.roomManager(who).close();
    await server.close();
  });

  it('names every command the gateway registers, and the document names the same rows', () => {
    const names = imMatrix.map((row) => row.command);
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((name) => !name.startsWith('/')).sort()).toEqual(['login', ...Object.keys(commands)].sort());
    const routes = routesOf(server.app).map((route) => `${route.method} ${route.url}`);
    expect(
      names
        .filter((name) => name.startsWith('/'))
        .map((path) => `POST ${path}`)
        .filter((door) => !routes.includes(door)),
    ).toEqual([]);
    const documented = documentImRows(readFileSync(new URL('../../docs/security.md', import.meta.url), 'utf8'));
    expect(documented).toEqual(imMatrix.map(({ command, who, whose }) => ({ command, who, whose })));
  });

  it('login: a forged signature, an expired one and another user’s are refused, and the socket stays without a login', async () => {
    expect(refusedLogins).toEqual({ 'a forged signature': 70003, 'an expired signature': 70001, "another user's signature": 70003 });
    for (const [who, client] of Object.entries(strangers))
      expect({ who, code: (await client.request('hello')).errorCode }).toEqual({ who, code: 6014 });
    expect((await lapsed.request('hello')).errorCode).toBe(70001);
  });

  it('the anonymous join and the long poll: anyone reads a live room, with the key the join gave only', async () => {
    const join = await anonymousJoin(server, liveRoom);
    expect(join.longPollingKey).toBeTruthy();
    expect((await anonymousJoin(server, world.club)).longPollingKey ?? '').toBe('');
    expect((await longPoll(server, 'f'.repeat(32), 0)).errorCode).toBe(10004);
    const sent = await world.client('member').request('group.join', { groupRequest: { groupId: liveRoom } });
    expect(sent.errorCode).toBe(0);
  });

  /** What `kind` is answered: a refusal below the row's minimum caller, else 0 or the row's business answer. */
  const expected = (row: ImRow, kind: Kind): number => {
    const allowed = callerKinds.indexOf(kind) >= callerKinds.indexOf(minimumKind[row.who as keyof typeof minimumKind]);
    return allowed ? (row.answers?.[kind] ?? 0) : (row.refusals?.[kind] ?? 10007);
  };

  /** Sends `body` as `client` and checks the answer's code; a refusal must leave the chat tables as they were. */
  async function call(row: ImRow, who: string, client: RawImClient, body: Body, code: number, item?: 'relationship' | 'conversation') {
    const before = code === 0 ? undefined : await chatTables(server);
    const answer = await client.request(row.command, body);
    expect({ who, code: codeOf(answer, item), info: codeOf(answer, item) === code ? '' : answer.errorInfo }, row.command).toEqual({
      who,
      code,
      info: '',
    });
    if (before) {
      const after = await chatTables(server);
      expect({ who, changed: Object.keys(after).filter((table) => before[table] !== after[table]) }, row.command).toEqual({
        who,
        changed: [],
      });
    }
  }

  const socketRows = imMatrix.filter((row) => row.who !== 'anyone');
  it.each(socketRows.map((row) => [row.command, row] as const))('%s: only the callers its row names', async (_command, row) => {
    const bodyAs = async (kind: Kind): Promise<Body> => (row.body ? await row.body(world, kind) : {});
    const minimum = minimumKind[row.who as keyof typeof minimumKind];
    for (const [who, client] of Object.entries(strangers)) await call(row, who, client, await bodyAs(minimum), 6014);
    // logout is what an expired login may still do; the expired socket is logged out by the last row's check.
    if (row.command !== 'logout') await call(row, 'an expired login', lapsed, await bodyAs(minimum), 70001);
    for (const kind of callerKinds) {
      const code = expected(row, kind);
      if (code !== 0) await call(row, kind, world.client(kind), await bodyAs(kind), code);
    }
    if (row.roomManagers) {
      for (const who of ['user', 'member'] as const)
        await call(row, `${who} in a live room`, world.client(who), await row.roomManagers.body(world), 10007);
      for (const who of ['anchor admin', 'anchor'] as const)
        await call(row, `the room's ${who}`, world.roomManager(who), await row.roomManagers.body(world), 0);
    }
    if (row.othersData) {
      const others = row.othersData;
      await call(row, `${others.as} naming ${others.what}`, world.client(others.as), await others.body(world), others.code, others.item);
    }
    for (const kind of callerKinds) {
      if (expected(row, kind) === 0) await call(row, kind, world.client(kind), await bodyAs(kind), 0);
    }
    if (row.command === 'logout') for (const kind of callerKinds) await world.relogin(kind);
  });

  it('an expired login may still log out, and is then not logged in', async () => {
    expect((await lapsed.request('logout', { logoutRequest: {} })).errorCode).toBe(0);
    expect((await lapsed.request('hello')).errorCode).toBe(6014);
  });
});
