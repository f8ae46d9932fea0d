import type { WireMessage } from '../protocol/codec.ts';

/**
 * The user's inbox position (docs/im-protocol.md "The inbox"): every stored C2C message has a consecutive inbox
 * sequence. Messages are released strictly in that order; one that skips ahead waits while a sync fetches the gap,
 * so nothing is lost and arrival order is kept even when pushes overtake each other or a socket drops.
 */
export class Inbox {
  /** Everything up to here has been released. */
  private confirmed = 0;
  private readonly waiting = new Map<number, WireMessage>();

  get position(): number {
    return this.confirmed;
  }

  /** Messages held back behind a gap. */
  get held(): number {
    return this.waiting.size;
  }

  /** A fresh login with nothing held starts from the server's newest position. */
  startAt(position: number): void {
    this.confirmed = position;
    this.waiting.clear();
  }

  /**
   * Offers pushed or synced messages; returns those now releasable in order, and whether a gap is left that a sync
   * must fill. Messages without an inbox sequence (online-only) pass straight through.
   */
  offer(messages: readonly WireMessage[]): { released: WireMessage[]; gap: boolean } {
    const released: WireMessage[] = [];
    for (const message of messages) {
      const position = message.inboxSequence ?? 0;
      if (!position) released.push(message);
      else if (position > this.confirmed) this.waiting.set(position, message);
    }
    for (let next = this.waiting.get(this.confirmed + 1); next; next = this.waiting.get(this.confirmed + 1)) {
      this.waiting.delete(++this.confirmed);
      released.push(next);
    }
    return { released, gap: this.waiting.size > 0 };
  }

  /** The server says everything up to `cookie` has been sent: nothing below it can still arrive. */
  settle(cookie: number): void {
    if (cookie <= this.confirmed) return;
    this.confirmed = cookie;
    for (const position of this.waiting.keys()) if (position <= cookie) this.waiting.delete(position);
  }
}
