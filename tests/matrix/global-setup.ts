import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { prepareServer, type RunningServer } from '../../server/start.ts';
import { seededDatabasesFolder, seededDatabasesIn } from '../support/seeded-databases.ts';
import { matrixCodes, matrixDist, matrixSeed, matrixTime, serversFile, tenants } from './matrix-plan.ts';

/**
 * Starts one reference server per tenant of the run (in-memory database, fixed seed and clock, the tenant's dist/,
 * no robots), two at a time, and tells the tests where they are. Playwright calls the returned function when the run ends.
 * The first seeds the database; the others start from its files (tests/support/seeded-databases.ts).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const servers: RunningServer[] = [];
  const urls: Record<string, string> = {};
  const codes = matrixCodes();
  const seededFolder = seededDatabasesFolder();
  const seededDatabases = seededDatabasesIn(seededFolder.folder);
  const startOne = async (code: string) => {
    const server = await prepareServer({ site: code, imSdkAppId: tenants.get(code)!.manifest.im?.sdkAppId, siteDir: `${matrixDist()}/${code}`, seed: matrixSeed, clock: matrixTime, seededDatabases });
    servers.push(server);
    urls[code] = await server.app.listen({ host: '127.0.0.1', port: 0 });
  };
  const stopAll = async () => void (await Promise.all(servers.map((s) => s.close())));
  try {
    await startOne(codes[0]);
    for (let i = 1; i < codes.length; i += 2) await Promise.all(codes.slice(i, i + 2).map(startOne));
  } catch (error) {
    await stopAll();
    throw error;
  } finally {
    seededFolder.remove();
  }
  mkdirSync(dirname(serversFile), { recursive: true });
  writeFileSync(serversFile, JSON.stringify(urls, null, 2));
  return stopAll;
}
