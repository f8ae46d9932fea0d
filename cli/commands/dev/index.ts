import { join } from 'node:path';
import { loadTenant } from '../../../schema/index.ts';
import { ExitError, exitCodes } from '../../errors.ts';
import type { Logger } from '../../logger.ts';
import type { GlobalOptions } from '../../global-options.ts';

/** Vite's dev server for one site: the same plugin as the build, with the tenant's page rendered per request. */
export async function devCommand(options: GlobalOptions & { code: string; port: number; host: string }, logger: Logger): Promise<number> {
  const tenant = loadTenant(options.root, options.code);
  const [
    { createServer },
    { default: react },
    { tenantPlugin },
    { builtFeatureNames, featureSetOf, flagDefines },
    { devHtmlValues },
    { packagePaths },
  ] = await Promise.all([
    import('vite'),
    import('@vitejs/plugin-react'),
    import('../../build/tenant-plugin.ts'),
    import('../../build/flags.ts'),
    import('../../build/tenant-output.ts'),
    import('../../build/paths.ts'),
  ]);
  const set = featureSetOf(tenant.manifest);
  const server = await createServer({
    configFile: false,
    envDir: false,
    root: packagePaths.runtime,
    base: '/m/',
    publicDir: false,
    // Keep Vite's dependency cache out of the source tree (its default is <root>/node_modules/.vite).
    cacheDir: join(packagePaths.root, 'node_modules/.vite/sideline-dev'),
    plugins: [react(), tenantPlugin({ features: builtFeatureNames(set), devHtml: () => devHtmlValues(tenant, options.root) })],
    define: flagDefines(set),
    server: { port: options.port, host: options.host, strictPort: true, fs: { allow: [packagePaths.root, options.root] } },
  });
  try {
    await server.listen();
  } catch (error) {
    await server.close();
    throw new ExitError(`cannot listen on ${options.host}:${options.port}: ${(error as Error).message}; pick another with --port`);
  }
  const url = server.resolvedUrls?.local[0] ?? `http://${options.host}:${options.port}/m/`;
  logger.info(`dev server for ${options.code} at ${url} (Ctrl+C to stop)`);
  await new Promise<void>((resolve) => {
    const stop = () => void server.close().then(() => resolve());
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return exitCodes.ok;
}
