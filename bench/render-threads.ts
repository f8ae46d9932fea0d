/**
 * CPU of the build's renders alone: every site of a built folder rendered one after another in one reused render
 * thread, with a checkout's `cli/build/render-workers.ts` (this one, or another to compare in turns):
 * `node bin/run-ts.js bench/render-threads.ts <checkout> <dist>`. Each site renders from its own folder's copy of its
 * server render, with the configuration and flags its `server/render.mjs` holds, as build-all renders it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TenantConfig } from '../schema/index.ts';
import type { RenderWorkers } from '../cli/build/render-workers.ts';

const [checkout, dist] = process.argv.slice(2).map((path) => resolve(path));
if (!checkout || !dist) throw new Error('usage: node bin/run-ts.js bench/render-threads.ts <checkout> <dist>');

const { renderWorkers } = (await import(pathToFileURL(join(checkout, 'cli/build/render-workers.ts')).href)) as {
  renderWorkers: () => RenderWorkers;
};
const sites = readdirSync(dist).filter((code) => existsSync(join(dist, code, 'server/render.mjs')));

/** The configuration and flags a site's server render was written with (cli/build/prerender.ts writeServerRender). */
function siteOf(code: string): { tenant: TenantConfig; flags: Record<string, string> } {
  const written = /^globalThis\.\w+ = (.*);$/m.exec(readFileSync(join(dist, code, 'server/render.mjs'), 'utf8'));
  if (!written) throw new Error(`${code}'s server/render.mjs holds no configuration`);
  const site = JSON.parse(written[1]) as { tenant: TenantConfig; flags: Record<string, boolean> };
  return { tenant: site.tenant, flags: Object.fromEntries(Object.entries(site.flags).map(([key, on]) => [key, String(on)])) };
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const threads = renderWorkers();
const cpuBefore = cpuMs();
const started = performance.now();
let characters = 0;
for (const code of sites) {
  const { tenant, flags } = siteOf(code);
  const pages = await threads.render(join(dist, code, 'server/prerender.mjs'), tenant, flags);
  characters += pages.reduce((sum, page) => sum + page.html.length, 0);
}
const cpu = cpuMs() - cpuBefore;
const wall = performance.now() - started;
await threads.close();
process.stdout.write(
  `${checkout}: ${sites.length} sites, ${cpu.toFixed(0)} ms of CPU, ${wall.toFixed(0)} ms, ${characters} characters of HTML\n`,
);
