import type { Database } from './database.ts';

/** Multi-row inserts in batches, so seeding thousands of rows takes a few statements. */
export async function insertRows(db: Database, table: string, columns: readonly string[], rows: readonly unknown[][]): Promise<void> {
  const batch = Math.max(1, Math.floor(30_000 / columns.length));
  for (let start = 0; start < rows.length; start += batch) {
    const chunk = rows.slice(start, start + batch);
    const values = chunk.map((_, r) => `(${columns.map((__, c) => `$${r * columns.length + c + 1}`).join(', ')})`).join(', ');
    await db.query(`insert into ${table} (${columns.join(', ')}) values ${values}`, chunk.flat());
  }
}

/**
 * Inserts many rows in one statement: each column travels as one typed array and `unnest` turns them back into rows.
 * About twice as fast as multi-row VALUES for the seed's tens of thousands of rows (one parameter per column).
 */
export async function insertColumns(
  db: Database,
  table: string,
  columns: readonly (readonly [name: string, sqlType: string])[],
  rows: readonly unknown[][],
): Promise<void> {
  if (rows.length === 0) return;
  const arrays = columns.map((_, c) => rows.map((row) => row[c] ?? null));
  await db.query(
    `insert into ${table} (${columns.map(([name]) => name).join(', ')}) select * from unnest(${columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')})`,
    arrays,
  );
}
