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
  /** The route rendered with the answers the page carries, for a page at `origin`; null when the render failed or was slow. */
  render(route: string, served: unknown, origin: string): Promise<RenderedRows | null>;
  /** Settles once the render has loaded, or has failed to (the pages are then served as built). */
  loaded: Promise<void>;
  close(): Promise<void>;
}

/**
 * A page waits for its rows no longer than this by default (the render's first load included): past it, the page is
 * served as built (the skeleton) and its rows come from the app, as they did before the server rendered them.
 */
export const defaultRowsWaitMs = 500;

/** How long the render may take to load at most (about a second normally). */
const renderLoadMs = 30_000;

/**
 * The render worker's heap, bounded: a render that keeps allocating stops its worker at the limit (the pages are then
 * served as built) instead of growing the server's process. The render keeps about 16 MiB of heap (12 of old space);
 * 64 MB leaves it four times that. Its young generation is the 2 MB that `npm start` gives the server's
 * (docs/decisions.md "The render worker's heap").
 */
const renderResourceLimits = { maxYoungGenerationSizeMb: 2, maxOldGenerationSizeMb: 64 };

// The site's render runs in a worker of its own: its modules keep the site's state (tenant, i18n, stores, the served
// answers), a render never blocks the server's event loop, and a slow one is simply not waited for. Each page is
// rendered at its own address (the API host of a site that names none, which its images' addresses start with, is
// read when asked), one page after another. The worker says once whether the render's modules loaded ({ loaded }).
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
globalThis.location = new URL('http://localhost/m/');
const loaded = import(workerData.entry);
// Once loaded, the render of the site's shells (no answers, no request) runs once, so that the first page's render
// does not also compile the render's code; whether that works or not, the render is ready.
const warmed = loaded.then((module) => Promise.resolve().then(() => module.prerender?.()).catch(() => undefined));
warmed.then(
  () => parentPort.postMessage({ loaded: true }),
  (error) => parentPort.postMessage({ loaded: false, error: String((error && error.stack) || error) }),
);
let turn = warmed.then(() => loaded);
// A render that could not load says so above; each page's turn then reports it too.
turn.catch(() => undefined);
parentPort.on('message', ({ id, route, served, origin }) => {
  turn = turn
    .then((module) => {
      globalThis.location = new URL('/m/', origin);
      return module.renderServed(route, served).then((rows) => {
        parentPort.postMessage({ id, rows });
        return module;
      });
    })
    .catch((error) => {
      parentPort.postMessage({ id, error: String((error && error.stack) || error) });
      return loaded;
    });
});
`;

/**
 * The render a site's build kept for this server (build-report.json's `html.serverRender`, written by
 * cli/build/prerender.ts), loading as the server starts, so that the first landing page a fan asks for finds it
 * ready (its load takes longer than a page waits); null for a site built without one. A render that fails is logged
 * and the page served as built.
 */
export function rowRenderer(siteDir: string, waitMs: number, log: (message: string) => void): RowRenderer | null {
  const entry = serverRenderEntry(siteDir);
  if (!entry) return null;
  let stopped = false;
  const waiting = new Map<number, (rows: RenderedRows | null) => void>();
  let nextId = 0;
  const thread = new Worker(workerSource, {
    eval: true,
    workerData: { entry: pathToFileURL(entry).href },
    resourceLimits: renderResourceLimits,
  });
  thread.unref();
  let markLoaded = () => undefined as void;
  const loaded = new Promise<void>((resolve) => (markLoaded = resolve));
  thread.on('message', (message: { id: number; rows?: RenderedRows; error?: string; loaded?: boolean }) => {
    if (message.loaded !== undefined) {
      // A render that could not load is not asked again: the pages are served as built, without waiting.
      if (!message.loaded) {
        stopped = true;
        log(`the site's server render could not load: ${message.error?.split('\n')[0]}`);
      }
      return markLoaded();
    }
    if (message.error) log(`the server render of a landing page failed: ${message.error.split('\n')[0]}`);
    waiting.get(message.id)?.(message.rows ?? null);
  });
  thread.on('error', (error) => log(`the site's server render stopped: ${String(error)}`));
  // A render whose load never ends (a module that waits forever) must not keep the server unready: past this, the
  // pages are served as built.
  const loadDeadline = setTimeout(() => {
    if (stopped) return;
    log(`the site's server render did not load within ${renderLoadMs / 1000} s: pages are served as built`);
    stopped = true;
    markLoaded();
    void thread.terminate();
  }, renderLoadMs);
  loadDeadline.unref();
  void loaded.then(() => clearTimeout(loadDeadline));
  // A render that stopped is not started again: the pages are served as built.
  thread.on('exit', () => {
    stopped = true;
    markLoaded();
    for (const done of waiting.values()) done(null);
  });
  return {
    loaded,
    render(route, served, origin) {
      if (stopped) return Promise.resolve(null);
      const id = nextId++;
      return new Promise((resolve) => {
        const timer = setTimeout(() => waiting.get(id)?.(null), waitMs);
        waiting.set(id, (rows) => {
          clearTimeout(timer);
          waiting.delete(id);
          resolve(rows);
        });
        thread.postMessage({ id, route, served, origin });
      });
    },
    close: async () => {
      stopped = true;
      await thread.terminate();
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
  const open = html.match(prerenderedRoot);
  const style = html.match(criticalStyle);
  const end = html.lastIndexOf('</div>', html.lastIndexOf('</body>'));
  if (open?.index === undefined || style?.index === undefined || style.index > open.index || end < open.index) return null;
  const css = `<style data-emotion="css ${rows.ids.join(' ')}">${rows.css.replace(/<\/style/gi, '<\\/style')}</style>`;
  const root = `<div id="root" data-prerendered="${open[1]}" data-served-rows="">${rows.html}`;
  return html.slice(0, style.index) + css + html.slice(style.index + style[0].length, open.index) + root + html.slice(end);
}
