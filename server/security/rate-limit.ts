/**
 * Counts attempts per key in a fixed window, in memory. Enough for one reference server; a cluster would keep the
 * counters in Redis. `hit` returns false once the key has used its attempts.
 */
export class RateLimit {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly attempts: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  hit(key: string): boolean {
    const time = this.now();
    const window = this.windows.get(key);
    if (!window || time - window.start >= this.windowMs) {
      this.windows.set(key, { start: time, count: 1 });
      if (this.windows.size > 10_000) this.prune(time);
      return true;
    }
    window.count += 1;
    return window.count <= this.attempts;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private prune(time: number): void {
    for (const [key, window] of this.windows) if (time - window.start >= this.windowMs) this.windows.delete(key);
  }
}
