/**
 * Remembers the last `capacity` keys seen, in arrival order (spec 001 §9: 200 sequences, 100 message IDs), so a
 * message delivered twice (push and sync, poll overlap) is dispatched once, in bounded memory.
 */
export class DedupeWindow<K> {
  private readonly seen = new Set<K>();

  constructor(private readonly capacity: number) {}

  /** True the first time a key is offered while it is in the window. */
  add(key: K): boolean {
    if (this.seen.has(key)) return false;
    this.seen.add(key);
    if (this.seen.size > this.capacity) this.seen.delete(this.seen.values().next().value as K);
    return true;
  }

  get size(): number {
    return this.seen.size;
  }
}
