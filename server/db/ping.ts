import type { Database } from './database.ts';

/** The smallest round trip to the database, for the readiness check: resolves when it answers, rejects when it fails. */
export async function ping(db: Database): Promise<void> {
  await db.query('select 1');
}
