import pg from 'pg';
import type { Database } from './database.ts';

// Return timestamps and bigints the way PGlite does, so both drivers give the routes the same values.
pg.types.setTypeParser(20, (value) => Number(value));

/** A real PostgreSQL through a connection pool. */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
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
      try {
        await client.query('begin');
        const result = await work(scoped);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
  return database;
}
