import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Frame, WireMessage } from '../../runtime/im/protocol/codec.ts';
import type { ServerContext } from '../services/server-context.ts';
import type { ImConnection, SessionUser } from './connection.ts';
import { ImFaults } from './faults.ts';
import { GroupSockets } from './group-sockets.ts';
import { PollHub } from './long-poll/poll-hub.ts';
import { Presence } from './presence.ts';
import { registerImRoutes } from './routes.ts';
import { SendLimit } from './send-limit.ts';
import { SendSpacing } from './send-spacing.ts';
import { announceStatus, StatusSubscriptions } from './user-status.ts';
import { pushFrame } from './wire.ts';

/** Tunables of the gateway; tests shorten the hold at run time (`server.im.settings.longPollHoldMs = 300`). */
export interface ImSettings {
  /** How long a long poll waits for a message before it answers empty. @default 90000 */
  longPollHoldMs: number;
  /** The window of `group.onlineCount`. @default 60000 */
  presenceWindowMs: number;
  /** Stored messages kept per live room; older ones are dropped. @default 1000 */
  keepGroupMessages: number;
  /** Largest WebSocket message; a bigger one closes the socket with 1009. Read once, when the routes register. @default 65536 */
  maxFrameBytes: number;
  /** Messages one user may send in a second (send-limit.ts). Tests of delivery that send as fast as a socket goes raise it. @default 20 */
  sendsPerSecond: number;
  /**
   * The application's purchase bits (spec 001 §1; which bit is which: runtime/im/core/commercial.ts), answered at
   * login and by config.commercial. @default '11111111' (every ability of the reference server on)
   */
  purchaseBits: string;
  /** The cloud control config config.cloud answers (cmd_frequency_limit, polling_interval ...). @default {} */
  cloudControlConfig: Record<string, string>;
  /** Seconds after which the SDK fetches either config again (their expiredTime). @default 3600 */
  configExpirySeconds: number;
}

/** Close codes the gateway uses besides the standard ones (1001 shutdown, 1009 frame too big; 1012 a draining node). */
export const closeCodes = { wrongAppId: 4001, kickedOut: 4002, replaced: 4003, draining: 1012 } as const;

/**
 * The chat gateway (docs/im-protocol.md): the sockets, who is logged in on which, pushes, live-room long polling and
 * fault injection. One per server; routes come with {@link attach}. State other than the database is in memory.
 */
export class ImGateway {
  readonly settings: ImSettings;
  readonly faults = new ImFaults(() => this.terminateAll());
  readonly polls = new PollHub(Date.now, () => this.settings.keepGroupMessages);
  readonly presence: Presence;
  readonly groupSockets = new GroupSockets();
  /** When members last sent in each room, for slow mode. */
  readonly sendSpacing = new SendSpacing();
  /** How many messages each user sent this second (send-limit.ts). */
  readonly sendLimit = new SendLimit();
  /** Who follows whose user status (user-status.ts). */
  readonly statusSubscriptions = new StatusSubscriptions();
  private readonly connections = new Set<ImConnection>();
  private readonly byUser = new Map<string, Set<ImConnection>>();
  private attached?: { context: ServerContext; log: FastifyBaseLogger };
  private closing = false;

  constructor(settings: Partial<ImSettings> = {}) {
    this.settings = {
      longPollHoldMs: 90_000, presenceWindowMs: 60_000, keepGroupMessages: 1000, maxFrameBytes: 64 * 1024, sendsPerSecond: 20,
      purchaseBits: '11111111', cloudControlConfig: {}, configExpirySeconds: 3600, ...settings,
    };
    this.presence = new Presence(() => this.settings.presenceWindowMs);
  }

  /** Registers the WebSocket, long-poll routes and shutdown hook on the app (not on an API node: `routes` false). */
  attach(app: FastifyInstance, context: ServerContext, { routes = true } = {}): void {
    this.attached = { context, log: app.log };
    if (routes) registerImRoutes(app, this);
  }

  get context(): ServerContext {
    if (!this.attached) throw new Error('the IM gateway is not attached to an app');
    return this.attached.context;
  }

  get log(): FastifyBaseLogger {
    if (!this.attached) throw new Error('the IM gateway is not attached to an app');
    return this.attached.log;
  }

  /** True once the server is shutting down: polls answer at once, new sockets are refused. */
  get isClosing(): boolean {
    return this.closing;
  }

  /** Open sockets, logged in or not. */
  get socketCount(): number {
    return this.connections.size;
  }

  add(connection: ImConnection): void {
    this.connections.add(connection);
  }

  /** A socket closed: it leaves its user, and its live rooms keep counting it as online for the presence window. */
  remove(connection: ImConnection): void {
    this.connections.delete(connection);
    this.logout(connection);
  }

  /**
   * Binds a login to a socket. Another socket of the same user is closed: with `push.kickout` (type 2) when it is
   * another instance, silently when it is the same instance reconnecting.
   */
  login(connection: ImConnection, user: SessionUser): void {
    if (connection.user && connection.user.id !== user.id) this.logout(connection);
    const wasOnline = this.byUser.has(user.id);
    connection.user = user;
    for (const other of this.socketsOf(user.id)) {
      if (other === connection) continue;
      const otherInstance = other.user?.instanceId;
      // The user stays online through the swap: no offline status in between.
      this.forget(other);
      if (otherInstance === user.instanceId) other.close(closeCodes.replaced, 'replaced by a newer connection of this instance');
      else {
        other.send(pushFrame('push.kickout', user.id, { kickOutPush: { type: 2 } }));
        other.close(closeCodes.kickedOut, 'logged in on another instance');
      }
    }
    // Looked up after the loop: logging the others out may have dropped the user's entry.
    let sockets = this.byUser.get(user.id);
    if (!sockets) this.byUser.set(user.id, (sockets = new Set()));
    sockets.add(connection);
    if (!wasOnline) this.statusChanged(user.id);
  }

  /** Forgets a socket's login (the socket may stay open); the user's followers learn when that was its last socket. */
  logout(connection: ImConnection): void {
    const userId = connection.user?.id;
    this.forget(connection);
    if (userId !== undefined && !this.byUser.has(userId)) this.statusChanged(userId);
  }

  /** Tells the user's status followers its status now (user-status.ts); a failure is logged, not thrown. */
  statusChanged(userId: string): void {
    // A shutdown closes every socket: nobody is left to tell.
    if (this.closing) return;
    announceStatus(this, userId).catch((error: unknown) => this.attached?.log.warn({ err: error, userId }, 'im status push failed'));
  }

  private forget(connection: ImConnection): void {
    const user = connection.user;
    if (!user) return;
    connection.user = undefined;
    for (const groupId of connection.groups) this.presence.touch(groupId, user.id);
    this.groupSockets.leaveAll(connection);
    connection.syncCookie = undefined;
    const sockets = this.byUser.get(user.id);
    sockets?.delete(connection);
    if (sockets?.size === 0) this.byUser.delete(user.id);
  }

  /** The logged-in sockets of a user. */
  socketsOf(userId: string): ImConnection[] {
    return [...(this.byUser.get(userId) ?? [])];
  }

  /** Sends a push to every socket of the user, but `except`. */
  push(userId: string, frame: Frame, except?: ImConnection): void {
    for (const connection of this.socketsOf(userId)) if (connection !== except) connection.send(frame);
  }

  /** Users with an open socket over which they joined the group. */
  connectedMembers(groupId: string): string[] {
    return this.groupSockets.members(groupId).flatMap((connection) => (connection.user ? [connection.user.id] : []));
  }

  /**
   * Pushes a live room's message (`push.message`) to every socket that joined the room, the sender's too: the same
   * message the room's long polls answer, so an SDK that does both shows it once (it keys messages by from, to and
   * random). Messages ready together go in one frame (group-sockets.ts).
   */
  pushToGroup(groupId: string, message: WireMessage): void {
    this.groupSockets.push(groupId, message);
  }

  /** Shutdown: every socket closes now, waiting polls answer. Called from the app's preClose hook. */
  async shutdown(): Promise<void> {
    this.closing = true;
    this.terminateAll();
    await this.polls.close();
  }

  /**
   * A graceful shutdown (docs/deploy.md): new sockets are refused, long polls answer at once, and every open socket is
   * closed with 1012 (service restart), which the SDK answers by reconnecting, through the load balancer to another node.
   */
  async drain(): Promise<void> {
    this.closing = true;
    for (const connection of [...this.connections]) connection.close(closeCodes.draining, 'node draining');
    await this.polls.close();
  }

  private terminateAll(): void {
    for (const connection of [...this.connections]) connection.terminate();
  }
}
