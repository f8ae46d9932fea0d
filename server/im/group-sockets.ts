import { encodeFrame, type WireMessage } from '../../runtime/im/protocol/codec.ts';
import { webSocketMessage, type ImConnection } from './connection.ts';
import { pushFrame } from './wire.ts';

/**
 * The open sockets over which users joined each live room: a room's messages are pushed to them as they happen
 * (long pollers read the same messages by polling). Indexed by group, so a push costs the room's sockets, not all.
 *
 * Every socket write is a system call, and a busy room has a thousand sockets: so the messages of a room that are
 * ready in the same turn of the event loop go out together, as one `push.message` frame encoded once for every
 * socket. A gateway that keeps up sends each message alone at once; one that falls behind batches more, and catches
 * up, instead of queueing a write per message per socket.
 */
export class GroupSockets {
  private readonly byGroup = new Map<string, Set<ImConnection>>();
  private readonly ready = new Map<string, WireMessage[]>();
  private flushing = false;

  join(connection: ImConnection, groupId: string): void {
    connection.groups.add(groupId);
    let sockets = this.byGroup.get(groupId);
    if (!sockets) this.byGroup.set(groupId, (sockets = new Set()));
    sockets.add(connection);
  }

  leave(connection: ImConnection, groupId: string): void {
    connection.groups.delete(groupId);
    const sockets = this.byGroup.get(groupId);
    sockets?.delete(connection);
    if (sockets?.size === 0) this.byGroup.delete(groupId);
  }

  /** The socket logged out or closed: it leaves every room it joined. */
  leaveAll(connection: ImConnection): void {
    for (const groupId of [...connection.groups]) this.leave(connection, groupId);
  }

  members(groupId: string): ImConnection[] {
    return [...(this.byGroup.get(groupId) ?? [])];
  }

  /** Pushes a message to every socket in the room, with the others that are ready in this turn (see above). */
  push(groupId: string, message: WireMessage): void {
    if (!this.byGroup.has(groupId)) return;
    const ready = this.ready.get(groupId);
    if (ready) ready.push(message);
    else this.ready.set(groupId, [message]);
    if (this.flushing) return;
    this.flushing = true;
    setImmediate(() => this.flush());
  }

  private flush(): void {
    this.flushing = false;
    for (const [groupId, messages] of this.ready) {
      this.ready.delete(groupId);
      const sockets = this.byGroup.get(groupId);
      if (!sockets) continue;
      // Encoded once for all sockets, so the header names no user.
      const bytes = encodeFrame(pushFrame('push.message', '', { messagePush: { messages } }));
      const framed = webSocketMessage(bytes);
      for (const connection of sockets) {
        // A socket that closed without leaving (it cannot happen through the gateway, but costs nothing to check).
        if (connection.open) connection.sendBytes(bytes, framed);
        else this.leaveAll(connection);
      }
    }
  }
}
