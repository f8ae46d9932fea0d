import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decodeGroupNotice,
  decodeGroupResponse,
  encodeGroupRequest,
  GroupNoticeType,
  type GroupRequest,
} from '../../runtime/im/protocol/group-codec.ts';
import type { Frame } from '../../runtime/im/protocol/codec.ts';
import { ServerCode } from '../../runtime/im/protocol/server-codes.ts';
import { missingPart } from '../../tests/support/cluster.ts';
import { GatewayPair } from './gateway-pair.ts';
import { longPoll, RoomPoller, textMessage, type RawImClient } from './im-test-client.ts';
import { fixedNow, setClock, type TestServer } from './test-server.ts';

/** Group event 21 of a long-poll answer: the member was banned from the room. */
const bannedEvent = 21;
const start = new Date(fixedNow).getTime();
const missing = missingPart();

/**
 * Issue 21 with spec 001 §4 notice 21 and §5 "Ban from a live room": a ban taken through one gateway node takes the
 * banned out of the room on every node. Two gateways in this process on one PostgreSQL and a real nats-server.
 */
describe.skipIf(missing !== undefined)('live-room bans across two gateway nodes on one nats-server', () => {
  let pair: GatewayPair;
  let gatewayA: TestServer;
  let gatewayB: TestServer;

  beforeAll(async () => {
    pair = await GatewayPair.start();
    ({ gatewayA, gatewayB } = pair);
  }, 60_000);

  afterAll(() => pair?.close());

  const on = (server: TestServer, account: string) => pair.on(server, account);
  const group = (client: RawImClient, command: string, request: GroupRequest): Promise<Frame> =>
    client.request(command, { group: encodeGroupRequest(request) });
  const join = (client: RawImClient, groupId: string) => client.request('group.join', { groupRequest: { groupId } });
  const noticesOf = (client: RawImClient, type: number) =>
    client.pushes.filter((frame) => frame.header?.command === 'push.group' && decodeGroupNotice(frame.group!).type === type);
  const textsIn = (frame: Frame) =>
    (frame.header?.command === 'push.message' ? (frame.messagePush?.messages ?? []) : []).map((message) => message.elements?.[0]?.text);
  const textsOf = (client: RawImClient) => client.pushes.flatMap(textsIn);
  /** Waits for a pushed message with this text; every push stays in `client.pushes` for the checks after. */
  const hears = async (client: RawImClient, text: string): Promise<void> => {
    const taken: Frame[] = [];
    try {
      while (![...client.pushes, ...taken].some((frame) => textsIn(frame).includes(text)))
        taken.push(await client.nextPush('push.message'));
    } finally {
      client.pushes.push(...taken);
    }
  };

  it(
    'takes a fan banned through gateway A out of the room on gateway B: its poll there answers event 21, its socket there hears notice 21 once and no more of the room',
    { timeout: 30_000 },
    async () => {
      const owner = await on(gatewayA, 'nodes_ban_owner');
      const created = await group(owner.client, 'group.create', { profile: { type: 'AVChatRoom', name: '双节点直播间' } });
      expect(created.errorCode ?? 0).toBe(0);
      const room = decodeGroupResponse(created.group!).groupId!;
      // Banned: one fan reading the room on B (socket and poll key), one on A; a watcher on B keeps reading it.
      const [fanB, fanA, watcher] = [
        await on(gatewayB, 'nodes_ban_fan_b'),
        await on(gatewayA, 'nodes_ban_fan_a'),
        await on(gatewayB, 'nodes_ban_watcher'),
      ];
      for (const { client } of [owner, watcher]) expect((await join(client, room)).errorCode ?? 0).toBe(0);
      const joinedB = await join(fanB.client, room);
      const pollB = RoomPoller.fromJoin(gatewayB, joinedB);
      const pollA = RoomPoller.fromJoin(gatewayA, await join(fanA.client, room));
      // Polling on B as the SDK does (answers come early with the room's entrances): what it reads until it is told of the ban.
      const readOnB: (string | null | undefined)[] = [];
      const pollingB = (async () => {
        for (let sequence = joinedB.joinGroupResponse!.nextSequence!; ;) {
          const answer = await longPoll(gatewayB, pollB.key, sequence);
          readOnB.push(...(answer.messages ?? []).map((message) => message.elements?.[0]?.text));
          sequence = Math.max(sequence, answer.nextSequence ?? 0);
          // Were the ban not to reach B, the poll would read on: the message sent after the ban ends the loop too.
          if (answer.events?.length || readOnB.includes('after the ban')) return answer;
        }
      })();

      const banned = await group(owner.client, 'group.deleteMembers', {
        groupId: room,
        userIds: [fanB.id, fanA.id],
        muteSeconds: 60,
        reason: '刷屏',
      });
      expect(banned.errorCode ?? 0).toBe(0);
      expect((await owner.client.request('group.send', textMessage(room, 'after the ban', 1))).errorCode ?? 0).toBe(0);

      const answerB = await pollingB;
      expect(answerB.events).toEqual([bannedEvent]);
      expect(readOnB).not.toContain('after the ban');
      expect((await longPoll(gatewayA, pollA.key, 0)).events).toEqual([bannedEvent]);
      // The key is spent on both nodes: the fan joins again, which the ban refuses with 10017 on either.
      for (const [server, key] of [
        [gatewayB, pollB.key],
        [gatewayA, pollA.key],
      ] as const)
        expect((await longPoll(server, key, 0)).errorCode).toBe(ServerCode.INVALID_PARAMETER);
      for (const fan of [fanB, fanA]) expect((await join(fan.client, room)).errorCode).toBe(ServerCode.MUTED);

      // The watcher on B hears the room's message; the banned fans' sockets, out of the room, do not. A direct message
      // sent after it comes by the same path as the notice: once it is there, so is every notice 21 the fan would get.
      await hears(watcher.client, 'after the ban');
      for (const fan of [fanB, fanA]) {
        expect((await owner.client.request('c2c.send', textMessage(fan.id, 'direct after the ban', 3))).errorCode ?? 0).toBe(0);
        await hears(fan.client, 'direct after the ban');
        expect(textsOf(fan.client)).not.toContain('after the ban');
        const [notice, ...again] = noticesOf(fan.client, GroupNoticeType.LIVE_ROOM_BANNED);
        expect(decodeGroupNotice(notice.group!)).toMatchObject({ operatorId: owner.id, message: '刷屏', group: { groupId: room } });
        expect(again).toEqual([]);
      }

      // The server clock ends the ban on every node: the fan on B joins and reads the room again.
      for (const server of [gatewayA, gatewayB]) setClock(server, new Date(start + 60_000));
      const back = RoomPoller.fromJoin(gatewayB, await join(fanB.client, room));
      expect((await owner.client.request('group.send', textMessage(room, 'welcome back', 2))).errorCode ?? 0).toBe(0);
      expect((await back.until((message) => message.elements?.[0]?.text === 'welcome back')).elements?.[0]?.text).toBe('welcome back');
    },
  );
});
