import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ExitError, exitCodes } from '../../errors.ts';
import { displayPath, type Logger } from '../../logger.ts';
import type { GlobalOptions } from '../../global-options.ts';

export interface BackupOptions extends GlobalOptions {
  file: string;
  /** The embedded database's folder; else the only one under <root>/.sideline/data/. */
  data?: string;
}

/** The folder named by --data, else the one site folder `serve` made under <root>/.sideline/data/. */
function dataFolder(options: BackupOptions): string {
  if (options.data) return resolve(options.data);
  const parent = join(options.root, '.sideline/data');
  const sites = existsSync(parent) ? readdirSync(parent) : [];
  if (sites.length === 1) return join(parent, sites[0]);
  throw new ExitError(
    sites.length === 0
      ? `no embedded database under ${displayPath(parent)}/: name its folder with --data <folder>`
      : `several databases under ${displayPath(parent)}/ (${sites.join(', ')}): name one with --data <folder>`,
    exitCodes.usage,
  );
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** `sideline backup <file>`: the stopped server's embedded database into one file (docs/deploy.md "Backups"). */
export async function backupCommand(options: BackupOptions, logger: Logger): Promise<number> {
  const dataDir = dataFolder(options);
  const file = resolve(options.file);
  if (existsSync(file))
    throw new ExitError(`${displayPath(file)} exists: name a new file, so that no backup is overwritten`, exitCodes.usage);
  const { backupDataFolder } = await import('../../../server/db/backup.ts');
  const copied = await backupDataFolder(dataDir, file).catch((error: Error) => {
    throw new ExitError(`cannot back up ${displayPath(dataDir)}: ${error.message}`);
  });
  logger.info(
    `backed up ${displayPath(dataDir)} to ${displayPath(file)} (${megabytes(copied.bytes)}): ${copied.users} users, ${copied.ledgerRows} ledger rows`,
  );
  return exitCodes.ok;
}

/** `sideline restore <file>`: a backup into a new (absent or empty) database folder. */
export async function restoreCommand(options: BackupOptions & { data: string }, logger: Logger): Promise<number> {
  const dataDir = resolve(options.data);
  const file = resolve(options.file);
  if (!existsSync(file)) throw new ExitError(`no backup at ${displayPath(file)}`, exitCodes.usage);
  const { restoreDataFolder } = await import('../../../server/db/backup.ts');
  const restored = await restoreDataFolder(file, dataDir).catch((error: Error) => {
    throw new ExitError(`cannot restore into ${displayPath(dataDir)}: ${error.message}`);
  });
  logger.info(
    `restored ${displayPath(file)} into ${displayPath(dataDir)}: ${restored.users} users, ${restored.ledgerRows} ledger rows; start it with sideline serve <code> --data ${displayPath(dataDir)}`,
  );
  return exitCodes.ok;
}
