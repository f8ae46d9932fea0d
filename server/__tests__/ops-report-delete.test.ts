import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeGroupResponse, encodeGroupRequest, type GroupRequest } from '../../runtime/im/protocol/group-codec.ts';
import { opsCall, signedInOperator, type OpsSession } from './ops-client.ts';
import { chatUser, customData, loggedIn, textMessage, type RawImClient } from './im-test-client.ts';
import { backends, registerFan, startTestServer, type TestServer } from './test-server.ts';

/** The seed's first anchor's room (docs/api.md "Seed data"). */
const room = 'live_101';

/**
 * Issue 36 §4: a moderator deletes a reported chat message from the console: it is recalled for everyone (revoked by
 * `administrator`), every open socket hears it as a sender's own revoke is heard, the report is settled and audited.
 */
describe.each(backends)('deleting a reported chat message on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let moderator: OpsSession;
  let viewer: OpsSession;
  let reporter: { query: { token: string } };
  const ids = { sender: '', watcher: '' };
  let sender: RawImClient;
  let watcher: RawImClient;
  let random = 70_000;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    moderator = await signedInOperator(server, 'mod@example.com', 'moderator');
    viewer = await signedInOperator(server, 'view@example.com', 'viewer');
    reporter = await registerFan(server, 'reporting_fan');
    const users = { sender: await chatUser(server, 'rude_fan'), watcher: await chatUser(server, 'watching_fan') };
    [ids.sender, ids.watcher] = [users.sender.id, users.watcher.id];
    [sender, watcher] = [await loggedIn(server, users.sender), await loggedIn(server, users.watcher)];
    for (const client of [sender, watcher])
      expect((await client.request('group.join', { groupRequest: { groupId: room } })).errorCode).toBe(0);
  }, 120_000);
  afterAll(async () => {
    for (const client of [sender, watcher]) client.close();
    await server.close();
  });

  const say = async (to: string, text: string) => {
    const frame = await sender.request('group.send', textMessage(to, text, ++random));
    expect(frame.errorCode).toBe(0);
    const sequence = frame.sendMessageResponse?.sequence ?? 0;
    const [row] = await server.db.query<{ id: number }>('select id from im_messages where thread = $1 and sequence = $2', [to, sequence]);
    return { id: row.id, sequence, random };
  };
  const report = async (type: 'user' | 'group', id: string) =>
    (
      await server.call<{ id: number }>(
        '/api/customerservice/report',
        { type, id, reason: 'abuse', content: '骂人' },
        { query: reporter.query },
      )
    ).data.id;
  const remove = (id: number, messageId: number, session = moderator) =>
    opsCall<Record<string, unknown>>(server, 'POST', `/ops/api/queues/reports/${id}/delete-message`, { session, body: { messageId } });
  const revoked = async (id: number) =>
    (await server.db.query<{ revoked: boolean; revoker: string }>('select revoked, revoker from im_messages where id = $1', [id]))[0];

  it('recalls a live-room message on another fan’s open socket, settles the report once and audits the message', async () => {
    const message = await say(room, '<b>滚</b>');
    const id = await report('user', ids.sender);

    const refused = await remove(id, message.id, viewer);
    expect({ http: refused.http, status: refused.status, msg: refused.msg }).toEqual({ http: 403, status: 4, msg: '没有权限' });
    expect((await revoked(message.id)).revoked).toBe(false);

    const done = await remove(id, message.id);
    expect(done.status).toBe(0);
    expect(done.data).toMatchObject({ id, messageId: message.id, groupId: room, userId: ids.sender, text: '<b>滚</b>' });
    expect(await revoked(message.id)).toEqual({ revoked: true, revoker: 'administrator' });
    // The watcher's socket hears the room's revokeMessage, naming the message by its SDK id.
    let notice: Record<string, unknown> | undefined;
    while (!notice)
      notice = ((await watcher.nextPush('push.message')).messagePush?.messages ?? [])
        .map(customData)
        .find((data) => data?.type === 'revokeMessage');
    expect(notice).toEqual({
      type: 'revokeMessage',
      msg_id: `${ids.sender}-${room}-${message.random}-${message.sequence}`,
      group_id: room,
      from: ids.sender,
      random: message.random,
      sequence: message.sequence,
      revoker: 'administrator',
    });

    const [audit] = await server.db.query<{ actor: string; action: string; before: unknown; after: unknown }>(
      "select actor, action, before, after from operator_audit where target_kind = 'report' and target_id = $1",
      [String(id)],
    );
    expect(audit).toMatchObject({
      actor: 'mod@example.com',
      action: 'report.delete',
      before: { outcome: null, message: { messageId: message.id, groupId: room, userId: ids.sender, text: '<b>滚</b>' } },
      after: { outcome: `删除消息 #${message.id}` },
    });
    const again = await remove(id, message.id);
    expect({ status: again.status, msg: again.msg }).toEqual({ status: 6, msg: '已被 mod@example.com 处理（删除消息）' });
  });

  it('deletes only a message the report names; another one leaves the report open and the message as it was', async () => {
    const others = await say(room, '正常发言');
    const id = await report('group', 'live_102');
    const refused = await remove(id, others.id);
    expect({ status: refused.status, msg: refused.msg }).toEqual({ status: 3, msg: '举报里没有这条消息' });
    expect((await revoked(others.id)).revoked).toBe(false);
    const [open] = await server.db.query<{ reply: string | null }>('select reply from feedback where id = $1', [id]);
    expect(open.reply).toBeNull();
    expect((await remove(999_999, others.id)).status).toBe(3);
  });

  it('deletes only what the queue showed: a message of the reported fan older than the context is refused', async () => {
    const old = await say(room, '很久以前');
    for (let i = 0; i < 7; i++) await say(room, `后来 ${i}`);
    const id = await report('user', ids.sender);
    const queue = await opsCall<{ items: { id: number; context: { id: number }[] }[] }>(server, 'GET', '/ops/api/queues/reports', {
      session: moderator,
    });
    const listed = queue.data.items.find((item) => item.id === id)?.context.map((message) => message.id) ?? [];
    expect(listed).toHaveLength(7);
    expect(listed).not.toContain(old.id);
    const refused = await remove(id, old.id);
    expect({ status: refused.status, msg: refused.msg }).toEqual({ status: 3, msg: '举报里没有这条消息' });
    expect((await revoked(old.id)).revoked).toBe(false);
    expect((await remove(id, listed[0])).status).toBe(0);
  });

  it('a revoke that fails leaves the report open, unaudited, and the message as it was', async () => {
    const message = await say(room, '删不掉');
    const id = await report('user', ids.sender);
    await server.db.query(
      `create function refuse_revoke() returns trigger language plpgsql as $$
       begin if new.revoked and new.id = ${message.id} then raise exception 'revoke refused'; end if; return new; end $$`,
    );
    await server.db.query('create trigger refuse_revoke before update on im_messages for each row execute function refuse_revoke()');
    try {
      expect((await remove(id, message.id)).status).not.toBe(0);
    } finally {
      await server.db.query('drop trigger refuse_revoke on im_messages');
      await server.db.query('drop function refuse_revoke()');
    }
    expect((await revoked(message.id)).revoked).toBe(false);
    const [open] = await server.db.query<{ reply: string | null }>('select reply from feedback where id = $1', [id]);
    expect(open.reply).toBeNull();
    const audits = await server.db.query("select 1 from operator_audit where target_kind = 'report' and target_id = $1", [String(id)]);
    expect(audits).toHaveLength(0);
    // Once the database takes revokes again, the same operator's retry settles it.
    expect((await remove(id, message.id)).status).toBe(0);
    expect((await revoked(message.id)).revoked).toBe(true);
  });

  it('recalls a created group’s message on every member’s socket with a change push', async () => {
    const call = async (client: RawImClient, command: string, request: GroupRequest) =>
      decodeGroupResponse((await client.request(command, { group: encodeGroupRequest(request) })).group ?? new Uint8Array());
    const created = await call(sender, 'group.create', { profile: { type: 'Public', name: '球迷群' }, userIds: [ids.watcher] });
    const groupId = created.groupId ?? '';
    expect(groupId).not.toBe('');
    const message = await say(groupId, '广告');
    const id = await report('group', groupId);
    expect((await remove(id, message.id)).status).toBe(0);
    for (const client of [sender, watcher]) {
      let change = (await client.nextPush('push.change')).changePush;
      while (change?.message?.sequence !== message.sequence) change = (await client.nextPush('push.change')).changePush;
      expect(change).toMatchObject({ kind: 1, message: { sequence: message.sequence, isRevoked: true, revoker: 'administrator' } });
    }
  });
});
