import { fileURLToPath } from 'node:url';
import { prepareServer } from '../../server/start.ts';

export const e2eDist = fileURLToPath(new URL('../../test-results/e2e-dist', import.meta.url));

export interface E2eSite {
  url: string;
  /** Token of the admin API (/admin/...), for tests that set up server state. */
  adminToken: string;
  close(): Promise<void>;
}

/**
 * Serves dist/<code>/ with the reference server (in-memory database, seed 1) on a free loopback port for one test,
 * so the app meets the real API; close() stops it.
 */
export async function serveSite(code: string): Promise<E2eSite> {
  const adminToken = 'e2e-admin';
  const server = await prepareServer({ site: code, siteDir: `${e2eDist}/${code}`, seed: 1, adminToken });
  const url = await server.app.listen({ host: '127.0.0.1', port: 0 });
  return { url, adminToken, close: () => server.close() };
}
