import type { WireMessage } from '../../../runtime/im/protocol/codec.ts';

/**
 * What one gateway node tells the others (docs/decisions.md "Several nodes: what goes over the bus"). Everything
 * stored is in the database first; the bus only says "deliver this to your own sockets and polls now", so a node that
 * misses an event recovers from the database (room-relay.ts).
 */
export type BusEvent =
  /**
   * A live room's or created room's message (stored: sequence > 0; else online-only, with the stamp the sending node
   * gave it for the room's poll keys): the node's sockets and polls of the room.
   */
  | { kind: 'room'; groupId: string; message: WireMessage; stamp?: number }
  /** An encoded push frame for every socket of a user on the node (C2C messages, notices, receipts ...). */
  | { kind: 'user'; userId: string; frame: Uint8Array }
  /** The user logged in on another node: its sockets here close (replaced when the same instance, else kicked out). */
  | { kind: 'kick'; userId: string; instanceId: string }
  /** An operator ended the user's sessions: its sockets on the node close (push.kickout type 3). */
  | { kind: 'signOut'; userId: string }
  /** A room's stored messages changed without a message (its chat was cleared): read them again. */
  | { kind: 'invalidate'; groupId: string }
  /** The users were banned from the live room (the SDK's live-room ban): they leave it on the node, sockets and poll keys. */
  | { kind: 'ban'; groupId: string; userIds: string[]; stamp?: number }
  /** The member's poll keys of the group issued before `stamp` end (it quit, or was told of its ban): 10004 from then on. */
  | { kind: 'revoke'; groupId: string; memberId: string; stamp: number }
  /**
   * How many the node counts in each live room now (presence.ts), summed into the online counts of every node; and
   * the users logged in on it (other-nodes-online.ts), for user status.
   */
  | { kind: 'presence'; rooms: Record<string, number>; online?: string[] }
  /** A user followed or stopped following users' status (status-subscriptions.ts): every node holds every subscription. */
  | { kind: 'subscribe'; subscriber: string; targets: string[] }
  | { kind: 'unsubscribe'; subscriber: string; targets: string[] | 'all' }
  /** A user's first socket opened on the node (online) or its last closed; `custom`: its custom status changed. */
  | { kind: 'status'; userId: string; online: boolean; custom: boolean };

/** Every event a node hears names the node that sent it. */
export type BusHandler = (event: BusEvent, fromNode: string) => void;

/** One small interface for the two buses: in-process (one node, the default) and NATS (several nodes). */
export interface Bus {
  /** This node's id (`--node-id`, else random). */
  readonly nodeId: string;
  /** False when no other node can hear this one: the gateway then delivers as a single process always did. */
  readonly shared: boolean;
  /** Since when this node has been cut off from the bus (ms since the epoch), or undefined while it is connected. */
  readonly cutOffSince: number | undefined;
  /** Sends to every other node; never delivered back to this one. */
  publish(event: BusEvent): void;
  /**
   * `handler` hears the other nodes' events; `resumed` runs after the bus came back from an outage, when events may
   * have been missed (the gateway then reads what it missed from the database).
   */
  listen(handler: BusHandler, resumed: () => void): void;
  close(): Promise<void>;
}

/**
 * The bus of nodes in one process. A server alone gets its own (nobody hears it: today's single process); tests may
 * hand several gateways one `hub`, to run the multi-node paths without a NATS server.
 */
export class InProcessBus implements Bus {
  readonly shared: boolean;
  readonly cutOffSince = undefined;
  private handler?: BusHandler;

  constructor(
    readonly nodeId: string,
    private readonly hub?: Set<InProcessBus>,
  ) {
    this.shared = hub !== undefined;
    hub?.add(this);
  }

  publish(event: BusEvent): void {
    for (const node of this.hub ?? []) if (node !== this) node.handler?.(event, this.nodeId);
  }

  listen(handler: BusHandler): void {
    this.handler = handler;
  }

  close(): Promise<void> {
    this.hub?.delete(this);
    return Promise.resolve();
  }
}
