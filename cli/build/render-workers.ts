import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { TenantConfig } from '../../schema/index.ts';
import { booleanFlags, type PrerenderedPage } from './prerender.ts';
import { prerenderGlobal } from './tenant-plugin.ts';

/** Render threads a build reuses from site to site (as many as sites render at once), stopped by `close`. */
export interface RenderWorkers {
  /**
   * Renders a site's landing routes with the server render at `entry`, its runtime configuration and its build flags
   * (`true`/`false` defines). `entry` must be a copy of the render no other site of the build imported (the site's
   * own folder's): the runtime keeps the tenant, i18n and stores in module state, and a module is evaluated once per
   * address, so a fresh address gives the site fresh modules in a thread that already rendered others.
   */
  render(entry: string, config: TenantConfig, flags: Record<string, string>): Promise<PrerenderedPage[]>;
  /** Stops the threads; a build calls it once its sites are written. */
  close(): Promise<void>;
}

// Plain CommonJS in a string, run by each thread as is: one site at a time, its configuration set before its render's
// modules load (they read it as they load).
const workerSource = `
const { parentPort } = require('node:worker_threads');
// Modules of the HTTP client read the page's address as they load; at build time the page is the site's base.
globalThis.location = new URL('http://localhost/m/');
parentPort.on('message', ({ entry, tenant, flags }) => {
  globalThis.${prerenderGlobal} = { tenant, flags };
  import(entry)
    .then((module) => module.prerender())
    .then((pages) => parentPort.postMessage({ pages }), (error) => parentPort.postMessage({ error: String((error && error.stack) || error) }));
});
`;

/**
 * Threads for the sites' renders. Starting a thread for each site cost about 60 ms of CPU a site (its start and the
 * loading of Node's own modules), of about 190 for the whole render; a thread now renders one site after another.
 * A thread whose render failed is stopped rather than reused, so a failure never leaks into another site.
 */
export function renderWorkers(): RenderWorkers {
  const idle: Worker[] = [];
  const busy = new Set<Worker>();
  // A thread that fails between renders (a timer a render left) is dropped, and never stops the build.
  const started = () => {
    const worker = new Worker(workerSource, { eval: true });
    const drop = () => {
      const at = idle.indexOf(worker);
      if (at >= 0) idle.splice(at, 1);
    };
    worker.on('error', drop);
    worker.on('exit', drop);
    return worker;
  };
  const render = (entry: string, config: TenantConfig, flags: Record<string, string>) => {
    const worker = idle.pop() ?? started();
    busy.add(worker);
    return new Promise<PrerenderedPage[]>((resolve, reject) => {
      const settle = (pages: PrerenderedPage[] | undefined, failure?: Error) => {
        worker.off('message', answered);
        worker.off('error', failed);
        worker.off('exit', stopped);
        busy.delete(worker);
        if (pages) {
          idle.push(worker);
          resolve(pages);
        } else {
          void worker.terminate();
          reject(failure);
        }
      };
      const answered = (answer: { pages?: PrerenderedPage[]; error?: string }) =>
        settle(answer.pages, new Error(`prerender failed: ${answer.error ?? 'no pages'}`));
      const failed = (error: Error) => settle(undefined, error);
      const stopped = (code: number) => settle(undefined, new Error(`the prerender worker stopped (exit code ${code})`));
      worker.on('message', answered);
      worker.on('error', failed);
      worker.on('exit', stopped);
      worker.postMessage({ entry: pathToFileURL(entry).href, tenant: config, flags: booleanFlags(flags) });
    });
  };
  const close = async () => {
    await Promise.all([...idle.splice(0), ...busy].map((worker) => worker.terminate()));
    busy.clear();
  };
  return { render, close };
}
