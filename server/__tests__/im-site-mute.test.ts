import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeGroupResponse, encodeGroupRequest, type GroupRequest } from '../../runtime/im/protocol/group-codec.ts';
import { opsCall, signedInOperator, type OpsSession } from './ops-client.ts';
import { chatUser, loggedIn, textMessage, type RawImClient } from './im-test-client.ts';
import { backends, fixedNow, setClock, startTestServer, type TestServer } from './test-server.ts';

const room = 'live_101';

/**
 * The site-wide chat mute's reach (docs/decisions.md "What a muted fan may still do"), over real sockets: besides
 * sends, it refuses edits and the group and topic changes others read, with the spec's codes; a muted fan still
 * recalls their own messages, changes a group's settings, and does all of it again once the mute ends.
 */
describe.each(backends)('the site-wide chat mute on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let moderator: OpsSession;
  let muted: RawImClient;
  let friend: RawImClient;
  const ids = { muted: '', friend: '' };
  let groupId = '';
  let communityId = '';
  let topicId = '';
  let random = 70_000;

  const call = async (client: RawImClient, command: string, request: GroupRequest = {}) => {
    const frame = await client.request(command, { group: encodeGroupRequest(request) });
    return { code: frame.errorCode ?? 0, body: decodeGroupResponse(frame.group ?? new Uint8Array()) };
  };
  /** Sends a text and answers its reference for revoke and modify. */
  const sent = async (conversationType: 1 | 2, to: string, text: string) => {
    const command = conversationType === 1 ? 'c2c.send' : 'group.send';
    const answer = await muted.request(command, textMessage(to, text, ++random));
    expect(answer.errorCode, answer.errorInfo ?? '').toBe(0);
    return { conversationType, from: ids.muted, to, sequence: answer.sendMessageResponse?.sequence ?? 0 };
  };
  const modify = async (ref: Awaited<ReturnType<typeof sent>>, text: string) =>
    (await muted.request('modify', { modifyRequest: { ref, version: 0, elements: [{ type: 'TIMTextElem', text }] } })).errorCode ?? 0;
  const mute = (duration: number) => opsCall(server, 'POST', `/ops/api/fans/${ids.muted}/mute`, { session: moderator, body: { duration } });
  const groupName = async () => (await call(friend, 'group.profile', { groupIds: [groupId] })).body.groups?.[0]?.name;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    moderator = await signedInOperator(server, 'mod@example.com', 'moderator');
    const users = { muted: await chatUser(server, 'mutedfan'), friend: await chatUser(server, 'mutedfriend') };
    [ids.muted, ids.friend] = [users.muted.id, users.friend.id];
    [muted, friend] = [await loggedIn(server, users.muted), await loggedIn(server, users.friend)];
    const group = await call(muted, 'group.create', { profile: { type: 'Public', name: '球迷群' }, userIds: [ids.friend] });
    groupId = group.body.groupId ?? '';
    const community = await call(muted, 'group.create', {
      profile: { type: 'Community', name: '球迷社区', isSupportTopic: true },
      userIds: [ids.friend],
    });
    communityId = community.body.groupId ?? '';
    topicId = (await call(muted, 'topic.create', { groupId: communityId, topic: { name: '德比' } })).body.topicId ?? '';
    expect((await muted.request('group.join', { groupRequest: { groupId: room } })).errorCode).toBe(0);
  }, 120_000);
  afterAll(async () => {
    muted.close();
    friend.close();
    await server.close();
  });

  it('refuses edits with 20012 while the mute runs, and lets the fan recall their own messages', async () => {
    const c2c = await sent(1, ids.friend, '一对一');
    const inGroup = await sent(2, groupId, '群里');
    const inRoom = await sent(2, room, '直播间');
    const toRecall = await sent(2, groupId, '说错了');
    expect((await mute(600)).status).toBe(0);

    expect(await modify(c2c, '改过的')).toBe(20012);
    expect(await modify(inGroup, '改过的')).toBe(20012);
    // A live room's messages are never edited, muted or not.
    expect(await modify(inRoom, '改过的')).toBe(10007);
    expect((await muted.request('revoke', { messageRef: toRecall })).errorCode).toBe(0);
    expect((await muted.request('revoke', { messageRef: inRoom })).errorCode).toBe(0);
    expect((await muted.request('group.send', textMessage(room, '还在吗', ++random))).errorCode).toBe(10017);

    // The mute ends by the server clock: the same edit goes through.
    setClock(server, new Date(new Date(fixedNow).getTime() + 601_000));
    try {
      expect(await modify(c2c, '改过的')).toBe(0);
      expect(await modify(inGroup, '改过的')).toBe(0);
    } finally {
      setClock(server, new Date(fixedNow));
    }
  });

  it('refuses the group and topic changes others read with 20012, and allows the settings', async () => {
    expect((await mute(86_400)).status).toBe(0);
    for (const field of ['name', 'introduction', 'notification', 'avatar'] as const) {
      const profile = { [field]: field === 'avatar' ? 'https://example.com/a.png' : '新的文字' };
      expect((await call(muted, 'group.update', { groupId, fields: [field], profile })).code, field).toBe(20012);
      const topic = { topicId, [field === 'name' ? 'name' : field]: profile[field] };
      expect((await call(muted, 'topic.update', { groupId: communityId, fields: [field], topic })).code, field).toBe(20012);
    }
    expect(await groupName()).toBe('球迷群');
    expect((await call(muted, 'group.nameCard', { groupId, nameCard: '新名片' })).code).toBe(20012);
    expect((await call(muted, 'topic.create', { groupId: communityId, topic: { name: '新话题' } })).code).toBe(20012);
    expect((await call(muted, 'group.create', { profile: { type: 'Public', name: '新群' } })).code).toBe(20012);
    // Settings put no words before anyone: the owner still runs the group.
    const settings = { groupId, fields: ['muteAllMembers'], profile: { muteAllMembers: 'On' } };
    expect((await call(muted, 'group.update', settings)).code).toBe(0);

    expect((await mute(0)).status).toBe(0);
    expect((await call(muted, 'group.update', { groupId, fields: ['name'], profile: { name: '新群名' } })).code).toBe(0);
    expect(await groupName()).toBe('新群名');
    expect((await call(muted, 'group.nameCard', { groupId, nameCard: '新名片' })).code).toBe(0);
  });
});
