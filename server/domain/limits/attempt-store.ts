import type { Database } from '../ports.ts';

// The attempt counters (table rate_limits): one row per limit (scope) and key, times in epoch milliseconds.

/**
 * Counts one attempt in one statement, atomic under concurrency (the upsert locks the row): a window that ended by
 * `nowMs` starts over, ending at `resetsAt`. Answers the window's count.
 */
export async function countAttempt(db: Database, scope: string, key: string, resetsAt: number, nowMs: number): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `insert into rate_limits (scope, key, count, resets_at) values ($1, $2, 1, $3)
       on conflict (scope, key) do update set
         count = case when rate_limits.resets_at <= $4 then 1 else rate_limits.count + 1 end,
         resets_at = case when rate_limits.resets_at <= $4 then excluded.resets_at else rate_limits.resets_at end
       returning count`,
    [scope, key, resetsAt, nowMs],
  );
  return row.count;
}

/** The count of the key's window still running at `nowMs`, if any. */
export async function usedAttempts(db: Database, scope: string, key: string, nowMs: number): Promise<number | undefined> {
  const [row] = await db.query<{ count: number }>('select count from rate_limits where scope = $1 and key = $2 and resets_at > $3', [
    scope,
    key,
    nowMs,
  ]);
  return row?.count;
}

/** Forgets the key's window (a right password clears the wrong ones before it). */
export async function deleteAttempts(db: Database, scope: string, key: string): Promise<void> {
  await db.query('delete from rate_limits where scope = $1 and key = $2', [scope, key]);
}

/** Every window that ended by `nowMs`, of every limit. */
export async function deleteEndedWindows(db: Database, nowMs: number): Promise<void> {
  await db.query('delete from rate_limits where resets_at <= $1', [nowMs]);
}
