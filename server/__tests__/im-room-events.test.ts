import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireMessage } from '../../runtime/im/protocol/codec.ts';
import { guestNick } from '../im/room-events.ts';
import { chatUser, customData, loggedIn, RoomPoller, textMessage, type RawImClient } from './im-test-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';

const adminToken = 'room-events-token';
const liveid = 102;
const room = `live_${liveid}`;

/** The next live-room message pushed to a socket whose custom data matches (other pushes are skipped). */
async function nextRoomPush(client: RawImClient, match: Record<string, unknown>): Promise<WireMessage> {
  for (let skipped = 0; skipped < 50; skipped++) {
    // Messages of a room ready at the same time come in one push.
    for (const message of (await client.nextPush('push.message')).messagePush?.messages ?? []) {
      const data = customData(message);
      if (data && Object.entries(match).every(([field, value]) => data[field] === value)) return message;
    }
  }
  throw new Error(`no push like ${JSON.stringify(match)}`);
}

/** Realtime messages of spec 000 §4 as the server writes them (docs/im-api.md, "Realtime messages in live rooms"). */
describe('live-room realtime messages', () => {
  let server: TestServer;
  let fan: RawImClient;
  let fanId: string;
  let fanUser: Awaited<ReturnType<typeof chatUser>>;
  let random = 9000;
  const admin = async (path: string, body: unknown) => {
    const response = await fetch(`${server.url}/admin${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': adminToken },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { status: number; data: { id?: number; sequence?: number } | null };
  };
  const ofType = (type: string) => (message: WireMessage) => customData(message)?.type === type;

  beforeAll(async () => {
    server = await startTestServer({ adminToken, imLongPollHoldMs: 2000 });
    fanUser = await chatUser(server, 'roomfan');
    fanId = fanUser.id;
    fan = await loggedIn(server, fanUser);
  });
  afterAll(async () => {
    fan.close();
    await server.close();
  });

  it('shows a guest poller who enters: a logged-in user by nick, a chat guest as 游客 and four digits, once per visit', async () => {
    const poller = await RoomPoller.anonymous(server, room);
    expect((await fan.request('group.join', { groupRequest: { groupId: room } })).errorCode).toBe(0);
    const entered = await poller.until(ofType('EnterRoomMessage'));
    expect(customData(entered)).toEqual({ type: 'EnterRoomMessage', uid: fanId, nick_name: 'roomfan' });
    expect(entered).toMatchObject({ onlineOnly: true, sequence: 0, from: 'administrator', conversationType: 2, to: room });

    const guestInfo = await server.call<{ userid: string; txim_sign: string }>('/api/user/getGuestInfo');
    const guest = await loggedIn(server, { id: guestInfo.data.userid, signature: guestInfo.data.txim_sign });
    await guest.request('group.join', { groupRequest: { groupId: room } });
    const guestEntered = customData(await poller.until((m) => customData(m)?.uid === guestInfo.data.userid));
    expect(guestEntered?.nick_name).toMatch(/^游客\d{4}$/);
    expect(guestEntered?.nick_name).toBe(guestNick(guestInfo.data.userid));
    guest.close();

    // Joining again over a new socket within the presence window (a reconnect) is no new entrance.
    fan.close();
    fan = await loggedIn(server, fanUser);
    expect((await fan.request('group.join', { groupRequest: { groupId: room } })).errorCode).toBe(0);
    const marker = await admin('/room/message', { liveid, content: 'marker', nick_name: 'QA' });
    expect(marker.status).toBe(0);
    await poller.until((m) => customData(m)?.content === 'marker');
    expect(poller.seen.filter((m) => customData(m)?.uid === fanId)).toHaveLength(1);
  });

  it('announces a quit and a join again within the presence window once (a page that reads, then joins as a member)', async () => {
    const poller = await RoomPoller.anonymous(server, room);
    const rejoiner = await chatUser(server, 'rejoiner');
    const client = await loggedIn(server, rejoiner);
    try {
      const join = () => client.request('group.join', { groupRequest: { groupId: room } });
      expect((await join()).errorCode).toBe(0);
      await poller.until((m) => customData(m)?.uid === rejoiner.id);
      // The quit forgets the member's presence (the online count drops at once), not that the room heard them come.
      expect((await client.request('group.quit', { groupRequest: { groupId: room } })).errorCode).toBe(0);
      expect((await join()).errorCode).toBe(0);
      expect((await admin('/room/message', { liveid, content: 'after the rejoin', nick_name: 'QA' })).status).toBe(0);
      await poller.until((m) => customData(m)?.content === 'after the rejoin');
      expect(poller.seen.filter((m) => customData(m)?.uid === rejoiner.id)).toHaveLength(1);
    } finally {
      client.close();
    }
  });

  it('is no entrance when a member joins from a second socket while the first is in the room, past the window too', async () => {
    const poller = await RoomPoller.anonymous(server, room);
    const twice = await chatUser(server, 'twosockets');
    const { presenceWindowMs, instancesPerUser } = server.im.settings;
    // Two instances (a phone and a laptop), and a short window, so the first join's sighting and its entrance lapse
    // while its socket stays in the room.
    Object.assign(server.im.settings, { presenceWindowMs: 200, instancesPerUser: 2 });
    const [first, second] = [await loggedIn(server, twice, 'phone'), await loggedIn(server, twice, 'laptop')];
    try {
      const join = (client: RawImClient) => client.request('group.join', { groupRequest: { groupId: room } });
      expect((await join(first)).errorCode).toBe(0);
      await poller.until((m) => customData(m)?.uid === twice.id);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect((await join(second)).errorCode).toBe(0);
      expect((await admin('/room/message', { liveid, content: 'after the second socket', nick_name: 'QA' })).status).toBe(0);
      await poller.until((m) => customData(m)?.content === 'after the second socket');
      expect(poller.seen.filter((m) => customData(m)?.uid === twice.id)).toHaveLength(1);
    } finally {
      Object.assign(server.im.settings, { presenceWindowMs, instancesPerUser });
      first.close();
      second.close();
    }
  });

  it('publishes an admin RoomMessage into the group, stored, and keeps the HTTP history', async () => {
    const poller = await RoomPoller.anonymous(server, room);
    const posted = await admin('/room/message', { liveid, content: '欢迎来到直播间', nick_name: '房管' });
    expect(posted.status).toBe(0);
    const line = await poller.until(ofType('RoomMessage'));
    expect(customData(line)).toEqual({ type: 'RoomMessage', nick_name: '房管', content: '欢迎来到直播间' });
    expect(line).toMatchObject({ sequence: posted.data?.sequence, nick: '房管', onlineOnly: false });
    expect(line.elements?.[0]?.description).toBe('欢迎来到直播间');
    const history = await server.call<{ list: { content: string; type: string }[] }>('/api/live/getLiveChat', { liveid });
    expect(history.data.list.at(-1)).toMatchObject({ content: '欢迎来到直播间', type: 'RoomMessage' });
    // A member who joined over its socket has it pushed too: the same message, the same sequence.
    const pushed = await nextRoomPush(fan, { type: 'RoomMessage', content: '欢迎来到直播间' });
    expect(pushed).toMatchObject({ sequence: line.sequence, random: line.random });
  });

  it('tells pollers of a revoke in the room, naming the message by its SDK id', async () => {
    const poller = await RoomPoller.anonymous(server, room);
    const sent = await fan.request('group.send', textMessage(room, '发错了', ++random));
    const sequence = sent.sendMessageResponse?.sequence ?? 0;
    await poller.until((m) => m.sequence === sequence);
    expect((await fan.request('revoke', { messageRef: { conversationType: 2, from: fanId, to: room, sequence } })).errorCode).toBe(0);
    const notice = customData(await poller.until(ofType('revokeMessage')));
    expect(notice).toEqual({
      type: 'revokeMessage',
      msg_id: `${fanId}-${room}-${random}-${sequence}`,
      group_id: room,
      from: fanId,
      random,
      sequence,
      revoker: fanId,
    });
  });

  it('refuses a banned user’s sends with 10017 until the ban passes on the server clock, and announces the ban', async () => {
    const poller = await RoomPoller.anonymous(server, room);
    expect((await admin('/room/ban', { liveid, uid: fanId, duration: 600 })).status).toBe(0);
    expect(customData(await poller.until(ofType('Banuser')))).toEqual({ type: 'Banuser', uid: fanId, nick_name: 'roomfan', duration: 600 });
    expect((await fan.request('group.send', textMessage(room, '我被禁言了吗', ++random))).errorCode).toBe(10017);
    // Other rooms are not affected.
    await fan.request('group.join', { groupRequest: { groupId: 'live_101' } });
    expect((await fan.request('group.send', textMessage('live_101', '这里可以', ++random))).errorCode).toBe(0);

    const clock = server.context.clock as { now: () => Date };
    const frozen = clock.now;
    const start = frozen().getTime();
    clock.now = () => new Date(start + 601_000);
    try {
      expect((await fan.request('group.send', textMessage(room, '解禁了', ++random))).errorCode).toBe(0);
    } finally {
      clock.now = frozen;
    }
    expect((await admin('/room/ban', { liveid, uid: fanId, duration: 600 })).status).toBe(0);
    expect((await admin('/room/ban', { liveid, uid: fanId, duration: 0 })).status).toBe(0);
    expect((await fan.request('group.send', textMessage(room, '提前解禁', ++random))).errorCode).toBe(0);
    expect((await admin('/room/ban', { liveid: 9999, uid: fanId, duration: 60 })).status).toBe(3);
    expect((await admin('/room/ban', { liveid, uid: fanId })).status).toBe(1);
  });

  it('clears the chat for members and newcomers: clearChatList reaches members, the histories are emptied', async () => {
    const member = RoomPoller.fromJoin(server, await fan.request('group.join', { groupRequest: { groupId: room } }));
    expect((await admin('/room/clear', { liveid })).status).toBe(0);
    expect(customData(await member.until(ofType('clearChatList')))).toEqual({ type: 'clearChatList', group_id: room });
    expect(customData(await nextRoomPush(fan, { type: 'clearChatList' }))).toEqual({ type: 'clearChatList', group_id: room });
    const history = await server.call<{ list: unknown[] }>('/api/live/getLiveChat', { liveid });
    expect(history.data.list).toEqual([]);
    const roaming = await fan.request('roaming', { roamingRequest: { conversationType: 2, peer: room } });
    expect(roaming.roamingResponse?.messages ?? []).toEqual([]);
  });
});
