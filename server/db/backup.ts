import { closeSync, existsSync, fsyncSync, openSync, readdirSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { openPglite } from './pglite.ts';
import { holderFile } from './data-folder-lock.ts';
import type { Database } from './database.ts';

/** What a backup or a restore holds, to print and to compare. */
export interface BackupSummary {
  ledgerRows: number;
  users: number;
  bytes: number;
}

async function summary(db: Database, bytes: number): Promise<BackupSummary> {
  const [row] = await db.query<{ ledger: number; users: number }>(
    'select (select count(*)::int from ledger) as ledger, (select count(*)::int from users) as users',
  );
  return { ledgerRows: row.ledger, users: row.users, bytes };
}

/** Writes the file whole or not at all: a partial copy is never left under the backup's name. */
function writeDurably(file: string, bytes: Uint8Array): void {
  const partial = `${file}.partial`;
  const fd = openSync(partial, 'w');
  try {
    writeSync(fd, bytes);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(partial, file);
}

/**
 * Copies the embedded database in `dataDir` into one gzipped tar file: the folder is opened (refused while a server
 * holds it), checkpointed, and its files archived as PGlite's dump. The server must be stopped: the embedded database
 * belongs to one process.
 */
export async function backupDataFolder(dataDir: string, file: string): Promise<BackupSummary> {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) throw new Error(`${dataDir} holds no embedded database (no PG_VERSION file)`);
  const db = await openPglite(dataDir);
  try {
    await db.exec('checkpoint');
    const archive = gzipSync(new Uint8Array(await (await db.dumpFiles!()).arrayBuffer()));
    writeDurably(file, archive);
    return await summary(db, archive.length);
  } finally {
    await db.close();
  }
}

/**
 * Makes `dataDir` (absent or empty) a copy of the database in the backup `file`, and answers what it holds. Never
 * writes over a folder with files in it: restoring over a database would lose it.
 */
export async function restoreDataFolder(file: string, dataDir: string): Promise<BackupSummary> {
  if (existsSync(dataDir) && readdirSync(dataDir).some((name) => name !== holderFile))
    throw new Error(`${dataDir} is not empty: restore into a new folder, or move this one away first`);
  let tar: Uint8Array;
  try {
    tar = gunzipSync(readFileSync(file));
  } catch (error) {
    throw new Error(`${file} is not a backup made by sideline backup (${(error as Error).message})`);
  }
  const db = await openPglite(dataDir, new Blob([tar]));
  try {
    await db.exec('checkpoint');
    return await summary(db, tar.length);
  } finally {
    await db.close();
  }
}
