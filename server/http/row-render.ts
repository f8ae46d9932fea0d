import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** A landing route's HTML with the rows of its first answers, and the CSS its first paint needs. */
export interface RenderedRows {
  html: string;
  css: string;
  ids: string[];
}

export interface RowRenderer {
  /**
   * The route rendered with the answers the page carries, for a page at `origin`; null when the render failed or
   * was slow, or for a page at another origin than the first (its addresses would not be the app's).
   */
  render(route: string, served: unknown, origin: string): Promise<RenderedRows | null>;
  /** Starts loading the render now, before any page asks for it; resolves once it has loaded, or could not. */
  warm(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A page waits for its rows no longer than this by default (the render's first load included): past it, the page is
 * served as built (the skeleton) and its rows come from the app, as they did before the server rendered them.
 */
export const defaultRowsWaitMs = 500;

// The site's render runs in a worker of its own: its modules keep the site's state (tenant, i18n, stores, the served
// answers), a render never blocks the server's event loop, and a slow one is simply not waited for.
// It loads with a placeholder page address; each render sets the address of the page it renders (the API host of a
// site that names none, which its images' addresses start with), which the runtime reads at each use
// (runtime/core/http/api.ts).
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
globalThis.location = new URL('/m/', 'http://127.0.0.1/');
const loaded = import(workerData.entry);
// Once loaded, the render of the site's shells (no answers, no request) runs once, so that the first page's render
// does not also compile the render's code.
const settled = () => parentPort.postMessage({ loaded: true });
loaded.then((module) => (typeof module.prerender === 'function' ? module.prerender() : undefined)).then(settled, settled);
parentPort.on('message', ({ id, route, served, origin }) => {
  loaded
    .then((module) => {
      globalThis.location = new URL('/m/', origin);
      return module.renderServed(route, served);
    })
    .then((rows) => parentPort.postMessage({ id, rows }), (error) => parentPort.postMessage({ id, error: String((error && error.stack) || error) }));
});
`;

/**
 * The render a site's build kept for this server (build-report.json's `html.serverRender`, written by
 * cli/build/prerender.ts), loaded by `warm` (the server calls it as it starts, so that its first landing page does not
 * wait for the load) or else at the first landing page it renders; null for a site built without one. A render that
 * fails is logged and the page served as built. The pages of one origin get rows: the first rendered.
 */
export function rowRenderer(siteDir: string, waitMs: number, log: (message: string) => void): RowRenderer | null {
  const entry = serverRenderEntry(siteDir);
  if (!entry) return null;
  let worker: Worker | undefined;
  let pageOrigin: string | undefined;
  let stopped = false;
  const waiting = new Map<number, (rows: RenderedRows | null) => void>();
  let nextId = 0;
  let markLoaded: () => void = () => undefined;
  const loaded = new Promise<void>((resolve) => (markLoaded = resolve));
  const start = () => {
    const started = new Worker(workerSource, { eval: true, workerData: { entry: pathToFileURL(entry).href } });
    started.unref();
    started.on('message', (message: { id: number; rows?: RenderedRows; error?: string; loaded?: true }) => {
      if (message.loaded) return markLoaded();
      if (message.error) log(`the server render of a landing page failed: ${message.error.split('\n')[0]}`);
      waiting.get(message.id)?.(message.rows ?? null);
    });
    started.on('error', (error) => log(`the site's server render stopped: ${String(error)}`));
    // A render that stopped (it could not load) is not started again: the pages are served as built.
    started.on('exit', () => {
      stopped = true;
      markLoaded();
      for (const done of waiting.values()) done(null);
    });
    return started;
  };
  return {
    warm() {
      if (stopped) return Promise.resolve();
      worker ??= start();
      return loaded;
    },
    render(route, served, origin) {
      if (stopped) return Promise.resolve(null);
      pageOrigin ??= origin;
      if (pageOrigin !== origin) return Promise.resolve(null);
      const running = (worker ??= start());
      const id = nextId++;
      return new Promise((resolve) => {
        const timer = setTimeout(() => waiting.get(id)?.(null), waitMs);
        waiting.set(id, (rows) => {
          clearTimeout(timer);
          waiting.delete(id);
          resolve(rows);
        });
        running.postMessage({ id, route, served, origin });
      });
    },
    close: async () => {
      stopped = true;
      markLoaded();
      await worker?.terminate();
    },
  };
}

function serverRenderEntry(siteDir: string): string | null {
  const reportFile = join(siteDir, 'build-report.json');
  if (!existsSync(reportFile)) return null;
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as { html?: { serverRender?: { entry?: unknown } } };
  const entry = report.html?.serverRender?.entry;
  return typeof entry === 'string' && existsSync(join(siteDir, entry)) ? join(siteDir, entry) : null;
}

const prerenderedRoot = /<div id="root" data-prerendered="([a-z-]+)">/;
const criticalStyle = /<style data-emotion="css[^"]*">[\s\S]*?<\/style>/;

/**
 * The built page with the server's rows in #root (marked `data-served-rows`, which the app checks before it hydrates)
 * and their critical CSS in place of the build's; null for a page that is not a prerendered route as the build
 * writes it. The markup is React's, which escapes every text; the CSS cannot close its tag.
 */
export function withRows(html: string, rows: RenderedRows): string | null {
  const open = prerenderedRoot.exec(html);
  const style = criticalStyle.exec(html);
  const end = html.lastIndexOf('</div>', html.lastIndexOf('</body>'));
  if (!open || !style || style.index > open.index || end < open.index) return null;
  const css = `<style data-emotion="css ${rows.ids.join(' ')}">${rows.css.replace(/<\/style/gi, '<\\/style')}</style>`;
  const root = `<div id="root" data-prerendered="${open[1]}" data-served-rows="">${rows.html}`;
  return html.slice(0, style.index) + css + html.slice(style.index + style[0].length, open.index) + root + html.slice(end);
}
