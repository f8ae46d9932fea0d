/**
 * Reference data (matches, incidents, rooms) changes only when the server seeds, the admin API writes, or an anchor
 * edits their profile, while the app reads it on every screen. Reads are kept here, per query, and each of those
 * writes clears them; live state (minute,
 * score) is still computed per request from the clock. Bounded: past `limit` entries the cache starts over. A write on
 * another node of a cluster does not clear this one, so an entry is kept `maxAgeMs` of real time at most
 * (docs/decisions.md "Node state in a cluster"); a bus message that calls `clear` would make it immediate.
 */
export class ReadCache {
  private readonly entries = new Map<string, { loading: Promise<unknown>; loadedAtMs: number }>();

  constructor(
    private readonly limit = 256,
    private readonly maxAgeMs = 10_000,
    private readonly realNow: () => number = Date.now,
  ) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const cached = this.entries.get(key);
    if (cached && this.realNow() - cached.loadedAtMs < this.maxAgeMs) return cached.loading as Promise<T>;
    if (this.entries.size >= this.limit) this.entries.clear();
    const loading = load();
    const entry = { loading, loadedAtMs: this.realNow() };
    this.entries.set(key, entry);
    // A failed read is not remembered (unless the cache has since been refilled for the key).
    loading.catch(() => this.entries.get(key) === entry && this.entries.delete(key));
    return loading;
  }

  private readonly instants = new Map<string, { instant: number; values: Map<string, Promise<unknown>> }>();

  /**
   * A value computed from the clock (a season's live states, a table that counts finished matches), kept for one
   * instant of a unit (`second`, `minute`): the many requests of one instant share one computation, and the next
   * instant starts afresh, so these never fill the cache. Cleared with the rest by every write that clears the cache.
   */
  atInstant<T>(unit: 'second' | 'minute', instant: number, key: string, load: () => Promise<T>): Promise<T> {
    let slot = this.instants.get(unit);
    if (!slot || slot.instant !== instant) this.instants.set(unit, (slot = { instant, values: new Map() }));
    const values = slot.values;
    const cached = values.get(key) as Promise<T> | undefined;
    if (cached) return cached;
    const loading = load();
    values.set(key, loading);
    loading.catch(() => values.get(key) === loading && values.delete(key));
    return loading;
  }

  /** atInstant by the second. */
  atSecond<T>(key: string, second: number, load: () => Promise<T>): Promise<T> {
    return this.atInstant('second', second, key, load);
  }

  clear(): void {
    this.entries.clear();
    this.instants.clear();
  }
}
