import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { prepareServer, type RunningServer } from '../../server/start.ts';
import { matrixCodes, matrixDist, matrixSeed, matrixTime, serversFile, tenants } from './matrix-plan.ts';

/**
 * Starts one reference server per tenant of the run (in-memory database, fixed seed and clock, the tenant's dist/,
 * no robots), two at a time, and tells the tests where they are. Playwright calls the returned function when the run ends.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const servers: RunningServer[] = [];
  const urls: Record<string, string> = {};
  const codes = matrixCodes();
  const startOne = async (code: string) => {
    const server = await prepareServer({ site: code, imSdkAppId: tenants.get(code)!.manifest.im?.sdkAppId, siteDir: `${matrixDist()}/${code}`, seed: matrixSeed, clock: matrixTime });
    servers.push(server);
    urls[code] = await server.app.listen({ host: '127.0.0.1', port: 0 });
  };
  const stopAll = async () => void (await Promise.all(servers.map((s) => s.close())));
  try {
    for (let i = 0; i < codes.length; i += 2) await Promise.all(codes.slice(i, i + 2).map(startOne));
  } catch (error) {
    await stopAll();
    throw error;
  }
  mkdirSync(dirname(serversFile), { recursive: true });
  writeFileSync(serversFile, JSON.stringify(urls, null, 2));
  return stopAll;
}
