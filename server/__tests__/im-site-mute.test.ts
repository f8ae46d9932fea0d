import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeGroupResponse, encodeGroupRequest, type GroupRequest } from '../../runtime/im/protocol/group-codec.ts';
import { decodeExtraResponse, encodeExtraRequest, type ExtraRequest } from '../../runtime/im/protocol/extra-codec.ts';
import {
  decodeRelationshipResponse,
  encodeRelationshipRequest,
  type RelationshipRequest,
} from '../../runtime/im/protocol/relationship-codec.ts';
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
  const extra = async (request: ExtraRequest) => {
    const frame = await muted.request('extension.modify', { messageExtra: encodeExtraRequest(request) });
    return { code: frame.errorCode ?? 0, body: decodeExtraResponse(frame.messageExtra ?? new Uint8Array()) };
  };
  const befriend = async (client: RawImClient, request: RelationshipRequest) => {
    const frame = await client.request('friend.add', { relationship: encodeRelationshipRequest(request) });
    return {
      code: frame.errorCode ?? 0,
      info: frame.errorInfo ?? '',
      body: decodeRelationshipResponse(frame.relationship ?? new Uint8Array()),
    };
  };
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
  it('refuses setting extensions and the words of friend requests and group applications; removing and asking without words pass', async () => {
    const peer = await loggedIn(server, await chatUser(server, 'mutedpeer'));
    try {
      /** A message of the muted fan that takes extensions, with one set before the mute. */
      const extensible = async (conversationType: 1 | 2, to: string) => {
        const body = textMessage(to, '可扩展', ++random);
        body.sendMessageRequest!.message!.isSupportExtension = true;
        const answer = await muted.request(conversationType === 1 ? 'c2c.send' : 'group.send', body);
        expect(answer.errorCode, answer.errorInfo ?? '').toBe(0);
        const message = { conversationType, from: ids.muted, to, sequence: answer.sendMessageResponse?.sequence ?? 0, random };
        expect((await extra({ message, extensions: [{ key: 'vote', value: '主队' }] })).code).toBe(0);
        return message;
      };
      const c2c = await extensible(1, ids.friend);
      const inGroup = await extensible(2, groupId);
      const values = async () =>
        (await server.db.query<{ value: string }>('select value from im_message_extensions order by value')).map((row) => row.value);
      const kept = await values();
      // A group of the muted fan that asks its owner's permission, with the friend's application waiting.
      const asked = await call(muted, 'group.create', { profile: { type: 'Public', name: '审核群', joinOption: 'NeedPermission' } });
      const askingGroup = asked.body.groupId ?? '';
      expect((await friend.request('group.join', { groupRequest: { groupId: askingGroup, applyMessage: '让我进' } })).errorCode).toBe(0);
      const peerGroup =
        (await call(peer, 'group.create', { profile: { type: 'Public', name: '对方的群', joinOption: 'NeedPermission' } })).body.groupId ??
        '';
      expect((await mute(3600)).status).toBe(0);

      for (const message of [c2c, inGroup]) {
        const set = await extra({ message, extensions: [{ key: 'vote', value: '客队', seq: 1 }] });
        expect(set.code, `set on ${message.to}`).toBe(20012);
      }
      expect(await values()).toEqual(kept);
      // Removing takes words away: allowed.
      expect((await extra({ message: c2c, operateType: 2, extensions: [{ key: 'vote' }] })).code).toBe(0);
      expect((await extra({ message: inGroup, operateType: 3 })).code).toBe(0);
      expect(await values()).toEqual([]);

      const worded = await befriend(muted, { addItems: [{ to: peer.userId, source: 'AddSource_Type_web', wording: '加个好友' }], type: 2 });
      expect(worded.code).toBe(20012);
      expect(worded.info).toMatch(/^muted on this site for \d+ more seconds$/);
      const applications = () =>
        server.db.query<{ wording: string }>('select wording from im_friend_applications where from_id = $1', [Number(ids.muted)]);
      expect(await applications()).toEqual([]);
      const plain = await befriend(muted, { addItems: [{ to: peer.userId, source: 'AddSource_Type_web' }], type: 2 });
      expect(plain.code).toBe(0);
      expect(plain.body.results?.map((result) => result.code)).toEqual([30539]);
      expect(await applications()).toEqual([{ wording: '' }]);

      expect((await muted.request('group.join', { groupRequest: { groupId: peerGroup, applyMessage: '求加入' } })).errorCode).toBe(20012);
      const join = await muted.request('group.join', { groupRequest: { groupId: peerGroup } });
      expect({ code: join.errorCode ?? 0, status: join.joinGroupResponse?.status }).toEqual({ code: 0, status: 'WaitAdminApproval' });
      const handle = (handleMessage?: string) =>
        call(muted, 'group.handleApplication', { groupId: askingGroup, userId: ids.friend, handleAction: 2, handleMessage });
      expect((await handle('不行')).code).toBe(20012);
      expect((await handle()).code).toBe(0);

      // Lifted, the same words go through.
      expect((await mute(0)).status).toBe(0);
      expect((await extra({ message: c2c, extensions: [{ key: 'vote', value: '客队' }] })).code).toBe(0);
      expect(
        (await befriend(muted, { addItems: [{ to: peer.userId, source: 'AddSource_Type_web', wording: '加个好友' }], type: 2 })).code,
      ).toBe(0);
      expect(await applications()).toEqual([{ wording: '加个好友' }]);
    } finally {
      peer.close();
    }
  });
});
