import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import pg from 'pg';
import {
  ConversationType,
  create,
  GroupType,
  GroupTypes,
  ImEvent,
  MessageType,
  type ChatSdk,
  type Message,
  type UserStatus,
} from '../../../runtime/im/index.ts';
import type { SocketLike } from '../../../runtime/im/core/host.ts';
import { eventually, loggedIn, nextEvent } from '../im/chat-fixtures.ts';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, freshDatabase, missingPart, Nats, Node } from '../../support/cluster.ts';
import { Nginx, nginxMissing } from '../../support/nginx.ts';

/**
 * Issue 21's multi-node tests: two gateway nodes and an API node, real processes on one PostgreSQL and one
 * nats-server (docs/deploy.md's commands), behind nginx configured by deploy/nginx/ (tests/support/nginx.ts): fans on
 * both gateways, each through an nginx that lists the gateways in the order the fan should reach them. Every message
 * reaches every receiver once and in order, through a gateway's death and a bus restart; a login on one node ends
 * the session on the other; a user's status is the same on both.
 */
const missing = missingPart() ?? nginxMissing();
if (missing) console.warn(`scale-out tests skipped: ${missing}`);

const site = 'qutu';
const adminToken = 'scale-out-admin';

/** The texts of text messages and the contents of admin lines, in arrival order. */
function textsOf(messages: Message[]): string[] {
  return messages.flatMap((message) => {
    if (message.type === MessageType.TEXT) return [(message.payload as { text: string }).text];
    if (message.type !== MessageType.CUSTOM) return [];
    const data = JSON.parse((message.payload as { data: string }).data) as { type: string; content?: string };
    return data.type === 'RoomMessage' && data.content ? [data.content] : [];
  });
}

describe.skipIf(missing !== undefined)('several nodes on one PostgreSQL and one nats-server', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let nats: Nats;
  let api: Node;
  let gatewayA: Node;
  let gatewayB: Node;
  let sdkAppID: number;
  let rooms: string[];
  /** nginx in front of the nodes, one per order of the gateways (`frontFor`); the API calls go through the first. */
  const fronts = new Map<string, Promise<Nginx>>();
  let front: Nginx;
  const wwwRoot = mkdtempSync(join(tmpdir(), 'sideline-www-'));
  const clients: ChatSdk[] = [];
  let accounts = 0;

  beforeAll(async () => {
    database = await freshDatabase();
    nats = await Nats.start();
    const common = { databaseUrl: database.url, bus: nats.url, adminToken };
    // The API node migrates and seeds the empty database; the gateways start on it after.
    api = await Node.start(site, { ...common, role: 'api', nodeId: 'api-1' });
    [gatewayA, gatewayB] = await Promise.all(
      ['gateway-a', 'gateway-b'].map((nodeId) => Node.start(site, { ...common, role: 'gateway', nodeId })),
    );
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const [config] = (await db.query<{ appid: string }>("select config->>'im_sdkappid' as appid from sites where code = $1", [site])).rows;
    sdkAppID = Number(config.appid);
    rooms = (await db.query<{ liveid: number }>('select liveid from rooms order by liveid limit 3')).rows.map(
      (room) => `live_${room.liveid}`,
    );
    await db.end();
    // The published site: a hashed asset and a brand's file (dist/<code>/ without server/ and the build report).
    for (const folder of ['assets', 'tenant']) mkdirSync(join(wwwRoot, 'm', folder), { recursive: true });
    writeFileSync(join(wwwRoot, 'm/assets/index-abc123.js'), 'export const app = 1;');
    writeFileSync(join(wwwRoot, 'm/tenant/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(wwwRoot, 'm/favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    front = await frontFor([gatewayA, gatewayB]);
  }, 120_000);

  afterAll(async () => {
    for (const sdk of clients) await sdk.destroy().catch(() => undefined);
    for (const nginx of fronts.values()) await (await nginx.catch(() => undefined))?.stop();
    rmSync(wwwRoot, { recursive: true, force: true });
    for (const node of [gatewayA, gatewayB, api]) await node?.stop();
    await nats?.stop();
    await database?.drop();
  }, 30_000);

  /** nginx whose gateways are these nodes, in this order: started once per order, even by fans that start together. */
  function frontFor(nodes: Node[]): Promise<Nginx> {
    const key = nodes.map((node) => node.port).join(',');
    let nginx = fronts.get(key);
    if (!nginx) {
      nginx = Nginx.start({ api: [api.port], gateways: nodes.map((node) => node.port), wwwRoot }, freePort);
      fronts.set(key, nginx);
    }
    return nginx;
  }

  async function call<T>(path: string, body: unknown): Promise<T> {
    const response = await front.request(`${path}?platform=3&sp_source=9`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const envelope = JSON.parse(response.body) as { data: T; status: number; msg: string };
    if (envelope.status !== 0) throw new Error(`${path}: ${envelope.msg}`);
    return envelope.data;
  }

  async function identity(): Promise<{ userID: string; userSig: string }> {
    const data = await call<{ uid: number; txim_sign: string }>('/webapi/user/regist', {
      account: `scale_${process.pid % 10_000}_${++accounts}`,
      password: 'goal2026',
    });
    return { userID: String(data.uid), userSig: data.txim_sign };
  }

  /**
   * A logged-in SDK reaching the nodes in this order (the first that accepts), and every text it is handed: through
   * nginx (wss://), or (`hostList`) with no proxy, the SDK given the nodes as its list of servers, as the app gives it
   * its API hosts.
   */
  async function fan(
    nodes: Node[],
    who?: { userID: string; userSig: string },
    { hostList = false } = {},
  ): Promise<{ sdk: ChatSdk; id: string; texts: string[] }> {
    const nginx = hostList ? undefined : await frontFor(nodes);
    const server = nginx?.url ?? nodes.map((node) => node.url);
    const sdk = create({
      SDKAppID: sdkAppID,
      server,
      createSocket: (url) => new WebSocket(url, { ca: nginx?.ca }) as unknown as SocketLike,
    });
    clients.push(sdk);
    const texts: string[] = [];
    sdk.on(ImEvent.MESSAGE_RECEIVED, (messages) => texts.push(...textsOf(messages)));
    const user = who ?? (await identity());
    await loggedIn(sdk, user);
    return { sdk, id: user.userID, texts };
  }

  /**
   * Posts admin lines into a live room from the API node: `lanes` senders at once, each its lines in order, together
   * about `perSecond` a second; `during(i)` runs before a lane's line i (lane 0 only). Answers each lane's lines.
   */
  async function postLines(
    groupID: string,
    prefix: string,
    count: number,
    perSecond: number,
    during: (index: number) => Promise<void> = async () => undefined,
  ): Promise<string[][]> {
    const lanes = Array.from({ length: 4 }, (_, lane) => Array.from({ length: count / 4 }, (_, i) => `${prefix} ${lane}:${i}`));
    const started = Date.now();
    await Promise.all(
      lanes.map(async (lines, lane) => {
        for (const [index, content] of lines.entries()) {
          if (lane === 0) await during(index);
          const response = await fetch(`${api.url}/admin/room/message`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-admin-token': adminToken },
            body: JSON.stringify({ liveid: Number(groupID.slice('live_'.length)), content, nick_name: '房管' }),
          });
          expect(response.status).toBe(200);
          const ahead = started + ((index + 1) * 1000 * lanes.length) / perSecond - Date.now();
          if (ahead > 0) await new Promise((resolve) => setTimeout(resolve, ahead));
        }
      }),
    );
    return lanes;
  }

  /** Every line once, each lane's in the order it was posted (lanes interleave by when their posts were stored). */
  function expectEveryLineOnceInOrder(texts: string[], lanes: string[][], prefix: string): void {
    for (const [lane, lines] of lanes.entries()) expect(onlyPrefixed(texts, `${prefix} ${lane}:`)).toEqual(lines);
    expect(texts).toHaveLength(lanes.flat().length);
  }

  const onlyPrefixed = (texts: string[], prefix: string) => texts.filter((text) => text.startsWith(prefix));

  it(
    'hands every message of a live room, a group and a C2C pair to every receiver on either gateway once, in order',
    { timeout: 60_000 },
    async () => {
      const [a, b] = [await fan([gatewayA]), await fan([gatewayB])];
      const { group } = (await a.sdk.createGroup({ type: GroupTypes.GRP_PUBLIC, name: '双节点球迷群', memberList: [{ userID: b.id }] }))
        .data;
      for (const { sdk } of [a, b]) await sdk.joinGroup({ groupID: rooms[0], type: GroupType.AVCHATROOM });
      const sent = (prefix: string) => Array.from({ length: 20 }, (_, i) => `${prefix} ${i}`);
      const send = async (from: ChatSdk, to: string, conversationType: ConversationType, texts: string[]) => {
        for (const text of texts) await from.sendMessage(from.createTextMessage({ to, conversationType, payload: { text } }));
      };
      // Each sender's messages, both at once: a gateway pushes its own users' messages while the bus brings the other's.
      await Promise.all([
        send(a.sdk, rooms[0], ConversationType.GROUP, sent('room a'))
          .then(() => send(a.sdk, group.groupID, ConversationType.GROUP, sent('group a')))
          .then(() => send(a.sdk, b.id, ConversationType.C2C, sent('c2c a'))),
        send(b.sdk, rooms[0], ConversationType.GROUP, sent('room b'))
          .then(() => send(b.sdk, group.groupID, ConversationType.GROUP, sent('group b')))
          .then(() => send(b.sdk, a.id, ConversationType.C2C, sent('c2c b'))),
      ]);
      // A sender's SDK shows its own messages from sendMessage, not as received ones: each hears the other's 60.
      await eventually(() => a.texts.length >= 60 && b.texts.length >= 60, 15_000, 'every message at both receivers');
      for (const [receiver, other] of [
        [a, 'b'],
        [b, 'a'],
      ] as const) {
        for (const conversation of ['room', 'group', 'c2c'])
          expect(onlyPrefixed(receiver.texts, `${conversation} ${other}`)).toEqual(sent(`${conversation} ${other}`));
        expect(receiver.texts).toHaveLength(60);
      }
    },
  );

  it('routes as deploy/nginx says: the site from disk with its cache rules, app routes and the API to the API node, /im/ to the gateways', async () => {
    const asset = await front.request('/m/assets/index-abc123.js');
    expect([asset.status, asset.headers['cache-control'], asset.body]).toEqual([
      200,
      'public, max-age=31536000, immutable',
      'export const app = 1;',
    ]);
    expect((await front.request('/m/tenant/logo.svg')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await front.request('/m/favicon.svg')).headers['cache-control']).toBe('no-cache');
    expect((await front.request('/m/assets/missing.js')).status).toBe(404);
    // A route of the app is not a file: the API node answers index.html (its test site's), not cached.
    const page = await front.request('/m/score/detail/5');
    expect([page.status, page.headers['cache-control']]).toEqual([200, 'no-cache']);
    expect(page.body).toContain('<title>node</title>');
    const health = JSON.parse((await front.request('/healthz')).body) as { data: { node: string } };
    expect(health.data.node).toBe('api-1');
    // /im/ reaches a gateway: an API node answers 404 for the gateway's routes (docs/deploy.md "Roles").
    const report = await front.request('/im/report?sdkappid=1', { method: 'POST', body: 'x' });
    expect(report.status).not.toBe(404);
    // Plain HTTP moves to HTTPS.
    const plain = await fetch(`${front.httpUrl}/m/score`, { redirect: 'manual' });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toMatch(/^https:\/\/127\.0\.0\.1(:\d+)?\/m\/score$/);
  });

  it('ends a session on one gateway when the same user logs in on the other', { timeout: 30_000 }, async () => {
    const user = await identity();
    const first = await fan([gatewayB], user);
    const kicked = nextEvent(first.sdk, ImEvent.KICKED_OUT, 15_000);
    await fan([gatewayA], user);
    await expect(kicked).resolves.toBeDefined();
  });

  it(
    'shows a user logged in on one gateway as online to a client asking on the other, and pushes its changes there',
    { timeout: 30_000 },
    async () => {
      const alice = await fan([gatewayA]);
      const bob = await identity();
      const statuses: UserStatus[] = [];
      alice.sdk.on(ImEvent.USER_STATUS_UPDATED, (list) => statuses.push(...list));
      expect((await alice.sdk.subscribeUserStatus({ userIDList: [bob.userID] })).data.failureUserList).toEqual([]);
      expect((await alice.sdk.getUserStatus({ userIDList: [bob.userID] })).data.successUserList).toEqual([
        { userID: bob.userID, statusType: 2, customStatus: '' },
      ]);
      const online = nextEvent(alice.sdk, ImEvent.USER_STATUS_UPDATED, 15_000);
      const onB = await fan([gatewayB], bob);
      expect(await online).toEqual([{ userID: bob.userID, statusType: 1, customStatus: '' }]);
      expect((await alice.sdk.getUserStatus({ userIDList: [bob.userID] })).data.successUserList).toEqual([
        { userID: bob.userID, statusType: 1, customStatus: '' },
      ]);
      const custom = nextEvent(alice.sdk, ImEvent.USER_STATUS_UPDATED, 15_000);
      await onB.sdk.setSelfStatus({ customStatus: '看球中' });
      expect(await custom).toEqual([{ userID: bob.userID, statusType: 1, customStatus: '看球中' }]);
      // Bob moves to alice's gateway (his session on B is kicked out): he stays online throughout, no offline between.
      const kicked = nextEvent(onB.sdk, ImEvent.KICKED_OUT, 15_000);
      const onA = await fan([gatewayA], bob);
      await kicked;
      const moved = nextEvent(alice.sdk, ImEvent.USER_STATUS_UPDATED, 15_000);
      await onA.sdk.setSelfStatus({ customStatus: '下半场' });
      expect(await moved).toEqual([{ userID: bob.userID, statusType: 1, customStatus: '下半场' }]);
      const offline = nextEvent(alice.sdk, ImEvent.USER_STATUS_UPDATED, 15_000);
      await onA.sdk.logout();
      expect(await offline).toEqual([{ userID: bob.userID, statusType: 2, customStatus: '下半场' }]);
      expect((await alice.sdk.getUserStatus({ userIDList: [bob.userID] })).data.successUserList[0].statusType).toBe(2);
      // Each change told once, and only the changes.
      expect(statuses.map((status) => [status.statusType, status.customStatus])).toEqual([
        [1, ''],
        [1, '看球中'],
        [1, '下半场'],
        [2, '下半场'],
      ]);
    },
  );

  it(
    'takes a gateway out of rotation while nats-server is away for more than 5 s, and back once it returns; the API node stays',
    { timeout: 60_000 },
    async () => {
      const readiness = async (node: Node) => {
        const response = await fetch(`${node.url}/readyz`);
        return { http: response.status, failing: ((await response.json()) as { data: { failing?: string[] } }).data.failing ?? [] };
      };
      // Polled a few times a second, for at most 20 s: the grace period, then the client's notice of the drop.
      const until = async (node: Node, wanted: { http: number; failing: string[] }) => {
        let last;
        for (let tries = 0; tries < 80; tries++) {
          last = await readiness(node);
          if (last.http === wanted.http && JSON.stringify(last.failing) === JSON.stringify(wanted.failing)) return;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        expect(last).toEqual(wanted);
      };
      await until(gatewayA, { http: 200, failing: [] });
      await nats.stop();
      try {
        await until(gatewayA, { http: 503, failing: ['bus'] });
        await until(gatewayB, { http: 503, failing: ['bus'] });
        expect(await readiness(api)).toEqual({ http: 200, failing: [] });
      } finally {
        await nats.resume();
      }
      await until(gatewayA, { http: 200, failing: [] });
      await until(gatewayB, { http: 200, failing: [] });
    },
  );

  it('fills what the bus lost while nats-server restarted from PostgreSQL: no message lost', { timeout: 60_000 }, async () => {
    const receivers = await Promise.all(Array.from({ length: 3 }, (_, i) => fan(i % 2 ? [gatewayA] : [gatewayB])));
    for (const { sdk } of receivers) await sdk.joinGroup({ groupID: rooms[2], type: GroupType.AVCHATROOM });
    const lanes = await postLines(rooms[2], 'restart', 300, 150, async (index) => {
      if (index === 25) await nats.restart(500);
    });
    for (const receiver of receivers) await eventually(() => receiver.texts.length >= 300, 20_000, `300 lines at user ${receiver.id}`);
    // Any late duplicate would arrive now.
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const receiver of receivers) expectEveryLineOnceInOrder(receiver.texts, lanes, 'restart');
  });

  // Last: gateway A stays dead.
  it(
    'loses and repeats none of 1,000 live-room messages when a gateway is killed mid-run: its fans reconnect to the other',
    { timeout: 60_000 },
    async () => {
      // Two of A's fans through a balancer, one with no balancer: its SDK moves down its list of servers by itself.
      const onA = await Promise.all([
        fan([gatewayA, gatewayB]),
        fan([gatewayA, gatewayB]),
        fan([gatewayA, gatewayB], undefined, { hostList: true }),
      ]);
      const onB = await Promise.all(Array.from({ length: 3 }, () => fan([gatewayB, gatewayA])));
      for (const { sdk } of [...onA, ...onB]) await sdk.joinGroup({ groupID: rooms[1], type: GroupType.AVCHATROOM });
      const lanes = await postLines(rooms[1], 'line', 1000, 200, async (index) => {
        if (index === 75) await gatewayA.kill();
      });
      for (const receiver of [...onA, ...onB])
        await eventually(() => receiver.texts.length >= 1000, 20_000, `1,000 lines at user ${receiver.id}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
      for (const receiver of [...onA, ...onB]) expectEveryLineOnceInOrder(receiver.texts, lanes, 'line');
    },
  );
});
