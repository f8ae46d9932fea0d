import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { encodeFrame, type Frame, type WireMessage } from '../../runtime/im/protocol/codec.ts';
import { InProcessBus, type Bus } from './bus/bus.ts';
import { applyNodeEvent, sharePresence, type NodeEventTarget } from './bus/node-events.ts';
import { RoomRelay } from './bus/room-relay.ts';
import type { ImConnection, SessionUser } from './connection.ts';
import { Entrances } from './entrances.ts';
import { ImFaults } from './faults.ts';
import { closeCodes, defaultImSettings, type ChatContext, type ChatGateway, type ImSettings } from './gateway-port.ts';
import { GroupSockets } from './group-sockets.ts';
import { PollHub } from './long-poll/poll-hub.ts';
import { Presence } from './presence.ts';
import { SendLimit } from './send-limit.ts';
import { SendSpacing } from './send-spacing.ts';
import { OtherNodesOnline } from './other-nodes-online.ts';
import { groupMessagesFrom } from './store/history-store.ts';
import { StatusSubscriptions } from './status-subscriptions.ts';
import { announceStatus } from './user-status.ts';
import { UserSockets } from './user-sockets.ts';
import { wireMessage } from './wire.ts';

/**
 * The chat gateway (docs/im-protocol.md): the sockets, who is logged in on which, pushes, live-room long polling and
 * fault injection. One per server; its routes (routes.ts) bind it to the app with {@link attach}. State other than the
 * database is in memory.
 */
export class ImGateway implements ChatGateway {
  readonly settings: ImSettings;
  readonly faults = new ImFaults(() => this.terminateAll());
  readonly polls = new PollHub({
    secret: () => this.context.imSecret,
    nodeId: () => this.bus.nodeId,
    presenceWindowMs: () => this.settings.presenceWindowMs,
    keepMessages: () => this.settings.keepGroupMessages,
  });
  readonly presence: Presence;
  readonly entrances = new Entrances(() => this.settings.presenceWindowMs);
  readonly groupSockets = new GroupSockets();
  /** When members last sent in each room, for slow mode. */
  readonly sendSpacing = new SendSpacing();
  /** How many messages each user sent this second (send-limit.ts). */
  readonly sendLimit = new SendLimit();
  /** Who follows whose user status (status-subscriptions.ts). */
  readonly statusSubscriptions = new StatusSubscriptions();
  /** Users logged in on the other nodes of a shared bus (other-nodes-online.ts). */
  readonly otherNodesOnline = new OtherNodesOnline(() => this.settings.presenceWindowMs);
  /** The open sockets and who is logged in on which (user-sockets.ts). */
  private readonly users: UserSockets;
  private attached?: { context: ChatContext; log: FastifyBaseLogger };
  private closing = false;
  /** Stored room messages in sequence order, with gaps read from the database: only on a shared bus. */
  private readonly relay?: RoomRelay;
  private readonly presenceTimer?: NodeJS.Timeout;

  /** `bus`: how this node reaches the others (bus/bus.ts); a node alone by default. */
  constructor(
    settings: Partial<ImSettings> = {},
    readonly bus: Bus = new InProcessBus(randomBytes(6).toString('hex')),
  ) {
    this.settings = { ...defaultImSettings, cloudControlConfig: {}, ...settings };
    this.presence = new Presence(() => this.settings.presenceWindowMs);
    this.users = new UserSockets({
      presence: this.presence,
      groupSockets: this.groupSockets,
      bus,
      instancesPerUser: () => this.settings.instancesPerUser,
      statusChanged: (userId) => this.statusChanged(userId),
    });
    if (bus.shared) {
      const read = async (groupId: string, start: number, limit: number) =>
        (await groupMessagesFrom(this.context.db, groupId, start, limit)).map((row) => wireMessage(row));
      const deliver = (groupId: string, message: WireMessage, told: boolean) => {
        if (!told) this.polls.wake(groupId, message);
        this.groupSockets.push(groupId, message);
      };
      this.relay = new RoomRelay(
        read,
        deliver,
        () => this.settings.keepGroupMessages,
        (error, groupId) => this.log.warn({ err: error, groupId }, 'im: reading a room gap failed'),
      );
    }
    const node: NodeEventTarget = {
      bus,
      polls: this.polls,
      presence: this.presence,
      groupSockets: this.groupSockets,
      statusSubscriptions: this.statusSubscriptions,
      otherNodesOnline: this.otherNodesOnline,
      users: this.users,
      relay: this.relay,
      isOnline: (userId) => this.isOnline(userId),
      announce: (userId) => this.announce(userId),
      leaveBanned: (groupId, userIds, stamp) => this.leaveBanned(groupId, userIds, stamp),
      connectedMembers: (groupId) => this.connectedMembers(groupId),
    };
    bus.listen(
      (event, fromNode) => {
        if (this.attached && !this.closing) applyNodeEvent(node, event, fromNode);
      },
      () => this.relay?.resume(),
    );
    if (bus.shared) {
      // A third of the window: a node's counts stay fresh through one lost snapshot.
      this.presenceTimer = setInterval(() => sharePresence(node), this.settings.presenceWindowMs / 3);
      this.presenceTimer.unref();
    }
  }

  /** Gives the gateway the server it serves; routes.ts calls it when it registers the routes. */
  attach(context: ChatContext, log: FastifyBaseLogger): void {
    this.attached = { context, log };
  }

  get context(): ChatContext {
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
    return this.users.count;
  }

  add(connection: ImConnection): void {
    this.users.add(connection);
  }

  /** A socket closed: it leaves its user, and its live rooms keep counting it as online for the presence window. */
  remove(connection: ImConnection): void {
    this.users.remove(connection);
  }

  /** Binds a login to a socket; another socket of the same user is closed (user-sockets.ts). */
  login(connection: ImConnection, user: SessionUser): void {
    this.users.login(connection, user);
  }

  /**
   * Closes every socket of the user, here and on every node, with `push.kickout` type 3 (spec 001 §4: kicked out by the
   * server's interface): an operator ended the fan's sessions, so the chat they had open ends too.
   */
  signOut(userId: string): void {
    this.users.closeAll(userId);
    if (this.bus.shared) this.bus.publish({ kind: 'signOut', userId });
  }

  /** Forgets a socket's login (the socket may stay open); the user's followers learn when that was its last socket. */
  logout(connection: ImConnection): void {
    this.users.logout(connection);
  }

  /**
   * The user's status changed on this node (first socket, last socket, or `custom`: its custom status): its followers
   * here hear it now (user-status.ts), and the other nodes, which tell theirs.
   */
  statusChanged(userId: string, custom = false): void {
    // A shutdown closes every socket: nobody is left to tell.
    if (this.closing) return;
    if (this.bus.shared) this.bus.publish({ kind: 'status', userId, online: this.users.has(userId), custom });
    // Still online on another node: nothing changed for the followers.
    if (custom || !this.otherNodesOnline.has(userId)) this.announce(userId);
  }

  /**
   * `subscriber` follows the users' status (those that fit under its bound), on every node: each node tells the
   * followers on its own sockets (user-status.ts), so a follower whose socket moves to another node goes on hearing.
   */
  subscribeStatus(subscriber: string, targets: readonly string[]): { added: string[]; full: string[] } {
    const result = this.statusSubscriptions.subscribe(subscriber, targets);
    if (this.bus.shared && result.added.length) this.bus.publish({ kind: 'subscribe', subscriber, targets: result.added });
    return result;
  }

  /** Stops following `targets` (everyone with `all`) on every node. */
  unsubscribeStatus(subscriber: string, targets: readonly string[] | 'all'): void {
    this.statusSubscriptions.unsubscribe(subscriber, targets);
    if (this.bus.shared) this.bus.publish({ kind: 'unsubscribe', subscriber, targets: targets === 'all' ? 'all' : [...targets] });
  }

  /** Online: a logged-in socket on this node or, on a shared bus, on another. */
  isOnline(userId: string): boolean {
    return this.users.has(userId) || this.otherNodesOnline.has(userId);
  }

  /** Tells the user's followers on this node its status now; a failure is logged, not thrown. */
  private announce(userId: string): void {
    announceStatus(this, userId).catch((error: unknown) => this.attached?.log.warn({ err: error, userId }, 'im status push failed'));
  }

  /** The logged-in sockets of a user. */
  socketsOf(userId: string): ImConnection[] {
    return this.users.socketsOf(userId);
  }

  /** Sends a push to every socket of the user, but `except`, on every node. */
  push(userId: string, frame: Frame, except?: ImConnection): void {
    for (const connection of this.socketsOf(userId)) if (connection !== except) connection.send(frame);
    if (this.bus.shared) this.bus.publish({ kind: 'user', userId, frame: encodeFrame(frame) });
  }

  /** Users with an open socket over which they joined the group. */
  connectedMembers(groupId: string): string[] {
    return this.groupSockets.members(groupId).flatMap((connection) => (connection.user ? [connection.user.id] : []));
  }

  /**
   * Pushes a live room's message (`push.message`) to every socket that joined the room, the sender's too: the same
   * message the room's long polls answer, so an SDK that does both shows it once (it keys messages by from, to and
   * random). Messages ready together go in one frame (group-sockets.ts). The other nodes hear it once per room and
   * write it to their own sockets and polls (their callers woke this node's polls already).
   */
  pushToGroup(groupId: string, message: WireMessage): void {
    if (!this.bus.shared) return this.groupSockets.push(groupId, message);
    // An online-only message's stamp goes with it: every node then owes it to the same poll keys (poll-hub.ts).
    const stamp = message.sequence ? undefined : this.polls.stampOf(message);
    this.bus.publish({ kind: 'room', groupId, message, ...(stamp === undefined ? {} : { stamp }) });
    if (message.sequence) this.relay?.stored(groupId, message, true);
    else this.groupSockets.push(groupId, message);
  }

  /** A room's stored messages changed without a message (cleared): every node's polls read them again. */
  invalidateRoom(groupId: string): void {
    this.polls.tails.invalidate(groupId);
    if (this.bus.shared) this.bus.publish({ kind: 'invalidate', groupId });
  }

  /**
   * The users were banned from the live room (the SDK's live-room ban, commands/live-room-ban.ts): they leave it on
   * every node, each node taking them out of its own sockets of the room and presence and answering their poll keys
   * event 21 (the next poll, or the one held now). Their notice 21 is a push to them, which reaches every node anyway.
   */
  banFromRoom(groupId: string, userIds: readonly string[]): void {
    const stamp = this.leaveBanned(groupId, userIds);
    if (this.bus.shared) this.bus.publish({ kind: 'ban', groupId, userIds: [...userIds], stamp });
  }

  /** Returns the ban's stamp: keys issued before it are banned on every node (poll-hub.ts). */
  private leaveBanned(groupId: string, userIds: readonly string[], stamp?: number): number | undefined {
    let banned = stamp;
    for (const userId of userIds) {
      for (const socket of this.socketsOf(userId)) this.groupSockets.leave(socket, groupId);
      this.presence.forget(groupId, userId);
      banned = this.polls.ban(groupId, userId, banned);
    }
    return banned;
  }

  /**
   * Ends the member's poll keys of the group on every node (they quit, or were told of their ban): from the next poll
   * on, wherever it goes, they answer 10004.
   */
  endPollKeys(groupId: string, memberId: string): void {
    const stamp = this.polls.revoke(groupId, memberId);
    if (this.bus.shared) this.bus.publish({ kind: 'revoke', groupId, memberId, stamp });
  }

  /** Shutdown: every socket closes now, waiting polls answer. Called from the app's preClose hook. */
  async shutdown(): Promise<void> {
    this.closing = true;
    clearInterval(this.presenceTimer);
    this.terminateAll();
    await this.polls.close();
  }

  /**
   * A graceful shutdown (docs/deploy.md): new sockets are refused, long polls answer at once, and every open socket is
   * closed with 1012 (service restart), which the SDK answers by reconnecting, through the load balancer to another node.
   */
  async drain(): Promise<void> {
    this.closing = true;
    // Its fans reconnect elsewhere and show online from there; those who do not are offline now, not in a minute.
    if (this.bus.shared) this.bus.publish({ kind: 'presence', rooms: {}, online: [] });
    for (const connection of this.users.all()) connection.close(closeCodes.draining, 'node draining');
    await this.polls.close();
  }

  private terminateAll(): void {
    for (const connection of this.users.all()) connection.terminate();
  }
}
