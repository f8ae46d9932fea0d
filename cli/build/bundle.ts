import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Rollup } from 'vite';
import { chatBundleAliases } from './chat-aliases.ts';
import { compileHintsPlugin, initialChunks } from './compile-hints.ts';
import { builtFeatureNames, flagDefines, type FeatureSet } from './flags.ts';
import { packagePaths } from './paths.ts';
import { routeModules } from './route-modules.ts';
import { routePreloads, routePreloadScript, type RoutePreloads } from './route-preload.ts';
import { tenantPlugin } from './tenant-plugin.ts';
import { browserBuildOptions, viteProductionConfig } from './vite-production.ts';

/** Size of one output file. */
export interface ChunkSize {
  file: string;
  kind: 'js' | 'css' | 'asset';
  raw: number;
  gzip: number;
  /** Loaded before first render of /m/: the entry and what it imports statically. */
  initial: boolean;
}

/** The result of bundling one feature set: files on disk plus their sizes. */
export interface Bundle {
  dir: string;
  chunks: ChunkSize[];
  /** Each route's chunks beyond the entry's: the service worker keeps the landing routes' in its shell. */
  preloads: RoutePreloads;
  durationMs: number;
}

/** The initial chunks besides the entry (the `api` group below and the bundler's runtime), which index.html preloads. */
const headPreloads = /^assets\/(api|rolldown-runtime)-[\w-]+\.js$/;

/** Bundles the shared runtime for one feature set into `outDir` with Vite's JS API. */
export async function bundleFeatureSet(set: FeatureSet, outDir: string): Promise<Bundle> {
  const started = performance.now();
  const result = await build({
    ...viteProductionConfig(packagePaths.runtime, 'sideline-build'),
    base: '/m/',
    plugins: [react(), tenantPlugin({ features: builtFeatureNames(set) }), compileHintsPlugin()],
    define: flagDefines(set),
    resolve: { alias: chatBundleAliases },
    build: {
      ...browserBuildOptions,
      outDir,
      // A lazy chunk's list of chunks to preload leaves out the two the page's head preloads already (the API client
      // and the bundler's runtime): Vite's loader would skip them anyway, and each list is part of the entry.
      modulePreload: {
        // No polyfill of modulepreload: every browser the build's targets run has it but Safari before 17, where a
        // link it ignores only means a chunk fetched when imported instead of ahead (docs/decisions.md "Vite's
        // modulepreload polyfill dropped"); the polyfill cost every site's entry about 250 B gzip.
        polyfill: false,
        resolveDependencies: (file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) =>
          hostType === 'html' ? deps : deps.filter((dep) => dep !== file && !headPreloads.test(dep)),
      },
      rolldownOptions: {
        input: join(packagePaths.runtime, 'index.html'),
        // @emotion/react imports hoist-non-react-statics for its side effects only (a bundling hint of its own build);
        // the module has none, and without this rule it and react-is (1.7 KB gzip) stayed in the initial JavaScript
        // though only Emotion's withTheme, which the app never uses, calls it.
        treeshake: { moduleSideEffects: [{ test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false }] },
        output: {
          // Name each lazy chunk after its feature, so reports and bundle checks can tell features apart.
          chunkFileNames: (chunk) => `assets/${featureOf(chunk.facadeModuleId)}${chunk.name}-[hash].js`,
          // What the entry loads at once goes into two chunks: the API client with what it needs, which the landing
          // routes' prefetch in the page's head waits for, and the rest. Left to the automatic split it came as seven,
          // each compressed apart and each moved by any new lazy route that shares a module (docs/decisions.md "Two
          // initial chunks").
          codeSplitting: {
            groups: [
              { name: 'api', test: /runtime[\\/]core[\\/]http[\\/]/, priority: 2 },
              { name: 'app', tags: ['$initial'], priority: 1 },
              // The chat feature's components, hooks and helpers in one chunk, which only its routes load: split
              // apart they came as a dozen chunks of 0.1 to 2 KB per chat page, each a modulepreload and a module to
              // instantiate before /c2c could draw (docs/decisions.md "/c2c's first screen in fewer chunks").
              // Their imports stay where they are (other features share the UI modules), hence no recursion.
              {
                name: 'chat.shared',
                test: /runtime[\\/]features[\\/]chat[\\/](components|hooks|lib)[\\/]/,
                priority: 0,
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const output = outputs.flatMap((o) => o.output);
  const preloads = routePreloads(routeModules(builtFeatureNames(set)), output);
  addRoutePreloads(outDir, preloads);
  return { dir: outDir, chunks: await sizesOf(output, outDir), preloads, durationMs: performance.now() - started };
}

/** Lets index.html fetch the opened route's chunks beside the entry instead of after it has run. */
function addRoutePreloads(outDir: string, preloads: RoutePreloads): void {
  const file = join(outDir, 'index.html');
  const html = readFileSync(file, 'utf8');
  if (!html.includes('</head>')) throw new Error('the built index.html has no </head>');
  writeFileSync(
    file,
    html.replace('</head>', () => `  ${routePreloadScript(preloads, '/m/')}\n  </head>`),
  );
}

function featureOf(moduleId: string | null | undefined): string {
  const match = /[\\/]runtime[\\/]features[\\/]([^\\/]+)[\\/]/.exec(moduleId ?? '');
  return match ? `${match[1]}.` : '';
}

const gzipAsync = promisify(gzipCallback);
const gzipLevel9 = (content: Buffer) => gzipAsync(content, { level: 9 });

/**
 * Sizes of the output, and the gzip twin of each JS and CSS file (`x.js.gz`, level 9), which servers send as is to
 * browsers that accept gzip (the reference server does, and docs/tenant-authoring.md shows nginx's gzip_static).
 * The reported gzip size is that file's size. Compressed in zlib's thread pool, all at once, beside the main thread.
 */
export async function sizesOf(output: readonly (Rollup.OutputChunk | Rollup.OutputAsset)[], outDir: string): Promise<ChunkSize[]> {
  // What /m/ loads at once: the entry's chunks and their style sheets.
  const initial = new Set(initialChunks(output).flatMap((chunk) => [chunk.fileName, ...(chunk.viteMetadata?.importedCss ?? [])]));
  const sizes = await Promise.all(
    output
      .filter((o) => o.fileName !== 'index.html')
      .map(async (o) => {
        const content = o.type === 'chunk' ? Buffer.from(o.code) : Buffer.from(o.source);
        const kind = o.fileName.endsWith('.js') ? 'js' : o.fileName.endsWith('.css') ? 'css' : 'asset';
        const gzip = await gzipLevel9(content);
        if (kind !== 'asset') writeFileSync(join(outDir, `${o.fileName}.gz`), gzip);
        return { file: o.fileName, kind, raw: content.length, gzip: gzip.length, initial: initial.has(o.fileName) } as ChunkSize;
      }),
  );
  return sizes.sort((a, b) => a.file.localeCompare(b.file));
}
