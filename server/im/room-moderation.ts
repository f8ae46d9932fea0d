import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { ChatGateway } from './gateway-port.ts';
import { chatNick, publishOnlineOnly } from './room-events.ts';
import { withHeldTells, type HoldTell } from './held-tells.ts';
import { deleteRanOutBans, setBan } from './store/ban-store.ts';
import { deleteRoomChat } from './store/room-store.ts';
import { unixNow } from './wire.ts';

/**
 * What both the operator's admin API and a room's managers (docs/api.md "Managing a live room") do to a room's chat.
 * Callers check who may; these do it and tell the room, as online-only realtime messages (docs/im-api.md).
 */

/** What moderating a room's chat needs: the database, the server clock and the gateway that tells the room. */
export interface RoomChat {
  db: Database;
  clock: Clock;
  im: ChatGateway;
  /**
   * Where a caller working in a transaction (`db` is then the transaction) holds the room's tells until it commits
   * (held-tells.ts); without one the room is told at once.
   */
  hold?: HoldTell;
}

/** Empties the room's chat for everyone, newcomers too: the HTTP history and the stored group messages go. */
export async function clearRoomChat(context: RoomChat, liveId: number): Promise<void> {
  const { db, im } = context;
  const groupId = `live_${liveId}`;
  await deleteRoomChat(db, liveId, groupId);
  // The room's poll answers come from memory (long-poll/room-tail.ts) on every node: they must forget the cleared messages too.
  im.invalidateRoom(groupId);
  publishOnlineOnly(im, groupId, { type: 'clearChatList', group_id: groupId });
}

/**
 * The user's group.send in the room answers 10017 for `duration` seconds of the server clock (0 lifts the ban), and
 * their group.join too when `blocksJoin` (the SDK's live-room ban); the room hears Banuser. Answers the ban's end in
 * unix seconds (0 when lifted). Inside a caller's transaction, Banuser waits for `hold`'s commit.
 */
export async function banInRoom(context: RoomChat, liveId: number, userId: string, duration: number, blocksJoin = false): Promise<number> {
  const now = unixNow(context.clock.now());
  const groupId = `live_${liveId}`;
  await setBan(context.db, groupId, userId, now, duration, blocksJoin);
  const notice = { type: 'Banuser', uid: userId, nick_name: await chatNick(context.db, userId), duration } as const;
  const tell = () => void publishOnlineOnly(context.im, groupId, notice);
  if (context.hold) context.hold(tell);
  else tell();
  return duration > 0 ? now + duration : 0;
}

/** A product room's chat group (`live_<liveid>`), the rooms whose bans the console and the fan app show. */
const productRoomPattern = /^live_[1-9]\d{0,8}$/;

/**
 * Ends at most `limit` bans whose time ran out by the server clock, in one transaction: their rows go (the console's
 * room screen hears of it through migration 067's trigger on commit) and then each product room hears Banuser with
 * duration 0, as at a lift, so the fan app and every reader stop showing the fan as banned. A created group's ban
 * just goes: nothing in its protocol announces a ban's end. Answers how many ended.
 */
export async function endRanOutBans(context: RoomChat, limit: number): Promise<number> {
  const now = unixNow(context.clock.now());
  return withHeldTells(context.db, async (tx, hold) => {
    const ended = await deleteRanOutBans(tx, now, limit);
    for (const { group_id: groupId, user_id: uid } of ended) {
      if (!productRoomPattern.test(groupId)) continue;
      const notice = { type: 'Banuser', uid, nick_name: await chatNick(tx, uid), duration: 0 } as const;
      hold(() => void publishOnlineOnly(context.im, groupId, notice));
    }
    return ended.length;
  });
}
