import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { build, type Plugin } from 'vite';
import { packagePaths } from './paths.ts';
import { viteProductionConfig } from './vite-production.ts';

/**
 * The libraries the server render imports, bundled once a build beside the feature sets' renders, which import them
 * from it (docs/decisions.md "The server render's libraries shared"). Every library that imports React is here, so
 * the render has one React. A library only some features use (hls.js) stays in the renders that use it, so a site's
 * folder holds no code of a feature it does not build.
 */
export const vendorSpecifiers = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/server',
  'react-router-dom',
  'react-i18next',
  'i18next',
  '@emotion/react',
  '@emotion/styled',
  '@emotion/cache',
  'zustand',
  'zustand/middleware',
  'axios',
] as const;

/** The prefix a render imports the libraries by: the site's `server/package.json` maps it to `./vendor/`. */
const vendorPrefix = '#vendor/';

const fileNameOf = (specifier: string) => specifier.replace(/^@/, '').replace(/\//g, '_');

/** What the render's folder holds of the libraries (the bundle's staging folder; `remove` deletes it). */
export interface PrerenderVendor {
  dir: string;
  durationMs: number;
  remove(): void;
}

/** Keeps the libraries out of a feature set's render: it imports them from the vendor bundle by `#vendor/<name>`. */
export function vendorImports(): Plugin {
  const shared = new Set<string>(vendorSpecifiers);
  return {
    name: 'sideline-prerender-vendor',
    enforce: 'pre',
    resolveId: (source) => (shared.has(source) ? { id: vendorPrefix + fileNameOf(source), external: true } : null),
  };
}

/**
 * An entry per library that re-exports it by name: a CommonJS library's names are not known to the bundler, so they
 * are read here from the library as Node loads it, and its `module.exports` is the default export, as the bundler's
 * interop gave it to the render before.
 */
function vendorEntries(): Plugin {
  const require = createRequire(join(packagePaths.root, 'package.json'));
  const prefix = '\0sideline-vendor:';
  return {
    name: 'sideline-prerender-vendor-entries',
    resolveId: (source) => (source.startsWith(prefix) ? source : null),
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const specifier = id.slice(prefix.length);
      const loaded = require(specifier) as Record<string, unknown>;
      const esm = (loaded as { [Symbol.toStringTag]?: string })[Symbol.toStringTag] === 'Module';
      const names = Object.keys(loaded).filter((name) => name !== 'default' && name !== 'module.exports');
      // Read by index: a name may be a reserved word (axios exports `delete`).
      return [
        `import * as library from ${JSON.stringify(specifier)};`,
        ...names.map((name, index) => `const name${index} = library[${JSON.stringify(name)}];`),
        `export { ${names.map((name, index) => `name${index} as ${JSON.stringify(name)}`).join(', ')} };`,
        !esm || 'default' in loaded ? 'export default library.default;' : '',
      ].join('\n');
    },
  };
}

/** Bundles the server render's libraries for Node, into a folder a site's `server/` takes as it is. */
export async function bundlePrerenderVendor(): Promise<PrerenderVendor> {
  const started = performance.now();
  const outDir = join(packagePaths.root, 'node_modules/.cache', `sideline-prerender-${process.pid}-vendor-${Date.now()}`);
  await build({
    ...viteProductionConfig(packagePaths.runtime, 'sideline-prerender'),
    plugins: [vendorEntries()],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      reportCompressedSize: false,
      rolldownOptions: {
        input: Object.fromEntries(vendorSpecifiers.map((specifier) => [fileNameOf(specifier), `\0sideline-vendor:${specifier}`])),
        output: { format: 'es', entryFileNames: 'vendor/[name].mjs', chunkFileNames: 'vendor/[name]-[hash].mjs' },
      },
    },
    ssr: { noExternal: true },
  });
  mkdirSync(outDir, { recursive: true });
  writeFileSync(
    join(outDir, 'package.json'),
    JSON.stringify({ type: 'module', imports: { [`${vendorPrefix}*`]: './vendor/*.mjs' } }, null, 2) + '\n',
  );
  return { dir: outDir, durationMs: performance.now() - started, remove: () => rmSync(outDir, { recursive: true, force: true }) };
}
