import type { Database } from '../db/database.ts';

/** The reference server's dates are China Standard Time (UTC+8), the time zone of the product's main audience. */
export const serverUtcOffsetHours = 8;

export interface SeedSummary {
  rooms?: number;
  leagues: number;
  teams: number;
  matches: number;
  incidents: number;
}

/** Days since 1970 of the server-time day that holds `instant`. */
export function serverDayNumber(instant: Date): number {
  return Math.floor((instant.getTime() + serverUtcOffsetHours * 3600_000) / 86_400_000);
}

/** Midnight (UTC+8) of the day `offset` days from `now`, as a Date. */
export function serverDayStart(now: Date, offset = 0): Date {
  const shifted = new Date(now.getTime() + serverUtcOffsetHours * 3600_000);
  const midnight = Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate() + offset);
  return new Date(midnight - serverUtcOffsetHours * 3600_000);
}

/** Start and end (ISO instants) of a YYYY-MM-DD day in the server's time zone, or undefined for an invalid date. */
export function serverDayRange(date: string): [string, string] | undefined {
  const [year, month, day] = date.split('-').map(Number);
  const start = Date.UTC(year, month - 1, day) - serverUtcOffsetHours * 3600_000;
  if (Number.isNaN(start) || new Date(start + serverUtcOffsetHours * 3600_000).toISOString().slice(0, 10) !== date) return undefined;
  return [new Date(start).toISOString(), new Date(start + 86_400_000).toISOString()];
}

/** YYYY-MM-DD of an instant in the server's time zone. */
export function serverDate(instant: Date): string {
  return new Date(instant.getTime() + serverUtcOffsetHours * 3600_000).toISOString().slice(0, 10);
}

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
