import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { validateTenants, didYouMean } from '../../../schema/index.ts';
import { ExitError, exitCodes } from '../../errors.ts';
import { displayPath } from '../../logger.ts';
import type { Logger } from '../../logger.ts';
import type { GlobalOptions } from '../../program.ts';

export async function serveCommand(options: GlobalOptions & { code: string; port: number; host: string }, logger: Logger): Promise<number> {
  const siteDir = join(options.dist, options.code);
  if (!existsSync(join(siteDir, 'index.html'))) {
    const { siteCodes } = validateTenants(options.root, []);
    if (!siteCodes.includes(options.code)) {
      const suggestion = didYouMean(options.code, siteCodes);
      throw new ExitError(`no site "${options.code}"${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`);
    }
    throw new ExitError(`${displayPath(siteDir)}/ is not built yet: run npx sideline build-tenant ${options.code}`);
  }
  const { createStaticSite } = await import('../../../server/static-site.ts');
  const app = await createStaticSite({ siteDir });
  let address: string;
  try {
    address = await app.listen({ port: options.port, host: options.host });
  } catch (error) {
    await app.close();
    throw new ExitError(`cannot listen on ${options.host}:${options.port}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}; pick another with --port`);
  }
  logger.info(`serving ${options.code} at ${address}/m/ (Ctrl+C to stop)`);
  await new Promise<void>((resolve) => {
    const stop = () => void app.close().then(() => resolve());
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return exitCodes.ok;
}
