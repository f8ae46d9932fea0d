import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WireMessage } from '../../runtime/im/protocol/codec.ts';
import { opsCall, signedInOperator, type OpsSession } from './ops-client.ts';
import { customData, RoomPoller } from './im-test-client.ts';
import { backends, registerFan, startTestServer, type TestServer } from './test-server.ts';

/** The seed's first anchor's room (docs/api.md "Seed data"). */
const liveid = 101;
const room = `live_${liveid}`;

/** The Banuser notices a room reader heard, as [uid, duration]. */
const bansHeard = (seen: WireMessage[]) =>
  seen.map(customData).flatMap((data) => (data?.type === 'Banuser' ? [[data.uid, data.duration]] : []));

/**
 * Issue 36: an operator's ban commits with what it belongs to (the report's settlement, the audit row) or not at all,
 * and the room hears of it only after the commit. Failures are forced by a trigger in the real database.
 */
describe.each(backends)("the console's bans commit before they are told on $name", ({ databaseUrl }) => {
  let server: TestServer;
  let moderator: OpsSession;
  let sender: { id: number; query: { token: string } };
  let reporter: { id: number; query: { token: string } };

  /** Makes every insert into `table` matching `when` fail (a fault in the middle of the transaction). */
  const failInserts = async (table: string, when: string) => {
    await server.db.exec(`create or replace function forced_failure() returns trigger language plpgsql as $$
      begin raise exception 'forced failure'; end $$;
      create trigger forced_failure before insert on ${table} for each row when (${when}) execute function forced_failure();`);
    return table;
  };
  let failing: string | undefined;
  afterEach(async () => {
    if (failing) await server.db.exec(`drop trigger if exists forced_failure on ${failing}`);
    failing = undefined;
  });

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    moderator = await signedInOperator(server, 'mod@example.com', 'moderator');
    sender = await registerFan(server, 'ban_commit_fan');
    reporter = await registerFan(server, 'ban_commit_reporter');
  }, 120_000);
  afterAll(() => server.close());

  const report = async () =>
    (
      await server.call<{ id: number }>(
        '/api/customerservice/report',
        { type: 'user', id: String(sender.id), reason: 'abuse', content: '刷屏' },
        { query: reporter.query },
      )
    ).data.id;
  const reportBan = (id: number, duration: number) =>
    opsCall<{ until: number }>(server, 'POST', `/ops/api/queues/reports/${id}/ban`, {
      session: moderator,
      body: { groupId: room, userId: String(sender.id), duration, blocksJoin: false },
    });
  const roomBan = (duration: number) =>
    opsCall<{ until: number }>(server, 'POST', `/ops/api/rooms/${liveid}/bans`, {
      session: moderator,
      body: { userId: String(sender.id), duration, blocksJoin: true },
    });
  const outcome = async (id: number) =>
    (await server.db.query<{ reply: string | null }>('select reply from feedback where id = $1', [id]))[0]?.reply ?? null;
  const banRows = () =>
    server.db.query<{ until: number }>('select until from im_group_bans where group_id = $1 and user_id = $2', [room, String(sender.id)]);
  const audits = (kind: string, id: string) =>
    server.db.query<{ action: string }>('select action from operator_audit where target_kind = $1 and target_id = $2', [kind, id]);
  const lift = () => opsCall(server, 'DELETE', `/ops/api/rooms/${liveid}/bans/${sender.id}`, { session: moderator });

  it('a report ban whose ban fails leaves the report open and unaudited; retried, all three commit and the room hears it', async () => {
    const poller = await RoomPoller.anonymous(server, room);
    const id = await report();
    failing = await failInserts('im_group_bans', `new.user_id = '${sender.id}'`);
    const failed = await reportBan(id, 600);
    expect({ http: failed.http, status: failed.status }).toEqual({ http: 500, status: 500 });
    expect(await outcome(id)).toBeNull();
    expect(await audits('report', String(id))).toEqual([]);
    expect(await banRows()).toEqual([]);

    await server.db.exec('drop trigger forced_failure on im_group_bans');
    failing = undefined;
    const done = await reportBan(id, 3600);
    expect(done.status, done.msg).toBe(0);
    expect(await outcome(id)).toBe(`禁言 ${sender.id} 于 ${room} 3600 秒`);
    expect((await audits('report', String(id))).map((a) => a.action)).toEqual(['report.mute']);
    expect(await banRows()).toEqual([{ until: done.data.until }]);
    await poller.until((m) => customData(m)?.type === 'Banuser');
    expect(bansHeard(poller.seen)).toEqual([[String(sender.id), 3600]]);
    expect((await lift()).status).toBe(0);
  });

  it('a report ban whose audit row fails bans nobody and tells the room nothing', async () => {
    const poller = await RoomPoller.anonymous(server, room);
    const id = await report();
    failing = await failInserts('operator_audit', `new.action = 'report.mute'`);
    expect((await reportBan(id, 600)).status).toBe(500);
    expect(await outcome(id)).toBeNull();
    expect(await banRows()).toEqual([]);
    // The room's next notice is the lift below: the failed ban was never announced before it.
    expect((await roomBan(600)).status).toBe(0);
    await poller.until((m) => customData(m)?.type === 'Banuser');
    expect(bansHeard(poller.seen)).toEqual([[String(sender.id), 600]]);
    expect((await lift()).status).toBe(0);
  });

  it('a room ban from the rooms screen that rolls back is never told to the room; one that commits is', async () => {
    const poller = await RoomPoller.anonymous(server, room);
    const audited = (await audits('room-ban', `${liveid}:${sender.id}`)).length;
    failing = await failInserts('operator_audit', `new.action = 'room.ban'`);
    const failed = await roomBan(86_400);
    expect(failed.status).toBe(500);
    expect(await banRows()).toEqual([]);
    expect(await audits('room-ban', `${liveid}:${sender.id}`)).toHaveLength(audited);

    await server.db.exec('drop trigger forced_failure on operator_audit');
    failing = undefined;
    expect((await roomBan(600)).status).toBe(0);
    await poller.until((m) => customData(m)?.type === 'Banuser');
    expect(bansHeard(poller.seen)).toEqual([[String(sender.id), 600]]);
  });

  it('a lift whose audit row fails keeps the ban and tells the room nothing', async () => {
    const poller = await RoomPoller.anonymous(server, room);
    failing = await failInserts('operator_audit', `new.action = 'room.unban'`);
    expect((await lift()).status).toBe(500);
    expect(await banRows()).toHaveLength(1);

    await server.db.exec('drop trigger forced_failure on operator_audit');
    failing = undefined;
    expect((await lift()).status).toBe(0);
    await poller.until((m) => customData(m)?.type === 'Banuser');
    // One Banuser only, the lift's (duration 0), and after the commit.
    expect(bansHeard(poller.seen)).toEqual([[String(sender.id), 0]]);
    expect(await banRows()).toEqual([]);
  });

  it('a manager removal whose audit row fails keeps the manager and tells the room nothing; retried, it is told once', async () => {
    const [manager] = await server.db.query<{ id: number }>("select id from users where account = 'anchoradmin'");
    const poller = await RoomPoller.anonymous(server, room);
    const remove = () => opsCall(server, 'DELETE', `/ops/api/rooms/${liveid}/managers/${manager.id}`, { session: moderator });
    const managers = () => server.db.query('select 1 from room_managers where user_id = $1', [manager.id]);
    failing = await failInserts('operator_audit', `new.action = 'room.manager.remove'`);
    expect((await remove()).status).toBe(500);
    expect(await managers()).toHaveLength(1);

    await server.db.exec('drop trigger forced_failure on operator_audit');
    failing = undefined;
    expect((await remove()).status).toBe(0);
    await poller.until((m) => customData(m)?.type === 'RoomNotifyTypeSetManager');
    const told = poller.seen.map(customData).filter((data) => data?.type === 'RoomNotifyTypeSetManager');
    expect(told).toEqual([expect.objectContaining({ uid: String(manager.id), manager: 0 })]);
    expect(await managers()).toEqual([]);
  });
});
