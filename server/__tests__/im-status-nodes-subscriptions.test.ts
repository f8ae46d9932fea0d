import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeStatusPush, encodeServiceRequest, UserStatusType, type ServiceRequest } from '../../runtime/im/protocol/service-codec.ts';
import type { Frame } from '../../runtime/im/protocol/codec.ts';
import { missingPart } from '../../tests/support/cluster.ts';
import { GatewayPair } from './gateway-pair.ts';
import { chatUser, loggedIn, textMessage, type RawImClient } from './im-test-client.ts';
import type { TestServer } from './test-server.ts';

const missing = missingPart();

/**
 * Issue 21, docs/decisions.md "User status across nodes": a status subscription is the user's on every gateway node,
 * so a subscriber whose socket moves to another node hears each change once there, unsubscribes there, and keeps
 * its subscriptions when the node that took them stops.
 */
describe.skipIf(missing !== undefined)('status subscriptions across two gateway nodes on one nats-server', () => {
  let pair: GatewayPair;
  let gatewayA: TestServer;
  let gatewayB: TestServer;
  let random = 0;

  beforeAll(async () => {
    pair = await GatewayPair.start();
    ({ gatewayA, gatewayB } = pair);
  }, 60_000);

  afterAll(() => pair?.close());

  const service = (client: RawImClient, command: string, request: ServiceRequest) =>
    client.request(command, { service: encodeServiceRequest(request) });
  const statusesIn = (frames: Frame[]) =>
    frames.filter((frame) => frame.header?.command === 'push.status').flatMap((frame) => decodeStatusPush(frame.service!).statuses ?? []);
  const statusPushes = (client: RawImClient) => statusesIn(client.pushes);
  const online = (userId: string) => (frame: Frame) =>
    statusesIn([frame]).some((status) => status.userId === userId && status.statusType === UserStatusType.ONLINE);
  /** Waits for a push of `command`, leaving every push in `client.pushes` for the checks after. */
  const hears = async (client: RawImClient, command: string, match: (frame: Frame) => boolean): Promise<void> => {
    const taken: Frame[] = [];
    try {
      while (![...client.pushes, ...taken].some((frame) => frame.header?.command === command && match(frame)))
        taken.push(await client.nextPush(command));
    } finally {
      client.pushes.push(...taken);
    }
  };
  /** A direct message from `from` (on node A): pushed to the subscriber by the same path as A's status pushes, after them. */
  const marker = async (from: RawImClient, to: { client: RawImClient; id: string }, text: string) => {
    expect((await from.request('c2c.send', textMessage(to.id, text, ++random))).errorCode ?? 0).toBe(0);
    await hears(
      to.client,
      'push.message',
      (frame) => frame.messagePush?.messages?.some((message) => message.elements?.[0]?.text === text) ?? false,
    );
  };
  /** The subscriber's socket moves from A to B: it logs in on B after its socket on A closed. */
  const moveToB = async (user: { id: string; signature: string }, onA: RawImClient) => {
    onA.close();
    const client = await loggedIn(gatewayB, user);
    return { client, id: user.id };
  };

  it(
    'tells a subscriber who moved to B each change of a user on A once, and nothing after it unsubscribed on B',
    { timeout: 30_000 },
    async () => {
      const followerUser = await chatUser(gatewayA, 'status_move_follower');
      const target = await chatUser(gatewayA, 'status_move_target');
      const sender = await pair.on(gatewayA, 'status_move_sender');
      const onA = await loggedIn(gatewayA, followerUser);
      expect((await service(onA, 'status.subscribe', { userIds: [target.id] })).errorCode ?? 0).toBe(0);
      const follower = await moveToB(followerUser, onA);

      const targetClient = await loggedIn(gatewayA, target);
      await hears(follower.client, 'push.status', online(target.id));
      await marker(sender.client, follower, 'after online');
      expect(statusPushes(follower.client).map((status) => [status.userId, status.statusType])).toEqual([
        [target.id, UserStatusType.ONLINE],
      ]);

      expect((await service(follower.client, 'status.unsubscribe', { userIds: [target.id] })).errorCode ?? 0).toBe(0);
      targetClient.close();
      await marker(sender.client, follower, 'after offline');
      // A, which took the subscription, knows of the unsubscribe on B: no offline push.
      expect(statusPushes(follower.client)).toHaveLength(1);
      follower.client.close();
    },
  );

  it(
    'keeps a subscription taken on A when A stops: the subscriber, now on B, hears the user come online on B',
    { timeout: 30_000 },
    async () => {
      const followerUser = await chatUser(gatewayA, 'status_stop_follower');
      const target = await chatUser(gatewayA, 'status_stop_target');
      const onA = await loggedIn(gatewayA, followerUser);
      expect((await service(onA, 'status.subscribe', { userIds: [target.id] })).errorCode ?? 0).toBe(0);
      const follower = await moveToB(followerUser, onA);
      await pair.stop(gatewayA);
      const targetClient = await loggedIn(gatewayB, target);
      await hears(follower.client, 'push.status', online(target.id));
      targetClient.close();
      follower.client.close();
    },
  );
});
