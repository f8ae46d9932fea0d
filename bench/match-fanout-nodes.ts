/**
 * The live-score fan-out on several nodes (issue 21's scale-out, bench/README.md "Live scores"): an API node that
 * takes the admin goals and two gateway nodes as `sideline serve` processes on a fresh PostgreSQL database (next to
 * SIDELINE_TEST_DATABASE_URL's) and a nats-server on a free port, all on one fixed clock; the members of
 * bench/match-fanout-clients.ts (half sockets, half long polls) split over the two gateways, then, in the same run,
 * all on the first. Each layout's members' p50 and p99, lost and duplicates, and each node's CPU per delta (from
 * /proc). Skipped, with the reason, without PostgreSQL or nats-server.
 * Runs alone: node bin/run-ts.js bench/match-fanout-nodes.ts (BENCH_MATCH_FANOUT_MEMBERS, default 5,000).
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { signImUser } from '../server/security/tokens.ts';
import { clusterImSecret, freshDatabase, missingPart, Nats, Node } from '../tests/support/cluster.ts';
import { runClients } from './chat-fanout.ts';
import type { MatchFanoutConfig, MatchFanoutResult } from './match-fanout-clients.ts';

export interface MatchFanoutLayout {
  /** Members per gateway node. */
  membersPerNode: number[];
  p50Ms: number;
  p99Ms: number;
  lost: number;
  duplicates: number;
  /** Each gateway node's CPU (user and system) per delta, from the first goal's call to the end of the run. */
  gatewayCpuMsPerDelta: number[];
  /**
   * The same to the last goal read by every member, before the members leave: the end of the run above adds their
   * sockets and polls closing (a gateway's share of it over the deltas).
   */
  gatewayGoalsCpuMsPerDelta: number[];
  apiCpuMsPerDelta: number;
  /**
   * The same from the third goal to the last read (before the members leave), per goal counted: what one more delta
   * costs once the layout's first two answers (the first after each member's join) and what they set off are past.
   */
  gatewaySteadyCpuMsPerDelta: number[];
  /** Each gateway node's CPU from the layout's start to its first goal: its members' joins (and a second of rest). */
  gatewayJoinsCpuMs: number[];
}

/** Each node's CPU (ms, as `nodes` lists them) at an instant (ms since the epoch). */
interface Sample {
  at: number;
  cpu: number[];
}

const adminToken = 'bench-admin';
const clock = '2026-06-01T12:00:00Z';
/**
 * With SIDELINE_NODE_CPU_PROF set to a folder, each node writes its CPU profile there (tests/support/cluster.ts), and
 * the bench writes `goals.json` beside them: each layout's span from its first goal to its last goal read, on the
 * monotonic clock the profiles' timestamps are on (µs), so a profile's goals can be told from the joins and leaving.
 */
const profileDir = process.env.SIDELINE_NODE_CPU_PROF;

/** An instant (ms since the epoch) on the monotonic clock, in µs. */
function monotonicUs(epochMs: number): number {
  return Number(process.hrtime.bigint() / 1000n) - (Date.now() - epochMs) * 1000;
}

export async function benchMatchFanoutNodes(
  log: (line: string) => void,
  options: { members?: number; goals?: number } = {},
): Promise<{ twoNodes: MatchFanoutLayout; oneNode: MatchFanoutLayout } | undefined> {
  const missing = missingPart();
  if (missing) {
    log(`  skipped: ${missing}`);
    return undefined;
  }
  const members = options.members ?? 5000;
  const goals = options.goals ?? 20;
  const socketCount = Math.floor(members / 2);
  const database = await freshDatabase();
  const nats = await Nats.start();
  const nodes: Node[] = [];
  const spans: { gateways: number; fromUs: number; toUs: number }[] = [];
  try {
    const common = { databaseUrl: database.url, bus: nats.url, adminToken, clock };
    const api = await Node.start('qutu', { ...common, role: 'api', nodeId: 'api-1' });
    nodes.push(api);
    const gateways = await Promise.all(
      ['gateway-a', 'gateway-b'].map((nodeId) => Node.start('qutu', { ...common, role: 'gateway', nodeId })),
    );
    nodes.push(...gateways);
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const sdkAppId = Number(
      (await db.query<{ id: string }>("select config->>'im_sdkappid' as id from sites where code = 'qutu'")).rows[0].id,
    );
    const expireAt = Math.floor(Date.now() / 1000) + 3600;
    const { rows } = await db.query<{ id: number }>(
      `insert into users (account, password_hash, nick_name, sp_source, regist_time)
       select 'matchnodes_' || n, 'x', 'fan' || n, 9, now() from generate_series(1, $1::int) as n returning id`,
      [socketCount],
    );
    await db.end();
    const sockets = rows.map(({ id }) => ({ id: String(id), signature: signImUser(clusterImSecret, String(id), expireAt) }));

    const run = async (memberUrls: string[]): Promise<MatchFanoutLayout> => {
      // A fresh match in play per layout, as bench/match-fanout.ts makes one per run.
      const created = await fetch(`${api.url}/admin/match`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-admin-token': adminToken },
        body: JSON.stringify({
          league_id: 1,
          home_team_id: 101,
          away_team_id: 102,
          kickoff_time: Math.floor(Date.parse(clock) / 1000) - 30 * 60,
          hot: false,
          has_live: false,
        }),
      });
      const matchid = ((await created.json()) as { data: { id: number } }).data.id;
      // Each node's CPU sampled through the run, so the joins' share is left out: counted from the first goal's call.
      const samples: Sample[] = [];
      const sample = () => samples.push({ at: Date.now(), cpu: nodes.map((node) => node.cpuMs()) });
      sample();
      const sampling = setInterval(sample, 200);
      let result: MatchFanoutResult;
      try {
        result = await runClients<MatchFanoutConfig, MatchFanoutResult>(
          'bench/match-fanout-clients.ts',
          { url: api.url, memberUrls, sdkAppId, adminToken, matchid, sockets, pollers: members - socketCount, goals },
          600_000,
        );
      } finally {
        clearInterval(sampling);
      }
      sample();
      const goalsFrom = result.goalTimes[0];
      spans.push({ gateways: memberUrls.length, fromUs: monotonicUs(goalsFrom), toUs: monotonicUs(result.goalsTo) });
      const sampleAt = (at: number) => samples.findLast((entry) => entry.at <= at);
      const from = sampleAt(goalsFrom) ?? samples[0];
      // The last goal is followed by half a second with nothing to send, in which the last sample before the end falls.
      const goalsEnd = sampleAt(result.goalsTo) ?? samples.at(-1)!;
      const third = sampleAt(result.goalTimes[2])!;
      const cpuBetween = (node: Node, start: Sample, end: Sample) => end.cpu[nodes.indexOf(node)] - start.cpu[nodes.indexOf(node)];
      const perGoal = (ms: number, count = goals) => Number((ms / count).toFixed(0));
      const used = gateways.slice(0, memberUrls.length);
      const layout: MatchFanoutLayout = {
        membersPerNode: memberUrls.map((_, index) => Math.ceil((members - index) / memberUrls.length)),
        p50Ms: Number(result.p50Ms.toFixed(1)),
        p99Ms: Number(result.p99Ms.toFixed(1)),
        lost: result.lost,
        duplicates: result.duplicates,
        gatewayCpuMsPerDelta: used.map((node) => perGoal(cpuBetween(node, from, samples.at(-1)!))),
        gatewayGoalsCpuMsPerDelta: used.map((node) => perGoal(cpuBetween(node, from, goalsEnd))),
        apiCpuMsPerDelta: perGoal(cpuBetween(api, from, samples.at(-1)!)),
        gatewaySteadyCpuMsPerDelta: used.map((node) => perGoal(cpuBetween(node, third, goalsEnd), goals - 2)),
        gatewayJoinsCpuMs: used.map((node) => Math.round(cpuBetween(node, samples[0], from))),
      };
      log(
        `  ${memberUrls.length} gateway node(s): ${members} members joined in ${(result.joinMs / 1000).toFixed(1)} s; ${result.goals} deltas, ${layout.lost} lost, ${layout.duplicates} duplicates; p50 ${layout.p50Ms} ms, p99 ${layout.p99Ms} ms; the admin call ${result.callMs.toFixed(1)} ms; CPU per delta: gateways ${layout.gatewayCpuMsPerDelta.join(', ')} ms (${layout.gatewayGoalsCpuMsPerDelta.join(', ')} ms before the members leave; ${layout.gatewaySteadyCpuMsPerDelta.join(', ')} ms from the third goal), API node ${layout.apiCpuMsPerDelta} ms; the joins ${layout.gatewayJoinsCpuMs.join(', ')} ms of CPU`,
      );
      return layout;
    };
    const twoNodes = await run(gateways.map((node) => node.url));
    const oneNode = await run([gateways[0].url]);
    return { twoNodes, oneNode };
  } finally {
    for (const node of nodes.reverse()) await node.stop();
    if (profileDir && spans.length) writeFileSync(join(profileDir, 'goals.json'), JSON.stringify(spans));
    await nats.stop();
    await database.drop();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const members = Number(process.env.BENCH_MATCH_FANOUT_MEMBERS ?? 5000);
  process.stdout.write(`match fan-out over nodes: ${members} members of one match's channel (half sockets, half long polls), 20 goals\n`);
  process.stdout.write(
    JSON.stringify(await benchMatchFanoutNodes((line) => process.stdout.write(line + '\n'), { members }), null, 2) + '\n',
  );
}
