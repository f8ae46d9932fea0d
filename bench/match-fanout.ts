/**
 * Live-score fan-out (bench/README.md, `liveScores.fanout`): one match's deltas to 5,000 members of its channel,
 * half on logged-in sockets and half on anonymous long polls, as the reference server in this process publishes
 * them for goals posted through `POST /admin/match/event`. The members run in a child process per run
 * (bench/match-fanout-clients.ts), as the chat fan-out's do. Runs alone too: node bin/run-ts.js bench/match-fanout.ts
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
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
  /** Deliveries owed minus unique ones read, and copies read twice: summed over the runs. */
  lost: number;
  duplicates: number;
}

const adminToken = 'bench-admin';
const clock = '2026-06-01T12:00:00Z';
/** Joining 5,000 members takes a while on a loaded machine (2,500 logins): a run may take this long before it fails. */
const runTimeoutMs = 600_000;

export async function benchMatchFanout(runs: number, log: (line: string) => void, options: { members?: number; goals?: number } = {}): Promise<MatchFanoutFigures> {
  const members = options.members ?? 5000;
  const goals = options.goals ?? 20;
  const socketCount = Math.floor(members / 2);
  // A fixed clock: only the admin calls publish, so every delta the members read is one the bench posted.
  const server = await prepareServer({ site: 'qutu', seed: 1, clock, adminToken, logger: false });
  try {
    const url = await server.app.listen({ host: '127.0.0.1', port: 0 });
    const sdkAppId = await benchSdkAppId(server);
    const sockets = await benchChatUsers(server, 'matchfan_', socketCount);
    const results: MatchFanoutResult[] = [];
    for (let run = 0; run < runs; run++) {
      // A fresh match in play per run: its sequences start at 1, and no member of a run before is still in its channel.
      const kickoff = Math.floor(Date.parse(clock) / 1000) - 30 * 60;
      const created = await server.app.inject({ method: 'POST', url: '/admin/match', headers: { 'x-admin-token': adminToken }, payload: { league_id: 1, home_team_id: 101, away_team_id: 102, kickoff_time: kickoff, hot: false, has_live: false } });
      const matchid = (created.json() as { data: { id: number } }).data.id;
      const result = await runClients<MatchFanoutConfig, MatchFanoutResult>('bench/match-fanout-clients.ts', { url, sdkAppId, adminToken, matchid, sockets, pollers: members - socketCount, goals }, runTimeoutMs);
      results.push(result);
      log(`  run ${run + 1}: ${result.sockets} sockets and ${result.pollers} long polls joined in ${(result.joinMs / 1000).toFixed(1)} s; ${result.goals} deltas, ${result.lost} lost, ${result.duplicates} duplicates; p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms, max ${result.maxMs.toFixed(1)} ms; the admin call ${result.callMs.toFixed(1)} ms`);
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
      lost: results.reduce((sum, r) => sum + r.lost, 0),
      duplicates: results.reduce((sum, r) => sum + r.duplicates, 0),
    };
  } finally {
    await server.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const runs = Number(process.env.BENCH_MATCH_FANOUT_RUNS ?? 1);
  const members = Number(process.env.BENCH_MATCH_FANOUT_MEMBERS ?? 5000);
  process.stdout.write(`match fan-out: ${members} members of one match's channel (half sockets, half long polls), 20 goals one after another, ${runs} runs\n`);
  process.stdout.write(JSON.stringify(await benchMatchFanout(runs, (line) => process.stdout.write(line + '\n'), { members }), null, 2) + '\n');
}
