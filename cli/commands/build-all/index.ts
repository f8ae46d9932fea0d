import { validateTenants } from '../../../schema/index.ts';
import { ExitError, exitCodes } from '../../errors.ts';
import type { Logger } from '../../logger.ts';
import type { GlobalOptions } from '../../global-options.ts';
import { buildCommand } from '../build-tenant/index.ts';

/** Parses `i/n` (1-based) and returns the site codes of that shard: every n-th code, starting at the i-th. */
export function shardOf(codes: readonly string[], shard: string | undefined): string[] {
  if (shard === undefined) return [...codes];
  const match = /^(\d+)\/(\d+)$/.exec(shard);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count) {
    throw new ExitError(`--shard expects i/n with 1 <= i <= n, e.g. --shard 2/4; got "${shard}"`, exitCodes.usage);
  }
  return codes.filter((_, position) => position % count === index - 1);
}

export async function buildAllCommand(options: GlobalOptions & { concurrency: number; shard?: string }, logger: Logger): Promise<number> {
  const codes = shardOf(validateTenants(options.root, []).siteCodes, options.shard);
  if (codes.length === 0) {
    logger.info(`shard ${options.shard} has no sites`);
    return exitCodes.ok;
  }
  return buildCommand({ ...options, codes }, logger);
}
