import type { FastifyBaseLogger } from 'fastify';
import type { Frame, WireMessage } from '../../runtime/im/protocol/codec.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { Bus } from './bus/bus.ts';
import type { ImConnection, SessionUser } from './connection.ts';
import type { ImFaults } from './faults.ts';
import type { GroupSockets } from './group-sockets.ts';
import type { PollHub } from './long-poll/poll-hub.ts';
import type { Entrances } from './entrances.ts';
import type { Presence } from './presence.ts';
import type { SendLimit } from './send-limit.ts';
import type { SendSpacing } from './send-spacing.ts';
import type { StatusSubscriptions } from './status-subscriptions.ts';

/**
 * What the chat gateway sees of the server it serves: the database, the clock, this site and its secrets. The
 * composition (server-context.ts) has them all; the gateway and its commands need no more.
 */
export interface ChatContext {
  db: Database;
  clock: Clock;
  /** Site code this server answers for: its config row holds the chat app id. */
  site: string;
  /** Key for chat-layer user signatures. */
  imSecret: string;
  /** Key for pre-signed upload URLs. */
  uploadSecret: string;
}

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
  /**
   * Instances of one user online at once (Tencent's console setting "Web multi-instance login", 1 to 10): a login
   * beyond it kicks the oldest other instance (type 2), counted on each node. @default 1 (one device at a time)
   */
  instancesPerUser: number;
}

/** The settings a gateway starts with (each `@default` above); its constructor takes any of them instead. */
export const defaultImSettings: Readonly<ImSettings> = {
  longPollHoldMs: 90_000,
  presenceWindowMs: 60_000,
  keepGroupMessages: 1000,
  maxFrameBytes: 64 * 1024,
  sendsPerSecond: 20,
  purchaseBits: '11111111',
  cloudControlConfig: {},
  configExpirySeconds: 3600,
  instancesPerUser: 1,
};

/** Close codes the gateway uses besides the standard ones (1001 shutdown, 1009 frame too big; 1012 a draining node). */
export const closeCodes = { wrongAppId: 4001, kickedOut: 4002, replaced: 4003, draining: 1012 } as const;

/**
 * The chat gateway as its commands, routes, long polls and publishers see it (gateway.ts implements it): who is
 * online where, pushes to users and rooms, and the in-memory state they share. Start-up and shutdown (attach, drain)
 * are the composition's, on the class itself.
 */
export interface ChatGateway {
  readonly settings: ImSettings;
  readonly faults: ImFaults;
  readonly polls: PollHub;
  readonly presence: Presence;
  /** Who was announced entering a live room within the presence window (EnterRoomMessage once per window). */
  readonly entrances: Entrances;
  readonly groupSockets: GroupSockets;
  /** When members last sent in each room, for slow mode. */
  readonly sendSpacing: SendSpacing;
  /** How many messages each user sent this second (send-limit.ts). */
  readonly sendLimit: SendLimit;
  /** Who follows whose user status (status-subscriptions.ts). */
  readonly statusSubscriptions: StatusSubscriptions;
  /** How this node reaches the others (bus/bus.ts). */
  readonly bus: Bus;
  /** The server the gateway serves, once attached. */
  readonly context: ChatContext;
  readonly log: FastifyBaseLogger;
  /** True once the server is shutting down: polls answer at once, new sockets are refused. */
  readonly isClosing: boolean;
  /** Open sockets, logged in or not. */
  readonly socketCount: number;
  add(connection: ImConnection): void;
  /** A socket closed: it leaves its user, and its live rooms keep counting it as online for the presence window. */
  remove(connection: ImConnection): void;
  /** Binds a login to a socket; another socket of the same user is closed (user-sockets.ts). */
  login(connection: ImConnection, user: SessionUser): void;
  /** Closes every socket of the user on every node, telling it the server signed it out (an operator ended its sessions). */
  signOut(userId: string): void;
  /** Forgets a socket's login (the socket may stay open). */
  logout(connection: ImConnection): void;
  /** The user's status changed on this node (first socket, last socket, or `custom`: its custom status). */
  statusChanged(userId: string, custom?: boolean): void;
  /** `subscriber` follows the users' status (those that fit under its bound), on every node. */
  subscribeStatus(subscriber: string, targets: readonly string[]): { added: string[]; full: string[] };
  /** Stops following `targets` (everyone with `all`) on every node. */
  unsubscribeStatus(subscriber: string, targets: readonly string[] | 'all'): void;
  /** Online: a logged-in socket on this node or, on a shared bus, on another. */
  isOnline(userId: string): boolean;
  /** The logged-in sockets of a user. */
  socketsOf(userId: string): ImConnection[];
  /** Sends a push to every socket of the user, but `except`, on every node. */
  push(userId: string, frame: Frame, except?: ImConnection): void;
  /** Users with an open socket over which they joined the group. */
  connectedMembers(groupId: string): string[];
  /** Pushes a live room's message to every socket that joined the room, on every node. */
  pushToGroup(groupId: string, message: WireMessage): void;
  /** A room's stored messages changed without a message (cleared): every node's polls read them again. */
  invalidateRoom(groupId: string): void;
  /** The users were banned from the live room: they leave it on every node. */
  banFromRoom(groupId: string, userIds: readonly string[]): void;
  /** Ends the member's poll keys of the group on every node. */
  endPollKeys(groupId: string, memberId: string): void;
}
