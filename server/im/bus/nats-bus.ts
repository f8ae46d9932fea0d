import { connect, type NatsConnection } from '@nats-io/transport-node';
import { decodeMergerList, encodeMergerList } from '../../../runtime/im/protocol/codec.ts';
import type { Bus, BusEvent, BusHandler } from './bus.ts';

/** How long a shutdown waits for the bus to send what it buffered. */
const closeWaitMs = 2000;

/** An event as it crosses NATS: JSON, with the protobuf parts (a message, a push frame) in base64. */
type WireEvent =
  | (Omit<Extract<BusEvent, { kind: 'room' }>, 'message'> & { message: string })
  | (Omit<Extract<BusEvent, { kind: 'user' }>, 'frame'> & { frame: string })
  | Exclude<BusEvent, { kind: 'room' | 'user' }>;

const toWire = (event: BusEvent): WireEvent => {
  if (event.kind === 'room') return { ...event, message: Buffer.from(encodeMergerList([event.message])).toString('base64') };
  if (event.kind === 'user') return { ...event, frame: Buffer.from(event.frame).toString('base64') };
  return event;
};

const fromWire = (event: WireEvent): BusEvent => {
  if (event.kind === 'room') return { ...event, message: decodeMergerList(Buffer.from(event.message, 'base64'))[0] };
  if (event.kind === 'user') return { ...event, frame: new Uint8Array(Buffer.from(event.frame, 'base64')) };
  return event;
};

/**
 * The bus of several nodes: one NATS subject per site, which every node publishes to and subscribes to (a node drops
 * its own events). NATS keeps one publisher's events in order and delivers at most once: an event lost in an outage
 * or to a slow consumer is read back from the database by the gateway when `resumed` runs (room-relay.ts).
 */
export class NatsBus implements Bus {
  readonly shared = true;
  cutOffSince: number | undefined;
  /** This turn's events, serialized as they were published, handed to the connection together at its end. */
  private pending: string[] = [];

  private constructor(
    readonly nodeId: string,
    private readonly connection: NatsConnection,
    private readonly subject: string,
  ) {
    void this.followConnection();
  }

  /** Notes when the connection to nats-server drops and when it comes back (the readiness check reads it). */
  private async followConnection(): Promise<void> {
    for await (const status of this.connection.status()) {
      if (status.type === 'disconnect') this.cutOffSince ??= Date.now();
      else if (status.type === 'reconnect') this.cutOffSince = undefined;
    }
  }

  /** Connects to `url` (nats://host:port); keeps reconnecting for ever after the first connection. */
  static async connect(url: string, nodeId: string, site: string): Promise<NatsBus> {
    const servers = url.replace(/^nats:\/\//, '');
    const connection = await connect({ servers, name: `sideline-${nodeId}`, maxReconnectAttempts: -1, reconnectTimeWait: 250 });
    return new NatsBus(nodeId, connection, `sideline.im.${site}`);
  }

  /**
   * Serialized now, sent at the end of this turn of the event loop, one NATS message an event, in order. The client
   * writes what it buffered once a microtask checkpoint, which is once an event when each comes from its own I/O
   * callback (a thousand sockets closing log a thousand users out, each a status event): handed over together, a
   * turn's events go out in one write.
   */
  publish(event: BusEvent): void {
    if (this.pending.push(JSON.stringify({ node: this.nodeId, event: toWire(event) })) === 1) setImmediate(this.sendPending);
  }

  private readonly sendPending = (): void => {
    const pending = this.pending;
    this.pending = [];
    try {
      for (const data of pending) this.connection.publish(this.subject, data);
    } catch {
      // Closed meanwhile: lost as an event published to a closed connection is, and recovered as any lost event is.
    }
  };

  listen(handler: BusHandler, resumed: () => void): void {
    this.connection.subscribe(this.subject, {
      callback: (error, message) => {
        if (error) return;
        const { node, event } = message.json<{ node: string; event: WireEvent }>();
        if (node !== this.nodeId) handler(fromWire(event), node);
      },
    });
    void (async () => {
      for await (const status of this.connection.status()) if (status.type === 'reconnect' || status.type === 'slowConsumer') resumed();
    })();
  }

  /** Sends what is buffered and stops; bounded, for a shutdown while nats-server is away (the buffer is then lost). */
  async close(): Promise<void> {
    this.sendPending();
    let timer: NodeJS.Timeout | undefined;
    const giveUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, closeWaitMs)));
    await Promise.race([this.connection.drain().catch(() => undefined), giveUp]);
    clearTimeout(timer);
    if (!this.connection.isClosed()) await this.connection.close();
  }
}
