/**
 * Server work that runs by the clock (kickoff notices, quiz settlement): one run at a time, on a timer that does not
 * keep the process alive, and a stop that waits for the run under way (the database closes right after).
 */
export abstract class Ticker<T> {
  private timer?: ReturnType<typeof setInterval>;
  private running?: Promise<T>;

  /**
   * Runs every `everyMs` until {@link stop}; a failed run is reported and the next one tries again. `when` skips the
   * runs while it answers false: in a cluster, the clock's jobs run on the node that holds the simulator lock only.
   */
  start(everyMs: number, onError: (error: unknown) => void, when: () => boolean = () => true): void {
    this.timer ??= setInterval(() => {
      if (when()) this.tick().catch(onError);
      else this.skipped();
    }, everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  /** One run now, or the one already under way. */
  tick(): Promise<T> {
    this.running ??= this.run().finally(() => (this.running = undefined));
    return this.running;
  }

  protected abstract run(): Promise<T>;

  /**
   * A run skipped because another node does the clock's jobs: what this node remembers of past runs is stale by its
   * next run, which may come after a fail-over (the other node died), and must not announce again what that node did.
   */
  protected skipped(): void {}
}
