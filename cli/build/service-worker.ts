import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';
import type { ResolvedTenant } from '../../schema/index.ts';
import type { Bundle } from './bundle.ts';
import { packagePaths } from './paths.ts';
import type { PrerenderedRoute, ServiceWorkerReport } from './report.ts';

/** Where the worker is served: at the top of the app's folder, so its scope is the whole of /m/. */
export const serviceWorkerUrl = '/m/sw.js';
export const serviceWorkerFile = 'sw.js';

/** The landing reads whose last answers the worker keeps: the score list's day (spec 000 §7 getDateMatch). */
export const landingReads = ['/api/race/getDateMatch'];

/** Mirrors runtime/service-worker/worker-config.ts (the runtime's tsconfig is not the CLI's). */
const placeholder = '__SIDELINE_WORKER_CONFIG__';
const servedAnswersId = 'sideline-first-answers';

let compiled: Promise<string> | undefined;

/**
 * The worker's code, bundled once per process from runtime/service-worker/ as one classic script (a module worker
 * is not registered by every browser a fan has), minified; the same for every site until its configuration is
 * written in.
 */
function workerCode(): Promise<string> {
  compiled ??= (async () => {
    const result = await build({
      configFile: false,
      envDir: false,
      root: packagePaths.runtime,
      mode: 'production',
      logLevel: 'error',
      publicDir: false,
      build: {
        write: false,
        minify: true,
        target: 'es2022',
        reportCompressedSize: false,
        lib: { entry: join(packagePaths.runtime, 'service-worker/service-worker.ts'), formats: ['iife'], name: 'sidelineWorker' },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
    const chunk = outputs.flatMap((o) => o.output).find((o): o is Rollup.OutputChunk => o.type === 'chunk');
    if (!chunk || !chunk.code.includes(placeholder)) throw new Error('the service worker bundle lost its configuration placeholder');
    return chunk.code;
  })();
  return compiled;
}

/**
 * Writes `sw.js` into the site's folder when its manifest asks for one: the worker's code with the site's shell
 * written in (the pages of its landing routes, the entry's chunks and styles, the landing routes' chunks, the web app
 * manifest and its icons). Its version hashes all of it, pages included, so each build that changes anything the
 * shell holds is a new worker.
 */
export async function writeServiceWorker(
  tenant: ResolvedTenant,
  bundle: Bundle,
  siteDir: string,
  routes: readonly PrerenderedRoute[],
  appFiles: readonly string[],
): Promise<ServiceWorkerReport | undefined> {
  const { pwa } = tenant.manifest;
  if (!pwa.enabled || !pwa.serviceWorker) return undefined;
  const landing = routes.filter((route) => !route.path.includes(':'));
  const pages = ['/m/', ...landing.map((route) => `/m${route.path}`)];
  const routeFiles = landing.flatMap((route) => {
    const preload = bundle.preloads.routes.find(([pattern]) => pattern === route.path);
    return preload ? [...preload[1], ...(preload[2] === undefined ? [] : [preload[2]])].map((index) => bundle.preloads.files[index]) : [];
  });
  const initial = bundle.chunks.filter((chunk) => chunk.initial).map((chunk) => chunk.file);
  const files = [...new Set([...initial, ...routeFiles])].map((file) => `/m/${file}`);
  const shell = [...pages, ...files, ...appFiles];
  const hash = createHash('sha256').update(JSON.stringify(shell));
  for (const route of landing) hash.update(readFileSync(join(siteDir, route.file)));
  hash.update(readFileSync(join(siteDir, 'index.html')));
  const version = hash.digest('hex').slice(0, 12);
  const config = { version, shell, pages, fallbackPage: '/m/', reads: landingReads, servedAnswersId };
  const code = (await workerCode()).replace(/(["'`])__SIDELINE_WORKER_CONFIG__\1/, () => JSON.stringify(JSON.stringify(config)));
  writeFileSync(join(siteDir, serviceWorkerFile), code);
  return { bytes: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length, shellFiles: shell.length, version };
}
