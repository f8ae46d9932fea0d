/**
 * The client side of the match-channel fan-out bench (bench/match-fanout.ts forks it once per run, as the chat
 * fan-out does, so the members' reading does not share the gateway's event loop). Joins one match's channel with
 * logged-in sockets and anonymous long polls, posts goals through the admin API at a fixed rate, and reports each
 * delta's latency, from the admin call going out to a member reading it, and what was lost, over IPC.
 */
import { Agent, request as httpRequest } from 'node:http';
import {
  decodeJoinGroupResponse,
  decodeLongPollResponse,
  encodeAnonymousJoin,
  encodeLongPollRequest,
  type WireMessage,
} from '../runtime/im/protocol/codec.ts';
import { FanoutPoller } from './fanout-poller.ts';
import { FanoutSocket } from './fanout-socket.ts';

export interface MatchFanoutConfig {
  url: string;
  sdkAppId: number;
  adminToken: string;
  matchid: number;
  /**
   * The gateway nodes the members connect to, member n to the (n mod count)th (bench/match-fanout-nodes.ts); `url`
   * when absent. The admin calls go to `url`.
   */
  memberUrls?: string[];
  /** Members over the socket (logged in); the rest of `members` long-poll anonymously, as guests do. */
  sockets: { id: string; signature: string }[];
  pollers: number;
  goals: number;
}

export interface MatchFanoutResult {
  members: number;
  sockets: number;
  pollers: number;
  goals: number;
  /** Members times deltas published, minus unique ones read within 5 s of the last goal. */
  lost: number;
  duplicates: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Median time of the admin call itself (the write, reading the match again and publishing): part of every latency. */
  callMs: number;
  joinMs: number;
  /** When the last goal had been read by every member (or waited for) and the members had not left yet. */
  goalsTo: number;
  /**
   * When each goal was posted (ms since the epoch); the first is where the members' joins are over
   * (match-fanout-nodes.ts).
   */
  goalTimes: number[];
}

const joinConcurrency = 50;
const drainMs = 5000;
/** The admin calls' keep-alive connection (the members poll on connections of their own, bench/fanout-poller.ts). */
const adminAgent = new Agent({ keepAlive: true, maxSockets: 1 });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const percentile = (sorted: Float64Array, p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;

function post(agent: Agent, url: string, body: Uint8Array | string, headers: Record<string, string>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(Buffer.concat(chunks)));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function run(config: MatchFanoutConfig): Promise<MatchFanoutResult> {
  const channel = `match_${config.matchid}`;
  const members = config.sockets.length + config.pollers;
  const sentAt = new Float64Array(config.goals + 1).fill(-1);
  const seen = new Uint8Array(members * (config.goals + 1));
  const latencies = new Float64Array(members * config.goals);
  let received = 0;
  let duplicates = 0;
  /** Members that have read each delta. */
  const readers = new Uint32Array(config.goals + 1);
  let stopping = false;
  const onMessages = (member: number) => (messages: readonly WireMessage[], at: number) => {
    for (const message of messages) {
      const data = message.elements?.[0]?.data;
      if (!data?.includes('"MatchDelta"')) continue;
      const seq = Number((JSON.parse(data) as { seq: number }).seq);
      if (!(seq >= 1 && seq <= config.goals) || sentAt[seq] < 0) continue;
      const slot = member * (config.goals + 1) + seq;
      if (seen[slot]) {
        duplicates++;
        continue;
      }
      seen[slot] = 1;
      readers[seq]++;
      latencies[received++] = at - sentAt[seq];
    }
  };

  const urlOf = (member: number) => config.memberUrls?.[member % config.memberUrls.length] ?? config.url;
  const started = performance.now();
  const sockets: FanoutSocket[] = [];
  const pollers: FanoutPoller[] = [];
  const polls: Promise<void>[] = [];
  try {
    for (let first = 0; first < config.sockets.length; first += joinConcurrency) {
      const batch = config.sockets.slice(first, first + joinConcurrency);
      const opened = await Promise.all(
        batch.map((user, offset) => FanoutSocket.open(urlOf(first + offset), config.sdkAppId, user, onMessages(first + offset))),
      );
      sockets.push(...opened);
      await Promise.all(opened.map((socket) => socket.request('group.join', { groupRequest: { groupId: channel } })));
      if ((first + joinConcurrency) % 500 === 0) process.stdout.write(`  ${first + joinConcurrency} sockets joined\n`);
    }
    // A guest's poll loop, as the SDK runs it: join once, then poll again as soon as an answer comes, on one
    // keep-alive connection of its own, as each browser holds its own.
    const poller = async (member: number) => {
      const connection = await FanoutPoller.open(urlOf(member));
      pollers.push(connection);
      const join = decodeJoinGroupResponse(
        await connection.post('/im/anonymous-join', encodeAnonymousJoin({ groupId: channel, sdkAppId: config.sdkAppId })),
      );
      if (!join.longPollingKey) throw new Error(`anonymous join of ${channel} failed`);
      let sequence = join.nextSequence ?? 0;
      let key = join.longPollingKey;
      return async () => {
        while (!stopping) {
          const answer = decodeLongPollResponse(
            await connection.post('/im/long-poll', encodeLongPollRequest({ key, startSequence: sequence })),
          );
          const at = performance.now();
          if (answer.errorCode) throw new Error(`long poll failed: ${answer.errorCode}`);
          sequence = Math.max(sequence, answer.nextSequence ?? 0);
          // The answer hands back the key brought up to date, which the SDK polls with next (docs/im-protocol.md).
          if (answer.key) key = answer.key;
          onMessages(member)(answer.messages ?? [], at);
          // Each member polls again on its own device; here they share one event loop, so the next poll is sent once
          // the answers that have already come are read, not before each of them: a new request costs this process
          // far more than reading an answer, and would otherwise count in the later members' latency.
          await new Promise((resolve) => setImmediate(resolve));
        }
      };
    };
    for (let first = 0; first < config.pollers; first += joinConcurrency) {
      const loops = await Promise.all(
        Array.from({ length: Math.min(joinConcurrency, config.pollers - first) }, (_, offset) =>
          poller(config.sockets.length + first + offset),
        ),
      );
      polls.push(...loops.map((loop) => loop().catch(() => undefined)));
    }
    const joinMs = performance.now() - started;
    process.stdout.write(`  ${members} members joined in ${(joinMs / 1000).toFixed(1)} s\n`);
    // Every poll is held before the first goal.
    await sleep(1000);

    // One delta at a time, as a match makes them (a few a minute): the next goal goes once every member has read the
    // last one (or 10 s passed) and the long polls are held again, so no goal queues behind the one before.
    const callTimes = new Float64Array(config.goals);
    const goalTimes: number[] = [];
    for (let goal = 1; goal <= config.goals; goal++) {
      sentAt[goal] = performance.now();
      goalTimes.push(Date.now());
      const body = JSON.stringify({ match_id: config.matchid, side: goal % 2 ? 'home' : 'away', points: 1, player: `Bench ${goal}` });
      await post(adminAgent, `${config.url}/admin/match/event`, body, {
        'content-type': 'application/json',
        'x-admin-token': config.adminToken,
      });
      callTimes[goal - 1] = performance.now() - sentAt[goal];
      const until = performance.now() + 10_000;
      while (readers[goal] < members && performance.now() < until) await sleep(20);
      await sleep(500);
    }
    const goalsTo = Date.now();
    callTimes.sort();
    const expected = members * config.goals;
    const drainUntil = performance.now() + drainMs;
    while (received < expected && performance.now() < drainUntil) await sleep(50);
    const sorted = latencies.slice(0, received).sort();
    return {
      members,
      sockets: config.sockets.length,
      pollers: config.pollers,
      goals: config.goals,
      lost: expected - received,
      duplicates,
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
      maxMs: percentile(sorted, 100),
      callMs: percentile(callTimes, 50),
      joinMs,
      goalsTo,
      goalTimes,
    };
  } finally {
    stopping = true;
    for (const socket of sockets) socket.close();
    for (const connection of pollers) connection.close();
    adminAgent.destroy();
  }
}

process.once('message', (config: MatchFanoutConfig) => {
  run(config).then(
    (result) => process.send?.({ result }, () => process.exit(0)),
    (error: Error) => process.send?.({ error: error.message }, () => process.exit(1)),
  );
});
