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

/**
 * The thread's code (plain JavaScript): one site at a time, its configuration set before its render's modules load
 * (they read it as they load), each site's modules its own. Node's modules of `node:vm` need their flag; the thread
 * keeps quiet about them being experimental.
 */
const threadFile = new URL('./render-thread.mjs', import.meta.url);
const threadArgv = ['--experimental-vm-modules', '--disable-warning=ExperimentalWarning'];

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
    const worker = new Worker(threadFile, { execArgv: threadArgv });
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
      worker.postMessage({ entry, global: prerenderGlobal, site: { tenant: config, flags: booleanFlags(flags) } });
    });
  };
  const close = async () => {
    await Promise.all([...idle.splice(0), ...busy].map((worker) => worker.terminate()));
    busy.clear();
  };
  return { render, close };
}
