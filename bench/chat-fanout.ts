/**
 * Gateway fan-out (bench/README.md, `chat.fanout`): the reference server in this process on 127.0.0.1, 1,000
 * logged-in WebSocket clients in one live room, four senders posting 40 messages/s between them for 10 s; delivery latency (send to
 * receipt, over all deliveries) and loss. The clients run in a child process per run (bench/chat-fanout-clients.ts).
 * Runs alone too: node bin/run-ts.js bench/chat-fanout.ts
 */
import { fork } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { signImUser } from '../server/security/tokens.ts';
import { prepareServer } from '../server/start.ts';
import type { FanoutRunConfig, FanoutRunResult } from './chat-fanout-clients.ts';
import { median } from './median.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

export interface FanoutFigures {
  clients: number;
  messagesPerSecond: number;
  seconds: number;
  runs: number;
  /** Medians over the runs of each run's p50 and p99 delivery latency, over all deliveries. */
  p50Ms: number;
  p99Ms: number;
  /** Expected deliveries minus unique ones received, and copies received twice: summed over the runs. */
  lost: number;
  duplicates: number;
  /** Resident memory of the server process with every client connected (the largest of the runs). */
  serverRssBytes: number;
}

/** A run that has not reported by then is killed and fails the bench. */
const runTimeoutMs = 180_000;

/** Runs one bench's clients in a child process (`script`, which answers one config with its result over IPC). */
export function runClients<Config extends object, Result>(script: string, config: Config, timeoutMs = runTimeoutMs): Promise<Result> {
  const child = fork(resolve(root, 'bin/run-ts.js'), [script], { cwd: root, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise<Result>((done, fail) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`the fan-out clients did not finish within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.once('message', (answer: { result?: Result; error?: string }) => {
      clearTimeout(timer);
      if (answer.result) done(answer.result);
      else fail(new Error(`fan-out clients failed: ${answer.error}`));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`the fan-out clients exited with ${code} before reporting`));
    });
    child.send(config);
  });
}

/** Senders taking turns: 40 messages a second from one user would be over the gateway's 20 (server/im/send-limit.ts). */
const senderCount = 4;

type BenchServer = Awaited<ReturnType<typeof prepareServer>>;

/** The chat app id of the bench's site (qutu). */
export async function benchSdkAppId(server: BenchServer): Promise<number> {
  return Number((await server.db.query<{ id: string }>(`select config->>'im_sdkappid' as id from sites where code = 'qutu'`))[0].id);
}

/** `count` new users (`<prefix>1`, ...) with chat signatures valid for an hour, made in one statement. */
export async function benchChatUsers(server: BenchServer, prefix: string, count: number): Promise<{ id: string; signature: string }[]> {
  const expireAt = Math.floor(server.context.clock.now().getTime() / 1000) + 3600;
  const rows = await server.db.query<{ id: number }>(
    `insert into users (account, password_hash, nick_name, sp_source, regist_time)
     select $2 || n, 'x', 'fan' || n, 9, now() from generate_series(1, $1::int) as n returning id`,
    [count, prefix],
  );
  return rows.map(({ id }) => ({ id: String(id), signature: signImUser(server.context.imSecret, String(id), expireAt) }));
}

export async function benchChatFanout(
  runs: number,
  log: (line: string) => void,
  options: { clients?: number; messagesPerSecond?: number; seconds?: number } = {},
): Promise<FanoutFigures> {
  const clients = options.clients ?? 1000;
  const messagesPerSecond = options.messagesPerSecond ?? 40;
  const seconds = options.seconds ?? 10;
  const server = await prepareServer({ site: 'qutu', seed: 1, clock: '2026-06-01T12:00:00Z', logger: false });
  try {
    const url = await server.app.listen({ host: '127.0.0.1', port: 0 });
    const sdkAppId = await benchSdkAppId(server);
    const users = await benchChatUsers(server, 'fanout_', clients + senderCount);
    const rooms = await server.db.query<{ liveid: number }>('select liveid from rooms order by liveid limit $1', [runs]);
    const results: FanoutRunResult[] = [];
    let serverRssBytes = 0;
    for (let run = 0; run < runs; run++) {
      // A fresh room per run: no history or presence carried over from the run before.
      const groupId = `live_${rooms[run % rooms.length].liveid}`;
      const rss = setInterval(() => (serverRssBytes = Math.max(serverRssBytes, process.memoryUsage().rss)), 500);
      try {
        const result = await runClients<FanoutRunConfig, FanoutRunResult>('bench/chat-fanout-clients.ts', {
          url,
          sdkAppId,
          groupId,
          receivers: users.slice(0, clients),
          senders: users.slice(clients),
          messagesPerSecond,
          seconds,
        });
        results.push(result);
        log(
          `  run ${run + 1}: ${result.receivers} clients connected in ${(result.connectMs / 1000).toFixed(1)} s; ${result.sent} messages, ${result.received}/${result.expected} deliveries, ${result.duplicates} duplicates; p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms, max ${result.maxMs.toFixed(1)} ms`,
        );
      } finally {
        clearInterval(rss);
      }
    }
    return {
      clients,
      messagesPerSecond,
      seconds,
      runs,
      p50Ms: Number(median(results.map((r) => r.p50Ms)).toFixed(1)),
      p99Ms: Number(median(results.map((r) => r.p99Ms)).toFixed(1)),
      lost: results.reduce((sum, r) => sum + (r.expected - r.received), 0),
      duplicates: results.reduce((sum, r) => sum + r.duplicates, 0),
      serverRssBytes,
    };
  } finally {
    await server.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url) && process.env.BENCH_FANOUT_NODES === '2') {
  // The two-node mode (bench/chat-fanout-nodes.ts): gateway processes on PostgreSQL and NATS instead of this process.
  // Not awaited at the top level: that module imports this one, which must finish evaluating first (a top-level await
  // here would wait on it for ever).
  void import('./chat-fanout-nodes.ts').then(async ({ benchChatFanoutNodes }) => {
    const figures = await benchChatFanoutNodes((line) => process.stdout.write(line + '\n'), {
      clients: Number(process.env.BENCH_FANOUT_CLIENTS ?? 2000),
    });
    process.stdout.write(JSON.stringify(figures, null, 2) + '\n');
  });
} else if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const runs = Number(process.env.BENCH_FANOUT_RUNS ?? 3);
  const clients = Number(process.env.BENCH_FANOUT_CLIENTS ?? 1000);
  process.stdout.write(`chat fan-out: ${clients} WebSocket clients in one live room, 40 messages/s for 10 s, ${runs} runs\n`);
  const figures = await benchChatFanout(runs, (line) => process.stdout.write(line + '\n'), { clients });
  process.stdout.write(JSON.stringify(figures, null, 2) + '\n');
}
