import type { WireMessage } from '../../../runtime/im/protocol/codec.ts';

/** Reads a room's stored messages from `start` on, oldest first, at most `limit` (the database: history-store.ts). */
export type ReadRoom = (groupId: string, start: number, limit: number) => Promise<WireMessage[]>;

/**
 * The stored messages of each room in sequence order on this node, whichever node stored them: a message that comes
 * after a gap (the bus lost one in an outage, or a store on another node finished first) waits until the gap is read
 * from the database, which holds every stored message before the bus hears of it; one that arrives after it was read
 * that way is dropped. So the bus is never the only copy, and a node recovers exactly as a client does, by sequence.
 * Only gateways on a shared bus use it; a single process delivers as it stores.
 */
export class RoomRelay {
  /** The newest sequence delivered in each room this node has delivered to. */
  private readonly delivered = new Map<string, number>();
  /** Rooms reading a gap: their next messages queue behind the read. */
  private readonly reading = new Map<string, Promise<void>>();

  constructor(
    private readonly read: ReadRoom,
    /** Hands a message to the room's sockets and polls; `told` when the polls of this node already know it. */
    private readonly deliver: (groupId: string, message: WireMessage, told: boolean) => void,
    /** The most a gap read takes: the messages a room keeps (older ones are gone for clients too). */
    private readonly maxRead: () => number,
    private readonly failed: (error: unknown, groupId: string) => void,
  ) {}

  /** A stored message of the room; `told`: stored on this node, whose polls were woken with it already. */
  stored(groupId: string, message: WireMessage, told: boolean): void {
    const queued = this.reading.get(groupId);
    if (queued) this.queue(groupId, queued, () => this.next(groupId, message, told));
    else {
      const gapRead = this.next(groupId, message, told);
      if (gapRead) this.queue(groupId, gapRead, () => undefined);
    }
  }

  /** After a bus outage: every room this node delivered to reads what was stored since. */
  resume(): void {
    for (const groupId of this.delivered.keys()) {
      const queued = this.reading.get(groupId) ?? Promise.resolve();
      this.queue(groupId, queued, () => this.readGap(groupId, Number.MAX_SAFE_INTEGER));
    }
  }

  /** Delivers the message now, or answers the read of the gap before it (which delivers it after). */
  private next(groupId: string, message: WireMessage, told: boolean): Promise<void> | undefined {
    const sequence = message.sequence ?? 0;
    const last = this.delivered.get(groupId);
    // Far behind what was delivered: the room was made anew (sequences restart), not a late copy.
    const restarted = last !== undefined && sequence < last - this.maxRead();
    if (last !== undefined && sequence <= last && !restarted) return undefined;
    if (last === undefined || restarted || sequence === last + 1) {
      this.delivered.set(groupId, sequence);
      this.deliver(groupId, message, told);
      return undefined;
    }
    return this.readGap(groupId, sequence).then(() => this.next(groupId, message, told));
  }

  /** Reads and delivers the room's stored messages after the last delivered one and before `before`. */
  private async readGap(groupId: string, before: number): Promise<void> {
    const last = this.delivered.get(groupId) ?? 0;
    const start = Math.max(last + 1, before === Number.MAX_SAFE_INTEGER ? 0 : before - this.maxRead());
    const missed = await this.read(groupId, start, Math.min(this.maxRead(), before - start));
    for (const message of missed) {
      const sequence = message.sequence ?? 0;
      if (sequence >= before || sequence <= (this.delivered.get(groupId) ?? 0)) continue;
      this.delivered.set(groupId, sequence);
      this.deliver(groupId, message, false);
    }
  }

  /** Runs `then` after `after`, one room at a time; a failed read is logged and the room goes on. */
  private queue(groupId: string, after: Promise<void>, then: () => Promise<void> | undefined): void {
    const chained: Promise<void> = after
      .then(then)
      .catch((error: unknown) => this.failed(error, groupId))
      .finally(() => {
        if (this.reading.get(groupId) === chained) this.reading.delete(groupId);
      });
    this.reading.set(groupId, chained);
  }
}
