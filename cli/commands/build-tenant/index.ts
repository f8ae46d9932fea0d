import { buildTenants } from '../../build/build-tenants.ts';
import { exitCodes } from '../../errors.ts';
import { displayPath, type Logger } from '../../logger.ts';
import type { GlobalOptions } from '../../global-options.ts';
import { progressLine, summary } from './progress.ts';

export async function buildCommand(options: GlobalOptions & { codes: string[]; concurrency: number }, logger: Logger): Promise<number> {
  const started = performance.now();
  const codes = [...new Set(options.codes)];
  logger.info(`building ${codes.length} site${codes.length === 1 ? '' : 's'} into ${displayPath(options.dist)}/`);
  const outcomes = await buildTenants(codes, {
    rootDir: options.root,
    distDir: options.dist,
    concurrency: options.concurrency,
    onSiteDone: progressLine(logger),
  });
  summary(outcomes, performance.now() - started, options.dist, logger);
  return outcomes.every((o) => o.ok) ? exitCodes.ok : exitCodes.failed;
}
