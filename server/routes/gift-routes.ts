import type { FastifyInstance } from 'fastify';
import { ok, sendNotFound } from '../http/envelope.ts';
import { DomainError } from '../domain/errors.ts';
import { ref } from '../http/api-schemas.ts';
import { followedAnchors } from '../domain/accounts/follows.ts';
import { bagItems, giftById, giftCounts, gifts } from '../services/gifts.ts';
import { giftSvg } from '../services/gift-icons.ts';
import { followAnchor, sendRoomGift } from './rooms/chat-ports.ts';
import type { ServerContext } from '../server-context.ts';
import { requireUser } from '../http/session.ts';

type SendBody = { liveid: number; gift_id: number; count: number; request_id: string };

/**
 * Gifts and following in live rooms (spec 000 §3 giftList, gift_spend, fans_count; §4 GiftAnimation, AttentAnchor;
 * §9 quantity presets). The spec does not show the calls: designed in docs/api.md "Gifts and following".
 */
export function giftRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;

  app.post('/api/live/getGiftList', async () => ok({ list: gifts, counts: [...giftCounts] }));

  app.get<{ Params: { file: string } }>('/static/gifts/:file', async (request, reply) => {
    const gift = giftById(Number(/^(\d{1,3})\.svg$/.exec(request.params.file)?.[1]));
    if (!gift) return sendNotFound(reply, 'not found');
    return reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(giftSvg(gift.id));
  });

  app.post<{ Body: SendBody }>('/api/live/sendGift', { schema: { body: ref('live/send-gift.request') } }, async (request) => {
    const user = await requireUser(context, request);
    const { liveid, gift_id, count, request_id } = request.body;
    if (!(giftCounts as readonly number[]).includes(count)) throw new DomainError('BAD_INPUT', `礼物数量只能是 ${giftCounts.join('、')}`);
    const gift = giftById(gift_id);
    if (!gift) throw new DomainError('NOT_FOUND', '礼物不存在');
    return ok(await sendRoomGift(context, user, liveid, gift, count, request_id));
  });

  app.post('/api/live/getBagItems', async (request) => {
    const user = await requireUser(context, request);
    return ok({ list: await bagItems(db, user.id, clock.now()) });
  });

  app.post<{ Body: { liveid: number; bag_id: number; request_id: string } }>(
    '/api/live/sendBagGift',
    { schema: { body: ref('live/send-bag-gift.request') } },
    async (request) => {
      const user = await requireUser(context, request);
      const { liveid, bag_id, request_id } = request.body;
      // A repeated request id answers its first send, even once the coupon is used; else the coupon must be in the bag.
      const [earlier] = await db.query<{ gift_id: number; count: number }>(
        'select gift_id, count from gift_sends where user_id = $1 and request_id = $2',
        [user.id, request_id],
      );
      const item = earlier ? undefined : (await bagItems(db, user.id, clock.now())).find((i) => i.id === bag_id);
      if (!earlier && !item) throw new DomainError('NOT_FOUND', '背包里没有这张礼券');
      const gift = giftById(earlier?.gift_id ?? item!.gift_id)!;
      return ok(await sendRoomGift(context, user, liveid, gift, earlier?.count ?? item!.count, request_id, bag_id));
    },
  );

  app.post<{ Body: { page: number; size: number } }>(
    '/api/live/getAttentAnchorList',
    { schema: { body: ref('live/page.request') } },
    async (request) => {
      const user = await requireUser(context, request);
      const { page, size } = request.body;
      return ok({ ...(await followedAnchors(db, user.id, page, size)), page, size });
    },
  );

  app.post<{ Body: { anchorid: number; attent: 0 | 1 } }>(
    '/api/live/attentAnchor',
    { schema: { body: ref('live/attent-anchor.request') } },
    async (request) => {
      const user = await requireUser(context, request);
      const { changed: _changed, ...result } = await followAnchor(context, user, request.body.anchorid, request.body.attent === 1);
      return ok(result);
    },
  );
}
