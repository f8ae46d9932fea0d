import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantWallet, ledgerAudit } from '../domain/money/ledger/ledger.ts';
import { signImUser } from '../security/tokens.ts';
import { loggedIn, nowSeconds, textMessage, type RawImClient } from './im-test-client.ts';
import { opsCall, signedInOperator, type OpsSession } from './ops-client.ts';
import { backends, fixedNow, registerFan, setClock, startTestServer, type TestServer } from './test-server.ts';

type Fan = { id: number; token: string; query: { token: string } };
type Detail = {
  id: number;
  phone: string;
  vip: { level: number; expiresAt: string | null };
  gold: number;
  mutedUntil: string | null;
  sessions: { device: string; createdAt: string; seenAt: string; expiresAt: string }[];
};

/** The seed's first anchor's room (docs/api.md "Seed data"). */
const room = 'live_101';

/**
 * Issue 36 §7: a fan's page in the console and what an operator does to a fan: end their sessions (their next call
 * answers status 2, their chat socket closes), mute them in every chat of the site (the gateway refuses their sends),
 * grant a benefit through the ledger's own paths. Each is audited with before and after.
 */
describe.each(backends)("the console's fan actions on $name", ({ databaseUrl }) => {
  let server: TestServer;
  let owner: OpsSession;
  let moderator: OpsSession;
  let finance: OpsSession;
  let viewer: OpsSession;
  let fan: Fan;
  let friend: Fan;
  let random = 70_000;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    owner = await signedInOperator(server, 'owner@example.com', 'owner');
    moderator = await signedInOperator(server, 'mod@example.com', 'moderator');
    finance = await signedInOperator(server, 'fin@example.com', 'finance');
    viewer = await signedInOperator(server, 'view@example.com', 'viewer');
    fan = await registerFan(server, 'acted_fan');
    friend = await registerFan(server, 'acted_friend');
  }, 120_000);
  afterAll(() => server.close());

  const detail = async (session: OpsSession = viewer) =>
    (await opsCall<Detail>(server, 'GET', `/ops/api/fans/${fan.id}`, { session })).data;
  const audits = (action: string) =>
    server.db.query<{ actor: string; before: unknown; after: unknown }>(
      "select actor, before, after from operator_audit where action = $1 and target_kind = 'fan' and target_id = $2 order by id",
      [action, String(fan.id)],
    );
  const chatOf = async (who: Fan) =>
    loggedIn(server, { id: String(who.id), signature: signImUser(server.context.imSecret, String(who.id), nowSeconds(server) + 3600) });

  it("shows the fan's profile, VIP, balances and sessions with their device to every role, phone masked", async () => {
    await server.db.query("update users set mobile = '13812345678' where id = $1", [fan.id]);
    const seen = await detail();
    expect(seen).toMatchObject({ id: fan.id, phone: '138****5678', vip: { level: 0, expiresAt: null }, mutedUntil: null });
    expect(seen.sessions).toHaveLength(1);
    expect(seen.sessions[0]).toMatchObject({ device: 'node', createdAt: new Date(fixedNow).toISOString() });
    expect((await opsCall(server, 'GET', '/ops/api/fans/999999', { session: viewer })).status).toBe(3);
  });

  it("pages the fan's ledger rows for money.read, newest first", async () => {
    for (const amount of [3, 4, 5]) await grantWallet(server.db, fan.id, { gold: amount }, `test:${amount}`, server.context.clock.now());
    const first = await opsCall<{ items: { type: number; amount: number; balance: number }[]; total: number; pageSize: number }>(
      server,
      'GET',
      `/ops/api/fans/${fan.id}/transactions?page=1`,
      { session: finance },
    );
    expect(first.status).toBe(0);
    expect(first.data).toMatchObject({ total: 3, pageSize: 20 });
    expect(first.data.items.map((row) => [row.type, row.amount, row.balance])).toEqual([
      [2, 5, 12],
      [2, 4, 7],
      [2, 3, 3],
    ]);
    const denied = await opsCall(server, 'GET', `/ops/api/fans/${fan.id}/transactions`, { session: moderator });
    expect({ http: denied.http, status: denied.status, msg: denied.msg }).toEqual({ http: 403, status: 4, msg: '没有权限' });
  });

  it('mutes the fan in every chat of the site for a spec duration: 10017 in a live room, 20012 elsewhere, until it ends', async () => {
    const chat = await chatOf(fan);
    try {
      const send = async (to: string, command = 'group.send') => (await chat.request(command, textMessage(to, '你好', ++random))).errorCode;
      expect((await chat.request('group.join', { groupRequest: { groupId: room } })).errorCode).toBe(0);
      expect(await send(room)).toBe(0);
      const refused = await opsCall(server, 'POST', `/ops/api/fans/${fan.id}/mute`, { session: moderator, body: { duration: 120 } });
      expect(refused.status).toBe(1);
      const muted = await opsCall<{ mutedUntil: string }>(server, 'POST', `/ops/api/fans/${fan.id}/mute`, {
        session: moderator,
        body: { duration: 600 },
      });
      const until = new Date(new Date(fixedNow).getTime() + 600_000).toISOString();
      expect(muted).toMatchObject({ status: 0, data: { mutedUntil: until } });
      expect(await send(room)).toBe(10017);
      expect(await send(String(friend.id), 'c2c.send')).toBe(20012);
      expect((await detail()).mutedUntil).toBe(until);
      expect(await audits('fan.mute')).toEqual([{ actor: 'mod@example.com', before: { mutedUntil: null }, after: { mutedUntil: until } }]);
      // The mute ends by the server clock, with nobody lifting it.
      setClock(server, new Date(new Date(fixedNow).getTime() + 601_000));
      expect(await send(room)).toBe(0);
      expect((await detail()).mutedUntil).toBeNull();
      setClock(server, new Date(fixedNow));
      await opsCall(server, 'POST', `/ops/api/fans/${fan.id}/mute`, { session: owner, body: { duration: 3600 } });
      expect(await send(String(friend.id), 'c2c.send')).toBe(20012);
      const lifted = await opsCall(server, 'POST', `/ops/api/fans/${fan.id}/mute`, { session: owner, body: { duration: 0 } });
      expect(lifted).toMatchObject({ status: 0, data: { mutedUntil: null } });
      expect(await send(String(friend.id), 'c2c.send')).toBe(0);
      expect((await audits('fan.unmute')).map((row) => row.after)).toEqual([{ mutedUntil: null }]);
    } finally {
      chat.close();
    }
  });

  it("ends every session of the fan: their next call answers status 2, their chat socket closes, another fan's stay", async () => {
    const chat: RawImClient = await chatOf(fan);
    const before = await server.call('/webapi/User/getUserInfo', {}, { query: fan.query });
    expect(before.status).toBe(0);
    const ended = await opsCall<{ ended: number }>(server, 'POST', `/ops/api/fans/${fan.id}/sessions/end`, { session: moderator });
    expect(ended).toMatchObject({ status: 0, data: { ended: 1 } });
    expect(await chat.closed).toEqual({ code: 4002, reason: 'signed out by the server' });
    expect(chat.pushes.some((frame) => frame.header?.command === 'push.kickout' && frame.kickOutPush?.type === 3)).toBe(true);
    const after = await server.call('/webapi/User/getUserInfo', {}, { query: fan.query });
    expect({ status: after.status, msg: after.msg }).toEqual({ status: 2, msg: '登录超时，请重新登录' });
    expect((await server.call('/webapi/User/getUserInfo', {}, { query: friend.query })).status).toBe(0);
    expect((await detail()).sessions).toEqual([]);
    expect(await audits('fan.endSessions')).toEqual([{ actor: 'mod@example.com', before: { sessions: 1 }, after: { sessions: 0 } }]);
    const viewerTried = await opsCall(server, 'POST', `/ops/api/fans/${fan.id}/sessions/end`, { session: viewer });
    expect({ http: viewerTried.http, msg: viewerTried.msg }).toEqual({ http: 403, msg: '没有权限' });
  });

  it("refuses every fan call to a session whose operator's sites leave out this node's site", async () => {
    const session = await signedInOperator(server, 'scoped@example.com', 'moderator');
    // As if the row were changed where no session ended (another site's database shares none): the guard still refuses.
    await server.db.query("update operators set sites = '{kqb}' where email = 'scoped@example.com'");
    const scope = { http: 403, status: 4, msg: '这个站点不在你的权限内' };
    const mutesBefore = (await audits('fan.mute')).length;
    for (const [method, path, body] of [
      ['GET', `/ops/api/fans?q=${fan.id}`, undefined],
      ['GET', `/ops/api/fans/${fan.id}`, undefined],
      ['POST', `/ops/api/fans/${fan.id}/mute`, { duration: 600 }],
      ['POST', `/ops/api/fans/${fan.id}/sessions/end`, undefined],
    ] as const) {
      const answer = await opsCall(server, method, path, { session, body });
      expect({ path, http: answer.http, status: answer.status, msg: answer.msg }).toEqual({ path, ...scope });
    }
    expect(await audits('fan.mute')).toHaveLength(mutesBefore);
  });

  it('grants a VIP card or a red packet for money.write, with a reason; the fan sees it and using it keeps the books balanced', async () => {
    const grant = (body: unknown, session = finance) =>
      opsCall<{ benefitId: number }>(server, 'POST', `/ops/api/fans/${friend.id}/benefits`, { session, body });
    expect((await grant({ kind: 'gold', amount: 0, reason: '补偿' })).msg).toBe('金币数需在 1 到 100000 之间');
    expect((await grant({ kind: 'vip', amount: 366, reason: '补偿' })).msg).toBe('VIP 天数需在 1 到 365 之间');
    expect((await grant({ kind: 'gold', amount: 50, reason: '   ' })).msg).toBe('请填写发放原因（1 到 100 个字）');
    expect((await grant({ kind: 'gold', amount: 50, reason: '补偿' }, moderator)).msg).toBe('没有权限');
    const gold = await grant({ kind: 'gold', amount: 50, reason: '直播故障补偿' });
    const vip = await grant({ kind: 'vip', amount: 7, reason: '活动奖励' });
    expect([gold.status, vip.status]).toEqual([0, 0]);
    const shown = await server.call<{ list: { id: number; type: number; amount: number; days: number }[] }>(
      '/api/user/getNewBenefits',
      {},
      { query: friend.query },
    );
    expect(shown.data.list.filter((b) => [gold.data.benefitId, vip.data.benefitId].includes(b.id))).toEqual([
      expect.objectContaining({ type: 7, amount: 50 }),
      expect.objectContaining({ type: 1, days: 7 }),
    ]);
    const wallet = async () => (await server.db.query<{ gold: number }>('select gold from users where id = $1', [friend.id]))[0].gold;
    const goldBefore = await wallet();
    expect((await server.call('/api/user/useBenefit', { id: gold.data.benefitId }, { query: friend.query })).status).toBe(0);
    expect((await server.call('/api/user/useBenefit', { id: vip.data.benefitId }, { query: friend.query })).status).toBe(0);
    expect(await wallet()).toBe(goldBefore + 50);
    expect((await ledgerAudit(server.db)).mismatches).toEqual([]);
    const recorded = await server.db.query<{ actor: string; after: { reason: string; amount: number } }>(
      "select actor, after from operator_audit where action = 'fan.grant' and target_id = $1 order by id",
      [String(friend.id)],
    );
    expect(recorded.map((row) => [row.actor, row.after.reason, row.after.amount])).toEqual([
      ['fin@example.com', '直播故障补偿', 50],
      ['fin@example.com', '活动奖励', 7],
    ]);
  });
});
