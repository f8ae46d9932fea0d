import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeGroupResponse, encodeGroupRequest } from '../../runtime/im/protocol/group-codec.ts';
import type { WireMessage } from '../../runtime/im/protocol/codec.ts';
import { ServerCode } from '../../runtime/im/protocol/server-codes.ts';
import { missingPart } from '../../tests/support/cluster.ts';
import { GatewayPair } from './gateway-pair.ts';
import { anonymousJoin, longPoll, textMessage, type RawImClient } from './im-test-client.ts';
import type { TestServer } from './test-server.ts';

/** Group event 21 of a long-poll answer: the member was banned from the room. */
const bannedEvent = 21;
const missing = missingPart();
const textOf = (message: WireMessage) => message.elements?.[0]?.text ?? message.elements?.[0]?.data;

/**
 * Issue 21: behind a balancer that spreads requests, a live-room reader's polls reach any gateway node. Its key is good
 * on every node (docs/decisions.md "Long-poll keys on any node"), so it never has to join again. Two gateways in this
 * process on one PostgreSQL and a real nats-server, sharing the cluster's chat secret as docs/deploy.md asks.
 */
describe.skipIf(missing !== undefined)('long-poll keys across two gateway nodes on one nats-server', () => {
  let pair: GatewayPair;
  let gatewayA: TestServer;
  let gatewayB: TestServer;
  let room: string;
  let owner: { client: RawImClient; id: string };
  let random = 0;

  beforeAll(async () => {
    // Both nodes have the cluster's chat secret (gateway-pair.ts): keys one signs, the other honours.
    pair = await GatewayPair.start({ imLongPollHoldMs: 10_000 });
    ({ gatewayA, gatewayB } = pair);
    owner = await pair.on(gatewayA, 'poll_nodes_owner');
    const created = await owner.client.request('group.create', {
      group: encodeGroupRequest({ profile: { type: 'AVChatRoom', name: '双节点轮询' } }),
    });
    room = decodeGroupResponse(created.group!).groupId!;
  }, 60_000);

  afterAll(() => pair?.close());

  const send = async (text: string, onlineOnly = false) => {
    const body = textMessage(room, text, ++random);
    const sent = await owner.client.request('group.send', { sendMessageRequest: { ...body.sendMessageRequest, onlineOnly } });
    expect(sent.errorCode ?? 0).toBe(0);
  };

  it(
    'lets a visitor who joined through A poll through A and B in turn and read every message once, in order, with no new join',
    { timeout: 30_000 },
    async () => {
      const joined = await anonymousJoin(gatewayA, room);
      let key = joined.longPollingKey!;
      let sequence = joined.nextSequence!;
      const stored: string[] = [];
      const onlineOnly: string[] = [];
      const nodes = [gatewayB, gatewayA];
      for (let turn = 0; turn < 8; turn++) {
        // Sent through A; the poll goes to B on even turns: the message crosses the bus to reach it.
        await send(`stored ${turn}`);
        await send(`gift ${turn}`, true);
        const answer = await longPoll(nodes[turn % 2], key, sequence);
        expect(answer.errorCode ?? 0).toBe(0);
        for (const message of answer.messages ?? []) (message.sequence ? stored : onlineOnly).push(String(textOf(message)));
        sequence = Math.max(sequence, answer.nextSequence ?? 0);
        key = answer.key || key;
      }
      // A poll answers once something is there: the last turn's messages may come with one more poll, on either node.
      for (const node of nodes) {
        if (stored.length === 8 && onlineOnly.length === 8) break;
        const answer = await longPoll(node, key, sequence);
        for (const message of answer.messages ?? []) (message.sequence ? stored : onlineOnly).push(String(textOf(message)));
        sequence = Math.max(sequence, answer.nextSequence ?? 0);
        key = answer.key || key;
      }
      const sent = (name: string) => Array.from({ length: 8 }, (_, turn) => `${name} ${turn}`);
      expect(stored).toEqual(sent('stored'));
      expect(onlineOnly).toEqual(sent('gift'));
      // The owner's socket and the visitor, counted by A (which issued the key) and not by B too, though it polled there.
      const localCount = (server: TestServer) => server.im.presence.localCount(room, server.im.connectedMembers(room));
      expect([localCount(gatewayA), localCount(gatewayB)]).toEqual([2, 0]);
    },
  );

  it('answers a forged or altered key with 10004 on both nodes', async () => {
    const { longPollingKey } = await anonymousJoin(gatewayA, room);
    const [version, payload, mac] = longPollingKey!.split('.');
    const otherRoom = Buffer.from(Buffer.from(payload, 'base64url').toString().replace(room, 'live_1')).toString('base64url');
    const flipped = `${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
    for (const server of [gatewayA, gatewayB]) {
      for (const key of [`${version}.${otherRoom}.${mac}`, `${version}.${payload}.${flipped}`, 'made-up-key'])
        expect((await longPoll(server, key, 0)).errorCode).toBe(ServerCode.INVALID_PARAMETER);
    }
  });

  it('ends a fan’s poll held on B when the fan is banned through A, and its key on both nodes after', { timeout: 30_000 }, async () => {
    const fan = await pair.on(gatewayA, 'poll_nodes_fan');
    const joined = (await fan.client.request('group.join', { groupRequest: { groupId: room } })).joinGroupResponse!;
    // Polling on B as the SDK does until an answer ends polling: the first may come at once with the room's entrances,
    // the next is held there when the ban is taken through A.
    const keys = [joined.longPollingKey!];
    const polling = (async () => {
      for (let poll = 0, sequence = joined.nextSequence!; poll < 3; poll++) {
        const answer = await longPoll(gatewayB, keys.at(-1)!, sequence);
        if (answer.events?.length || answer.errorCode) return answer;
        sequence = Math.max(sequence, answer.nextSequence ?? 0);
        keys.push(answer.key || keys.at(-1)!);
      }
      throw new Error('three polls on B and no ban');
    })();
    const banned = await owner.client.request('group.deleteMembers', {
      group: encodeGroupRequest({ groupId: room, userIds: [fan.id], muteSeconds: 60, reason: '刷屏' }),
    });
    expect(banned.errorCode ?? 0).toBe(0);
    expect((await polling).events).toEqual([bannedEvent]);
    // B ended the keys as it answered; A hears it over the bus a moment later, so A is asked until it has.
    for (const key of keys) expect((await longPoll(gatewayB, key, 0)).errorCode).toBe(ServerCode.INVALID_PARAMETER);
    for (const key of keys)
      await expect.poll(async () => (await longPoll(gatewayA, key, 0)).errorCode, { timeout: 5_000 }).toBe(ServerCode.INVALID_PARAMETER);
  });
});
