/**
 * The long polls a node holds open: each counted from its arrival until its response closed (so a shutdown waits for
 * the answers under way), and, while it waits for its room's next message, listed under the room. One object per poll,
 * its methods on the class: a match's delta answers thousands of polls at once and each asks again, so every closure,
 * promise or listener made per poll is made by the thousand (docs/decisions.md "Fan-out cost per member").
 */
export class PollWaits {
  /** The polls waiting on each room, woken together by its next message. */
  private readonly waiting = new Map<string, Set<HeldPoll>>();
  private closed = false;
  private inProgress = 0;
  private readonly settled: (() => void)[] = [];

  /** A poll arrived: it counts as in progress until {@link HeldPoll.closed}. */
  hold(): HeldPoll {
    this.inProgress += 1;
    return new HeldPoll(this);
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** How many polls wait on the room now. */
  waitingOn(groupId: string): number {
    return this.waiting.get(groupId)?.size ?? 0;
  }

  /** Every poll waiting on the room answers now (a message came, or a ban). */
  wake(groupId: string): void {
    const polls = this.waiting.get(groupId);
    if (!polls) return;
    this.waiting.delete(groupId);
    for (const poll of polls) poll.wake();
  }

  /**
   * Shutdown: every waiting poll answers now, and later ones do not wait. Resolves once the answers went out, or after
   * `graceMs`, so the server does not cut the connections of polls that were about to answer.
   */
  async close(graceMs: number): Promise<void> {
    this.closed = true;
    for (const groupId of [...this.waiting.keys()]) this.wake(groupId);
    if (this.inProgress === 0) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, graceMs);
      this.settled.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** @internal for HeldPoll */
  add(groupId: string, poll: HeldPoll): void {
    let polls = this.waiting.get(groupId);
    if (!polls) this.waiting.set(groupId, (polls = new Set()));
    polls.add(poll);
  }

  /** @internal for HeldPoll */
  remove(groupId: string, poll: HeldPoll): void {
    const polls = this.waiting.get(groupId);
    if (!polls?.delete(poll)) return;
    if (polls.size === 0) this.waiting.delete(groupId);
  }

  /** @internal for HeldPoll */
  released(): void {
    this.inProgress -= 1;
    if (this.inProgress === 0) for (const resolve of this.settled.splice(0)) resolve();
  }
}

/** A held poll's timer: a function of the module, handed the poll, so no closure is made per poll. */
function holdEnded(poll: HeldPoll): void {
  poll.cancel();
}

/** One long poll held by {@link PollWaits}. */
export class HeldPoll {
  private released = false;
  /** The room it waits on, from `watch` until woken or cancelled. */
  private groupId: string | undefined;
  private woken = false;
  private resolve: (() => void) | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly waits: PollWaits) {}

  /**
   * Lists the poll under its room before it looks for messages, so one stored in between still wakes it. At shutdown,
   * or when its response has closed, it is woken at once.
   */
  watch(groupId: string): void {
    // At shutdown, or once its client has gone, there is nothing to wait for.
    if (this.waits.isClosed || this.released) {
      this.woken = true;
      return;
    }
    this.groupId = groupId;
    this.waits.add(groupId, this);
  }

  /** Resolves on a wake (its room's next message, a ban, shutdown), after `ms`, or at once if that happened already. */
  until(ms: number): Promise<void> {
    if (this.woken || this.released) return Promise.resolve();
    this.timer = setTimeout(holdEnded, ms, this);
    return new Promise<void>((resolve) => {
      this.resolve = resolve;
    });
  }

  /** The look found something, or the wait is over: the poll no longer waits on its room. */
  cancel(): void {
    if (this.groupId !== undefined) this.waits.remove(this.groupId, this);
    this.wake();
  }

  /** @internal for PollWaits: ends the wait (the room's list already let it go, or is told to by cancel). */
  wake(): void {
    this.groupId = undefined;
    this.woken = true;
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    const resolve = this.resolve;
    this.resolve = undefined;
    resolve?.();
  }

  /** Whether its response has closed: after a wait, that its client went away (an answer closes it only once sent). */
  get isGone(): boolean {
    return this.released;
  }

  /** Its response closed (sent in full, or the client went away): no longer in progress, and no longer waiting. */
  closed(): void {
    if (this.released) return;
    this.released = true;
    this.cancel();
    this.waits.released();
  }
}
