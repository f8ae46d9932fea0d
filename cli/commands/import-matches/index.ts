import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { ExitError, exitCodes } from '../../errors.ts';
import type { GlobalOptions } from '../../global-options.ts';
import type { Logger } from '../../logger.ts';
import { dataDir } from '../operator/index.ts';

export interface ImportMatchesOptions extends GlobalOptions {
  file: string;
  /** Embedded database folder, as `serve --data`. */
  data?: string;
  /** The site whose default folder (`<root>/.sideline/data/<code>`) to use when `--data` is not given. */
  site?: string;
  /** The provider's name: a re-import is keyed by (provider, match id). */
  provider: string;
  dryRun: boolean;
}

/**
 * `sideline import-matches <file>` (docs/match-feed.md): every rejected record on stderr with its line, field and
 * reason, the valid ones applied, a summary on stdout. Exits 1 when any record was refused (the valid ones are still
 * applied), so a script notices.
 */
export async function importMatchesCommand(options: ImportMatchesOptions, logger: Logger): Promise<number> {
  if (!/^[a-z0-9][a-z0-9_-]{0,31}$/.test(options.provider))
    throw new ExitError(`"${options.provider}" is not a provider name (lower-case letters, digits, - and _)`, exitCodes.usage);
  const path = resolve(options.file);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new ExitError(`cannot read ${options.file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  const start = await import('../../../server/start.ts');
  const databaseUrl = process.env.DATABASE_URL || undefined;
  let result: Awaited<ReturnType<typeof start.importMatchFeed>>;
  try {
    const adapter = start.fileFeed(options.provider, basename(path), text);
    result = await start.importMatchFeed(adapter, {
      databaseUrl,
      dataDir: databaseUrl || options.dryRun ? undefined : dataDir(options),
      site: options.site,
      dryRun: options.dryRun,
    });
  } catch (error) {
    if (error instanceof start.FeedError) throw new ExitError(`${options.file}: ${error.message}`);
    throw error;
  }
  for (const r of result.rejected) logger.error(`${options.file}:${r.line}: ${r.field}: ${r.reason}`);
  const lines = new Set(result.rejected.map((r) => r.line)).size;
  const valid = result.read - lines;
  const s = result.summary;
  logger.info(
    `${result.read} records: ${valid} valid, ${lines} rejected` +
      (s
        ? `; ${s.created} created, ${s.updated} updated, ${s.unchanged} unchanged (${s.leaguesCreated} new leagues, ${s.teamsCreated} new teams)`
        : options.dryRun
          ? '; dry run, nothing written'
          : '; nothing written'),
  );
  return lines > 0 ? exitCodes.failed : exitCodes.ok;
}
