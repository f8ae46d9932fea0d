import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SeededDatabase, SeededDatabases } from '../../server/start.ts';

/** The variable that names the run's folder of seeded databases; set by the runs' global setups. */
const folderVariable = 'SIDELINE_TEST_SEEDED_DATABASES';

/**
 * Creates the folder where one test run keeps the embedded databases its servers seeded, and names it for the run's
 * workers (they start after the global setup and inherit its environment). Answers the function that removes it. A
 * folder per run, never reused: a run after a change to the migrations or the seed must seed afresh.
 */
export function createSeededDatabasesFolder(): () => void {
  const { folder, remove } = seededDatabasesFolder();
  process.env[folderVariable] = folder;
  return remove;
}

/** A new empty folder for seeded databases, and the function that removes it. */
export function seededDatabasesFolder(): { folder: string; remove: () => void } {
  const folder = mkdtempSync(join(tmpdir(), 'sideline-seeded-'));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/**
 * The run's seeded databases: the first server of a site, seed and clock in any worker seeds and writes the files;
 * later ones, in any worker, load them (about a second instead of about four). Undefined outside a run that made the
 * folder (a single file run by hand seeds every server, as before).
 */
export function runSeededDatabases(): SeededDatabases | undefined {
  const folder = process.env[folderVariable];
  return folder ? seededDatabasesIn(folder) : undefined;
}

/** The seeded databases kept in `folder`. */
export function seededDatabasesIn(folder: string): SeededDatabases {
  const path = (key: string) => join(folder, createHash('sha256').update(key).digest('hex').slice(0, 32));
  return {
    async get(key) {
      try {
        const [files, seeded] = await Promise.all([readFile(`${path(key)}.tar`), readFile(`${path(key)}.json`, 'utf8')]);
        return { files: new Blob([files]), seeded: JSON.parse(seeded) as SeededDatabase['seeded'] };
      } catch {
        return undefined;
      }
    },
    async put(key, { files, seeded }) {
      // Written under a private name and renamed, so a worker reading at the same moment sees all of it or nothing;
      // the summary goes last, and get() needs both. The private name is this call's own: servers of one process (the
      // matrix starts several sites at once, some with the same seed) may put the same key at the same moment.
      const part = `${path(key)}.${process.pid}.${randomUUID()}`;
      await writeFile(`${part}.tar`, Buffer.from(await files.arrayBuffer()));
      await rename(`${part}.tar`, `${path(key)}.tar`);
      await writeFile(`${part}.json`, JSON.stringify(seeded));
      await rename(`${part}.json`, `${path(key)}.json`);
    },
  };
}
