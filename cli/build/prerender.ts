import { existsSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import type { TenantConfig } from '../../schema/index.ts';
import { builtFeatureNames, featureSetKey, flagDefines, type FeatureSet } from './flags.ts';
import { filesUnder } from './files-under.ts';
import { packagePaths } from './paths.ts';
import { vendorImports, type PrerenderVendor } from './prerender-vendor.ts';
import { viteProductionConfig } from './vite-production.ts';
import type { ServerRenderReport } from './report.ts';
import { shareFiles } from './share-files.ts';
import { prerenderGlobal, tenantPlugin } from './tenant-plugin.ts';

/** A route rendered at build time (runtime/app/prerender.tsx's PrerenderedPage). */
export interface PrerenderedPage {
  path: string;
  lang: 'cn' | 'pt-br';
  html: string;
  css: string;
  ids: string[];
}

/** The server render of the runtime, bundled once for Node and shared by every site of a build. */
export interface PrerenderBundle {
  entry: string;
  durationMs: number;
  /** Deletes the bundle. */
  remove(): void;
}

/**
 * Bundles runtime/app/prerender.tsx for Node with one feature set's flags as literals, as the browser's bundle has
 * them: the code behind a flag that is off is left out, so a site's server render (which its folder keeps) holds
 * only the features the site builds. Sites with the same features share it. It lives under the package's
 * node_modules so that its imports of React and the rest resolve there.
 */
export async function bundlePrerender(set: FeatureSet): Promise<PrerenderBundle> {
  const started = performance.now();
  const outDir = join(packagePaths.root, 'node_modules/.cache', `sideline-prerender-${process.pid}-${featureSetKey(set)}-${Date.now()}`);
  // React's production build, also when the reference server runs this bundle without NODE_ENV.
  const define: Record<string, string> = { 'process.env.NODE_ENV': JSON.stringify('production'), ...flagDefines(set) };
  await build({
    ...viteProductionConfig(packagePaths.runtime, 'sideline-prerender'),
    plugins: [vendorImports(), react(), tenantPlugin({ features: builtFeatureNames(set), prerender: true })],
    define,
    build: {
      ssr: join(packagePaths.runtime, 'app/prerender.tsx'),
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      reportCompressedSize: false,
      rolldownOptions: { output: { format: 'es', entryFileNames: 'prerender.mjs' } },
    },
    // Everything bundled but the libraries the vendor bundle holds: each site's folder keeps both for the reference
    // server (writeServerRender), which may run where the package's node_modules are not.
    ssr: { noExternal: true },
  });
  return {
    entry: join(outDir, 'prerender.mjs'),
    durationMs: performance.now() - started,
    remove: () => rmSync(outDir, { recursive: true, force: true }),
  };
}

/** Flags as the render reads them: booleans, from the bundler's `true`/`false` defines. */
export const booleanFlags = (flags: Record<string, string>): Record<string, boolean> =>
  Object.fromEntries(Object.entries(flags).map(([key, value]) => [key, value === 'true']));

/** Where a site keeps its server render: not a page's asset (the reference server does not serve it). */
export const serverRenderDir = 'server';

/**
 * Links the render bundle's files into a site's folder (the same files for every site of its feature set) and returns
 * the site's copy of its entry: the build renders the site from it, an address no other site's render loads.
 * Links once; `writeServerRender` then adds the site's own entry beside it.
 */
export function linkServerRender(bundle: PrerenderBundle, vendor: PrerenderVendor, siteDir: string): string {
  const dir = join(siteDir, serverRenderDir);
  const entry = join(dir, basename(bundle.entry));
  if (existsSync(entry)) return entry;
  shareFiles(dirname(bundle.entry), dir);
  shareFiles(vendor.dir, dir);
  return entry;
}

/**
 * Keeps the render bundle in a site's folder for the reference server (server/http/row-render.ts), which renders a
 * landing route's rows with the answers it serves: `server/prerender.mjs` and its chunks (linked, the same files for
 * every site of its feature set) and
 * `server/render.mjs`, which gives it this site's configuration and flags and exports `renderServed(path, answers)`,
 * and `prerender()`, the build's render of the shells, which the server runs once as it starts so that its first
 * page's render does not also pay for compiling the render's code.
 */
export function writeServerRender(
  bundle: PrerenderBundle,
  vendor: PrerenderVendor,
  siteDir: string,
  config: TenantConfig,
  flags: Record<string, string>,
): ServerRenderReport {
  const dir = join(siteDir, serverRenderDir);
  linkServerRender(bundle, vendor, siteDir);
  const site = JSON.stringify({ tenant: config, flags: booleanFlags(flags) });
  const entry = [
    `// The site's server render, written by \`sideline build\`: the reference server imports it in a worker of its own.`,
    `globalThis.${prerenderGlobal} = ${site};`,
    `// The HTTP client reads the page's address (the server sets it for each render); the render sends no request.`,
    `globalThis.location ??= new URL('http://localhost/m/');`,
    `export const { renderServed, prerender } = await import('./prerender.mjs');`,
    '',
  ].join('\n');
  writeFileSync(join(dir, 'render.mjs'), entry);
  const files = filesUnder(dir).sort();
  const bytes = files.reduce((sum, file) => sum + statSync(join(dir, file)).size, 0);
  return { entry: `${serverRenderDir}/render.mjs`, bytes, files: files.map((file) => `${serverRenderDir}/${file}`) };
}
