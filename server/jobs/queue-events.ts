import type { Database } from '../db/database.ts';
import { listenChannel } from '../db/notify-channel.ts';
import { queueCounts, rowKinds, type QueueCounts, type RowKind } from '../domain/operators/queue-counts.ts';

/** The channel the queues' triggers NOTIFY on (migration 051). */
export const queueChannel = 'ops_queues';

/** One open console stream. */
export interface QueueListener {
  counts(counts: QueueCounts): void;
  row(change: { queue: RowKind; id: number }): void;
  /** The node is stopping: end the stream, so the browser reconnects elsewhere. */
  end(): void;
}

/** A burst of changes (a bulk review) is counted once, this long after its first notice. */
const countDelayMs = 100;

/**
 * The console's live queues on this node (docs/operators.md "Live queues"): every change to a queue row, made by any
 * node, arrives as a NOTIFY from the database (migration 051); each open stream is told the row, and the counts are
 * read again once per burst and sent to every stream. At most `maxListeners` streams per node.
 */
export class QueueEvents {
  private readonly listeners = new Set<QueueListener>();
  private counting: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly db: Database,
    readonly maxListeners = 200,
  ) {}

  /** Adds a stream; answers how to remove it, or undefined when the node has as many as it takes. */
  subscribe(listener: QueueListener): (() => void) | undefined {
    if (this.listeners.size >= this.maxListeners) return undefined;
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The counts now. */
  counts(): Promise<QueueCounts> {
    return queueCounts(this.db);
  }

  /** A notice from the channel: `{ queue, id }`, or nothing (a listener that came back, which may have missed some). */
  heard(payload: string | undefined): void {
    if (this.listeners.size === 0) return;
    const change = parseChange(payload);
    if (change) for (const listener of this.listeners) listener.row(change);
    // A room's change moves no queue: nothing to count again.
    if (change?.queue === 'rooms') return;
    this.counting ??= setTimeout(() => void this.sendCounts(), countDelayMs);
  }

  /** Ends every stream (a graceful shutdown). */
  endAll(): void {
    for (const listener of [...this.listeners]) listener.end();
    this.listeners.clear();
  }

  close(): void {
    clearTimeout(this.counting);
    this.listeners.clear();
  }

  private async sendCounts(): Promise<void> {
    this.counting = undefined;
    try {
      const counts = await this.counts();
      for (const listener of this.listeners) listener.counts(counts);
    } catch {
      // The database is briefly away: the next change counts again, and a reconnecting console asks afresh.
    }
  }
}

function parseChange(payload: string | undefined): { queue: RowKind; id: number } | undefined {
  try {
    const { queue, id } = JSON.parse(payload ?? '') as { queue?: unknown; id?: unknown };
    return (rowKinds as readonly unknown[]).includes(queue) && Number.isInteger(id)
      ? { queue: queue as RowKind, id: id as number }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Feeds `events` from the channel: on PostgreSQL over a connection of its own (every node hears every node's changes,
 * and a lost connection is replaced), on the embedded database from its own notices (one process).
 */
export async function listenQueues(
  databaseUrl: string | undefined,
  db: Database,
  events: QueueEvents,
  retryMs = 2_000,
): Promise<{ close(): Promise<void> }> {
  if (databaseUrl) {
    const listener = await listenChannel(
      databaseUrl,
      queueChannel,
      { notice: (payload) => events.heard(payload), listening: (on) => on && events.heard(undefined) },
      retryMs,
    );
    return { close: async () => (events.close(), await listener.close()) };
  }
  const stop = await db.listen?.(queueChannel, (payload) => events.heard(payload));
  return { close: async () => (events.close(), await stop?.()) };
}
