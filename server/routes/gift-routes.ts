import type { FastifyInstance } from 'fastify';
import { ApiError, apiStatus, ok, sendNotFound } from '../http/envelope.ts';
import { ref } from '../http/api-schemas.ts';
import { publishOnlineOnly, publishStored, type RoomEvent } from '../im/room-events.ts';
import { followedAnchors, setFollow } from '../services/follows.ts';
import { bagItems, bigGiftGold, giftById, giftCounts, gifts, sendGift, type Gift } from '../services/gifts.ts';
import { giftSvg } from '../services/gift-icons.ts';
import type { ServerContext } from '../services/server-context.ts';
import { requireUser } from '../services/sessions.ts';

type SendBody = { liveid: number; gift_id: number; count: number; request_id: string };

/**
 * Gifts and following in live rooms (spec 000 §3 giftList, gift_spend, fans_count; §4 GiftAnimation, AttentAnchor;
 * §9 quantity presets). The spec does not show the calls: designed in docs/api.md "Gifts and following".
 */
export function giftRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock, im } = context;

  /** A line of the room's chat: kept for the HTTP history (getLiveChat) and stored in the room's chat group. */
  const announce = async (liveId: number, userId: number, event: RoomEvent & { nick_name: string }, content: string, gift: unknown = null) => {
    await db.query('insert into room_messages (liveid, user_id, nick_name, kind, content, created_at, gift) values ($1, $2, $3, $4, $5, $6, $7)', [
      liveId, userId, event.nick_name, event.type, content, clock.now().toISOString(), gift === null ? null : JSON.stringify(gift),
    ]);
    await publishStored(im, `live_${liveId}`, event);
  };

  app.post('/api/live/getGiftList', async () => ok({ list: gifts, counts: [...giftCounts] }));

  app.get<{ Params: { file: string } }>('/static/gifts/:file', async (request, reply) => {
    const gift = giftById(Number(/^(\d{1,3})\.svg$/.exec(request.params.file)?.[1]));
    if (!gift) return sendNotFound(reply, 'not found');
    return reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(giftSvg(gift.id));
  });

  /** One send, paid in gold or by a coupon of the fan's bag, then told to the room (and to the others when big). */
  const send = async (user: { id: number; nick_name: string }, liveid: number, gift: Gift, count: number, requestId: string, couponId?: number) => {
    const [room] = await db.query<{ anchor_id: number; anchor_nick: string }>('select r.anchor_id, u.nick_name as anchor_nick from rooms r join users u on u.id = r.anchor_id where r.liveid = $1', [liveid]);
    if (!room) throw new ApiError(apiStatus.notFound, '直播间不存在');
    if (room.anchor_id === user.id) throw new ApiError(apiStatus.badInput, '不能给自己送礼物');
    const { result, fresh } = await sendGift(db, { userId: user.id, anchorId: room.anchor_id, liveId: liveid, gift, count, requestId, now: clock.now(), couponId });
    if (fresh) {
      const line = { gift_id: gift.id, gift_name: gift.name, gift_name_en: gift.name_en, icon: gift.icon, count };
      const sender = { uid: String(user.id), nick_name: user.nick_name };
      // send_id lets the sender's app, which shows its own gift at once, skip the room's copy of it.
      await announce(liveid, user.id, { type: 'GiftAnimation', ...sender, ...line, send_id: result.id }, `${gift.name} x${count}`, line);
      if (result.amount >= bigGiftGold) {
        // Online-only: a banner about a gift is news now, not history; the sender's room has the animation instead.
        const others = await db.query<{ liveid: number }>('select liveid from rooms where liveid <> $1 order by liveid', [liveid]);
        const notice = { type: 'OtherRoomPackageNotify' as const, ...sender, liveid, anchorid: room.anchor_id, anchor_nick_name: room.anchor_nick, ...line, amount: result.amount };
        for (const other of others) publishOnlineOnly(im, `live_${other.liveid}`, notice);
      }
    }
    return result;
  };

  app.post<{ Body: SendBody }>('/api/live/sendGift', { schema: { body: ref('live/send-gift.request') } }, async (request) => {
    const user = await requireUser(context, request);
    const { liveid, gift_id, count, request_id } = request.body;
    if (!(giftCounts as readonly number[]).includes(count)) throw new ApiError(apiStatus.badInput, `礼物数量只能是 ${giftCounts.join('、')}`);
    const gift = giftById(gift_id);
    if (!gift) throw new ApiError(apiStatus.notFound, '礼物不存在');
    return ok(await send(user, liveid, gift, count, request_id));
  });

  app.post('/api/live/getBagItems', async (request) => {
    const user = await requireUser(context, request);
    return ok({ list: await bagItems(db, user.id, clock.now()) });
  });

  app.post<{ Body: { liveid: number; bag_id: number; request_id: string } }>('/api/live/sendBagGift', { schema: { body: ref('live/send-bag-gift.request') } }, async (request) => {
    const user = await requireUser(context, request);
    const { liveid, bag_id, request_id } = request.body;
    // A repeated request id answers its first send, even once the coupon is used; else the coupon must be in the bag.
    const [earlier] = await db.query<{ gift_id: number; count: number }>('select gift_id, count from gift_sends where user_id = $1 and request_id = $2', [user.id, request_id]);
    const item = earlier ? undefined : (await bagItems(db, user.id, clock.now())).find((i) => i.id === bag_id);
    if (!earlier && !item) throw new ApiError(apiStatus.notFound, '背包里没有这张礼券');
    const gift = giftById(earlier?.gift_id ?? item!.gift_id)!;
    return ok(await send(user, liveid, gift, earlier?.count ?? item!.count, request_id, bag_id));
  });

  app.post<{ Body: { page: number; size: number } }>('/api/live/getAttentAnchorList', { schema: { body: ref('live/page.request') } }, async (request) => {
    const user = await requireUser(context, request);
    const { page, size } = request.body;
    return ok({ ...(await followedAnchors(db, user.id, page, size)), page, size });
  });

  app.post<{ Body: { anchorid: number; attent: 0 | 1 } }>('/api/live/attentAnchor', { schema: { body: ref('live/attent-anchor.request') } }, async (request) => {
    const user = await requireUser(context, request);
    const { changed, ...result } = await setFollow(db, user.id, request.body.anchorid, request.body.attent === 1, clock.now());
    if (changed && result.attent === 1) {
      const rooms = await db.query<{ liveid: number }>('select liveid from rooms where anchor_id = $1', [result.anchorid]);
      for (const { liveid } of rooms) await announce(liveid, user.id, { type: 'AttentAnchor', uid: String(user.id), nick_name: user.nick_name, anchorid: result.anchorid }, '');
    }
    return ok(result);
  });
}
