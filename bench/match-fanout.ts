/**
 * Live-score fan-out (bench/README.md, `liveScores.fanout`): one match's deltas to 5,000 members of its channel,
 * half on logged-in sockets and half on anonymous long polls, as the reference server in this process publishes
 * them for goals posted through `POST /admin/match/event`. The members run in a child process per run
 * (bench/match-fanout-clients.ts), as the chat fan-out's do. Runs alone too: node bin/run-ts.js bench/match-fanout.ts
 */
import { ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ImConnection } from '../server/im/connection.ts';
import { prepareServer } from '../server/start.ts';
import { benchChatUsers, benchSdkAppId, runClients } from './chat-fanout.ts';
import type { MatchFanoutConfig, MatchFanoutResult } from './match-fanout-clients.ts';
import { median } from './median.ts';

export interface MatchFanoutFigures {
  members: number;
  sockets: number;
  pollers: number;
  goals: number;
  runs: number;
  /** Medians over the runs of each run's p50 and p99, from the admin call going out to a member reading the delta. */
  p50Ms: number;
  p99Ms: number;
  /** Median over the runs of the admin call's own median time (the write, reading the match and publishing). */
  callMs: number;
  /**
   * The server's own part, without the members' reading (which shares the machine's cores): medians over the runs of
   * each run's median and slowest time, from the admin call arriving to the last member's bytes handed to the kernel.
   */
  serverP50Ms: number;
  serverMaxMs: number;
  /** The server process's CPU (user and system) per delta: the fan-out's cost, which the machine's load does not stretch. */
  serverCpuMsPerDelta: number;
  /** The admin call's median time inside the server, from its request arriving to its answer written. */
  serverCallMs: number;
  /** Deliveries owed minus unique ones read, and copies read twice: summed over the runs. */
  lost: number;
  duplicates: number;
}

const adminToken = 'bench-admin';
const clock = '2026-06-01T12:00:00Z';
/** Joining 5,000 members takes a while on a loaded machine (2,500 logins): a run may take this long before it fails. */
const runTimeoutMs = 600_000;

export async function benchMatchFanout(
  runs: number,
  log: (line: string) => void,
  options: { members?: number; goals?: number; accessLog?: boolean } = {},
): Promise<MatchFanoutFigures> {
  const members = options.members ?? 5000;
  const goals = options.goals ?? 20;
  const socketCount = Math.floor(members / 2);
  // With the access log, its lines go to stdout as `serve --access-log` writes them (a pipe or the journal: synchronous).
  const requestLog = options.accessLog ? { access: true, write: (lines: string) => void process.stdout.write(`${lines}\n`) } : undefined;
  // A fixed clock: only the admin calls publish, so every delta the members read is one the bench posted.
  const server = await prepareServer({ site: 'qutu', seed: 1, clock, adminToken, logger: false, requestLog });
  const sendTimes = new ServerSendTimes(server.app, socketCount, members - socketCount);
  try {
    const url = await server.app.listen({ host: '127.0.0.1', port: 0 });
    const sdkAppId = await benchSdkAppId(server);
    const sockets = await benchChatUsers(server, 'matchfan_', socketCount);
    const results: (MatchFanoutResult & SentFigures)[] = [];
    for (let run = 0; run < runs; run++) {
      // A fresh match in play per run: its sequences start at 1, and no member of a run before is still in its channel.
      const kickoff = Math.floor(Date.parse(clock) / 1000) - 30 * 60;
      const created = await server.app.inject({
        method: 'POST',
        url: '/admin/match',
        headers: { 'x-admin-token': adminToken },
        payload: { league_id: 1, home_team_id: 101, away_team_id: 102, kickoff_time: kickoff, hot: false, has_live: false },
      });
      const matchid = (created.json() as { data: { id: number } }).data.id;
      sendTimes.reset();
      const result = await runClients<MatchFanoutConfig, MatchFanoutResult>(
        'bench/match-fanout-clients.ts',
        { url, sdkAppId, adminToken, matchid, sockets, pollers: members - socketCount, goals },
        runTimeoutMs,
      );
      const sent = sendTimes.figures();
      results.push({ ...result, ...sent });
      log(
        `  run ${run + 1}: ${result.sockets} sockets and ${result.pollers} long polls joined in ${(result.joinMs / 1000).toFixed(1)} s; ${result.goals} deltas, ${result.lost} lost, ${result.duplicates} duplicates; p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms, max ${result.maxMs.toFixed(1)} ms; the admin call ${result.callMs.toFixed(1)} ms; the server sent each delta to all in p50 ${sent.serverP50Ms.toFixed(1)} ms, max ${sent.serverMaxMs.toFixed(1)} ms (sockets ${sent.socketsP50Ms.toFixed(1)} ms, polls ${sent.pollsP50Ms.toFixed(1)} ms), on ${sent.serverCpuMsPerDelta.toFixed(0)} ms of its CPU per delta; the admin call inside the server ${sent.serverCallMs.toFixed(1)} ms`,
      );
    }
    return {
      members,
      sockets: socketCount,
      pollers: members - socketCount,
      goals,
      runs,
      p50Ms: Number(median(results.map((r) => r.p50Ms)).toFixed(1)),
      p99Ms: Number(median(results.map((r) => r.p99Ms)).toFixed(1)),
      callMs: Number(median(results.map((r) => r.callMs)).toFixed(1)),
      serverP50Ms: Number(median(results.map((r) => r.serverP50Ms)).toFixed(1)),
      serverMaxMs: Number(median(results.map((r) => r.serverMaxMs)).toFixed(1)),
      serverCpuMsPerDelta: Number(median(results.map((r) => r.serverCpuMsPerDelta)).toFixed(1)),
      serverCallMs: Number(median(results.map((r) => r.serverCallMs)).toFixed(1)),
      lost: results.reduce((sum, r) => sum + r.lost, 0),
      duplicates: results.reduce((sum, r) => sum + r.duplicates, 0),
    };
  } finally {
    await server.close();
  }
}

interface SentFigures {
  serverP50Ms: number;
  serverMaxMs: number;
  serverCpuMsPerDelta: number;
  serverCallMs: number;
  socketsP50Ms: number;
  pollsP50Ms: number;
}

/**
 * When the server finished sending each delta, timed in its own process: from the admin call arriving, until the
 * last socket's push was written (every socket write of the goal phase is a delta's push: the members send nothing
 * then) and the last held poll was answered (each held poll answers once per delta, and re-polls). So the figure
 * leaves out the members' reading, which shares the 2 cores (and costs as much as the server: 5,000 connections).
 */
class ServerSendTimes {
  private goals: { at: number; cpuMs: number; callMs: number; sockets: number; polls: number; socketsDone: number; pollsDone: number }[] =
    [];

  constructor(
    app: Awaited<ReturnType<typeof prepareServer>>['app'],
    private readonly sockets: number,
    private readonly pollers: number,
  ) {
    // Callback hooks, not async ones: they run on every poll, and an async hook costs a promise and a turn each, which
    // the server's CPU per delta would count as the server's own.
    app.addHook('onRequest', (request, _reply, done) => {
      if (request.url !== '/admin/match/event') return done();
      const cpu = process.cpuUsage();
      this.goals.push({
        at: performance.now(),
        cpuMs: (cpu.user + cpu.system) / 1000,
        callMs: -1,
        sockets: 0,
        polls: 0,
        socketsDone: -1,
        pollsDone: -1,
      });
      done();
    });
    app.addHook('onResponse', (request, _reply, done) => {
      const goal = this.goals.at(-1);
      if (goal && request.url === '/admin/match/event') goal.callMs = performance.now() - goal.at;
      done();
    });
    // A poll's answer is counted as its response ends (its bytes handed to the kernel: a poll's answer is one small
    // write), on Node's response, as the server answers a poll outside Fastify's hooks (http/fast-routes.ts).
    const end = ServerResponse.prototype.end;
    const answered = () => {
      const goal = this.goals.at(-1);
      if (goal && ++goal.polls === this.pollers) goal.pollsDone = performance.now() - goal.at;
    };
    ServerResponse.prototype.end = function (this: ServerResponse, ...args: Parameters<ServerResponse['end']>) {
      const ended = end.apply(this, args);
      if (this.req?.url === '/im/long-poll') answered();
      return ended;
    } as ServerResponse['end'];
    // Wrapped on the class (the gateway makes one per socket): the bench's own measuring, not the server's code.
    const sendBytes = ImConnection.prototype.sendBytes;
    const sent = () => {
      const goal = this.goals.at(-1);
      if (goal && ++goal.sockets === this.sockets) goal.socketsDone = performance.now() - goal.at;
    };
    ImConnection.prototype.sendBytes = function (this: ImConnection, bytes: Uint8Array, framed?: Uint8Array) {
      sendBytes.call(this, bytes, framed);
      sent();
    };
  }

  reset(): void {
    this.goals = [];
  }

  figures(): SentFigures {
    const done = this.goals.map((goal) =>
      goal.socketsDone < 0 || goal.pollsDone < 0 ? Infinity : Math.max(goal.socketsDone, goal.pollsDone),
    );
    const [first, last] = [this.goals[0], this.goals.at(-1)];
    return {
      serverP50Ms: median(done),
      serverMaxMs: Math.max(...done),
      // From the first goal's call to the last's: each goal's whole fan-out (and the members' next polls) lies between.
      serverCpuMsPerDelta: first && last && last !== first ? (last.cpuMs - first.cpuMs) / (this.goals.length - 1) : 0,
      serverCallMs: median(this.goals.map((goal) => goal.callMs)),
      socketsP50Ms: median(this.goals.map((goal) => goal.socketsDone)),
      pollsP50Ms: median(this.goals.map((goal) => goal.pollsDone)),
    };
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const runs = Number(process.env.BENCH_MATCH_FANOUT_RUNS ?? 1);
  const members = Number(process.env.BENCH_MATCH_FANOUT_MEMBERS ?? 5000);
  // BENCH_MATCH_FANOUT_ACCESS_LOG=1: the server logs every request on stdout, as the deploy units' `--access-log`.
  const accessLog = process.env.BENCH_MATCH_FANOUT_ACCESS_LOG === '1';
  process.stdout.write(
    `match fan-out: ${members} members of one match's channel (half sockets, half long polls), 20 goals one after another, ${runs} runs${accessLog ? ', access log on stdout' : ''}\n`,
  );
  process.stdout.write(
    JSON.stringify(await benchMatchFanout(runs, (line) => process.stdout.write(line + '\n'), { members, accessLog }), null, 2) + '\n',
  );
}
