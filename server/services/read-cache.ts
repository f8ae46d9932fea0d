/**
 * Reference data (matches, incidents, rooms) changes only when the server seeds, the admin API writes, or an anchor
 * edits their profile, while the app reads it on every screen. Reads are kept here, per query, and each of those
 * writes clears them; live state (minute,
 * score) is still computed per request from the clock. Bounded: past `limit` entries the cache starts over.
 */
export class ReadCache {
  private readonly entries = new Map<string, Promise<unknown>>();

  constructor(private readonly limit = 256) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const cached = this.entries.get(key) as Promise<T> | undefined;
    if (cached) return cached;
    if (this.entries.size >= this.limit) this.entries.clear();
    const loading = load();
    this.entries.set(key, loading);
    // A failed read is not remembered.
    loading.catch(() => this.entries.delete(key));
    return loading;
  }

  private instant = -1;
  private readonly atInstant = new Map<string, Promise<unknown>>();

  /**
   * A value computed from the clock (a season's live states, a table that counts finished matches), kept for one
   * instant (the caller's unit, a second here): the many requests of one second share one computation, and the next
   * second starts afresh. Cleared with the rest by every write that clears the cache.
   */
  atSecond<T>(key: string, second: number, load: () => Promise<T>): Promise<T> {
    if (second !== this.instant) {
      this.instant = second;
      this.atInstant.clear();
    }
    const cached = this.atInstant.get(key) as Promise<T> | undefined;
    if (cached) return cached;
    const loading = load();
    this.atInstant.set(key, loading);
    loading.catch(() => this.atInstant.delete(key));
    return loading;
  }

  clear(): void {
    this.entries.clear();
    this.atInstant.clear();
  }
}
