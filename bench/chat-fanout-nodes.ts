/**
 * The fan-out bench on several nodes (issue 21; bench/README.md `chat.fanoutNodes`): an API node and two gateway
 * nodes as `sideline serve` processes on one fresh PostgreSQL database (next to SIDELINE_TEST_DATABASE_URL's) and a
 * nats-server on a free port, then 2,000 receivers in one live room split over the two gateways while four senders on
 * the first post 40 messages/s; then the same in another room with every receiver on the first gateway, in the same
 * run. p50 and p99 latency, loss, duplicates and each gateway's resident memory. Skipped, with the reason, without
 * PostgreSQL or nats-server. Runs alone: BENCH_FANOUT_NODES=2 node bin/run-ts.js bench/chat-fanout.ts
 */
import pg from 'pg';
import { signImUser } from '../server/security/tokens.ts';
import { clusterImSecret, freshDatabase, missingPart, Nats, Node } from '../tests/support/cluster.ts';
import type { FanoutRunConfig, FanoutRunResult } from './chat-fanout-clients.ts';
import { runClients } from './chat-fanout.ts';

export interface NodeFanoutFigures {
  /** Receivers per gateway node. */
  receiversPerNode: number[];
  p50Ms: number;
  p99Ms: number;
  lost: number;
  duplicates: number;
  /** The largest resident memory of each gateway node during the run. */
  nodeRssBytes: number[];
}

export interface FanoutNodesFigures {
  clients: number;
  messagesPerSecond: number;
  seconds: number;
  twoNodes: NodeFanoutFigures;
  oneNode: NodeFanoutFigures;
}

const senderCount = 4;

/** `count` users with chat signatures any node accepts, made in one statement. */
async function users(db: pg.Client, prefix: string, count: number): Promise<{ id: string; signature: string }[]> {
  const { rows } = await db.query<{ id: number }>(
    `insert into users (account, password_hash, nick_name, sp_source, regist_time)
     select $2 || n, 'x', 'fan' || n, 9, now() from generate_series(1, $1::int) as n returning id`,
    [count, prefix],
  );
  const expireAt = Math.floor(Date.now() / 1000) + 3600;
  return rows.map(({ id }) => ({ id: String(id), signature: signImUser(clusterImSecret, String(id), expireAt) }));
}

export async function benchChatFanoutNodes(
  log: (line: string) => void,
  options: { clients?: number; messagesPerSecond?: number; seconds?: number } = {},
): Promise<FanoutNodesFigures | undefined> {
  const missing = missingPart();
  if (missing) {
    log(`  skipped: ${missing}`);
    return undefined;
  }
  const clients = options.clients ?? 2000;
  const messagesPerSecond = options.messagesPerSecond ?? 40;
  const seconds = options.seconds ?? 10;
  const database = await freshDatabase();
  const nats = await Nats.start();
  const nodes: Node[] = [];
  try {
    const common = { databaseUrl: database.url, bus: nats.url, adminToken: '' };
    nodes.push(await Node.start('qutu', { ...common, role: 'api', nodeId: 'api-1' }));
    const gateways = await Promise.all(
      ['gateway-a', 'gateway-b'].map((nodeId) => Node.start('qutu', { ...common, role: 'gateway', nodeId })),
    );
    nodes.push(...gateways);
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const sdkAppId = Number(
      (await db.query<{ id: string }>("select config->>'im_sdkappid' as id from sites where code = 'qutu'")).rows[0].id,
    );
    const rooms = (await db.query<{ liveid: number }>('select liveid from rooms order by liveid limit 2')).rows.map(
      (room) => `live_${room.liveid}`,
    );
    const fans = await users(db, 'nodes_', clients + senderCount);
    await db.end();

    const run = async (groupId: string, receiverUrls: string[]): Promise<NodeFanoutFigures> => {
      const rss = gateways.map(() => 0);
      const sample = setInterval(() => gateways.forEach((node, index) => (rss[index] = Math.max(rss[index], node.rssBytes()))), 500);
      try {
        const config: FanoutRunConfig = {
          url: gateways[0].url,
          receiverUrls,
          sdkAppId,
          groupId,
          receivers: fans.slice(0, clients),
          senders: fans.slice(clients),
          messagesPerSecond,
          seconds,
        };
        const result = await runClients<FanoutRunConfig, FanoutRunResult>('bench/chat-fanout-clients.ts', config, 300_000);
        const figures = {
          receiversPerNode: receiverUrls.map((_, index) => Math.ceil((clients - index) / receiverUrls.length)),
          p50Ms: Number(result.p50Ms.toFixed(1)),
          p99Ms: Number(result.p99Ms.toFixed(1)),
          lost: result.expected - result.received,
          duplicates: result.duplicates,
          nodeRssBytes: rss.slice(0, receiverUrls.length),
        };
        log(
          `  ${receiverUrls.length} gateway node(s): ${result.receivers} clients connected in ${(result.connectMs / 1000).toFixed(1)} s; ${result.received}/${result.expected} deliveries, ${result.duplicates} duplicates; p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms; RSS ${figures.nodeRssBytes.map((bytes) => `${Math.round(bytes / 2 ** 20)} MiB`).join(', ')}`,
        );
        return figures;
      } finally {
        clearInterval(sample);
      }
    };
    const twoNodes = await run(
      rooms[0],
      gateways.map((node) => node.url),
    );
    const oneNode = await run(rooms[1], [gateways[0].url]);
    return { clients, messagesPerSecond, seconds, twoNodes, oneNode };
  } finally {
    for (const node of nodes.reverse()) await node.stop();
    await nats.stop();
    await database.drop();
  }
}
