/**
 * Fan-outs under way: they run beside the match's deltas, so nothing awaits them, but a stopping server lets them end
 * before it closes its sockets, and a test waits for them before it says what did not arrive.
 */
export class PendingWork {
  private readonly pending = new Set<Promise<unknown>>();

  /** Keeps `work` until it settles; its failure is the caller's to handle. */
  add(work: Promise<unknown>): void {
    const settled = work.catch(() => undefined).finally(() => this.pending.delete(settled));
    this.pending.add(settled);
  }

  /** Resolves once nothing is under way, including work added meanwhile. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /**
   * Like idle(), but gives up after `withinMs` (a stopping server must stop even if a push service never answers);
   * answers whether everything had settled.
   */
  async idleWithin(withinMs: number): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const giveUp = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), withinMs)));
    try {
      return await Promise.race([this.idle().then(() => true as const), giveUp]);
    } finally {
      clearTimeout(timer);
    }
  }
}
