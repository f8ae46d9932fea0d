import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database } from './database.ts';
import { PgliteStatements } from './pglite-statements.ts';
import { durablePgliteOptions } from './durable-node-fs.ts';
import { claimDataFolder } from './data-folder-lock.ts';

type Queryable = Pick<PGlite, 'query' | 'exec'> | Transaction;

function wrap(client: Queryable, root: PGlite, statements: PgliteStatements): Database {
  const inTransaction = client !== root;
  return {
    kind: 'pglite',
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      // Inside a transaction its lock is already held; outside, wait for any running transaction as PGlite's query does.
      if (inTransaction) return root._runExclusiveQuery(() => statements.query<Row>(sql, params));
      const rows = await root._runExclusiveTransaction(() => root._runExclusiveQuery(() => statements.query<Row>(sql, params)));
      await root.syncToFs();
      return rows;
    },
    async exec(sql: string) {
      await client.exec(sql);
    },
    transaction<T>(work: (db: Database) => Promise<T>) {
      // PGlite runs one transaction at a time; nested calls join the outer one.
      if (inTransaction) return work(wrap(client, root, statements));
      return root.transaction((tx) => work(wrap(tx, root, statements)));
    },
    close: () => root.close(),
    listen: (channel, onNotice) => root.listen(channel, onNotice),
    // Uncompressed: loading skips initdb either way, and gzip would cost more time than the bytes save in memory.
    dumpFiles: () => root.dumpDataDir('none'),
  };
}

/**
 * PostgreSQL compiled to WebAssembly, in memory or in a data folder, starting from a dump's `files` when given (a data
 * folder only when it is empty: a restore). A data folder is durable (a commit is on disk before it is acknowledged:
 * durable-node-fs.ts) and held by one process at a time (data-folder-lock.ts).
 */
export async function openPglite(dataDir?: string, files?: Blob): Promise<Database> {
  const loaded = files ? { loadDataDir: files } : {};
  if (!dataDir) {
    const db = new PGlite(loaded);
    await db.waitReady;
    return wrap(db, db, new PgliteStatements(db));
  }
  mkdirSync(dataDir, { recursive: true });
  const release = claimDataFolder(dataDir);
  try {
    const db = new PGlite({ ...durablePgliteOptions(dataDir), ...loaded });
    await db.waitReady;
    const database = wrap(db, db, new PgliteStatements(db));
    return {
      ...database,
      close: async () => {
        await db.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
