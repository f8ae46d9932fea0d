/**
 * `npm run bench`: build speed and bundle size, written to bench/results/latest.json and compared with
 * bench/baseline.json. Every timing is a median over several runs; sizes are exact. See bench/README.md.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { floorSize } from './floor-size.ts';
import { median } from './median.ts';
import { benchPageLoad, type PageLoadResults } from './page-load.ts';
import { benchConversationList, type ConversationListFigures } from './conversation-list-load.ts';
import { benchFirstVisit, type FirstVisitFigures } from './first-visit.ts';
import { benchInteractions, type InteractionFigures } from './interactions.ts';
import { benchServer, type ServerFigures } from './server-bench.ts';
import { benchChat, type ChatFigures } from './chat-bench.ts';
import { benchChatFanout } from './chat-fanout.ts';
import { benchLiveScorePages, type LiveScorePageFigures } from './live-score-pages.ts';
import { benchMatchFanout, type MatchFanoutFigures } from './match-fanout.ts';
import { benchPushFanout, type PushFanoutFigures } from './push-fanout.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = Number(process.env.BENCH_RUNS ?? 5);
const serverSeconds = Number(process.env.BENCH_SERVER_SECONDS ?? 5);
const pageRuns = Number(process.env.BENCH_PAGE_RUNS ?? 7);
const heapSeconds = Number(process.env.BENCH_HEAP_SECONDS ?? 60);
/** The live-score figures take about 3 minutes more (5,000 members to join, a minute on a busy evening): 0 skips them. */
const liveScores = process.env.BENCH_LIVE_SCORES !== '0';
const phoneSeconds = Number(process.env.BENCH_PHONE_SECONDS ?? 60);

/** Wall time of a whole CLI command, as an operator experiences it (process start to exit). */
function timeCommand(args: string[]): number {
  const dist = mkdtempSync(join(tmpdir(), 'sideline-bench-'));
  const started = performance.now();
  execFileSync(process.execPath, ['bin/sideline.js', ...args, '--dist', dist], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const elapsed = performance.now() - started;
  rmSync(dist, { recursive: true, force: true });
  return elapsed;
}

interface Results {
  server?: ServerFigures;
  build: { oneTenantMs: number; allTenantsMs: number; ratio: number; runs: number; loopOfSeparateBuildsVsBuildAll: number };
  bundle: Record<
    string,
    {
      initialGzip: number;
      initialBrotli: number;
      initialRaw: number;
      totalGzip: number;
      largestChunk: number;
      features: number;
      featureChunks: Record<string, number>;
      disabledFeatureBytes: Record<string, number>;
    }
  >;
  pageLoad?: PageLoadResults;
  /** /m/score's first visit with the daily pop-up ad due, and the returning visit (bench/first-visit.ts). */
  firstVisit?: FirstVisitFigures;
  /** /m/c2c opened with 500 conversations (bench/conversation-list-load.ts). */
  conversationList?: ConversationListFigures;
  interactions?: InteractionFigures;
  /** The required libraries alone, bundled like a tenant (bench/floor). */
  floor?: { gzip: number; raw: number };
  chat?: ChatFigures;
  liveScores?: { pages: LiveScorePageFigures; fanout: MatchFanoutFigures };
  /** One goal to 10,000 devices by Web Push (bench/push-fanout.ts). */
  pushFanout?: PushFanoutFigures;
}

const brotli = (file: string) => brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

process.stdout.write(`build: ${runs} runs of build-tenant qutup2 and of build-all, interleaved\n`);
const one: number[] = [];
const all: number[] = [];
timeCommand(['build-tenant', 'qutup2']); // warm the file system cache once; not counted
for (let i = 0; i < runs; i++) {
  one.push(timeCommand(['build-tenant', 'qutup2']));
  all.push(timeCommand(['build-all']));
  process.stdout.write(`  run ${i + 1}: one ${(one[i] / 1000).toFixed(2)}s, all ${(all[i] / 1000).toFixed(2)}s\n`);
}

// The anchor: one operator loop of 15 separate build-tenant processes, against one build-all, in the same run.
const codes = JSON.parse(execFileSync(process.execPath, ['bin/sideline.js', 'list', '--json'], { cwd: root, encoding: 'utf8' })) as {
  code: string;
}[];
const loopStarted = performance.now();
for (const { code } of codes) timeCommand(['build-tenant', code]);
const loopMs = performance.now() - loopStarted;
const allOnce = timeCommand(['build-all']);
process.stdout.write(
  `  loop of ${codes.length} build-tenant processes ${(loopMs / 1000).toFixed(2)}s, one build-all ${(allOnce / 1000).toFixed(2)}s\n`,
);

const dist = mkdtempSync(join(tmpdir(), 'sideline-bench-'));
execFileSync(process.execPath, ['bin/sideline.js', 'build-all', '--dist', dist], {
  cwd: root,
  stdio: 'ignore',
  env: { ...process.env, NODE_ENV: 'production' },
});
const bundle: Results['bundle'] = {};
const allFeatures = readdirSync(join(root, 'runtime/features'));
for (const { code } of codes) {
  const report = JSON.parse(readFileSync(join(dist, code, 'build-report.json'), 'utf8'));
  const js: { file: string; raw: number; gzip: number; initial: boolean }[] = report.chunks.filter(
    (c: { kind: string }) => c.kind === 'js',
  );
  // Feature chunks are named assets/<feature>.<page>-<hash>.js; a feature that is not built must weigh nothing.
  const bytesOf = (feature: string) => js.filter((c) => c.file.startsWith(`assets/${feature}.`)).reduce((sum, c) => sum + c.gzip, 0);
  const disabled = allFeatures.filter((feature) => !report.featuresBuilt.includes(feature));
  // A feature's own labels live only in its module: finding its longest one, as a whole string, in any chunk means
  // its code is in the build.
  const leaked = (feature: string) => {
    const messages = readFileSync(join(root, 'runtime/features', feature, 'messages.ts'), 'utf8');
    const label = [...messages.matchAll(/:\s*'([^']+)'/g)].map((m) => m[1]).sort((a, b) => b.length - a.length)[0] ?? '';
    const quoted = ['"', "'", '`'].map((q) => q + label + q);
    return label && js.some((c) => quoted.some((q) => readFileSync(join(dist, code, c.file), 'utf8').includes(q))) ? 1 : 0;
  };
  bundle[code] = {
    initialGzip: report.initialJs.gzip,
    initialBrotli: js.filter((c) => c.initial).reduce((sum, c) => sum + brotli(join(dist, code, c.file)), 0),
    initialRaw: report.initialJs.raw,
    totalGzip: report.totalJs.gzip,
    largestChunk: Math.max(...js.map((c) => c.raw)),
    features: report.featuresBuilt.length,
    featureChunks: Object.fromEntries(report.featuresBuilt.map((feature: string) => [feature, bytesOf(feature)])),
    disabledFeatureBytes: Object.fromEntries(disabled.map((feature) => [feature, bytesOf(feature) + leaked(feature)])),
  };
}

const floor = await floorSize();

process.stdout.write(`\npage load: qutu, headless Chromium, 4x CPU slowdown, slow 4G, ${pageRuns} cold loads per page\n`);
const pageLoad = await benchPageLoad(join(dist, 'qutu'), 'qutu', pageRuns, heapSeconds, (line) => process.stdout.write(line + '\n'));
process.stdout.write(`\nfirst visit: qutu /m/score with the house ads, phone at DPR 2, 4x CPU slowdown, slow 4G, ${pageRuns} runs\n`);
const firstVisit = await benchFirstVisit(join(dist, 'qutu'), 'qutu', pageRuns, (line) => process.stdout.write(line + '\n'));
process.stdout.write(`\nconversation list: qutu, /m/c2c with 500 conversations, 4x CPU slowdown, ${pageRuns} cold loads\n`);
const conversationList = await benchConversationList(join(dist, 'qutu'), 'qutu', 500, pageRuns, (line) =>
  process.stdout.write(line + '\n'),
);
process.stdout.write(`\ninteractions: qutu, phone at DPR 2, 4x CPU slowdown, Event Timing, ${pageRuns} runs\n`);
const interactions = await benchInteractions(join(dist, 'qutu'), 'qutu', pageRuns, (line) => process.stdout.write(line + '\n'));
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

process.stdout.write('\nchat: core size beside tim-js-sdk 2.27.6, live-room throughput (5 runs), sort of 10,000 conversations\n');
const chat: ChatFigures = await benchChat(5, (line) => process.stdout.write(line + '\n'));
process.stdout.write('\nchat fan-out: 1,000 WebSocket clients in one live room, 40 messages/s for 10 s, 3 runs\n');
chat.fanout = await benchChatFanout(3, (line) => process.stdout.write(line + '\n'));
let matchFanout: MatchFanoutFigures | undefined;
if (liveScores) {
  process.stdout.write(
    "\nlive-score fan-out: one match's deltas to 5,000 members of its channel (half sockets, half long polls), 20 goals, 1 run\n",
  );
  matchFanout = await benchMatchFanout(1, (line) => process.stdout.write(line + '\n'));
}
process.stdout.write('\nWeb Push fan-out: one goal to 10,000 devices, to a push service on loopback that decrypts, 5 runs\n');
const pushFanout = await benchPushFanout(5, (line) => process.stdout.write(line + '\n'));

const results: Results = {
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

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const baselineFile = join(root, 'bench/baseline.json');
const baseline: Results | undefined = existsSync(baselineFile) ? JSON.parse(readFileSync(baselineFile, 'utf8')) : undefined;
/** Change against the baseline, flagged when it is worse by more than `threshold` (sizes and times: higher is worse). */
const compare = (now: number, before: number | undefined, threshold: number, higherIsBetter = false) => {
  if (before === undefined || before === 0) return '';
  const change = (now - before) / before;
  const text = `${change >= 0 ? '+' : ''}${(change * 100).toFixed(1)}%`;
  const worse = higherIsBetter ? -change : change;
  return worse > threshold ? `${text}  REGRESSION` : text;
};

process.stdout.write('\nfigure                         median / size   vs baseline   target\n');
const row = (name: string, value: string, vs: string, target: string) =>
  process.stdout.write(`${name.padEnd(31)}${value.padEnd(16)}${vs.padEnd(14)}${target}\n`);
row(
  'build-tenant qutup2',
  `${(results.build.oneTenantMs / 1000).toFixed(2)}s`,
  compare(results.build.oneTenantMs, baseline?.build.oneTenantMs, 0.25),
  'record',
);
row(
  'build-all (15 sites)',
  `${(results.build.allTenantsMs / 1000).toFixed(2)}s`,
  compare(results.build.allTenantsMs, baseline?.build.allTenantsMs, 0.25),
  'record',
);
row('build-all / build-tenant', `${results.build.ratio}x`, compare(results.build.ratio, baseline?.build.ratio, 0.25), '<= 3x');
row('15 processes / build-all', `${results.build.loopOfSeparateBuildsVsBuildAll}x`, '', 'record (one run)');
for (const [name, figures] of Object.entries(server.endpoints)) {
  row(
    `${name} requests/s`,
    String(figures.requestsPerSecond),
    compare(figures.requestsPerSecond, baseline?.server?.endpoints[name]?.requestsPerSecond, 0.25, true),
    '>= 1000',
  );
  row(`${name} p99`, `${figures.p99Ms} ms`, compare(figures.p99Ms, baseline?.server?.endpoints[name]?.p99Ms, 0.25), '< 50 ms');
}
if (server.spends) {
  const spends = server.spends;
  row(
    'subscribe (paying) req/s',
    String(spends.requestsPerSecond),
    compare(spends.requestsPerSecond, baseline?.server?.spends?.requestsPerSecond, 0.25, true),
    '>= 500',
  );
  row('subscribe (paying) p99', `${spends.p99Ms} ms`, compare(spends.p99Ms, baseline?.server?.spends?.p99Ms, 0.25), 'record');
  row('ledger mismatches after load', `${spends.ledgerMismatches} of ${spends.ledgerRows} rows`, '', '0');
}
if (server.flood) {
  const flood = server.flood;
  row(
    'getDateMatch p99 under a sign-in flood',
    `${flood.p99UnderFloodMs} ms (alone ${flood.p99AloneMs} ms; ${flood.floodRefused} of ${flood.floodRequests * flood.runs} refused)`,
    compare(flood.p99UnderFloodMs, baseline?.server?.flood?.p99UnderFloodMs, 0.25),
    '< 50 ms',
  );
}
row('server start (seeded)', `${(server.startMs / 1000).toFixed(2)}s`, compare(server.startMs, baseline?.server?.startMs, 0.25), 'record');
row(
  'server memory after start',
  `${(server.rssAfterStartBytes / 1048576).toFixed(0)} MB RSS`,
  compare(server.rssAfterStartBytes, baseline?.server?.rssAfterStartBytes, 0.1),
  'record',
);
let over =
  Object.values(server.endpoints).some((e) => e.requestsPerSecond < 1000 || e.p99Ms >= 50) ||
  (server.spends !== undefined && (server.spends.requestsPerSecond < 500 || server.spends.ledgerMismatches > 0)) ||
  (server.flood !== undefined && server.flood.p99UnderFloodMs >= 50);
row('floor: libraries alone', kb(floor.gzip), compare(floor.gzip, baseline?.floor?.gzip, 0.1), 'record');
for (const [code, figures] of Object.entries(bundle)) {
  if (figures.initialGzip > 165 * 1024) over = true;
  row(
    `initial JS /m/ ${code}`,
    `${kb(figures.initialGzip)} (br ${kb(figures.initialBrotli)}, ours ${kb(figures.initialGzip - floor.gzip)})`,
    compare(figures.initialGzip, baseline?.bundle[code]?.initialGzip, 0.1),
    '<= 165 KB gzip',
  );
}
/** The score page, a fan's first screen, has the stricter target (issue "fan journeys"); the web's "good" LCP is 2.5 s. */
const lcpTargetMs = (path: string) => (path === '/m/score' ? 2000 : 2500);
for (const [path, figures] of Object.entries(pageLoad.pages)) {
  const before = baseline?.pageLoad?.pages[path];
  row(
    `${path} FCP / LCP`,
    `${figures.fcpMs} / ${figures.lcpMs} ms`,
    compare(figures.lcpMs, before?.lcpMs, 0.25),
    `LCP < ${lcpTargetMs(path)} ms`,
  );
  row(`${path} CLS / TBT`, `${figures.cls} / ${figures.tbtMs} ms`, compare(figures.tbtMs, before?.tbtMs, 0.25), 'CLS < 0.05, TBT < 300 ms');
  if (figures.lcpMs >= lcpTargetMs(path) || figures.cls >= 0.05 || figures.tbtMs >= 300) over = true;
  if (figures.firstFrameMs)
    row(`${path} first video frame`, `${figures.firstFrameMs} ms`, compare(figures.firstFrameMs, before?.firstFrameMs, 0.25), 'record');
}
row(
  '/m/score first visit, ad due: LCP',
  `${firstVisit.firstLcpMs} ms (ad after the first step in ${firstVisit.adShown}/${firstVisit.runs})`,
  compare(firstVisit.firstLcpMs, baseline?.firstVisit?.firstLcpMs, 0.25),
  '<= 1200 ms, ad shown every run',
);
row(
  '/m/score returning visit: LCP',
  `${firstVisit.returningLcpMs} ms`,
  compare(firstVisit.returningLcpMs, baseline?.firstVisit?.returningLcpMs, 0.25),
  '<= 600 ms',
);
if (firstVisit.firstLcpMs > 1200 || firstVisit.adShown < firstVisit.runs || firstVisit.returningLcpMs > 600) over = true;
row(
  '/m/c2c, 500 conversations',
  `${conversationList.firstScreenMs} ms`,
  compare(conversationList.firstScreenMs, baseline?.conversationList?.firstScreenMs, 0.25),
  'first screen < 1000 ms',
);
row(
  '/m/c2c, 500 conversations, returning fan',
  `${conversationList.returningFirstScreenMs} ms`,
  compare(conversationList.returningFirstScreenMs, baseline?.conversationList?.returningFirstScreenMs, 0.25),
  'record',
);
if (conversationList.firstScreenMs >= 1000) over = true;
for (const [name, figures] of Object.entries(interactions.interactions)) {
  row(
    `tap: ${name}`,
    `${figures.medianMs} ms (worst ${figures.worstMs})`,
    compare(figures.medianMs, baseline?.interactions?.interactions[name as keyof InteractionFigures['interactions']]?.medianMs, 0.25),
    '< 100 ms, worst < 200 ms',
  );
  if (figures.medianMs >= 100 || figures.worstMs >= 200) over = true;
}
row(
  'scroll 5,000 messages: longest frame',
  `${interactions.scroll5k.medianMs} ms (worst ${interactions.scroll5k.worstMs})`,
  compare(interactions.scroll5k.medianMs, baseline?.interactions?.scroll5k.medianMs, 0.25),
  '< 100 ms, worst < 200 ms',
);
if (interactions.scroll5k.medianMs >= 100 || interactions.scroll5k.worstMs >= 200) over = true;
row(
  `live room JS heap after ${heapSeconds} s`,
  `${(pageLoad.liveRoomHeapBytes / 1048576).toFixed(1)} MB`,
  compare(pageLoad.liveRoomHeapBytes, baseline?.pageLoad?.liveRoomHeapBytes, 0.1),
  'record',
);
for (const [code, figures] of Object.entries(bundle)) {
  const leaking = Object.entries(figures.disabledFeatureBytes).filter(([, bytes]) => bytes > 0);
  if (leaking.length) over = true;
  row(`disabled features in ${code}`, leaking.length ? leaking.map(([f, b]) => `${f} ${b} B`).join(', ') : '0 B', '', '0 B');
}
row(
  'chat start: the core (gzip)',
  `${kb(chat.coreGzip)} (tim-js-sdk ${kb(chat.timJsSdkGzip)})`,
  compare(chat.coreGzip, baseline?.chat?.coreGzip, 0.1),
  '<= 25 KB gzip',
);
row('chat, all modules as chunks (gzip)', kb(chat.allGzip), compare(chat.allGzip, baseline?.chat?.allGzip, 0.1), 'record it');
row(
  'chat, all modules as one bundle (gzip)',
  kb(chat.oneBundleGzip),
  compare(chat.oneBundleGzip, baseline?.chat?.oneBundleGzip, 0.1),
  '<= 70 KB gzip',
);
row(
  'live-room messages/s',
  String(chat.messagesPerSecond),
  compare(chat.messagesPerSecond, baseline?.chat?.messagesPerSecond, 0.25, true),
  '>= 20000',
);
row('sort 10,000 conversations', `${chat.sort10kMs} ms`, compare(chat.sort10kMs, baseline?.chat?.sort10kMs, 0.5), '< 10 ms');
row(`live room heap, 100k msgs`, `${(chat.liveRoomHeapBytes / 1048576).toFixed(1)} MB (cap ${chat.liveRoomCap})`, '', 'bounded');
if (chat.fanout) {
  const fanout = chat.fanout;
  row(
    `fan-out p50 / p99 (${fanout.clients})`,
    `${fanout.p50Ms} / ${fanout.p99Ms} ms`,
    compare(fanout.p99Ms, baseline?.chat?.fanout?.p99Ms, 0.25),
    'p99 < 250 ms',
  );
  row('fan-out lost / duplicates', `${fanout.lost} / ${fanout.duplicates}`, '', '0 / 0');
  if (fanout.p99Ms >= 250 || fanout.lost !== 0 || fanout.duplicates !== 0) over = true;
}
if (results.liveScores) {
  const { pages, fanout } = results.liveScores;
  const before = baseline?.liveScores;
  row(
    'goal to screen p50 / p95',
    `${pages.eventToScreen.p50Ms} / ${pages.eventToScreen.p95Ms} ms`,
    compare(pages.eventToScreen.p95Ms, before?.pages.eventToScreen.p95Ms, 0.25),
    'p95 < 2000 ms',
  );
  row(
    `match fan-out p50 / p99 (${fanout.members})`,
    `${fanout.p50Ms} / ${fanout.p99Ms} ms`,
    compare(fanout.p99Ms, before?.fanout.p99Ms, 0.25),
    'p99 < 500 ms',
  );
  row('match fan-out lost / dupl.', `${fanout.lost} / ${fanout.duplicates}`, '', '0 / 0');
  row(
    'match fan-out, server side',
    `${fanout.serverP50Ms} ms, ${fanout.serverCpuMsPerDelta} ms CPU a delta`,
    compare(fanout.serverCpuMsPerDelta, before?.fanout.serverCpuMsPerDelta, 0.25),
    'record',
  );
  row(
    `phone on /m/score (${pages.phone.inPlay} in play)`,
    `${kb(pages.phone.guest.perMinute)} / ${kb(pages.phone.fan.perMinute)} a min`,
    compare(pages.phone.guest.perMinute, before?.pages.phone.guest.perMinute, 0.25),
    'record (guest / fan)',
  );
  if (pages.eventToScreen.p95Ms >= 2000 || fanout.p99Ms >= 500 || fanout.lost !== 0 || fanout.duplicates !== 0) over = true;
}
if (chat.coreGzip > 25 * 1024 || chat.oneBundleGzip > 70 * 1024 || chat.messagesPerSecond < 20_000 || chat.sort10kMs >= 10) over = true;
row(
  'Web Push: a goal to 10,000 devices',
  `${pushFanout.goalToLastMs} ms (first ${pushFanout.goalToFirstMs} ms), ${pushFanout.lost} lost, ${pushFanout.duplicates} twice`,
  compare(pushFanout.goalToLastMs, baseline?.pushFanout?.goalToLastMs, 0.25),
  '<= 5000 ms, 0 lost, 0 twice',
);
if (pushFanout.goalToLastMs > 5000 || pushFanout.lost > 0 || pushFanout.duplicates > 0) over = true;
if (results.build.ratio > 3 || over) process.stdout.write('\nTARGET MISSED (see above)\n');
process.stdout.write(
  `\nwrote bench/results/latest.json${baseline ? '' : ' (no bench/baseline.json yet: copy latest.json there to set one)'}\n`,
);
