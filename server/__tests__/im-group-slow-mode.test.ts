import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeGroupResponse, encodeGroupRequest, type GroupRequest } from '../../runtime/im/protocol/group-codec.ts';
import { chatUser, loggedIn, textMessage, type RawImClient } from './im-test-client.ts';
import { backends, fixedNow, setClock, startTestServer, type TestServer } from './test-server.ts';

/**
 * Slow mode of a created group (spec 000 §6; docs/decisions.md "Group slow mode") and editing in a group, over real
 * sockets on each database, the server clock moved by hand.
 */
describe.each(backends)('IM group slow mode and edits on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let owner: RawImClient;
  let admin: RawImClient;
  let fan: RawImClient;
  const ids = { owner: '', admin: '', fan: '' };
  let groupId = '';
  const start = Date.parse(fixedNow);
  const at = (seconds: number) => setClock(server, new Date(start + seconds * 1000));
  const call = async (client: RawImClient, command: string, request: GroupRequest = {}) => {
    const frame = await client.request(command, { group: encodeGroupRequest(request) });
    return { code: frame.errorCode ?? 0, info: frame.errorInfo ?? '', body: decodeGroupResponse(frame.group ?? new Uint8Array()) };
  };
  const send = async (client: RawImClient, text: string, random: number, to = groupId) => {
    const frame = await client.request('group.send', textMessage(to, text, random));
    return { code: frame.errorCode ?? 0, info: frame.errorInfo ?? '', sequence: frame.sendMessageResponse?.sequence ?? 0 };
  };
  const slowMode = async (client: RawImClient, seconds: number) =>
    call(client, 'group.update', { groupId, fields: ['slowMode'], profile: { slowMode: seconds } });
  const stored = async () =>
    (await server.db.query<{ slow_mode: number }>('select slow_mode from im_groups where group_id = $1', [groupId]))[0].slow_mode;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    const users = {
      owner: await chatUser(server, 'slowowner'),
      admin: await chatUser(server, 'slowadmin'),
      fan: await chatUser(server, 'slowfan'),
    };
    [ids.owner, ids.admin, ids.fan] = [users.owner.id, users.admin.id, users.fan.id];
    [owner, admin, fan] = [await loggedIn(server, users.owner), await loggedIn(server, users.admin), await loggedIn(server, users.fan)];
    groupId = (await call(owner, 'group.create', { profile: { type: 'Public', name: '慢速群' }, userIds: [ids.admin, ids.fan] })).body
      .groupId!;
    expect((await call(owner, 'group.setRole', { groupId, userId: ids.admin, role: 'Admin' })).code).toBe(0);
  });
  afterAll(async () => {
    for (const client of [owner, admin, fan]) client.close();
    await server.close();
  });

  it('lets the owner and admins alone set one of the spec intervals, and refuses the rest without changing it', async () => {
    at(0);
    expect((await call(owner, 'group.profile', { groupIds: [groupId] })).body.groups?.[0].slowMode ?? 0).toBe(0);
    expect((await slowMode(fan, 10)).code).toBe(10007);
    for (const wrong of [1, 7, 15, 120, 3600]) expect((await slowMode(owner, wrong)).code, String(wrong)).toBe(10004);
    expect(await stored()).toBe(0);
    expect((await slowMode(admin, 10)).body.groups?.[0].slowMode).toBe(10);
    expect((await call(fan, 'group.profile', { groupIds: [groupId] })).body.groups?.[0].slowMode).toBe(10);
    const room = (await call(owner, 'group.create', { profile: { type: 'AVChatRoom', name: '直播' } })).body.groupId!;
    expect((await call(owner, 'group.update', { groupId: room, fields: ['slowMode'], profile: { slowMode: 5 } })).code).toBe(10004);
  });

  it('holds a plain member to one message per interval on the server clock, with the seconds left; the owner and admins are exempt', async () => {
    at(100);
    expect((await send(fan, '第一条', 9001)).code).toBe(0);
    at(103);
    const early = await send(fan, '太快了', 9002);
    expect(early.code).toBe(10023);
    expect(early.info).toMatch(/every 10 seconds .* wait 7 more seconds$/);
    // A resend of the message that went through (a dropped socket's retry) is answered, not refused.
    expect((await send(fan, '第一条', 9001)).code).toBe(0);
    for (const [client, random] of [
      [owner, 9101],
      [owner, 9102],
      [admin, 9201],
      [admin, 9202],
    ] as const)
      expect((await send(client, '管理', random)).code).toBe(0);
    at(109);
    expect((await send(fan, '还差一秒', 9003)).info).toMatch(/wait 1 more seconds$/);
    at(110);
    expect((await send(fan, '到点了', 9004)).code).toBe(0);

    // Unlimited again: the member sends at once.
    expect((await slowMode(owner, 0)).code).toBe(0);
    expect((await send(fan, '自由了', 9005)).code).toBe(0);
  });

  it('lets a member edit their own group message, live to the others, and no one else edit it', async () => {
    at(200);
    const sent = await send(fan, '原来的话', 9301);
    const ref = { conversationType: 2, from: ids.fan, to: groupId, sequence: sent.sequence, random: 9301 };
    const edit = (client: RawImClient, text: string, version: number) =>
      client.request('modify', { modifyRequest: { ref, version, elements: [{ type: 'TIMTextElem', text }] } });
    expect((await edit(owner, '群主改的', 0)).errorCode).toBe(10007);
    admin.pushes.length = 0;
    expect((await edit(fan, '改过的话', 0)).errorCode ?? 0).toBe(0);
    const change = (await admin.nextPush('push.change')).changePush;
    expect(change?.kind).toBe(2);
    expect(change?.message?.elements?.[0].text).toBe('改过的话');
    // A second edit from the first version conflicts, and carries what is stored now.
    const conflict = await edit(fan, '另一个版本', 0);
    expect(conflict.errorCode).toBe(20027);
    expect(conflict.modifiedMessage?.elements?.[0]?.text).toBe('改过的话');
  });
});
