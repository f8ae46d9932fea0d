import pg from 'pg';
import { dropOldTemplates } from '../../tests/support/postgres-templates.ts';

/**
 * The API suites run their files in parallel, and each server they start on PostgreSQL begins by emptying the schema:
 * two files must never share a database. Each vitest worker gets its own, named after the database of
 * SIDELINE_TEST_DATABASE_URL with the worker's pool id (1..maxWorkers), created once before any worker starts.
 */
export function workerDatabaseUrl(base: string, poolId = process.env.VITEST_POOL_ID): string {
  if (!poolId) return base;
  const url = new URL(base);
  url.pathname = `${url.pathname}_w${poolId}`;
  return url.toString();
}

/** Vitest global setup: creates the workers' databases that do not exist yet, and drops earlier runs' seeded templates. */
export default async function createWorkerDatabases({ config }: { config: { maxWorkers?: number } }): Promise<void> {
  const base = process.env.SIDELINE_TEST_DATABASE_URL;
  if (!base) return;
  await dropOldTemplates(base);
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    for (let poolId = 1; poolId <= (config.maxWorkers ?? 1); poolId += 1) {
      const name = new URL(workerDatabaseUrl(base, String(poolId))).pathname.slice(1);
      const found = await client.query('select 1 from pg_database where datname = $1', [name]);
      // Names are ours (the base name plus a number), so quoting them is enough.
      if (found.rowCount === 0) await client.query(`create database "${name}"`);
    }
  } finally {
    await client.end();
  }
}
