import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decodeJoinGroupResponse,
  decodeLongPollResponse,
  encodeAnonymousJoin,
  encodeLongPollRequest,
  type AnonymousJoinRequest,
  type LongPollRequest,
} from '../../runtime/im/protocol/codec.ts';
import { chatUser, loggedIn, testSdkAppId, textMessage, type RawImClient } from './im-test-client.ts';
import { backends, startTestServer, type TestServer } from './test-server.ts';

const protobufPost = (server: TestServer, path: string, body: Uint8Array) =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-protobuf' }, body });

async function anonymousJoin(server: TestServer, request: AnonymousJoinRequest) {
  const response = await protobufPost(server, '/im/anonymous-join', encodeAnonymousJoin(request));
  return {
    join: decodeJoinGroupResponse(new Uint8Array(await response.arrayBuffer())),
    errorCode: Number(response.headers.get('x-im-error-code') ?? 0),
  };
}

async function longPoll(server: TestServer, request: LongPollRequest) {
  const response = await protobufPost(server, '/im/long-poll', encodeLongPollRequest(request));
  expect(response.status).toBe(200);
  return decodeLongPollResponse(new Uint8Array(await response.arrayBuffer()));
}

describe.each(backends)('IM live rooms on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let anchor: RawImClient;
  let guest: RawImClient;
  let random = 5000;
  const room = 'live_101';

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl, imLongPollHoldMs: 10_000 });
    anchor = await loggedIn(server, await chatUser(server, 'imanchor'));
    const guestInfo = await server.call<{ userid: string; txim_sign: string }>('/api/user/getGuestInfo');
    guest = await loggedIn(server, { id: guestInfo.data.userid, signature: guestInfo.data.txim_sign });
  });
  afterAll(async () => {
    anchor.close();
    guest.close();
    await server.close();
  });

  it('lets guests join a live room, but not send; unknown groups are 10010', async () => {
    const joined = await guest.request('group.join', { groupRequest: { groupId: room } });
    expect(joined.joinGroupResponse).toMatchObject({ status: 'JoinedSuccess', groupType: 'AVChatRoom', nextSequence: 1 });
    expect(joined.joinGroupResponse?.longPollingKey).not.toBe('');
    expect((await guest.request('group.send', textMessage(room, 'hi', ++random))).errorCode).toBe(10007);
    expect((await guest.request('group.join', { groupRequest: { groupId: 'live_99999' } })).errorCode).toBe(10010);
    expect((await guest.request('group.join', { groupRequest: { groupId: 'CHATGROUP_NORMAL_1' } })).errorCode).toBe(10010);
    expect((await guest.request('group.join', { groupRequest: {} })).errorCode).toBe(10004);
    expect((await anchor.request('group.send', textMessage(room, 'not joined yet', ++random))).errorCode).toBe(10007);
  });

  it('wakes an anonymous long poll with a member message, and answers from next_sequence on', async () => {
    // Joined before the visitor, so the visitor's key gets no EnterRoomMessage of the anchor (im-room-events.test.ts).
    expect((await anchor.request('group.join', { groupRequest: { groupId: room } })).errorCode).toBe(0);
    const { join, errorCode } = await anonymousJoin(server, { groupId: room, sdkAppId: testSdkAppId });
    expect(errorCode).toBe(0);
    expect(join).toMatchObject({ status: 'JoinedSuccess', groupType: 'AVChatRoom', nextSequence: 1 });
    const waiting = longPoll(server, { key: join.longPollingKey, startSequence: join.nextSequence });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const sent = await anchor.request('group.send', textMessage(room, '开球了', ++random));
    expect(sent.sendMessageResponse).toMatchObject({ sequence: 1, duplicate: false });
    const answer = await waiting;
    expect(answer).toMatchObject({ errorCode: 0, nextSequence: 2 });
    expect(answer.messages.map((m) => [m.sequence, m.elements?.[0]?.text, m.nick])).toEqual([[1, '开球了', 'imanchor']]);
    // A late poller from the start gets the kept messages at once, with the key the answer handed back or the first.
    for (const key of [answer.key, join.longPollingKey])
      expect((await longPoll(server, { key, startSequence: 1 })).messages.length).toBe(1);
  });

  it('answers an empty poll after the hold, and refuses unknown keys and bad bodies', async () => {
    const { join } = await anonymousJoin(server, { groupId: room, sdkAppId: testSdkAppId });
    server.im.settings.longPollHoldMs = 300;
    const started = Date.now();
    const empty = await longPoll(server, { key: join.longPollingKey, startSequence: join.nextSequence });
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(empty).toMatchObject({ errorCode: 0, messages: [], nextSequence: join.nextSequence });
    server.im.settings.longPollHoldMs = 10_000;
    expect((await longPoll(server, { key: 'no-such-key', startSequence: 1 })).errorCode).toBe(10004);
    expect((await protobufPost(server, '/im/long-poll', new Uint8Array([0xff, 0xff, 0xff]))).status).toBe(400);
    // Over the calls' 4 KB: refused whole.
    expect((await protobufPost(server, '/im/long-poll', new Uint8Array(5000))).status).toBe(413);
    expect((await anonymousJoin(server, { groupId: 'live_99999', sdkAppId: testSdkAppId })).errorCode).toBe(10010);
    expect((await anonymousJoin(server, { groupId: room, sdkAppId: 1 })).join.longPollingKey).toBe('');
  });

  it('delivers online-only messages to pollers without storing them', async () => {
    const { join } = await anonymousJoin(server, { groupId: room, sdkAppId: testSdkAppId });
    const waiting = longPoll(server, { key: join.longPollingKey, startSequence: join.nextSequence });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const sent = await anchor.request('group.send', {
      sendMessageRequest: {
        message: { to: room, random: ++random, elements: [{ type: 'TIMCustomElem', data: 'gift' }] },
        onlineOnly: true,
      },
    });
    expect(sent.sendMessageResponse?.sequence).toBe(0);
    const answer = await waiting;
    expect(answer.messages).toHaveLength(1);
    expect(answer.messages[0]).toMatchObject({ onlineOnly: true, sequence: 0 });
    expect(answer.nextSequence).toBe(join.nextSequence);
    const history = await anchor.request('roaming', { roamingRequest: { conversationType: 2, peer: room } });
    expect(history.roamingResponse?.messages?.map((m) => m.sequence)).toEqual([1]);
  });

  it('counts members and pollers seen lately, lists the room with no unread, and lets members quit', async () => {
    const count = await guest.request('group.onlineCount', { groupRequest: { groupId: room } });
    // The guest and the anchor over their sockets, and the three anonymous pollers of the tests before.
    expect(count.onlineCountResponse).toMatchObject({ onlineMemberNum: 5, expireTime: 60 });
    const listed = (await anchor.request('conversation.list')).conversationListResponse?.conversations;
    expect(listed).toEqual([expect.objectContaining({ type: 2, peer: room, unreadCount: 0, groupType: 'AVChatRoom' })]);
    expect(listed?.[0]?.lastMessage?.sequence).toBe(1);
    expect((await guest.request('group.quit', { groupRequest: { groupId: room } })).errorCode).toBe(0);
    expect((await guest.request('group.quit', { groupRequest: { groupId: room } })).errorCode).toBe(10007);
  });

  it('answers a pending poll at shutdown', async () => {
    const own = await startTestServer();
    const { join } = await anonymousJoin(own, { groupId: room, sdkAppId: testSdkAppId });
    const waiting = longPoll(own, { key: join.longPollingKey, startSequence: join.nextSequence }).then(
      () => 'answered',
      () => 'connection closed',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await own.close();
    expect(await waiting).toBe('answered');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("stamps a message with its sender's VIP level while the VIP lasts, from the account, never from the client", async () => {
    // Another room than the other cases', so their counts and sequences are not disturbed.
    const vipRoom = 'live_102';
    const fan = await loggedIn(server, await chatUser(server, 'imvipfan'));
    try {
      expect((await fan.request('group.join', { groupRequest: { groupId: vipRoom } })).errorCode).toBe(0);
      const now = server.context.clock.now().getTime();
      const vipUntil = async (ms: number) =>
        server.db.query('update users set vip_level = 2, vip_date = $2 where id = $1', [Number(fan.userId), new Date(ms).toISOString()]);
      await vipUntil(now + 86_400_000);
      const asVip = await fan.request('group.send', textMessage(vipRoom, '我是会员', ++random));
      await vipUntil(now - 1_000);
      const lapsed = await fan.request('group.send', textMessage(vipRoom, '会员过期了', ++random));
      const { join } = await anonymousJoin(server, { groupId: vipRoom, sdkAppId: testSdkAppId });
      const kept = (await longPoll(server, { key: join.longPollingKey, startSequence: 1 })).messages;
      const levelOf = (sequence: number | null | undefined) => kept.find((m) => m.sequence === sequence)?.vipLevel ?? 0;
      expect(levelOf(asVip.sendMessageResponse?.sequence)).toBe(2);
      expect(levelOf(lapsed.sendMessageResponse?.sequence)).toBe(0);
    } finally {
      fan.close();
    }
  });
});
