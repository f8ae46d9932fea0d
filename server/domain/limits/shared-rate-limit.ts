import type { Database } from '../ports.ts';
import { countAttempt, deleteAttempts, deleteEndedWindows, usedAttempts } from './attempt-store.ts';

/**
 * Counts attempts per key in a fixed window, like security/rate-limit.ts, but in the database (table rate_limits), so every
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
    return (await countAttempt(this.db, this.scope, key, now + this.windowMs, now)) <= this.attempts;
  }

  /** Whether the key has no attempts left, without counting one. */
  async blocked(key: string): Promise<boolean> {
    const used = await usedAttempts(this.db, this.scope, key, this.now());
    return used !== undefined && used >= this.attempts;
  }

  /** Forgets the key's attempts. */
  async reset(key: string): Promise<void> {
    await deleteAttempts(this.db, this.scope, key);
  }
}

/** Windows that have ended count nothing: cleared at start, as expired sessions are, so the table does not only grow. */
export async function clearEndedWindows(db: Database, nowMs: number): Promise<void> {
  await deleteEndedWindows(db, nowMs);
}
