import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeGroupNotice, decodeGroupResponse, encodeGroupRequest, type GroupRequest } from '../../runtime/im/protocol/group-codec.ts';
import type { WireMessage } from '../../runtime/im/protocol/codec.ts';
import { anonymousJoin, chatUser, loggedIn, nowSeconds, textMessage, type RawImClient } from './im-test-client.ts';
import { backends, startTestServer, type TestServer } from './test-server.ts';

/** The gateway's group commands (docs/im-protocol.md "Group commands") over real sockets, on each database. */
describe.each(backends)('IM groups on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let owner: RawImClient;
  let fan: RawImClient;
  let other: RawImClient;
  const ids = { owner: '', fan: '', other: '', extra: '' };
  let groupId = '';
  const call = async (client: RawImClient, command: string, request: GroupRequest = {}) => {
    const frame = await client.request(command, { group: encodeGroupRequest(request) });
    return { code: frame.errorCode ?? 0, info: frame.errorInfo ?? '', body: decodeGroupResponse(frame.group ?? new Uint8Array()) };
  };
  const join = async (client: RawImClient, id: string, applyMessage = '') => {
    const frame = await client.request('group.join', { groupRequest: { groupId: id, applyMessage } });
    return { code: frame.errorCode ?? 0, status: frame.joinGroupResponse?.status ?? '' };
  };
  const notice = async (client: RawImClient) => decodeGroupNotice((await client.nextPush('push.group')).group!);
  /** The next pushed message of the group that `match` accepts (tips and messages arrive as push.message). */
  const nextMessage = async (client: RawImClient, match: (message: WireMessage) => boolean): Promise<WireMessage> => {
    for (;;) {
      const found = (await client.nextPush('push.message')).messagePush?.messages?.find(match);
      if (found) return found;
    }
  };
  const tipOf = (message: WireMessage) =>
    message.elements?.[0]?.type === 'TIMGroupTipElem'
      ? (JSON.parse(message.elements[0].data ?? '{}') as { operationType: number; userIDList: string[]; memberList?: unknown[] })
      : undefined;
  const send = async (client: RawImClient, text: string, random: number) =>
    (await client.request('group.send', textMessage(groupId, text, random))).errorCode ?? 0;
  const groupCount = async () => (await server.db.query<{ n: number }>('select count(*)::int as n from im_groups'))[0].n;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    const users = {
      owner: await chatUser(server, 'grpowner'),
      fan: await chatUser(server, 'grpfan'),
      other: await chatUser(server, 'grpother'),
      extra: await chatUser(server, 'grpextra'),
    };
    [ids.owner, ids.fan, ids.other, ids.extra] = [users.owner.id, users.fan.id, users.other.id, users.extra.id];
    [owner, fan, other] = [await loggedIn(server, users.owner), await loggedIn(server, users.fan), await loggedIn(server, users.other)];
  });
  afterAll(async () => {
    for (const client of [owner, fan, other]) client.close();
    await server.close();
  });

  it('creates groups by the rules of spec 001 §5 and refuses bad ones without storing anything', async () => {
    const refused = [
      [{ type: 'Community', name: 'x', groupId: 'not-a-community-id' }, 10004],
      [{ type: 'Work', name: 'x' }, 10004],
      [{ type: 'Public', name: '' }, 10004],
      [{ type: 'Public', name: '球'.repeat(33) }, 10004],
      [{ type: 'Public', name: '赌博网站交流' }, 80001],
      [{ type: 'Public', name: 'x', groupId: '@TGS#_community' }, 10004],
      [{ type: 'Public', name: 'x', groupId: 'live_1' }, 10021],
      [{ type: 'Public', name: 'x', groupId: 'NOTIFY_ROOM' }, 10021],
      [{ type: 'Public', name: 'x', joinOption: 'Sometimes' }, 10004],
    ] as const;
    for (const [profile, code] of refused)
      expect((await call(owner, 'group.create', { profile })).code, JSON.stringify(profile)).toBe(code);
    expect(await groupCount()).toBe(0);

    const created = await call(owner, 'group.create', {
      profile: { type: 'Public', name: '巴萨球迷', introduction: 'Visca', avatar: '/upload/group/barca.png', joinOption: 'NeedPermission' },
      userIds: [ids.other, '999999', 'guest_1'],
    });
    expect(created.code).toBe(0);
    groupId = created.body.groupId!;
    expect(groupId).toMatch(/^@TGS#[A-Z0-9]{10}$/);
    expect(created.body.groups?.[0]).toMatchObject({
      type: 'Public',
      name: '巴萨球迷',
      ownerId: ids.owner,
      memberCount: 2,
      joinOption: 'NeedPermission',
      muteAllMembers: 'Off',
      selfInfo: { role: 'Owner' },
    });
    expect(decodeGroupNotice((await other.nextPush('push.group')).group!)).toMatchObject({
      type: 7,
      operatorId: ids.owner,
      group: { groupId },
    });
    expect((await call(owner, 'group.create', { profile: { type: 'Public', name: 'y', groupId } })).code).toBe(10021);

    const room = await call(owner, 'group.create', {
      profile: { type: 'AVChatRoom', name: '直播间', groupId: 'my-room', joinOption: 'NeedPermission' },
      userIds: [ids.fan],
    });
    expect(room.body.groups?.[0]).toMatchObject({ groupId: 'my-room', memberCount: 1, joinOption: 'FreeAccess' });
    const chat = await call(owner, 'group.create', { profile: { type: 'ChatRoom', name: '闲聊', joinOption: 'DisableApply' } });
    expect(chat.body.groups?.[0].joinOption).toBe('FreeAccess');
    expect((await join(fan, chat.body.groupId!)).status).toBe('JoinedSuccess');
    expect((await join(fan, chat.body.groupId!)).status).toBe('AlreadyInGroup');
    // Anonymous join is for live rooms only (spec 001 §5): the created live room yes, a Public group no.
    expect((await anonymousJoin(server, 'my-room')).status).toBe('JoinedSuccess');
    expect((await anonymousJoin(server, groupId)).status).toBe('JoinFailed');
  });

  it('lists my groups 50 a page, gives profiles of up to 50 ids with per-group errors, and searches by id', async () => {
    const list = await call(owner, 'group.list', { count: 2 });
    expect(list.body).toMatchObject({ totalCount: 3, nextOffset: 2, complete: false });
    expect((await call(owner, 'group.list', { offset: 2, count: 500 })).body).toMatchObject({ nextOffset: 3, complete: true });
    const privateGroup = await call(other, 'group.create', { profile: { type: 'Private', name: '私聊群' } });
    const profiles = await call(fan, 'group.profile', { groupIds: [groupId, 'nope', privateGroup.body.groupId!] });
    expect(profiles.body.groups?.map((group) => group.errorCode ?? 0)).toEqual([0, 10010, 10007]);
    expect(profiles.body.groups?.[0].selfInfo).toBeFalsy();
    expect((await call(fan, 'group.profile', { groupIds: Array.from({ length: 51 }, (_, i) => `g${i}`) })).code).toBe(10004);
    expect((await call(fan, 'group.search', { groupId })).body.groups?.[0]).toMatchObject({ groupId, name: '巴萨球迷' });
    expect((await call(fan, 'group.search', { groupId: privateGroup.body.groupId })).code).toBe(10007);
    // A Private group is joined by invitation only, and its members cannot dismiss it (spec 001 §5).
    expect((await join(fan, privateGroup.body.groupId!)).code).toBe(10007);
    expect((await call(other, 'group.dismiss', { groupId: privateGroup.body.groupId })).code).toBe(10007);
  });

  it('files an application by joinOption, which only the owner and admins see and handle, with notices 1, 2 and 3', async () => {
    owner.pushes.length = 0;
    expect(await join(fan, groupId, '想加入')).toEqual({ code: 0, status: 'WaitAdminApproval' });
    expect(await notice(owner)).toMatchObject({ type: 1, applicant: ids.fan, message: '想加入', group: { groupId } });
    expect((await call(other, 'group.applications')).body.applications).toEqual([]);
    const listed = await call(owner, 'group.applications');
    expect(listed.body.applications).toEqual([
      expect.objectContaining({ applicant: ids.fan, applicantNick: 'grpfan', groupId, groupName: '巴萨球迷', applyMessage: '想加入' }),
    ]);
    expect((await call(other, 'group.handleApplication', { groupId, userId: ids.fan, handleAction: 1 })).code).toBe(10007);
    expect((await call(owner, 'group.handleApplication', { groupId, userId: ids.fan, handleAction: 3 })).code).toBe(10004);

    expect((await call(owner, 'group.handleApplication', { groupId, userId: ids.fan, handleAction: 2, handleMessage: '满了' })).code).toBe(
      0,
    );
    expect(await notice(fan)).toMatchObject({ type: 3, message: '满了', group: { groupId } });
    expect((await call(owner, 'group.handleApplication', { groupId, userId: ids.fan, handleAction: 1 })).code).toBe(10004);

    await join(fan, groupId, '再试一次');
    expect((await call(owner, 'group.handleApplication', { groupId, userId: ids.fan, handleAction: 1, handleMessage: '欢迎' })).code).toBe(
      0,
    );
    expect(await notice(fan)).toMatchObject({ type: 2, message: '欢迎' });
    expect(tipOf(await nextMessage(other, (message) => tipOf(message)?.operationType === 1))?.userIDList).toEqual([ids.fan]);
    expect((await call(owner, 'group.applications')).body).toMatchObject({ applications: [], complete: true });

    // DisableApply refuses every application (10007) and files none.
    await call(owner, 'group.update', { groupId, fields: ['joinOption'], profile: { joinOption: 'DisableApply' } });
    const stranger = await loggedIn(server, await chatUser(server, 'grpapplicant'));
    expect((await join(stranger, groupId, 'please')).code).toBe(10007);
    stranger.close();
    await call(owner, 'group.update', { groupId, fields: ['joinOption'], profile: { joinOption: 'NeedPermission' } });
    expect((await call(owner, 'group.applications')).body.applications).toEqual([]);
  });

  it('delivers group messages to every member online, keeps history for members only and counts unread without tips', async () => {
    expect(await send(fan, '进球了', 701)).toBe(0);
    expect((await nextMessage(other, (message) => message.random === 701)).elements?.[0].text).toBe('进球了');
    expect((await nextMessage(owner, (message) => message.random === 701)).from).toBe(ids.fan);

    const stranger = await loggedIn(server, await chatUser(server, 'grpstranger'));
    expect((await stranger.request('group.send', textMessage(groupId, 'hi', 702))).errorCode).toBe(10007);
    expect((await stranger.request('roaming', { roamingRequest: { conversationType: 2, peer: groupId } })).errorCode).toBe(10007);
    expect((await call(stranger, 'group.members', { groupId })).code).toBe(10007);
    stranger.close();
    const history = await other.request('roaming', { roamingRequest: { conversationType: 2, peer: groupId } });
    expect(history.roamingResponse?.messages?.map((message) => message.elements?.[0].type)).toContain('TIMTextElem');

    const conversations =
      (await other.request('conversation.list', { conversationListRequest: {} })).conversationListResponse?.conversations ?? [];
    // The list carries the group's picture, so the group tab shows it without a profile call per group.
    expect(conversations.find((conversation) => conversation.peer === groupId)).toMatchObject({
      type: 2,
      groupType: 'Public',
      name: '巴萨球迷',
      faceUrl: '/upload/group/barca.png',
      unreadCount: 1,
    });
    const fans = (await fan.request('conversation.list', { conversationListRequest: {} })).conversationListResponse?.conversations ?? [];
    expect(fans.find((conversation) => conversation.peer === groupId)?.unreadCount).toBe(0);
  });

  it('lets the owner alone set roles, and owner and admins mute: muted members and muteAll refuse sends with 20012', async () => {
    expect((await call(other, 'group.setRole', { groupId, userId: ids.fan, role: 'Admin' })).code).toBe(10007);
    expect((await call(owner, 'group.setRole', { groupId, userId: ids.owner, role: 'Admin' })).code).toBe(10004);
    expect((await call(owner, 'group.setRole', { groupId, userId: ids.other, role: 'Owner' })).code).toBe(10004);
    expect((await call(owner, 'group.setRole', { groupId, userId: ids.other, role: 'Admin' })).code).toBe(0);
    expect(await notice(other)).toMatchObject({ type: 9, group: { groupId } });
    expect(tipOf(await nextMessage(fan, (message) => tipOf(message)?.operationType === 4))?.userIDList).toEqual([ids.other]);
    expect(
      (await call(fan, 'group.memberProfile', { groupId, userIds: [ids.other, ids.owner, 'nobody'] })).body.members?.map((member) => [
        member.userId,
        member.role,
      ]),
    ).toEqual([
      [ids.owner, 'Owner'],
      [ids.other, 'Admin'],
    ]);

    expect((await call(fan, 'group.mute', { groupId, userId: ids.other, muteSeconds: 600 })).code).toBe(10007);
    expect((await call(other, 'group.mute', { groupId, userId: ids.other, muteSeconds: 600 })).code).toBe(10004);
    expect((await call(other, 'group.mute', { groupId, userId: ids.owner, muteSeconds: 600 })).code).toBe(10007);
    expect((await call(other, 'group.mute', { groupId, userId: ids.fan, muteSeconds: 600 })).code).toBe(0);
    expect(tipOf(await nextMessage(owner, (message) => tipOf(message)?.operationType === 7))?.memberList).toEqual([
      { userID: ids.fan, muteTime: 600 },
    ]);
    expect((await call(fan, 'group.memberProfile', { groupId, userIds: [ids.fan] })).body.members?.[0].muteUntil).toBe(
      nowSeconds(server) + 600,
    );
    expect(await send(fan, '我被禁言了吗', 710)).toBe(20012);
    // The longest mute the wire carries (uint32 seconds) is "for ever": stored as the latest end a mute can have.
    expect((await call(owner, 'group.mute', { groupId, userId: ids.fan, muteSeconds: 2 ** 32 - 1 })).code).toBe(0);
    expect((await call(fan, 'group.memberProfile', { groupId, userIds: [ids.fan] })).body.members?.[0].muteUntil).toBe(2 ** 31 - 1);
    expect((await call(owner, 'group.mute', { groupId, userId: ids.fan, muteSeconds: 0 })).code).toBe(0);
    expect(await send(fan, '解禁了', 711)).toBe(0);

    expect(
      (await call(other, 'group.update', { groupId, fields: ['muteAllMembers'], profile: { muteAllMembers: 'On' } })).body.groups?.[0]
        .muteAllMembers,
    ).toBe('On');
    expect(await send(fan, '全员禁言', 712)).toBe(20012);
    expect(await send(other, '管理员可以说话', 713)).toBe(0);
    await call(owner, 'group.update', { groupId, fields: ['muteAllMembers'], profile: { muteAllMembers: 'Off' } });

    expect((await call(fan, 'group.nameCard', { groupId, nameCard: '梅西' })).code).toBe(0);
    expect((await call(fan, 'group.nameCard', { groupId, userId: ids.other, nameCard: 'x' })).code).toBe(10007);
    expect((await call(fan, 'group.memberProfile', { groupId, userIds: [ids.fan] })).body.members?.[0].nameCard).toBe('梅西');
  });

  it('pages members (15 by default, at most 100) and adds members with results 1, 0, 2 and 4', async () => {
    expect((await call(fan, 'group.members', { groupId })).body).toMatchObject({ totalCount: 3, complete: true });
    expect((await call(fan, 'group.members', { groupId, count: 1 })).body).toMatchObject({
      members: [{ userId: ids.owner }],
      nextOffset: 1,
      complete: false,
    });
    await server.db.query('update im_groups set max_members = 4 where group_id = $1', [groupId]);
    const fifth = await chatUser(server, 'grpfifth');
    expect((await call(fan, 'group.addMembers', { groupId, userIds: [ids.extra] })).code).toBe(10007);
    const added = await call(other, 'group.addMembers', { groupId, userIds: [ids.extra, ids.fan, '999999', fifth.id] });
    expect(added.body.results?.map((item) => [item.userId, item.result])).toEqual([
      [ids.extra, 1],
      [ids.fan, 2],
      ['999999', 0],
      [fifth.id, 4],
    ]);
    expect((await call(owner, 'group.addMembers', { groupId: 'my-room', userIds: [ids.extra] })).code).toBe(10007);
  });

  it('kicks members with notice 4 and tip 3 (an admin only plain members), hands the group over and refuses the owner a quit', async () => {
    await call(owner, 'group.setRole', { groupId, userId: ids.extra, role: 'Admin' });
    expect((await call(other, 'group.deleteMembers', { groupId, userIds: [ids.extra] })).code).toBe(10007);
    expect((await call(other, 'group.deleteMembers', { groupId, userIds: [ids.other] })).code).toBe(10004);
    fan.pushes.length = 0;
    expect((await call(other, 'group.deleteMembers', { groupId, userIds: [ids.fan], reason: '刷屏' })).code).toBe(0);
    expect(await notice(fan)).toMatchObject({ type: 4, message: '刷屏', operatorId: ids.other, group: { groupId } });
    expect(tipOf(await nextMessage(owner, (message) => tipOf(message)?.operationType === 3))?.userIDList).toEqual([ids.fan]);
    expect(await send(fan, '我还在吗', 720)).toBe(10007);
    expect((await fan.request('roaming', { roamingRequest: { conversationType: 2, peer: groupId } })).errorCode).toBe(10007);

    expect((await call(owner, 'group.changeOwner', { groupId, userId: ids.owner })).code).toBe(10004);
    expect((await call(owner, 'group.changeOwner', { groupId, userId: ids.fan })).code).toBe(10007);
    expect((await owner.request('group.quit', { groupRequest: { groupId } })).errorCode).toBe(10009);
    expect((await call(owner, 'group.changeOwner', { groupId, userId: ids.other })).code).toBe(0);
    const roles = (await call(owner, 'group.members', { groupId })).body.members?.map((member) => [member.userId, member.role]);
    expect(roles).toEqual(
      expect.arrayContaining([
        [ids.other, 'Owner'],
        [ids.owner, 'Member'],
      ]),
    );
    expect((await call(owner, 'group.dismiss', { groupId })).code).toBe(10007);
    expect((await owner.request('group.quit', { groupRequest: { groupId } })).errorCode).toBe(0);
    expect(tipOf(await nextMessage(other, (message) => tipOf(message)?.operationType === 2))?.userIDList).toEqual([ids.owner]);
  });

  it('dismisses: the owner only, every member hears notice 5 and the group, its conversations and messages are gone', async () => {
    owner.pushes.length = 0;
    expect((await join(owner, groupId, 'back')).status).toBe('WaitAdminApproval');
    expect((await call(other, 'group.handleApplication', { groupId, userId: ids.owner, handleAction: 1 })).code).toBe(0);
    expect(await notice(owner)).toMatchObject({ type: 2, group: { groupId } });
    expect((await call(other, 'group.dismiss', { groupId })).code).toBe(0);
    expect(await notice(owner)).toMatchObject({ type: 5, operatorId: ids.other, group: { groupId, name: '巴萨球迷' } });
    expect((await call(other, 'group.profile', { groupIds: [groupId] })).body.groups?.[0].errorCode).toBe(10010);
    expect((await other.request('group.send', textMessage(groupId, 'gone', 730))).errorCode).toBe(10010);
    const rows = await server.db.query(
      'select 1 from im_messages where thread = $1 union all select 1 from im_conversations where peer = $1 union all select 1 from im_group_members where group_id = $1',
      [groupId],
    );
    expect(rows).toEqual([]);
  });
});
