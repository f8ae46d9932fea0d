import type { Bus } from './bus/bus.ts';
import type { ImConnection, SessionUser } from './connection.ts';
import { closeCodes } from './gateway-port.ts';
import type { GroupSockets } from './group-sockets.ts';
import type { Presence } from './presence.ts';
import { pushFrame } from './wire.ts';

/** What the sockets' registry reaches of the gateway (gateway.ts makes it). */
export interface UserSocketsParts {
  presence: Presence;
  groupSockets: GroupSockets;
  bus: Bus;
  /** ImSettings.instancesPerUser, read at each login (tests change it at run time). */
  instancesPerUser(): number;
  /** The user's first socket opened here or its last closed: the gateway tells its followers. */
  statusChanged(userId: string): void;
}

/**
 * The gateway's open sockets and who is logged in on which: a login, the sockets a login or an operator closes, and
 * forgetting a socket's login. One per gateway; what a status change means for followers stays the gateway's.
 */
export class UserSockets {
  private readonly connections = new Set<ImConnection>();
  private readonly byUser = new Map<string, Set<ImConnection>>();

  constructor(private readonly parts: UserSocketsParts) {}

  /** Open sockets, logged in or not. */
  get count(): number {
    return this.connections.size;
  }

  /** Every open socket, logged in or not (a copy: closing them changes the set). */
  all(): ImConnection[] {
    return [...this.connections];
  }

  /** The users logged in on this node. */
  userIds(): string[] {
    return [...this.byUser.keys()];
  }

  /** Whether the user has a logged-in socket on this node. */
  has(userId: string): boolean {
    return this.byUser.has(userId);
  }

  add(connection: ImConnection): void {
    this.connections.add(connection);
  }

  /** A socket closed: it leaves its user. */
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
    this.closeOthers(user.id, user.instanceId, connection);
    // The user's sockets on other nodes close the same way.
    if (this.parts.bus.shared) this.parts.bus.publish({ kind: 'kick', userId: user.id, instanceId: user.instanceId });
    // Looked up after the loop: logging the others out may have dropped the user's entry.
    let sockets = this.byUser.get(user.id);
    if (!sockets) this.byUser.set(user.id, (sockets = new Set()));
    sockets.add(connection);
    if (!wasOnline) this.parts.statusChanged(user.id);
  }

  /**
   * Closes the user's sockets but `keep`: silently for the same instance reconnecting, else with `push.kickout`
   * (type 2), sparing the newest other instances while `instancesPerUser` allows them.
   */
  closeOthers(userId: string, instanceId: string, keep?: ImConnection): void {
    const others = this.socketsOf(userId).filter((other) => other !== keep && other.user?.instanceId !== instanceId);
    const spared = new Set(others.slice(Math.max(0, others.length - (this.parts.instancesPerUser() - 1))));
    for (const other of this.socketsOf(userId)) {
      if (other === keep || spared.has(other)) continue;
      const otherInstance = other.user?.instanceId;
      // The user stays online through the swap: no offline status in between.
      this.forget(other);
      if (otherInstance === instanceId) other.close(closeCodes.replaced, 'replaced by a newer connection of this instance');
      else {
        other.send(pushFrame('push.kickout', userId, { kickOutPush: { type: 2 } }));
        other.close(closeCodes.kickedOut, 'logged in on another instance');
      }
    }
  }

  /** Closes every socket of the user here with `push.kickout` type 3 (spec 001 §4: kicked out by the server's interface). */
  closeAll(userId: string): void {
    const sockets = this.socketsOf(userId);
    for (const socket of sockets) {
      socket.send(pushFrame('push.kickout', userId, { kickOutPush: { type: 3 } }));
      socket.close(closeCodes.kickedOut, 'signed out by the server');
    }
    for (const socket of sockets) this.logout(socket);
  }

  /** Forgets a socket's login (the socket may stay open); the user's followers learn when that was its last socket. */
  logout(connection: ImConnection): void {
    const userId = connection.user?.id;
    this.forget(connection);
    if (userId !== undefined && !this.byUser.has(userId)) this.parts.statusChanged(userId);
  }

  private forget(connection: ImConnection): void {
    const user = connection.user;
    if (!user) return;
    connection.user = undefined;
    for (const groupId of connection.groups) this.parts.presence.touch(groupId, user.id);
    this.parts.groupSockets.leaveAll(connection);
    connection.syncCookie = undefined;
    const sockets = this.byUser.get(user.id);
    sockets?.delete(connection);
    if (sockets?.size === 0) this.byUser.delete(user.id);
  }

  /** The logged-in sockets of a user. */
  socketsOf(userId: string): ImConnection[] {
    return [...(this.byUser.get(userId) ?? [])];
  }
}
