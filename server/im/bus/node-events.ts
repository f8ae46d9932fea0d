import type { GroupSockets } from '../group-sockets.ts';
import type { PollHub } from '../long-poll/poll-hub.ts';
import type { OtherNodesOnline } from '../other-nodes-online.ts';
import type { Presence } from '../presence.ts';
import type { StatusSubscriptions } from '../status-subscriptions.ts';
import type { UserSockets } from '../user-sockets.ts';
import type { Bus, BusEvent } from './bus.ts';
import type { RoomRelay } from './room-relay.ts';

/** What the other nodes' events reach of a gateway node (gateway.ts hands it over once its parts exist). */
export interface NodeEventTarget {
  readonly bus: Bus;
  readonly polls: PollHub;
  readonly presence: Presence;
  readonly groupSockets: GroupSockets;
  readonly users: UserSockets;
  readonly statusSubscriptions: StatusSubscriptions;
  readonly otherNodesOnline: OtherNodesOnline;
  /** Stored room messages in sequence order (only on a shared bus). */
  readonly relay?: RoomRelay;
  /** Online: a logged-in socket on this node or on another. */
  isOnline(userId: string): boolean;
  /** Tells the user's followers on this node its status now. */
  announce(userId: string): void;
  /** The users leave the live room on this node (sockets, presence, poll keys); returns the ban's stamp. */
  leaveBanned(groupId: string, userIds: readonly string[], stamp?: number): number | undefined;
  /** Users with an open socket here over which they joined the group. */
  connectedMembers(groupId: string): string[];
}

/** Another node's event (bus/bus.ts): delivered to this node's own sockets and polls. */
export function applyNodeEvent(node: NodeEventTarget, event: BusEvent, fromNode: string): void {
  switch (event.kind) {
    case 'room':
      if (event.message.sequence) node.relay?.stored(event.groupId, event.message, false);
      else {
        node.polls.deliverOnlineOnly(event.groupId, event.message, event.stamp);
        node.groupSockets.push(event.groupId, event.message);
      }
      return;
    case 'user':
      for (const connection of node.users.socketsOf(event.userId)) connection.sendBytes(event.frame);
      return;
    case 'kick': {
      const wasHere = node.users.has(event.userId);
      node.users.closeOthers(event.userId, event.instanceId);
      // Gone from this node without going offline (the login elsewhere is online): the other nodes just forget it here.
      if (wasHere && !node.users.has(event.userId))
        node.bus.publish({ kind: 'status', userId: event.userId, online: false, custom: false });
      return;
    }
    case 'status': {
      const wasOnline = node.isOnline(event.userId);
      node.otherNodesOnline.changed(fromNode, event.userId, event.online);
      if (event.custom || node.isOnline(event.userId) !== wasOnline) node.announce(event.userId);
      return;
    }
    case 'subscribe':
      node.statusSubscriptions.subscribe(event.subscriber, event.targets);
      return;
    case 'unsubscribe':
      return node.statusSubscriptions.unsubscribe(event.subscriber, event.targets);
    case 'signOut':
      return node.users.closeAll(event.userId);
    case 'invalidate':
      return node.polls.tails.invalidate(event.groupId);
    case 'ban':
      node.leaveBanned(event.groupId, event.userIds, event.stamp);
      return;
    case 'revoke':
      node.polls.revoke(event.groupId, event.memberId, event.stamp);
      return;
    case 'presence':
      if (event.online) node.otherNodesOnline.replace(fromNode, event.online);
      return node.presence.otherNodeCounts(fromNode, event.rooms);
  }
}

/**
 * Tells the other nodes how many this node counts in each room it has someone in (presence.ts sums them), and who is
 * logged in here; then the users of a node silent for the window (dead, or cut off) go offline for their followers.
 */
export function sharePresence(node: NodeEventTarget): void {
  const rooms: Record<string, number> = {};
  const joined = node.users.all().flatMap((connection) => [...connection.groups]);
  for (const groupId of new Set([...node.presence.roomsSeen(), ...joined]))
    rooms[groupId] = node.presence.localCount(groupId, node.connectedMembers(groupId));
  node.bus.publish({ kind: 'presence', rooms, online: node.users.userIds() });
  for (const userId of new Set(node.otherNodesOnline.prune())) if (!node.isOnline(userId)) node.announce(userId);
}
