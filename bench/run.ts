/**
 * `npm run bench`: build speed and bundle size, written to bench/results/latest.json and compared with
 * bench/baseline.json. Every timing is a median over several runs; sizes are exact. See bench/README.md.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchBuilds } from './build-timing.ts';
import { bundleFigures } from './bundle-figures.ts';
import { printFigures, type RunResults } from './figures-table.ts';
import { floorSize } from './floor-size.ts';
import { MachineProbes } from './machine-probe.ts';
import { median } from './median.ts';
import { benchPageLoad } from './page-load.ts';
import { benchConversationList } from './conversation-list-load.ts';
import { benchFirstVisit } from './first-visit.ts';
import { benchInteractions } from './interactions.ts';
import { benchServer } from './server-bench.ts';
import { benchChat, type ChatFigures } from './chat-bench.ts';
import { benchChatFanout } from './chat-fanout.ts';
import { benchLiveScorePages, type LiveScorePageFigures } from './live-score-pages.ts';
import type { MatchFanoutFigures } from './match-fanout.ts';
import { inProductionNode } from './production-node.ts';
import { benchPushFanout } from './push-fanout.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = Number(process.env.BENCH_RUNS ?? 5);
const serverSeconds = Number(process.env.BENCH_SERVER_SECONDS ?? 5);
const pageRuns = Number(process.env.BENCH_PAGE_RUNS ?? 7);
const heapSeconds = Number(process.env.BENCH_HEAP_SECONDS ?? 60);
/** The live-score figures take about 3 minutes more (5,000 members to join, a minute on a busy evening): 0 skips them. */
const liveScores = process.env.BENCH_LIVE_SCORES !== '0';
const phoneSeconds = Number(process.env.BENCH_PHONE_SECONDS ?? 60);

// The machine's speed, probed before and after every section: figures are compared with the baseline's after taking it
// out, and only beyond the spread of these probes (bench/regression.ts).
const probes = new MachineProbes();
probes.take();
const { one, all, codes, loopMs, allOnce } = benchBuilds(runs);
probes.take();

const dist = mkdtempSync(join(tmpdir(), 'sideline-bench-'));
execFileSync(process.execPath, ['bin/sideline.js', 'build-all', '--dist', dist], {
  cwd: root,
  stdio: 'ignore',
  env: { ...process.env, NODE_ENV: 'production' },
});
const bundle = bundleFigures(dist, codes);

const floor = await floorSize();
probes.take();

process.stdout.write(`\npage load: qutu, headless Chromium, 4x CPU slowdown, slow 4G, ${pageRuns} cold loads per page\n`);
const pageLoad = await benchPageLoad(join(dist, 'qutu'), 'qutu', pageRuns, heapSeconds, (line) => process.stdout.write(line + '\n'));
probes.take();
process.stdout.write(`\nfirst visit: qutu /m/score with the house ads, phone at DPR 2, 4x CPU slowdown, slow 4G, ${pageRuns} runs\n`);
const firstVisit = await benchFirstVisit(join(dist, 'qutu'), 'qutu', pageRuns, (line) => process.stdout.write(line + '\n'));
probes.take();
process.stdout.write(`\nconversation list: qutu, /m/c2c with 500 conversations, 4x CPU slowdown, ${pageRuns} cold loads\n`);
const conversationList = await benchConversationList(join(dist, 'qutu'), 'qutu', 500, pageRuns, (line) =>
  process.stdout.write(line + '\n'),
);
process.stdout.write(`\ninteractions: qutu, phone at DPR 2, 4x CPU slowdown, Event Timing, ${pageRuns} runs\n`);
const interactions = await benchInteractions(join(dist, 'qutu'), 'qutu', pageRuns, (line) => process.stdout.write(line + '\n'));
probes.take();
let livePages: LiveScorePageFigures | undefined;
if (liveScores) {
  process.stdout.write(
    `\nlive scores on a busy evening: 20 goals to /m/score at 4x CPU slowdown, then ${phoneSeconds} s of a phone's bytes\n`,
  );
  livePages = await benchLiveScorePages(join(dist, 'qutu'), { goals: 20, phoneSeconds }, (line) => process.stdout.write(line + '\n'));
}
rmSync(dist, { recursive: true, force: true });

process.stdout.write(`\nserver: 3 runs of ${serverSeconds} s per endpoint, 20 connections, on loopback\n`);
const server = await benchServer(3, serverSeconds, (line) => process.stdout.write(line + '\n'));
probes.take();

process.stdout.write('\nchat: core size beside tim-js-sdk 2.27.6, live-room throughput (5 runs), sort of 10,000 conversations\n');
const chat: ChatFigures = await benchChat(5, (line) => process.stdout.write(line + '\n'));
process.stdout.write('\nchat fan-out: 1,000 WebSocket clients in one live room, 40 messages/s for 10 s, 3 runs\n');
chat.fanout = await benchChatFanout(3, (line) => process.stdout.write(line + '\n'));
probes.take();
let matchFanout: MatchFanoutFigures | undefined;
if (liveScores) {
  // In a node started as the units start gateway nodes: the young generation, a V8 flag, moves its CPU per delta.
  process.stdout.write(
    "\nlive-score fan-out: one match's deltas to 5,000 members of its channel (half sockets, half long polls), 20 goals, 3 runs, in a node started as the deploy units start one\n",
  );
  matchFanout = await inProductionNode<MatchFanoutFigures>('bench/match-fanout.ts', { BENCH_MATCH_FANOUT_RUNS: '3' }, (line) =>
    process.stdout.write(line + '\n'),
  );
}
process.stdout.write('\nWeb Push fan-out: one goal to 10,000 devices, to a push service on loopback that decrypts, 5 runs\n');
const pushFanout = await benchPushFanout(5, (line) => process.stdout.write(line + '\n'));
probes.take();

const results: RunResults = {
  machine: probes.summary(),
  chat,
  server,
  build: {
    oneTenantMs: Math.round(median(one)),
    allTenantsMs: Math.round(median(all)),
    ratio: Number((median(all) / median(one)).toFixed(2)),
    runs,
    loopOfSeparateBuildsVsBuildAll: Number((loopMs / allOnce).toFixed(2)),
  },
  bundle,
  pageLoad,
  firstVisit,
  conversationList,
  interactions,
  floor,
  ...(livePages && matchFanout ? { liveScores: { pages: livePages, fanout: matchFanout } } : {}),
  pushFanout,
};
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/latest.json'), JSON.stringify(results, null, 2) + '\n');
printFigures(results, heapSeconds);
