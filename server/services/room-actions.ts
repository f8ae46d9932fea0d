import { publishOnlineOnly, publishStored, type RoomEvent } from '../im/room-events.ts';
import { DomainError } from '../domain/errors.ts';
import { setFollow, type FollowResult } from '../domain/accounts/follows.ts';
import { bigGiftGold, sendGift, type Gift, type SendResult } from './gifts.ts';
import type { ServerContext } from '../server-context.ts';

/**
 * What a viewer does in a live room and how the room hears of it: a gift, a follow, a chat line. The fans' API and the
 * robots (services/robots) both come through here, so a robot's gift is paid, credited and announced as a fan's is.
 */

/** A line of the room's HTTP history (getLiveChat); `userId` is null for lines nobody in particular wrote. */
export async function keepLine(
  context: Pick<ServerContext, 'db' | 'clock'>,
  liveId: number,
  line: { userId: number | null; nick: string; kind: string; content: string; gift?: unknown; at?: Date },
): Promise<void> {
  await context.db.query(
    'insert into room_messages (liveid, user_id, nick_name, kind, content, created_at, gift) values ($1, $2, $3, $4, $5, $6, $7)',
    [
      liveId,
      line.userId,
      line.nick,
      line.kind,
      line.content,
      (line.at ?? context.clock.now()).toISOString(),
      line.gift == null ? null : JSON.stringify(line.gift),
    ],
  );
}

/** A line of the room's chat: kept for the HTTP history and stored in the room's chat group. */
async function announce(
  context: ServerContext,
  liveId: number,
  userId: number,
  event: RoomEvent & { nick_name: string },
  content: string,
  gift: unknown = null,
): Promise<void> {
  await keepLine(context, liveId, { userId, nick: event.nick_name, kind: event.type, content, gift });
  await publishStored(context.im, `live_${liveId}`, event);
}

/** One send, paid in gold or by a coupon of the sender's bag, then told to the room (and to the others when big). */
export async function sendRoomGift(
  context: ServerContext,
  user: { id: number; nick_name: string },
  liveid: number,
  gift: Gift,
  count: number,
  requestId: string,
  couponId?: number,
): Promise<SendResult> {
  const { db, clock, im } = context;
  const [room] = await db.query<{ anchor_id: number; anchor_nick: string }>(
    'select r.anchor_id, u.nick_name as anchor_nick from rooms r join users u on u.id = r.anchor_id where r.liveid = $1',
    [liveid],
  );
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
      context,
      liveid,
      user.id,
      { type: 'GiftAnimation', ...sender, ...line, send_id: result.id },
      `${gift.name} x${count}`,
      line,
    );
    if (result.amount >= bigGiftGold) {
      // Online-only: a banner about a gift is news now, not history; the sender's room has the animation instead.
      const others = await db.query<{ liveid: number }>('select liveid from rooms where liveid <> $1 order by liveid', [liveid]);
      const notice = {
        type: 'OtherRoomPackageNotify' as const,
        ...sender,
        liveid,
        anchorid: room.anchor_id,
        anchor_nick_name: room.anchor_nick,
        ...line,
        amount: result.amount,
      };
      for (const other of others) publishOnlineOnly(im, `live_${other.liveid}`, notice);
    }
  }
  return result;
}

/** Follows or unfollows an anchor; a new follow is told to the anchor's rooms (AttentAnchor). */
export async function followAnchor(
  context: ServerContext,
  user: { id: number; nick_name: string },
  anchorId: number,
  follow: boolean,
): Promise<FollowResult> {
  const result = await setFollow(context.db, user.id, anchorId, follow, context.clock.now());
  if (result.changed && result.attent === 1) {
    const rooms = await context.db.query<{ liveid: number }>('select liveid from rooms where anchor_id = $1', [result.anchorid]);
    for (const { liveid } of rooms)
      await announce(
        context,
        liveid,
        user.id,
        { type: 'AttentAnchor', uid: String(user.id), nick_name: user.nick_name, anchorid: result.anchorid },
        '',
      );
  }
  return result;
}
