import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file in a data folder that names the process using it (PGlite keeps no postmaster.pid of its own). */
export const holderFile = 'sideline.pid';

/** The live process that holds the data folder, if any (a file left by a killed process is not a holder). */
export function dataFolderHolder(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(join(dataDir, holderFile), 'utf8').trim());
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process exists under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}

/**
 * Marks the data folder as this process's, refusing one another live process holds: two PostgreSQL backends on one
 * folder would corrupt it. Answers the release, which removes the mark.
 */
export function claimDataFolder(dataDir: string): () => void {
  const holder = dataFolderHolder(dataDir);
  if (holder !== undefined)
    throw new Error(
      `the database folder ${dataDir} is in use by process ${holder}; stop it first (or, if no server runs there, remove ${join(dataDir, holderFile)})`,
    );
  writeFileSync(join(dataDir, holderFile), `${process.pid}\n`);
  return () => rmSync(join(dataDir, holderFile), { force: true });
}
