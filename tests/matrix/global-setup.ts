import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { prepareServer, siteServerOptions, type RunningServer } from '../../server/start.ts';
import { seededDatabasesFolder, seededDatabasesIn } from '../support/seeded-databases.ts';
import { seedMatrixChat, type MatrixChat } from './chat-seed.ts';
import {
  chatFansFile,
  inCiSet,
  matrixCodes,
  matrixDist,
  matrixFirstPort,
  matrixSeed,
  matrixTime,
  pagesOf,
  serversFile,
  tenants,
  variantsOf,
} from './matrix-plan.ts';
import type { ResolvedManifest } from '../../schema/index.ts';

/**
 * Whether this run shows a tenant's chat pages: every tenant that builds the chat, but in the CI set (`--grep @ci`,
 * which `sideline test-matrix` passes on) only those CI shows them on, as the fans cost a few seconds a tenant.
 */
function showsChat(manifest: ResolvedManifest, code: string): boolean {
  const chatPages = pagesOf(manifest).filter((page) => page.feature === 'chat');
  if (process.env.SIDELINE_MATRIX_GREP !== '@ci') return chatPages.length > 0;
  return chatPages.some((page) => variantsOf(manifest).some((variant) => inCiSet(page, variant, manifest, code)));
}

/**
 * Starts one reference server per tenant of the run (in-memory database, fixed seed and clock, the tenant's dist/,
 * its default language as `serve` gives it, no robots; on loopback, at `--port` and the ports after it when given), three at a time, and tells the tests where they are; a tenant that builds the chat gets the fans and
 * conversations its chat pages show (chat-seed.ts). Playwright calls the returned function when the run ends.
 * The first seeds the database; the others start from its files (tests/support/seeded-databases.ts).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const servers: RunningServer[] = [];
  const urls: Record<string, string> = {};
  const chatFans: Record<string, MatrixChat> = {};
  const codes = matrixCodes();
  const seededFolder = seededDatabasesFolder();
  const seededDatabases = seededDatabasesIn(seededFolder.folder);
  const startOne = async (code: string) => {
    const manifest = tenants.get(code)!.manifest;
    const server = await prepareServer({
      // As `serve` starts the site: its chat app id, its demo content in its default language.
      ...siteServerOptions(code, manifest),
      siteDir: `${matrixDist()}/${code}`,
      seed: matrixSeed,
      clock: matrixTime,
      seededDatabases,
    });
    servers.push(server);
    const port = matrixFirstPort() ? matrixFirstPort() + codes.indexOf(code) : 0;
    urls[code] = await server.app.listen({ host: '127.0.0.1', port });
    if (showsChat(manifest, code)) {
      const [{ sdkAppId }] = await server.db.query<{ sdkAppId: string }>(
        `select config->>'im_sdkappid' as "sdkAppId" from sites where code = $1`,
        [code],
      );
      chatFans[code] = await seedMatrixChat(urls[code], Number(sdkAppId), variantsOf(manifest));
    }
  };
  const stopAll = async () => void (await Promise.all(servers.map((s) => s.close())));
  try {
    await startOne(codes[0]);
    // Three lanes, not two: a start waits on its database's files and sockets as much as on a core.
    const rest = codes.slice(1);
    await Promise.all(
      Array.from({ length: 3 }, async () => {
        for (let code = rest.shift(); code !== undefined; code = rest.shift()) await startOne(code);
      }),
    );
  } catch (error) {
    await stopAll();
    throw error;
  } finally {
    seededFolder.remove();
  }
  mkdirSync(dirname(serversFile), { recursive: true });
  writeFileSync(serversFile, JSON.stringify(urls, null, 2));
  writeFileSync(chatFansFile, JSON.stringify(chatFans, null, 2));
  return stopAll;
}
