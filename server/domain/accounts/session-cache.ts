/** Sessions that ended: one token, or every session of a user but `keep`. */
export interface SessionEnding {
  token?: string;
  userId?: number;
  keep?: string;
}

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
 * Bounded: past `limit` entries it starts over. In a cluster the endings travel between nodes (server/jobs/session-endings.ts):
 * `onEnding` tells the others, `heard` applies theirs, and a node that cannot hear them caches nothing.
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  private endings = 0;
  private hearing = true;
  /** Tells the other nodes of a cluster that sessions ended here (set by server/jobs/session-endings.ts; nothing when alone). */
  onEnding?: (ending: SessionEnding) => void;

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
    if (epoch !== this.endings || !this.hearing) return;
    if (this.entries.size >= this.limit) this.entries.clear();
    this.entries.set(token, session);
  }

  forgetToken(token: string): void {
    this.heard({ token });
    this.onEnding?.({ token });
  }

  /** Every session of the user but `keep` (the caller's own, after a password change). */
  forgetUser(userId: number, keep?: string): void {
    this.heard({ userId, keep });
    this.onEnding?.({ userId, keep });
  }

  /** An ending, here or on another node: forgotten here, not told again. */
  heard(ending: SessionEnding): void {
    this.endings += 1;
    if (ending.token !== undefined) this.entries.delete(ending.token);
    if (ending.userId !== undefined)
      for (const [token, entry] of this.entries) if (entry.userId === ending.userId && token !== ending.keep) this.entries.delete(token);
  }

  /** Whether this node hears the others' endings: while it does not, it forgets everything and remembers nothing. */
  setHearing(hearing: boolean): void {
    this.hearing = hearing;
    if (!hearing) {
      this.endings += 1;
      this.entries.clear();
    }
  }
}
