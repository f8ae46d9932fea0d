import type { Database } from '../db/database.ts';

/**
 * Counts attempts per key in a fixed window, like rate-limit.ts, but in the database (table rate_limits), so every
 * node of a cluster counts against the same window (docs/decisions.md "Node state in a cluster"): five wrong passwords
 * are five whichever nodes the load balancer sent them to. One statement per attempt, atomic under concurrency (the
 * upsert locks the row).
 */
export class SharedRateLimit {
  constructor(
    private readonly db: Database,
    /** Which limit this is: rows of different limits never mix. */
    private readonly scope: string,
    private readonly attempts: number,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  /** Counts one attempt; false once the key has used its attempts in this window. */
  async hit(key: string): Promise<boolean> {
    const now = this.now();
    const [row] = await this.db.query<{ count: number }>(
      `insert into rate_limits (scope, key, count, resets_at) values ($1, $2, 1, $3)
       on conflict (scope, key) do update set
         count = case when rate_limits.resets_at <= $4 then 1 else rate_limits.count + 1 end,
         resets_at = case when rate_limits.resets_at <= $4 then excluded.resets_at else rate_limits.resets_at end
       returning count`,
      [this.scope, key, now + this.windowMs, now],
    );
    return row.count <= this.attempts;
  }

  /** Whether the key has no attempts left, without counting one. */
  async blocked(key: string): Promise<boolean> {
    const [row] = await this.db.query<{ count: number }>('select count from rate_limits where scope = $1 and key = $2 and resets_at > $3', [
      this.scope,
      key,
      this.now(),
    ]);
    return row !== undefined && row.count >= this.attempts;
  }

  async reset(key: string): Promise<void> {
    await this.db.query('delete from rate_limits where scope = $1 and key = $2', [this.scope, key]);
  }
}

/** Windows that have ended count nothing: cleared at start, as expired sessions are, so the table does not only grow. */
export async function clearEndedWindows(db: Database, nowMs: number): Promise<void> {
  await db.query('delete from rate_limits where resets_at <= $1', [nowMs]);
}
