import { createServer, connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConversationType, ErrorCode, GroupType, ImEvent, MessageType, type Message } from '../../../runtime/im/index.ts';
import { adminPost, startTestServer, type TestServer } from '../../../server/__tests__/test-server.ts';
import { clientsOf, chatUser, eventually, loggedIn, nextEvent } from './chat-fixtures.ts';

const adminToken = 'live-room-token';
/** The texts of text messages (live rooms also carry realtime custom messages: EnterRoomMessage ...). */
const textsOf = (messages: Message[]) =>
  messages.filter((m) => m.type === MessageType.TEXT).map((m) => (m.payload as { text: string }).text);
/** The JSON data of the realtime custom messages (docs/im-api.md). */
const realtimeOf = (messages: Message[]) =>
  messages
    .filter((m) => m.type === MessageType.CUSTOM)
    .map((m) => JSON.parse((m.payload as { data: string }).data) as Record<string, unknown>);

/** Spec 001 §4 Live chat room: a guest reads by long polling, a logged-in fan sends. */
describe('live room: guest poller and logged-in sender', () => {
  let server: TestServer;
  let groupID: string;
  const clients = clientsOf(() => server);
  const client = () => clients.open();

  beforeAll(async () => {
    server = await startTestServer({ imLongPollHoldMs: 2000, adminToken });
    const [room] = await server.db.query<{ liveid: number }>('select liveid from rooms order by liveid limit 1');
    groupID = `live_${room.liveid}`;
  });

  afterAll(async () => {
    await clients.destroyAll();
    await server?.close();
  });

  it('lets a guest without a chat login join and read what a logged-in fan sends, in order and once', async () => {
    const guest = client();
    const { data } = await guest.joinGroup({ groupID, type: GroupType.AVCHATROOM });
    expect(data).toEqual({ status: 'JoinedSuccess', group: { groupID, type: GroupType.AVCHATROOM } });
    const seen: string[] = [];
    guest.on(ImEvent.MESSAGE_RECEIVED, (messages) => seen.push(...textsOf(messages)));

    const fan = await loggedIn(client(), await chatUser(server, 'room_fan'));
    await fan.joinGroup({ groupID, type: GroupType.AVCHATROOM });
    for (const text of ['开球了', '好球！', 'Que golaço!']) {
      await fan.sendMessage(fan.createTextMessage({ to: groupID, conversationType: ConversationType.GROUP, payload: { text } }));
    }
    await eventually(() => seen.length >= 3, 10_000, 'three room messages');
    expect(seen).toEqual(['开球了', '好球！', 'Que golaço!']);
    // A live room never counts unread.
    expect(guest.getTotalUnreadMessageCount()).toBe(0);
    expect(fan.getTotalUnreadMessageCount()).toBe(0);
  });

  it('refuses a guest sending (the SDK is not ready without a login) and joining a non-live group', async () => {
    const guest = client();
    await expect(
      guest.sendMessage(guest.createTextMessage({ to: groupID, conversationType: ConversationType.GROUP, payload: { text: 'hi' } })),
    ).rejects.toMatchObject({ code: ErrorCode.SDK_IS_NOT_READY });
    await expect(guest.joinGroup({ groupID: 'fans_1', type: GroupType.PUBLIC })).rejects.toMatchObject({
      code: ErrorCode.CANNOT_JOIN_NON_AVCHATROOM_WITHOUT_LOGIN,
    });
  });

  it('keeps polling through a failed poll and stops on quit', async () => {
    const guest = client();
    await guest.joinGroup({ groupID, type: GroupType.AVCHATROOM });
    const errors: number[] = [];
    guest.on(ImEvent.ERROR, (error) => errors.push(error.code));
    // Every poll fails until this guest has seen a failure: the earlier tests' pollers of the same room share the
    // server, and a single armed failure could go to one of them instead.
    server.im.faults.failNext('long-poll', 60022, 1000);
    const seen: string[] = [];
    guest.on(ImEvent.MESSAGE_RECEIVED, (messages) => seen.push(...textsOf(messages)));
    const fan = await loggedIn(client(), await chatUser(server, 'room_fan_2'));
    await fan.joinGroup({ groupID, type: GroupType.AVCHATROOM });
    await eventually(() => errors.length > 0, 10_000, 'a failed poll reported');
    server.im.faults.failNext('long-poll', 60022, 0);
    expect(errors).toContain(60022);
    await fan.sendMessage(
      fan.createTextMessage({ to: groupID, conversationType: ConversationType.GROUP, payload: { text: 'after the failure' } }),
    );
    await eventually(() => seen.includes('after the failure'), 10_000, 'message after the failure');
    const stopped = new Promise((resolve) => guest.on(ImEvent.GROUP_POLLING_STOPPED, resolve));
    await guest.quitGroup(groupID);
    expect(await stopped).toEqual({ groupID, reason: 'quit' });
  });

  it('gives a guest poller the realtime messages: entrances, admin lines, and revokes applied to the list', async () => {
    const guest = client();
    const realtime: Record<string, unknown>[] = [];
    guest.on(ImEvent.MESSAGE_RECEIVED, (messages) => realtime.push(...realtimeOf(messages)));
    await guest.joinGroup({ groupID, type: GroupType.AVCHATROOM });
    const fan = await loggedIn(client(), await chatUser(server, 'room_realtime'));
    await fan.joinGroup({ groupID, type: GroupType.AVCHATROOM });
    await eventually(
      () => realtime.some((event) => event.type === 'EnterRoomMessage' && event.nick_name === 'room_realtime'),
      10_000,
      'EnterRoomMessage',
    );

    const posted = await fetch(`${server.url}/admin/room/message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': adminToken },
      body: JSON.stringify({ liveid: Number(groupID.slice('live_'.length)), content: '请文明发言', nick_name: '房管' }),
    });
    expect(posted.status).toBe(200);
    await eventually(() => realtime.some((event) => event.type === 'RoomMessage' && event.content === '请文明发言'), 10_000, 'RoomMessage');

    const received = nextEvent(guest, ImEvent.MESSAGE_RECEIVED);
    const { data } = await fan.sendMessage(
      fan.createTextMessage({ to: groupID, conversationType: ConversationType.GROUP, payload: { text: '撤回我' } }),
    );
    await received;
    const revoked = nextEvent(guest, ImEvent.MESSAGE_REVOKED);
    await fan.revokeMessage(data.message);
    const [seen] = await revoked;
    expect(seen).toMatchObject({ ID: data.message.ID, isRevoked: true, revoker: data.message.from });
    expect(realtime.at(-1)).toMatchObject({ type: 'revokeMessage', msg_id: data.message.ID });
  });

  it('counts who is in the room', async () => {
    const fan = await loggedIn(client(), await chatUser(server, 'room_counter'));
    await fan.joinGroup({ groupID, type: GroupType.AVCHATROOM });
    const { data } = await fan.getGroupOnlineMemberCount(groupID);
    expect(data.memberCount).toBeGreaterThanOrEqual(1);
  });
});

/**
 * A key the server no longer knows (docs/im-protocol.md "Long-poll keys": a single process's keys do not survive its
 * restart): the SDK joins the room again, a guest as a new visitor, and reads on from where it stood.
 */
describe('live room: a polling key the server forgot', () => {
  let server: TestServer;
  // The guest reaches the server through a front that keeps one address while the server restarts behind it, as a
  // load balancer does: a restart on the port the first server freed could find it taken meanwhile (any connection on
  // the machine may get it as its local port), and the guest would poll something else.
  const front = new FrontDoor();
  const clients = clientsOf(() => ({ ...server, url: front.url }));

  beforeAll(async () => {
    await front.open();
    server = await startTestServer({ imLongPollHoldMs: 1000, adminToken });
    front.target = server.url;
  });

  afterAll(async () => {
    await clients.destroyAll();
    await server?.close();
    await front.close();
  });

  it("a guest on a match's channel joins it again after the server restarted, and hears the next goal", async () => {
    // A seeded football match in play at the fixed clock: the restarted server seeds the same one.
    const inPlay = async () =>
      (
        await server.db.query<{ id: number }>(
          "select id from matches where sport_id = 1 and status_override is null and kickoff_time between $1::timestamptz - interval '40 minutes' and $1::timestamptz - interval '5 minutes' order by id limit 1",
          [server.context.clock.now().toISOString()],
        )
      )[0].id;
    const matchid = await inPlay();
    const channel = `match_${matchid}`;
    const guest = clients.open();
    await guest.joinGroup({ groupID: channel, type: GroupType.AVCHATROOM });
    const deltas: Record<string, unknown>[] = [];
    guest.on(ImEvent.MESSAGE_RECEIVED, (messages) => deltas.push(...realtimeOf(messages).filter((event) => event.type === 'MatchDelta')));
    const errors: number[] = [];
    guest.on(ImEvent.ERROR, (error) => errors.push(error.code));
    const stopped: string[] = [];
    guest.on(ImEvent.GROUP_POLLING_STOPPED, ({ reason }) => stopped.push(reason));
    const joins = () => server.im.presence.localCount(channel, []);
    await eventually(() => joins() === 1, 10_000, 'the guest counted in the channel');

    // The same server restarted behind the same address: a new random chat secret, so the guest's key means nothing to it.
    await server.close();
    front.target = undefined;
    server = await startTestServer({ imLongPollHoldMs: 1000, adminToken });
    front.target = server.url;
    expect(await inPlay()).toBe(matchid);
    // The guest's next poll is answered 10004; it joins again as a fresh visitor and polls on.
    await eventually(() => joins() === 1, 15_000, 'the guest joined again');
    await adminPost(server, '/admin/match/event', { match_id: matchid, side: 'home', points: 1, player: 'Lin Feng' });
    await eventually(() => deltas.length > 0, 10_000, "the goal's delta");
    expect(deltas[0]).toMatchObject({ type: 'MatchDelta', matchid, seq: 1 });
    expect(deltas[0].home_score).toEqual(expect.any(Number));
    expect(stopped).toEqual([]);
    // Only the polls that found the server down failed; the unknown key was not reported as an error.
    expect(errors).not.toContain(10004);
  });
});

/**
 * A TCP front on loopback (127.0.0.1, a port of its own for the whole suite) that joins each connection to the server
 * it names now; while none answers, a connection is closed at once, as a refused one would be.
 */
class FrontDoor {
  /** The server's address, or none while it is down. */
  target?: string;
  private readonly sockets = new Set<Socket>();
  private readonly listener = createServer((client) => {
    if (!this.target) return client.destroy();
    const { hostname, port } = new URL(this.target);
    const upstream = connect(Number(port), hostname);
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
    upstream.once('error', () => client.destroy());
    client.once('error', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
    client.once('close', () => upstream.destroy());
  });

  get url(): string {
    const { port } = this.listener.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  open(): Promise<void> {
    return new Promise((resolve) => this.listener.listen(0, '127.0.0.1', resolve));
  }

  close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => this.listener.close(() => resolve()));
  }
}
