import type { FrameBody } from '../protocol/codec.ts';

/** Fire-and-forget requests kept while disconnected (spec 001 §9). */
export const maxFireAndForget = 100;

/** A request whose answer nobody waits for (a read report). */
export interface FireAndForgetRequest {
  command: string;
  body: FrameBody;
  /**
   * Requests with the same key supersede each other: only the newest is kept, at the back of the queue. For reports
   * where the latest says everything the earlier ones did (a read position only moves forward).
   */
  key?: string;
}

/**
 * The requests made while the socket is down that need no answer (spec 001 §4, §9): at most 100, the oldest dropped
 * first, sent in order after the next login. Requests that wait for an answer are not here: they stay pending with
 * their timeout (connection.ts).
 */
export class FireAndForgetQueue {
  private items: FireAndForgetRequest[] = [];

  constructor(
    /** Told of each request dropped to make room (the connection logs a warning). */
    private readonly onDrop: (request: FireAndForgetRequest, queued: number) => void = () => undefined,
    private readonly capacity = maxFireAndForget,
  ) {}

  get size(): number {
    return this.items.length;
  }

  /** Queues a request; answers the one dropped to make room, if any. */
  push(request: FireAndForgetRequest): FireAndForgetRequest | undefined {
    if (request.key !== undefined) this.items = this.items.filter((queued) => queued.key !== request.key);
    this.items.push(request);
    const dropped = this.items.length > this.capacity ? this.items.shift() : undefined;
    if (dropped) this.onDrop(dropped, this.items.length);
    return dropped;
  }

  /** Takes every queued request, oldest first. */
  drain(): FireAndForgetRequest[] {
    const drained = this.items;
    this.items = [];
    return drained;
  }

  clear(): void {
    this.items = [];
  }
}
