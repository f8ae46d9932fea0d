import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress } from 'node:zlib';
import type { ResolvedTenant } from '../../schema/index.ts';
import type { Bundle, ChunkSize } from './bundle.ts';
import { builtFeatureNames, featureSetOf } from './flags.ts';

/** A prerendered route in build-report.json: its file and sizes (raw and brotli, as a phone downloads it). */
export interface PrerenderedRoute {
  path: string;
  file: string;
  lang: 'cn' | 'pt-br';
  bytes: number;
  brotli: number;
}

/** The site's server render in build-report.json: the module the reference server loads, relative to the site's folder. */
export interface ServerRenderReport {
  entry: string;
  bytes: number;
  /** Its files, relative to the site's folder: only the chunks of the features the site builds. */
  files: string[];
}

/** The site's service worker in build-report.json: its size and the shell it installs with. */
export interface ServiceWorkerReport {
  bytes: number;
  gzip: number;
  /** Files of the shell it installs with. */
  shellFiles: number;
  version: string;
}

/** dist/<code>/build-report.json. */
export interface BuildReport {
  site: string;
  brand: string;
  /** sha256 of the resolved manifest: equal hashes mean equal tenants. */
  manifestHash: string;
  featuresBuilt: string[];
  tabsBuilt: string[];
  /** Initial JavaScript of /m/: the entry and its static imports. */
  initialJs: { raw: number; gzip: number };
  totalJs: { raw: number; gzip: number };
  chunks: ChunkSize[];
  /**
   * The pages' HTML: index.html (every route the build does not prerender) and each prerendered landing route,
   * raw and brotli bytes; the module the reference server renders their rows with (not a page's asset).
   */
  html: { index: { bytes: number; brotli: number }; prerendered: PrerenderedRoute[]; serverRender?: ServerRenderReport };
  /** The service worker (cli/build/service-worker.ts), on sites whose manifest registers one. */
  serviceWorker?: ServiceWorkerReport;
  /** Time of the bundling pass (shared by `sharedWith`) plus this tenant's own output. */
  durationMs: number;
  bundleMs: number;
  emitMs: number;
  /** Sites built from the same bundle because their features are the same. */
  sharedWith: string[];
  builtAt: string;
}

/** Hash of a value with object keys in a fixed order, so equal manifests hash equally. */
export function stableHash(value: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, x]) => [k, canonical(x)]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify(canonical(value)))
    .digest('hex');
}

const sum = (chunks: ChunkSize[]) => ({ raw: chunks.reduce((n, c) => n + c.raw, 0), gzip: chunks.reduce((n, c) => n + c.gzip, 0) });

const brotli = promisify(brotliCompress);

/**
 * Raw and brotli bytes of a page (at brotli's highest quality, as a host that compresses ahead serves it). In
 * zlib's thread pool: build-all measures some hundred pages, which took seconds of its main thread.
 */
export async function htmlSize(html: string): Promise<{ bytes: number; brotli: number }> {
  const content = Buffer.from(html);
  return { bytes: content.length, brotli: (await brotli(content)).length };
}

export function buildReport(
  tenant: ResolvedTenant,
  bundle: Bundle,
  timing: { emitMs: number; sharedWith: string[]; html: BuildReport['html']; serviceWorker?: ServiceWorkerReport },
): BuildReport {
  const js = bundle.chunks.filter((c) => c.kind === 'js');
  const set = featureSetOf(tenant.manifest);
  return {
    site: tenant.code,
    brand: tenant.brand,
    manifestHash: stableHash(tenant.manifest),
    featuresBuilt: builtFeatureNames(set),
    tabsBuilt: Object.entries(set.tabs)
      .filter(([, on]) => on)
      .map(([name]) => name),
    initialJs: sum(js.filter((c) => c.initial)),
    totalJs: sum(js),
    chunks: bundle.chunks,
    html: timing.html,
    ...(timing.serviceWorker && { serviceWorker: timing.serviceWorker }),
    durationMs: Math.round(bundle.durationMs + timing.emitMs),
    bundleMs: Math.round(bundle.durationMs),
    emitMs: Math.round(timing.emitMs),
    sharedWith: timing.sharedWith,
    builtAt: new Date().toISOString(),
  };
}
