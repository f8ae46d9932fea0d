/** What this node remembers of a session it has read: whose it is, until when, and when it last wrote last_online. */
export interface CachedSession {
  userId: number;
  expiresAtMs: number;
  onlineAtMs: number;
}

/**
 * Token -> session on this node, so that a call needing only the user's id (a paying call) reads no session row
 * (docs/decisions.md "Session cache"). Every code that ends sessions calls `forgetUser` or `forgetToken` after its
 * commit; expiry is checked against the entry's own time. A read that started before an ending must not store what
 * it read: `remember` takes the epoch read before the query, and stores nothing when an ending came in between.
 * Bounded: past `limit` entries it starts over.
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  private endings = 0;

  constructor(private readonly limit = 10_000) {}

  /** The epoch to hand back to `remember` once the read is done. */
  epoch(): number {
    return this.endings;
  }

  /** The live session of `token` at `nowMs`, if this node knows it. */
  get(token: string, nowMs: number): CachedSession | undefined {
    const entry = this.entries.get(token);
    if (entry && entry.expiresAtMs <= nowMs) this.entries.delete(token);
    return entry && entry.expiresAtMs > nowMs ? entry : undefined;
  }

  remember(token: string, session: CachedSession, epoch: number): void {
    if (epoch !== this.endings) return;
    if (this.entries.size >= this.limit) this.entries.clear();
    this.entries.set(token, session);
  }

  forgetToken(token: string): void {
    this.endings += 1;
    this.entries.delete(token);
  }

  /** Every session of the user but `keep` (the caller's own, after a password change). */
  forgetUser(userId: number, keep?: string): void {
    this.endings += 1;
    for (const [token, entry] of this.entries) if (entry.userId === userId && token !== keep) this.entries.delete(token);
  }
}
