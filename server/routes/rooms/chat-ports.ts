import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { ContentLanguage, ReadThroughCache } from '../../domain/ports.ts';
import type { LivePagePorts } from '../../domain/rooms/live-pages.ts';
import type { AudienceCounter, RoomCrowd, RoomModeration, RoomNotices } from '../../domain/rooms/ports.ts';
import * as actions from '../../domain/rooms/room-actions.ts';
import { banAsRoom as banAsRoomRule } from '../../domain/rooms/room-bans.ts';
import type { RoomManagePorts } from '../../domain/rooms/room-manage.ts';
import type { RobotPorts } from '../../domain/rooms/robots/robots.ts';
import type { FollowResult } from '../../domain/accounts/follows.ts';
import type { Gift } from '../../domain/money/gifts/gift-catalogue.ts';
import type { SendResult } from '../../domain/money/gifts/gifts.ts';
import { banSecondsLeft } from '../../im/store/ban-store.ts';
import { publishOnlineOnly, publishStored, publishUserText, type RoomEvent } from '../../im/room-events.ts';
import { banInRoom, clearRoomChat } from '../../im/room-moderation.ts';
import type { HoldTell } from '../../im/held-tells.ts';

// The rooms' ports (domain/rooms/ports.ts) over the chat gateway: the routes, the jobs and start-up build them here,
// and so do the chat's commands that act as a room's managers do.

/** The chat gateway, as its publishers take it. */
type Gateway = Parameters<typeof publishStored>[0];
/** What moderating a room's chat takes: the database, the clock and the gateway. */
type RoomChat = Parameters<typeof banInRoom>[0];
/** The robots, as a room's audience counts them. */
type RobotsPresent = { present(liveid: number, now: Date): number };

/** Users and chat guests in the room by the gateway: sockets joined now and readers seen within its presence window. */
export function viewersIn(im: Gateway, liveId: number): number {
  const groupId = `live_${liveId}`;
  return im.presence.count(groupId, im.connectedMembers(groupId));
}

/** A room's viewers, as the gateway counts them. */
export const audienceCounter = (im: Gateway): AudienceCounter => ({ viewersIn: (liveId) => viewersIn(im, liveId) });

/** Who a room's audience counts besides its seeded crowd: the robots in it and the viewers the gateway counts. */
export function roomCrowd(context: { im: Gateway; robots?: RobotsPresent }): RoomCrowd {
  return { present: (liveid, now) => (context.robots?.present(liveid, now) ?? 0) + viewersIn(context.im, liveid) };
}

/**
 * The rooms' messages, published by the gateway. With `hold` (a caller's transaction, im/held-tells.ts) the
 * online-only ones wait for its commit; stored ones are written by the gateway's own connection, after the rules.
 */
export function roomNotices(im: Gateway, hold?: HoldTell): RoomNotices {
  const now = (tell: () => void) => tell();
  const tell = hold ?? now;
  return {
    // The chat layer's RoomEvent does not list the audience's LiveGroupMemberJoinExit; the gateway carries any
    // realtime message as JSON.
    publishStored: (groupId, notice) => publishStored(im, groupId, notice as RoomEvent),
    publishOnlineOnly: (groupId, notice) => tell(() => void publishOnlineOnly(im, groupId, notice as RoomEvent)),
    publishUserText: (groupId, user, text, at) => publishUserText(im, groupId, user, text, at),
  };
}

/** The chat's bans and clearing of a room, by the gateway. */
export function roomModeration(chat: RoomChat): RoomModeration {
  return {
    banSecondsLeft: (groupId, userId, now) => banSecondsLeft(chat.db, groupId, userId, now),
    ban: (liveId, userId, duration, blocksJoin) => banInRoom(chat, liveId, userId, duration, blocksJoin),
    clearChat: (liveId) => clearRoomChat(chat, liveId),
  };
}

/** A viewer's gift or follow in a room (domain/rooms/room-actions.ts), told through the gateway. */
const roomActions = (context: { db: Database; clock: Clock; im: Gateway }): actions.RoomActionPorts => ({
  db: context.db,
  clock: context.clock,
  notices: roomNotices(context.im),
});

/** One send in a room, paid and told to the room (domain/rooms/room-actions.ts sendRoomGift). */
export function sendRoomGift(
  context: { db: Database; clock: Clock; im: Gateway },
  user: { id: number; nick_name: string },
  liveid: number,
  gift: Gift,
  count: number,
  requestId: string,
  couponId?: number,
): Promise<SendResult> {
  return actions.sendRoomGift(roomActions(context), user, liveid, gift, count, requestId, couponId);
}

/** Follows or unfollows an anchor; a new follow is told to the anchor's rooms (domain/rooms/room-actions.ts). */
export function followAnchor(
  context: { db: Database; clock: Clock; im: Gateway },
  user: { id: number; nick_name: string },
  anchorId: number,
  follow: boolean,
): Promise<FollowResult> {
  return actions.followAnchor(roomActions(context), user, anchorId, follow);
}

/** A ban by the room's anchor or a manager (domain/rooms/room-bans.ts banAsRoom), carried out by the gateway. */
export function banAsRoom(chat: RoomChat, liveId: number, userId: number, duration: number, by: number, blocksJoin = false): Promise<void> {
  return banAsRoomRule({ db: chat.db, clock: chat.clock, moderation: roomModeration(chat) }, liveId, userId, duration, by, blocksJoin);
}

/** What the live pages read, with the robots and viewers in the rooms. */
export function livePagePorts(context: {
  db: Database;
  cache: ReadThroughCache;
  clock: Clock;
  im: Gateway;
  robots?: RobotsPresent;
}): LivePagePorts {
  return { db: context.db, cache: context.cache, clock: context.clock, crowd: roomCrowd(context) };
}

/**
 * What managing a room needs, over the gateway. With `hold` (`db` is then a transaction), what the room hears waits for
 * the commit (im/held-tells.ts).
 */
export function roomManagePorts(context: RoomChat & { cache: Pick<ReadThroughCache, 'clear'> }): RoomManagePorts {
  const { cache, hold } = context;
  return {
    db: context.db,
    clock: context.clock,
    // Cleared after the commit: cleared inside the transaction, a list read meanwhile would cache the old rows again.
    cache: { clear: hold ? () => hold(() => cache.clear()) : () => cache.clear() },
    notices: roomNotices(context.im, hold),
    moderation: roomModeration(context),
  };
}

/** What the robots need, over the gateway; its log is read when a robot fails (it is attached after start-up). */
export function robotPorts(
  context: RoomChat & { cache: Pick<ReadThroughCache, 'get'>; site: string; language: ContentLanguage },
): RobotPorts {
  return {
    db: context.db,
    cache: context.cache,
    clock: context.clock,
    site: context.site,
    language: context.language,
    notices: roomNotices(context.im),
    moderation: roomModeration(context),
    log: { warn: (detail, message) => context.im.log.warn(detail, message) },
  };
}
