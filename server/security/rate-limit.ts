/**
 * Counts attempts per key in a fixed window, in memory. Enough for one reference server; a cluster would keep the
 * counters in Redis. Bounded: past `maxKeys` the oldest windows are dropped first (a Map keeps insertion order).
 */
export class RateLimit {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly attempts: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 50_000,
  ) {}

  /** Counts one attempt; false once the key has used its attempts in this window. */
  hit(key: string): boolean {
    const window = this.current(key);
    if (!window) {
      this.windows.set(key, { start: this.now(), count: 1 });
      this.evict();
      return true;
    }
    window.count += 1;
    return window.count <= this.attempts;
  }

  /** Whether the key has no attempts left, without counting one. */
  blocked(key: string): boolean {
    const window = this.current(key);
    return window !== undefined && window.count >= this.attempts;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private current(key: string) {
    const window = this.windows.get(key);
    if (window && this.now() - window.start >= this.windowMs) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private evict(): void {
    for (const key of this.windows.keys()) {
      if (this.windows.size <= this.maxKeys) return;
      this.windows.delete(key);
    }
  }
}
