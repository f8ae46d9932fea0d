import { encodeStatusPush, UserStatusType, type WireUserStatus } from '../../runtime/im/protocol/service-codec.ts';
import { customStatusesOf } from './store/status-store.ts';
import type { ChatGateway } from './gateway-port.ts';
import { pushFrame } from './wire.ts';

/** Statuses of registered users now: online with a logged-in socket on any node, else offline; custom statuses base64 (spec 001 §3). */
export async function statusesOf(gateway: ChatGateway, userIds: readonly string[]): Promise<WireUserStatus[]> {
  const custom = await customStatusesOf(gateway.context.db, userIds);
  return userIds.map((userId) => ({
    userId,
    statusType: gateway.isOnline(userId) ? UserStatusType.ONLINE : UserStatusType.OFFLINE,
    customStatus: Buffer.from(custom.get(userId) ?? '', 'utf8').toString('base64'),
  }));
}

/**
 * Tells the followers of `userId` on this node's sockets its status now (`push.status`): it came online, went offline
 * or set a custom status. Every node holds every subscription and hears every change (the bus), and tells its own
 * sockets: a follower hears each change once, from the node it is connected to.
 */
export async function announceStatus(gateway: ChatGateway, userId: string): Promise<void> {
  const followers = gateway.statusSubscriptions.followersOf(userId).filter((follower) => gateway.socketsOf(follower).length > 0);
  if (followers.length === 0) return;
  const bytes = encodeStatusPush({ statuses: await statusesOf(gateway, [userId]) });
  for (const follower of followers) {
    const frame = pushFrame('push.status', follower, { service: bytes });
    for (const socket of gateway.socketsOf(follower)) socket.send(frame);
  }
}
