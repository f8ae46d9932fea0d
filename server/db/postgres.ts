import pg from 'pg';
import type { Database } from './database.ts';

// Return bigints (count(*)) as numbers, as PGlite does, so both drivers give the routes the same values.
pg.types.setTypeParser(20, (value) => Number(value));

/** A real PostgreSQL through a connection pool. */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that breaks (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  await pool.query('select 1');
  const database: Database = {
    kind: 'postgres',
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      return (await pool.query(sql, params as unknown[])).rows as Row[];
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(work: (db: Database) => Promise<T>) {
      const client = await pool.connect();
      const scoped: Database = {
        ...database,
        query: async <Row>(sql: string, params: readonly unknown[] = []) => (await client.query(sql, params as unknown[])).rows as Row[],
        exec: async (sql: string) => void (await client.query(sql)),
        transaction: (inner) => inner(scoped),
      };
      let result: T;
      try {
        await client.query('begin');
        result = await work(scoped);
        await client.query('commit');
      } catch (error) {
        // If even the rollback fails, the connection is broken: hand it back as such, and report the first error.
        const broken = await client.query('rollback').then(
          () => undefined,
          (rollbackError: Error) => rollbackError,
        );
        client.release(broken);
        throw error;
      }
      client.release();
      return result;
    },
    close: () => pool.end(),
  };
  return database;
}
