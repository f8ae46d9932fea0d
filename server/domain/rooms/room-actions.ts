import { DomainError } from '../errors.ts';
import type { Clock, Database } from '../ports.ts';
import { setFollow, type FollowResult } from '../accounts/follows.ts';
import { sendGift, type SendResult } from '../money/gifts/gifts.ts';
import { bigGiftGold, type Gift } from '../money/gifts/gift-catalogue.ts';
import type { RoomNotice, RoomNotices } from './ports.ts';
import { insertRoomLine } from './room-lines-store.ts';
import { liveIdsOfAnchor, otherLiveIds, roomAnchor } from './rooms-store.ts';

/**
 * What a viewer does in a live room and how the room hears of it: a gift, a follow, a chat line. The fans' API and the
 * robots (domain/rooms/robots) both come through here, so a robot's gift is paid, credited and announced as a fan's is.
 */

/** What a viewer's action in a room needs: the database, the server clock and the room's chat. */
export interface RoomActionPorts {
  db: Database;
  clock: Clock;
  notices: RoomNotices;
}

/** A line of the room's HTTP history (getLiveChat); `userId` is null for lines nobody in particular wrote. */
export async function keepLine(
  room: { db: Database; clock: Clock },
  liveId: number,
  line: { userId: number | null; nick: string; kind: string; content: string; gift?: unknown; at?: Date },
): Promise<void> {
  await insertRoomLine(room.db, liveId, { ...line, at: line.at ?? room.clock.now() });
}

/** A line of the room's chat: kept for the HTTP history and stored in the room's chat group. */
async function announce(
  ports: RoomActionPorts,
  liveId: number,
  userId: number,
  event: RoomNotice & { nick_name: string },
  content: string,
  gift: unknown = null,
): Promise<void> {
  await keepLine(ports, liveId, { userId, nick: event.nick_name, kind: event.type, content, gift });
  await ports.notices.publishStored(`live_${liveId}`, event);
}

/** One send, paid in gold or by a coupon of the sender's bag, then told to the room (and to the others when big). */
export async function sendRoomGift(
  ports: RoomActionPorts,
  user: { id: number; nick_name: string },
  liveid: number,
  gift: Gift,
  count: number,
  requestId: string,
  couponId?: number,
): Promise<SendResult> {
  const { db, clock, notices } = ports;
  const room = await roomAnchor(db, liveid);
  if (!room) throw new DomainError('NOT_FOUND', '直播间不存在');
  if (room.anchor_id === user.id) throw new DomainError('BAD_INPUT', '不能给自己送礼物');
  const { result, fresh } = await sendGift(db, {
    userId: user.id,
    anchorId: room.anchor_id,
    liveId: liveid,
    gift,
    count,
    requestId,
    now: clock.now(),
    couponId,
  });
  if (fresh) {
    const line = { gift_id: gift.id, gift_name: gift.name, gift_name_en: gift.name_en, icon: gift.icon, count };
    const sender = { uid: String(user.id), nick_name: user.nick_name };
    // send_id lets the sender's app, which shows its own gift at once, skip the room's copy of it.
    await announce(
      ports,
      liveid,
      user.id,
      { type: 'GiftAnimation', ...sender, ...line, send_id: result.id },
      `${gift.name} x${count}`,
      line,
    );
    if (result.amount >= bigGiftGold) {
      // Online-only: a banner about a gift is news now, not history; the sender's room has the animation instead.
      const others = await otherLiveIds(db, liveid);
      const notice = {
        type: 'OtherRoomPackageNotify' as const,
        ...sender,
        liveid,
        anchorid: room.anchor_id,
        anchor_nick_name: room.anchor_nick,
        ...line,
        amount: result.amount,
      };
      for (const other of others) notices.publishOnlineOnly(`live_${other}`, notice);
    }
  }
  return result;
}

/** Follows or unfollows an anchor; a new follow is told to the anchor's rooms (AttentAnchor). */
export async function followAnchor(
  ports: RoomActionPorts,
  user: { id: number; nick_name: string },
  anchorId: number,
  follow: boolean,
): Promise<FollowResult> {
  const result = await setFollow(ports.db, user.id, anchorId, follow, ports.clock.now());
  if (result.changed && result.attent === 1) {
    for (const liveid of await liveIdsOfAnchor(ports.db, result.anchorid))
      await announce(
        ports,
        liveid,
        user.id,
        { type: 'AttentAnchor', uid: String(user.id), nick_name: user.nick_name, anchorid: result.anchorid },
        '',
      );
  }
  return result;
}
