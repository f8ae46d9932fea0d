import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsCall, signedInOperator, type OpsSession } from './ops-client.ts';
import { backends, registerFan, startTestServer, type TestServer } from './test-server.ts';

/** The seed's first anchor's room, which the seed's anchor admin manages (docs/api.md "Seed data"). */
const liveid = 101;

type Room = {
  anchor: { userId: number; nickName: string };
  managers: { userId: number; nickName: string }[];
  bans: { userId: string; until: number; blocksJoin: boolean; by: string; byUserId: number | null; byNickName: string }[];
};

/** Issue 36 §4: a live room's bans and managers in the console: listed, a ban lifted, a manager removed, a fan banned. */
describe.each(backends)("the console's room bans and managers on $name", ({ databaseUrl }) => {
  let server: TestServer;
  let moderator: OpsSession;
  let other: OpsSession;
  let viewer: OpsSession;
  let manager: { id: number; token: string };
  let fan: { id: number; token: string };

  const login = async (account: string) =>
    (await server.call<{ id: number; token: string }>('/webapi/user/login', { account, password: 'sideline2026' })).data;
  const room = async () => (await opsCall<Room>(server, 'GET', `/ops/api/rooms/${liveid}`, { session: viewer })).data;
  const ban = (userId: number, duration: number, blocksJoin: boolean, session = moderator) =>
    opsCall<{ until: number }>(server, 'POST', `/ops/api/rooms/${liveid}/bans`, {
      session,
      body: { userId: String(userId), duration, blocksJoin },
    });
  const lift = (userId: number, session = moderator) => opsCall(server, 'DELETE', `/ops/api/rooms/${liveid}/bans/${userId}`, { session });
  const now = () => Math.floor(server.context.clock.now().getTime() / 1000);

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    moderator = await signedInOperator(server, 'mod@example.com', 'moderator');
    other = await signedInOperator(server, 'mod2@example.com', 'moderator');
    viewer = await signedInOperator(server, 'view@example.com', 'viewer');
    manager = await login('anchoradmin');
    fan = await registerFan(server, 'banned_fan');
  }, 120_000);
  afterAll(() => server.close());

  it('lists the anchor, the managers and a manager’s ban with who set it; an operator lifts it once, audited', async () => {
    const before = await room();
    expect(before.anchor.nickName).not.toBe('');
    expect(before.managers.map((m) => m.userId)).toEqual([manager.id]);
    expect(before.bans).toEqual([]);

    const banned = await server.call('/api/live/banUser', { liveid, uid: fan.id, duration: 3600 }, { query: { token: manager.token } });
    expect(banned.status, banned.msg).toBe(0);
    expect((await room()).bans).toEqual([
      {
        userId: String(fan.id),
        nickName: 'banned_fan',
        until: now() + 3600,
        blocksJoin: false,
        by: 'room',
        byUserId: manager.id,
        byNickName: expect.any(String) as string,
      },
    ]);

    const refused = await lift(fan.id, viewer);
    expect({ http: refused.http, status: refused.status, msg: refused.msg }).toEqual({ http: 403, status: 4, msg: '没有权限' });
    expect((await lift(fan.id)).status).toBe(0);
    expect((await room()).bans).toEqual([]);
    const stale = await lift(fan.id, other);
    expect({ status: stale.status, msg: stale.msg }).toEqual({ status: 6, msg: '已被 mod@example.com 处理（解除禁言）' });
    const [audit] = await server.db.query<{ action: string; before: unknown }>(
      "select action, before from operator_audit where target_kind = 'room-ban' and target_id = $1",
      [`${liveid}:${fan.id}`],
    );
    expect(audit).toEqual({ action: 'room.unban', before: { setBy: 'room' } });
  });

  it('bans a fan for a spec duration as the platform (the room’s managers cannot lift it); never the anchor nor a manager', async () => {
    const room101 = await room();
    expect((await ban(fan.id, 120, true)).status).toBe(1);
    const anchorBan = await ban(room101.anchor.userId, 600, true);
    expect({ status: anchorBan.status, msg: anchorBan.msg }).toEqual({ status: 4, msg: '不能禁言主播' });
    const managerBan = await ban(manager.id, 600, false);
    expect({ status: managerBan.status, msg: managerBan.msg }).toEqual({ status: 4, msg: '不能禁言房管' });

    const done = await ban(fan.id, 86_400, true);
    expect(done.status).toBe(0);
    expect(done.data.until).toBe(now() + 86_400);
    expect((await room()).bans).toMatchObject([{ userId: String(fan.id), blocksJoin: true, by: 'platform', byUserId: null }]);
    const byManager = await server.call('/api/live/banUser', { liveid, uid: fan.id, duration: 0 }, { query: { token: manager.token } });
    expect({ status: byManager.status, msg: byManager.msg }).toEqual({ status: 4, msg: '该禁言由平台设置，房管不能更改' });
    expect((await lift(fan.id)).status).toBe(0);
    // A second lift is told who lifted it; a fan with no ban running is told so.
    const none = await lift(fan.id);
    expect({ status: none.status, msg: none.msg }).toEqual({ status: 6, msg: '已被 mod@example.com 处理（解除禁言）' });
    const never = await lift(manager.id);
    expect({ status: never.status, msg: never.msg }).toEqual({ status: 6, msg: '该用户没有正在生效的禁言' });
  });

  it('two operators lifting one ban at once: one lifts it, the other is told who did', async () => {
    expect((await ban(fan.id, 600, false)).status).toBe(0);
    const answers = await Promise.all([lift(fan.id), lift(fan.id, other)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([0, 6]);
    const winner = answers[0].status === 0 ? 'mod@example.com' : 'mod2@example.com';
    expect(answers.find((answer) => answer.status === 6)?.msg).toBe(`已被 ${winner} 处理（解除禁言）`);
    const audits = await server.db.query(
      "select 1 from operator_audit where target_kind = 'room-ban' and target_id = $1 and action = 'room.unban' and after->>'lifted' = 'true' and actor = $2",
      [`${liveid}:${fan.id}`, winner],
    );
    expect(audits.length).toBeGreaterThan(0);
    expect((await room()).bans).toEqual([]);
  });

  it('removes a manager: they can no longer ban in the room; a second removal is told who', async () => {
    const path = `/ops/api/rooms/${liveid}/managers/${manager.id}`;
    expect((await opsCall(server, 'DELETE', path, { session: viewer })).status).toBe(4);
    expect((await opsCall(server, 'DELETE', path, { session: moderator })).status).toBe(0);
    expect((await room()).managers).toEqual([]);
    const banned = await server.call('/api/live/banUser', { liveid, uid: fan.id, duration: 600 }, { query: { token: manager.token } });
    expect(banned.status).toBe(4);
    const again = await opsCall(server, 'DELETE', path, { session: other });
    expect({ status: again.status, msg: again.msg }).toEqual({ status: 6, msg: '已被 mod@example.com 处理（撤销房管）' });
    expect((await opsCall(server, 'GET', '/ops/api/rooms/999999', { session: viewer })).status).toBe(3);
  });
});
