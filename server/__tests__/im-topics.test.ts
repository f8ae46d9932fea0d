import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeGroupNotice, decodeGroupResponse, encodeGroupRequest, type GroupRequest } from '../../runtime/im/protocol/group-codec.ts';
import type { WireMessage } from '../../runtime/im/protocol/codec.ts';
import { chatUser, loggedIn, textMessage, type RawImClient } from './im-test-client.ts';
import { backends, startTestServer, type TestServer } from './test-server.ts';

/** The gateway's communities and topic commands (docs/im-protocol.md "Topic commands") over real sockets, on each database. */
describe.each(backends)('IM communities and topics on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let owner: RawImClient;
  let fan: RawImClient;
  let outsider: RawImClient;
  const ids = { owner: '', fan: '', outsider: '' };
  let communityId = '';
  let topicId = '';
  const call = async (client: RawImClient, command: string, request: GroupRequest = {}) => {
    const frame = await client.request(command, { group: encodeGroupRequest(request) });
    return { code: frame.errorCode ?? 0, body: decodeGroupResponse(frame.group ?? new Uint8Array()) };
  };
  const send = async (client: RawImClient, to: string, text: string, random: number) =>
    (await client.request('group.send', textMessage(to, text, random))).errorCode ?? 0;
  const nextMessage = async (client: RawImClient, match: (message: WireMessage) => boolean): Promise<WireMessage> => {
    for (;;) {
      const found = (await client.nextPush('push.message')).messagePush?.messages?.find(match);
      if (found) return found;
    }
  };
  const count = async (table: string) => (await server.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0].n;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    const users = {
      owner: await chatUser(server, 'comowner'),
      fan: await chatUser(server, 'comfan'),
      outsider: await chatUser(server, 'comoutsider'),
    };
    [ids.owner, ids.fan, ids.outsider] = [users.owner.id, users.fan.id, users.outsider.id];
    [owner, fan, outsider] = [
      await loggedIn(server, users.owner),
      await loggedIn(server, users.fan),
      await loggedIn(server, users.outsider),
    ];
  });
  afterAll(async () => {
    for (const client of [owner, fan, outsider]) client.close();
    await server.close();
  });

  it('creates communities in the community id form only, keeps isSupportTopic only for them and lists them after normal groups', async () => {
    expect((await call(owner, 'group.create', { profile: { type: 'Community', name: 'x', groupId: 'plain-id' } })).code).toBe(10004);
    expect((await call(owner, 'group.create', { profile: { type: 'Community', name: 'x', groupId: '@TGS#_a@TOPIC#_b' } })).code).toBe(
      10004,
    );
    expect((await call(owner, 'group.create', { profile: { type: 'Public', name: 'x', groupId: '@TGS#_mine' } })).code).toBe(10004);
    expect(await count('im_groups')).toBe(0);

    const community = await call(owner, 'group.create', {
      profile: { type: 'Community', name: '马竞社区', isSupportTopic: true, joinOption: 'FreeAccess' },
      userIds: [ids.fan],
    });
    communityId = community.body.groupId!;
    expect(communityId).toMatch(/^@TGS#_[A-Z0-9]{10}$/);
    expect(community.body.groups?.[0]).toMatchObject({ type: 'Community', isSupportTopic: true, joinOption: 'FreeAccess', memberCount: 2 });
    const custom = await call(owner, 'group.create', { profile: { type: 'Community', name: '无话题社区', groupId: '@TGS#_plain' } });
    expect(custom.body.groups?.[0]).toMatchObject({ groupId: '@TGS#_plain', isSupportTopic: false });
    const publicGroup = await call(owner, 'group.create', { profile: { type: 'Public', name: '普通群', isSupportTopic: true } });
    expect(publicGroup.body.groups?.[0].isSupportTopic).toBeFalsy();
    // Spec 001 §7: communities after the normal groups, though the normal one was made last.
    expect((await call(owner, 'group.list')).body.groups?.map((group) => group.type)).toEqual(['Public', 'Community', 'Community']);
  });

  it('lets only the owner and admins create topics, by the topic rules of spec 001 §5, and tells the members (notice 17)', async () => {
    const refused = [
      [fan, { groupId: communityId, topic: { name: '我来建' } }, 10007],
      [outsider, { groupId: communityId, topic: { name: '外人' } }, 10007],
      [owner, { groupId: '@TGS#_plain', topic: { name: '无话题' } }, 10004],
      [owner, { groupId: communityId, topic: { name: '' } }, 10004],
      [owner, { groupId: communityId, topic: { name: '球'.repeat(33) } }, 10004],
      [owner, { groupId: communityId, topic: { name: '赌博网站交流' } }, 80001],
      [owner, { groupId: communityId, topic: { name: 'ok', introduction: '赌博网站交流' } }, 80001],
      [owner, { groupId: communityId, topic: { name: 'ok', notification: '赌博网站交流' } }, 80001],
      [owner, { groupId: communityId, topic: { name: 'ok', topicId: 'free-form' } }, 10004],
      [owner, { groupId: communityId, topic: { name: 'ok', topicId: '@TGS#_other@TOPIC#_x' } }, 10004],
    ] as const;
    for (const [client, request, code] of refused)
      expect((await call(client, 'topic.create', request)).code, JSON.stringify(request)).toBe(code);
    expect(await count('im_topics')).toBe(0);

    fan.pushes.length = 0;
    const created = await call(owner, 'topic.create', {
      groupId: communityId,
      topic: { name: '德比', introduction: '马德里德比', muteAllMembers: 'Off' },
    });
    topicId = created.body.topicId!;
    expect(topicId).toMatch(/@TOPIC#_[A-Z0-9]{10}$/);
    expect(topicId.startsWith(`${communityId}@TOPIC#_`)).toBe(true);
    const notice = decodeGroupNotice((await fan.nextPush('push.group')).group!);
    expect(notice).toMatchObject({
      type: 17,
      operatorId: ids.owner,
      group: { groupId: communityId },
      topic: { topicId, name: '德比', introduction: '马德里德比' },
    });
    expect((await call(owner, 'topic.create', { groupId: communityId, topic: { name: '再来', topicId } })).code).toBe(10021);
  });

  it('takes messages in topics only, from members, in order, and counts unread per topic', async () => {
    expect(await send(fan, communityId, '直接发到社区', 801)).toBe(10004);
    expect(await send(outsider, topicId, '外人', 802)).toBe(10007);
    expect(await send(fan, `${communityId}@TOPIC#_nosuch`, '没有这个话题', 803)).toBe(10010);
    for (const [index, text] of ['开场', '角球', '进球'].entries()) expect(await send(fan, topicId, text, 810 + index)).toBe(0);
    const arrived = [];
    for (const random of [810, 811, 812]) arrived.push(await nextMessage(owner, (message) => message.random === random));
    expect(arrived.map((message) => [message.to, message.sequence, message.elements?.[0].text])).toEqual([
      [topicId, 1, '开场'],
      [topicId, 2, '角球'],
      [topicId, 3, '进球'],
    ]);

    const listed = await call(owner, 'topic.list', { groupId: communityId, topicIds: [topicId, `${communityId}@TOPIC#_nosuch`] });
    expect(
      listed.body.topics?.map((topic) => [topic.topicId, topic.errorCode ?? 0, topic.unreadCount ?? 0, topic.lastMessageForShow ?? '']),
    ).toEqual([
      [topicId, 0, 3, '进球'],
      [`${communityId}@TOPIC#_nosuch`, 10010, 0, ''],
    ]);
    expect((await call(fan, 'topic.list', { groupId: communityId })).body.topics?.[0]).toMatchObject({
      topicId,
      unreadCount: 0,
      nextMessageSeq: 4,
    });
    expect((await call(outsider, 'topic.list', { groupId: communityId })).code).toBe(10007);
    // Topics stay out of the conversation list; a topic's history is its community's members'.
    const conversations =
      (await owner.request('conversation.list', { conversationListRequest: {} })).conversationListResponse?.conversations ?? [];
    expect(conversations.map((conversation) => conversation.peer)).not.toContain(topicId);
    const history = await owner.request('roaming', { roamingRequest: { conversationType: 2, peer: topicId, count: 15 } });
    expect(history.roamingResponse?.messages?.map((message) => message.elements?.[0].text)).toEqual(['进球', '角球', '开场']);
    expect((await outsider.request('roaming', { roamingRequest: { conversationType: 2, peer: topicId, count: 15 } })).errorCode).toBe(
      10007,
    );
    expect((await owner.request('read', { setReadRequest: { conversationType: 2, peer: topicId, sequence: 0 } })).errorCode ?? 0).toBe(0);
    expect((await call(owner, 'topic.list', { groupId: communityId })).body.topics?.[0]).toMatchObject({ unreadCount: 0, readSequence: 3 });
  });

  it('updates a topic with tip 8 in its conversation, and mutes its plain members with muteAllMembers (20012)', async () => {
    expect((await call(fan, 'topic.update', { groupId: communityId, topic: { topicId, name: '改名' }, fields: ['name'] })).code).toBe(
      10007,
    );
    expect(
      (await call(owner, 'topic.update', { groupId: communityId, topic: { topicId, name: '赌博网站交流' }, fields: ['name'] })).code,
    ).toBe(80001);
    expect((await call(owner, 'topic.update', { groupId: communityId, topic: { topicId }, fields: ['ownerId'] })).code).toBe(10004);
    const updated = await call(owner, 'topic.update', {
      groupId: communityId,
      topic: { topicId, name: '德比复盘', muteAllMembers: 'On', customData: '{"pinned":1}' },
      fields: ['name', 'muteAllMembers', 'customData'],
    });
    expect(updated.body.topics?.[0]).toMatchObject({ topicId, name: '德比复盘', muteAllMembers: 'On', customData: '{"pinned":1}' });
    const tip = await nextMessage(fan, (message) => message.elements?.[0].type === 'TIMGroupTipElem' && message.to === topicId);
    expect(JSON.parse(tip.elements![0].data!)).toMatchObject({
      operationType: 8,
      topicID: topicId,
      newTopicInfo: { topicName: '德比复盘', muteAllMembers: true },
    });
    expect(await send(fan, topicId, '禁言了吗', 820)).toBe(20012);
    expect(await send(owner, topicId, '房主可以', 821)).toBe(0);
  });

  it("deletes topics with a result per topic (notice 18), and a quit or a dismiss takes the topics' conversations and messages", async () => {
    const second = (
      await call(owner, 'topic.create', { groupId: communityId, topic: { name: '转会', topicId: `${communityId}@TOPIC#_transfers` } })
    ).body.topicId!;
    expect((await call(fan, 'topic.delete', { groupId: communityId, topicIds: [second] })).code).toBe(10007);
    expect((await call(owner, 'topic.delete', { groupId: communityId, topicIds: [] })).code).toBe(10004);
    fan.pushes.length = 0;
    const deleted = await call(owner, 'topic.delete', { groupId: communityId, topicIds: [second, 'free-form'] });
    expect(deleted.body.topics?.map((topic) => [topic.topicId, topic.errorCode ?? 0])).toEqual([
      [second, 0],
      ['free-form', 10010],
    ]);
    let notice = decodeGroupNotice((await fan.nextPush('push.group')).group!);
    while (notice.type !== 18) notice = decodeGroupNotice((await fan.nextPush('push.group')).group!);
    expect(notice).toMatchObject({ group: { groupId: communityId }, topicIds: [second] });
    expect(await send(owner, second, '还在吗', 830)).toBe(10010);

    expect((await fan.request('group.quit', { groupRequest: { groupId: communityId } })).errorCode ?? 0).toBe(0);
    expect((await server.db.query('select 1 from im_conversations where user_id = $1 and peer = $2', [ids.fan, topicId])).length).toBe(0);
    expect((await call(owner, 'group.dismiss', { groupId: communityId })).code).toBe(0);
    expect((await server.db.query('select 1 from im_topics where group_id = $1', [communityId])).length).toBe(0);
    expect((await server.db.query('select 1 from im_messages where thread = $1', [topicId])).length).toBe(0);
    expect((await server.db.query('select 1 from im_conversations where peer = $1', [topicId])).length).toBe(0);
  });
});
