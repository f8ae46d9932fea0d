import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ConversationType,
  GroupType,
  ImEvent,
  MessageType,
  type ChatSdk,
  type Message,
  type MessageStatus,
} from '../../../runtime/im/index.ts';
import { startTestServer, type TestServer } from '../../../server/__tests__/test-server.ts';
import { chatUser, clientsOf, eventually, loggedIn } from './chat-fixtures.ts';

const adminToken = 'group-recovery-token';
const holdMs = 1000;

/** The admin lines (RoomMessage) among messages: stored group messages, so each has a sequence. */
const linesOf = (messages: Message[]) =>
  messages
    .filter((m) => m.type === MessageType.CUSTOM)
    .flatMap((m) => {
      const data = JSON.parse((m.payload as { data: string }).data) as { type: string; content?: string };
      return data.type === 'RoomMessage' && data.content ? [data.content] : [];
    });

/**
 * Spec 001 §4 Connection: group conversations are recovered by sequence gap (1 to 299 pulled, 300 or more: the
 * notification path), pulling until the group's last sequence; after a reconnect each joined group is pulled from the
 * last sequence seen. The member is cut off completely while the room goes on: its socket is dropped and refused,
 * and its long polls fail, so only the recovery can bring the messages back (the polls keep failing afterwards).
 */
describe('live room: recovery by sequence gap after a dropped socket', () => {
  let server: TestServer;
  let rooms: string[];
  const clients = clientsOf(() => server);

  beforeAll(async () => {
    server = await startTestServer({ imLongPollHoldMs: holdMs, adminToken });
    rooms = (await server.db.query<{ liveid: number }>('select liveid from rooms order by liveid limit 3')).map(
      (room) => `live_${room.liveid}`,
    );
  });

  afterEach(() => server.im.faults.reset());

  afterAll(async () => {
    await clients.destroyAll();
    await server?.close();
  });

  async function post(groupID: string, content: string): Promise<void> {
    const response = await fetch(`${server.url}/admin/room/message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': adminToken },
      body: JSON.stringify({ liveid: Number(groupID.slice('live_'.length)), content, nick_name: '房管' }),
    });
    expect(response.status).toBe(200);
  }

  /** A member of the room, and every admin line it is handed (MESSAGE_RECEIVED), in arrival order. */
  async function member(account: string, groupID: string, logs: string[] = []): Promise<{ sdk: ChatSdk; lines: string[] }> {
    const sdk = await loggedIn(
      clients.open({ logSink: (level, message) => logs.push(`${level}: ${message}`) }),
      await chatUser(server, account),
    );
    const lines: string[] = [];
    sdk.on(ImEvent.MESSAGE_RECEIVED, (messages) => lines.push(...linesOf(messages)));
    await sdk.joinGroup({ groupID, type: GroupType.AVCHATROOM });
    await post(groupID, 'before');
    await eventually(() => lines.includes('before'), 10_000, 'the first line');
    return { sdk, lines };
  }

  /** Drops and refuses sockets and fails every long poll; waits until the poll in flight has answered. */
  async function cutOff(): Promise<void> {
    server.im.faults.failNext('long-poll', 60022, 100_000);
    server.im.faults.refuseConnections = true;
    server.im.faults.dropSockets();
    await new Promise((resolve) => setTimeout(resolve, holdMs + 500));
  }

  it(
    'hands a member all 50 messages posted while it was cut off, exactly once and in order, after reconnecting',
    { timeout: 60_000 },
    async () => {
      const { lines } = await member('gap_member', rooms[0]);
      await cutOff();
      const posted = Array.from({ length: 50 }, (_, i) => `line ${i}`);
      for (const line of posted) await post(rooms[0], line);
      expect(lines).toEqual(['before']);
      server.im.faults.refuseConnections = false;
      await eventually(() => lines.length >= 51, 20_000, '50 recovered lines');
      await post(rooms[0], 'after');
      await eventually(() => lines.includes('after'), 10_000, 'a line pushed after the recovery');
      expect(lines).toEqual(['before', ...posted, 'after']);
    },
  );

  it(
    'takes the notification path for a gap of 300 or more: only the newest 15 are shown, then the room goes on',
    { timeout: 90_000 },
    async () => {
      const logs: string[] = [];
      const { lines } = await member('gap_refresh', rooms[1], logs);
      await cutOff();
      const posted = Array.from({ length: 320 }, (_, i) => `bulk ${i}`);
      for (const line of posted) await post(rooms[1], line);
      server.im.faults.refuseConnections = false;
      await eventually(() => lines.length >= 16, 20_000, 'the refreshed page');
      await post(rooms[1], 'after');
      await eventually(() => lines.includes('after'), 10_000, 'a line pushed after the refresh');
      expect(lines).toEqual(['before', ...posted.slice(-15), 'after']);
      expect(logs.some((line) => line.includes('missed 320 messages'))).toBe(true);
    },
  );

  it('shows the sender its own message once, under its nick, going from unsend to success', { timeout: 30_000 }, async () => {
    const { sdk, lines } = await member('nick_sender', rooms[2]);
    const received: Message[] = [];
    const statuses: MessageStatus[] = [];
    sdk.on(ImEvent.MESSAGE_RECEIVED, (messages) => received.push(...messages));
    sdk.on(ImEvent.MESSAGE_STATUS_CHANGED, ([message]) => statuses.push(message.status));
    const message = sdk.createTextMessage({ to: rooms[2], conversationType: ConversationType.GROUP, payload: { text: '我来了' } });
    await sdk.sendMessage(message);
    // The room's copy comes back by push and poll; a line posted after it has passed both.
    await post(rooms[2], 'after');
    await eventually(() => lines.includes('after'), 10_000, 'the line after');
    expect(statuses).toEqual(['unsend', 'success']);
    const own = sdk.getLocalMessages(`GROUP${rooms[2]}`).filter((m) => m.type === MessageType.TEXT);
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ nick: 'nick_sender', status: 'success', flow: 'out', payload: { text: '我来了' } });
    expect(own[0].sequence).toBeGreaterThan(0);
    expect(received.filter((m) => m.type === MessageType.TEXT)).toEqual([]);
  });
});
