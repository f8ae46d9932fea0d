import { resolve } from 'node:path';
import { prepareServer } from '../server/start.ts';

/**
 * How long a freshly started reference server takes to answer its first landing pages, and whether they hold the
 * server's rows: `listen`'s time, the time until `/readyz` answers 200 (as a load balancer asks before it sends fans),
 * then /m/score twice and /m/live, each timed from the request to the page's last byte. The page waits a minute for
 * its rows (`rowsWaitMs`), so the time is the render's, not the default wait's.
 *
 *   BENCH_SITE_DIR=/tmp/dist/qutu [BENCH_RUNS=3] node bin/run-ts.js bench/server-first-page.ts
 */
const siteDir = resolve(process.env.BENCH_SITE_DIR ?? 'dist/qutu');
const runs = Number(process.env.BENCH_RUNS ?? 3);
for (let run = 0; run < runs; run++) {
  const server = await prepareServer({ site: 'qutu', siteDir, seed: 1, clock: new Date().toISOString(), rowsWaitMs: 60_000 });
  const started = performance.now();
  const base = await server.app.listen({ host: '127.0.0.1', port: 0 });
  const line = [`listen ${Math.round(performance.now() - started)} ms`];
  const readyFrom = performance.now();
  for (let tries = 0; tries < 600 && (await fetch(`${base}/readyz`)).status !== 200; tries++)
    await new Promise((done) => setTimeout(done, 20));
  line.push(`ready ${Math.round(performance.now() - readyFrom)} ms later`);
  for (const path of ['/m/score', '/m/score', '/m/live']) {
    const asked = performance.now();
    const html = await (await fetch(base + path)).text();
    line.push(`${path} ${Math.round(performance.now() - asked)} ms${html.includes('data-served-rows') ? '' : ' (no rows)'}`);
  }
  console.log(line.join(', '));
  await server.close();
}
