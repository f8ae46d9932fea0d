import { fileURLToPath } from 'node:url';
import { createStaticSite } from '../../server/static-site.ts';

export const e2eDist = fileURLToPath(new URL('../../test-results/e2e-dist', import.meta.url));

/** Serves dist/<code>/ on a free loopback port for one test; close() stops it. */
export async function serveSite(code: string): Promise<{ url: string; close: () => Promise<void> }> {
  const app = await createStaticSite({ siteDir: `${e2eDist}/${code}` });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url: address, close: () => app.close() };
}
