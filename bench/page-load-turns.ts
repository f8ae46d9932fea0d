import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { prepareServer } from '../server/start.ts';
import { chromiumArgs, chromiumExecutable } from '../tests/support/browser.ts';
import { median } from './median.ts';
import { loadOnce, observeVitals, phone, throttled, type PageLoadFigures } from './page-load.ts';

/**
 * Two builds of one site loaded in turns: /m/score, /m/live and the first room's /m/live-detail/{id}, each build's
 * own reference server (seed 1, the clock starting now), one browser, the page-load bench's phone at 4x CPU and slow
 * 4G, cold contexts, the order of the builds swapped every round (A B, B A, ...), so that a busy machine slows both
 * alike. Each server renders every page once before the loads are timed, as a server that has run for a while has.
 *
 *   BENCH_TURNS_SITES=/tmp/dist-before/qutu,dist/qutu [BENCH_TURNS_NAMES=before,after] [BENCH_PAGE_RUNS=5]
 *   node bin/run-ts.js bench/page-load-turns.ts
 */
const code = process.env.BENCH_TURNS_CODE ?? 'qutu';
const sites = (process.env.BENCH_TURNS_SITES ?? '').split(',').filter(Boolean);
if (sites.length < 2) throw new Error('BENCH_TURNS_SITES names two built sites, comma separated');
const names = process.env.BENCH_TURNS_NAMES?.split(',') ?? sites;
const runs = Number(process.env.BENCH_PAGE_RUNS ?? 5);

const servers = [];
for (const siteDir of sites) {
  const server = await prepareServer({ site: code, siteDir: resolve(siteDir), seed: 1, clock: new Date().toISOString() });
  servers.push({ server, base: await server.app.listen({ host: '127.0.0.1', port: 0 }) });
}
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
try {
  const [room] = await servers[0].server.db.query<{ id: number }>('select anchor_id as id from rooms order by liveid limit 1');
  const paths = ['/m/score', '/m/live', `/m/live-detail/${room?.id ?? 1}`];
  for (const { base } of servers) for (const path of paths) await (await fetch(base + path)).text();
  const samples = new Map<string, PageLoadFigures[]>();
  for (let round = 0; round < runs; round++) {
    for (const path of paths) {
      const order = round % 2 ? [...servers.keys()].reverse() : [...servers.keys()];
      for (const index of order) {
        const context = await browser.newContext(phone);
        const page = await context.newPage();
        await page.addInitScript(observeVitals);
        await throttled(page);
        const key = `${names[index]} ${path}`;
        samples.set(key, [...(samples.get(key) ?? []), await loadOnce(page, servers[index].base + path, path.includes('/live-detail/'))]);
        await context.close();
      }
    }
  }
  for (const [key, list] of samples) {
    const of = (pick: (figures: PageLoadFigures) => number) => median(list.map(pick));
    console.log(
      `${key}: FCP ${of((s) => s.fcpMs)} ms, LCP ${of((s) => s.lcpMs)} ms, CLS ${of((s) => s.cls)}, TBT ${of((s) => s.tbtMs)} ms` +
        ` (median of ${list.length}; LCP ${list.map((s) => s.lcpMs).join(', ')}; TBT ${list.map((s) => s.tbtMs).join(', ')})`,
    );
  }
} finally {
  await browser.close();
  for (const { server } of servers) await server.close();
}
