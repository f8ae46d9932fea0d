import { join } from 'node:path';
import type { InlineConfig } from 'vite';
import { packagePaths } from './paths.ts';

/**
 * The options every production build of ours gives Vite (the fan app, its server render and the operators' console):
 * no config file or .env, production mode, quiet, no public folder, and a cache folder of its own under the package's
 * node_modules. Sets NODE_ENV to production too: Vite follows it from the shell, and NODE_ENV=test or development
 * would ship React's development build.
 */
export function viteProductionConfig(root: string, cacheName: string): InlineConfig {
  process.env.NODE_ENV = 'production';
  return {
    configFile: false,
    envDir: false,
    root,
    mode: 'production',
    logLevel: 'error',
    clearScreen: false,
    publicDir: false,
    cacheDir: join(packagePaths.root, 'node_modules/.vite', cacheName),
  };
}

/** The output options both browser apps share (the fan app and the console): modern targets, sizes measured by us. */
export const browserBuildOptions = {
  emptyOutDir: true,
  target: 'es2022',
  // The build reports gzip sizes itself (bundle.ts sizesOf), at level 9 as served.
  reportCompressedSize: false,
  chunkSizeWarningLimit: 1024,
} as const;
