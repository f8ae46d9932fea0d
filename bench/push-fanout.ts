/**
 * Web Push fan-out (bench/README.md, `pushFanout`): one goal to 10,000 devices of the match's followers, from one
 * node, to a push service on loopback that checks each message's VAPID signature, decrypts it and counts it
 * (bench/push-fanout-service.ts, a process of its own). A fresh match per run, the goal through
 * `POST /admin/match/event`. Runs alone too: node bin/run-ts.js bench/push-fanout.ts
 */
import { fork, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { insertColumns } from '../server/db/insert-rows.ts';
import { subscribe } from '../server/domain/push/subscriptions.ts';
import { prepareServer, type RunningServer } from '../server/start.ts';
import { median } from './median.ts';
import type { ServiceCommand, ServiceReport } from './push-fanout-service.ts';

export interface PushFanoutFigures {
  subscriptions: number;
  runs: number;
  /** Median over the runs: from the admin call going out to the last device's message decrypted at the push service. */
  goalToLastMs: number;
  /** Median over the runs: from the admin call going out to the server's fan-out finished (every answer read). */
  sendMs: number;
  /** Median over the runs: from the admin call going out to the first device's message (the goal's write and the claim). */
  goalToFirstMs: number;
  /** The slowest run's goal-to-last-device time. */
  slowestMs: number;
  /** Devices owed minus devices reached, and copies received twice: summed over the runs. */
  lost: number;
  duplicates: number;
}

const root = fileURLToPath(new URL('..', import.meta.url));
const adminToken = 'bench-admin';
const clock = '2026-06-01T12:00:00Z';

export async function benchPushFanout(runs: number, log: (line: string) => void, subscriptions = 10_000): Promise<PushFanoutFigures> {
  const server = await prepareServer({ site: 'qutu', seed: 1, clock, adminToken, logger: false, pushEndpoints: 'https-or-loopback' });
  const service = new ServiceProcess();
  try {
    const url = await server.app.listen({ host: '127.0.0.1', port: 0 });
    const ready = await service.ask({ type: 'start', serverKey: server.context.push.keys.publicKey, subscriptions });
    if (ready.type !== 'ready') throw new Error('the push service did not start');
    const fans = await subscribedFans(server, ready.subscriptions);
    const totals: number[] = [];
    const sends: number[] = [];
    const firsts: number[] = [];
    let lost = 0;
    let duplicates = 0;
    for (let run = 0; run < runs; run++) {
      const matchId = await followedMatch(url, server, fans);
      const started = Date.now();
      const answer = await post(url, '/admin/match/event', { match_id: matchId, side: 'home', player: 'Lin Feng' });
      if (answer.status !== 0) throw new Error(`goal refused: ${answer.msg}`);
      await server.context.push.pending.idle();
      sends.push(Date.now() - started);
      const counted = await service.ask({ type: 'expect', tag: `match-${matchId}`, messages: subscriptions, timeoutMs: 60_000 });
      if (counted.type !== 'counted') throw new Error('the push service did not count');
      if (counted.refused > 0) throw new Error(`${counted.refused} messages failed their signature or decryption`);
      totals.push(counted.lastAtMs - started);
      firsts.push(counted.firstAtMs - started);
      lost += subscriptions - counted.unique;
      duplicates += counted.duplicates;
      log(
        `  run ${run + 1}: ${counted.unique} of ${subscriptions} devices in ${counted.lastAtMs - started} ms (the first in ${firsts.at(-1)} ms, server done in ${sends.at(-1)} ms), ${counted.duplicates} twice`,
      );
    }
    return {
      subscriptions,
      runs,
      goalToLastMs: median(totals),
      goalToFirstMs: median(firsts),
      sendMs: median(sends),
      slowestMs: Math.max(...totals),
      lost,
      duplicates,
    };
  } finally {
    await service.stop();
    await server.close();
  }
}

/** One fan per device, made in bulk, each device subscribed to goals through the product's own rule. */
async function subscribedFans(
  server: RunningServer,
  devices: { endpoint: string; keys: { p256dh: string; auth: string } }[],
): Promise<number[]> {
  const now = new Date(clock);
  const ids = (await server.db.query<{ id: number }>('select coalesce(max(id), 0) + 1 as id from users'))[0].id;
  const rows = devices.map((_, index) => [ids + index, `pushbench${index}`, 'x', `push bench ${index}`, 9, now]);
  await insertColumns(
    server.db,
    'users',
    [
      ['id', 'integer'],
      ['account', 'text'],
      ['password_hash', 'text'],
      ['nick_name', 'text'],
      ['sp_source', 'integer'],
      ['regist_time', 'timestamptz'],
    ],
    rows,
  );
  const ports = { db: server.db, clock: server.context.clock, policy: server.context.push.policy };
  for (const [index, device] of devices.entries()) await subscribe(ports, ids + index, { ...device, topics: ['goal'] }, 'cn');
  return rows.map((row) => row[0] as number);
}

/** A match in play that every bench fan follows. */
async function followedMatch(url: string, server: RunningServer, fans: number[]): Promise<number> {
  const kickoff = Math.floor(Date.parse(clock) / 1000) - 20 * 60;
  const body = { league_id: 1, home_team_id: 101, away_team_id: 102, kickoff_time: kickoff, hot: false, has_live: false };
  const matchId = (await post<{ id: number }>(url, '/admin/match', body)).data.id;
  const at = new Date(clock);
  await insertColumns(
    server.db,
    'attentions',
    [
      ['user_id', 'integer'],
      ['match_id', 'integer'],
      ['created_at', 'timestamptz'],
    ],
    fans.map((fan) => [fan, matchId, at]),
  );
  return matchId;
}

async function post<T = unknown>(url: string, path: string, body: unknown): Promise<{ data: T; status: number; msg: string }> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-token': adminToken },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { data: T; status: number; msg: string };
}

/** bench/push-fanout-service.ts in a child process, one question at a time. */
class ServiceProcess {
  private readonly child: ChildProcess = fork(resolve(root, 'bin/run-ts.js'), ['bench/push-fanout-service.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });

  ask(command: ServiceCommand): Promise<ServiceReport> {
    return new Promise((answer, fail) => {
      this.child.once('message', (report: ServiceReport) => answer(report));
      this.child.once('exit', (code) => fail(new Error(`the push service exited (${code})`)));
      this.child.send(command);
    });
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((done) => this.child.once('exit', done));
    this.child.send({ type: 'stop' } satisfies ServiceCommand);
    await exited;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  const figures = await benchPushFanout(runs, (line) => process.stdout.write(line + '\n'));
  process.stdout.write(JSON.stringify(figures, null, 2) + '\n');
}
