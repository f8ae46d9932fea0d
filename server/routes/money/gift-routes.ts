import type { FastifyInstance } from 'fastify';
import type { AttentAnchorRequest, LivePageRequest, SendBagGiftRequest, SendGiftRequest } from '../../../schema/generated/api.ts';
import { giftById, giftCounts, gifts, pickedGift } from '../../domain/money/gifts/gift-catalogue.ts';
import { giftSvg } from '../../domain/money/gifts/gift-icons.ts';
import { bagItems, bagSend } from '../../domain/money/gifts/gifts.ts';
import { ok, sendNotFound } from '../../http/envelope.ts';
import { ref } from '../../http/api-schemas.ts';
import { requireUser } from '../../http/session.ts';
import type { ServerContext } from '../../server-context.ts';
import { followedAnchors } from '../../domain/accounts/follows.ts';
import { followAnchor, sendRoomGift } from '../rooms/chat-ports.ts';
import type { Paged } from '../../http/request-types.ts';

/**
 * Gifts and following in live rooms (spec 000 §3 giftList, gift_spend, fans_count; §4 GiftAnimation, AttentAnchor;
 * §9 quantity presets). The spec does not show the calls: designed in docs/api.md "Gifts and following". A send is
 * paid by the gifts' rules and told to the room by the rooms' (sendRoomGift).
 */
export function giftRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;

  app.post('/api/live/getGiftList', async () => ok({ list: gifts, counts: [...giftCounts] }));

  app.get<{ Params: { file: string } }>('/static/gifts/:file', async (request, reply) => {
    const gift = giftById(Number(request.params.file.match(/^(\d{1,3})\.svg$/)?.[1]));
    if (!gift) return sendNotFound(reply, 'not found');
    return reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(giftSvg(gift.id));
  });

  app.post<{ Body: SendGiftRequest }>('/api/live/sendGift', { schema: { body: ref('live/send-gift.request') } }, async (request) => {
    const user = await requireUser(context, request);
    const { liveid, gift_id, count, request_id } = request.body;
    return ok(await sendRoomGift(context, user, liveid, pickedGift(gift_id, count), count, request_id));
  });

  app.post('/api/live/getBagItems', async (request) => {
    const user = await requireUser(context, request);
    return ok({ list: await bagItems(db, user.id, clock.now()) });
  });

  app.post<{ Body: SendBagGiftRequest }>(
    '/api/live/sendBagGift',
    { schema: { body: ref('live/send-bag-gift.request') } },
    async (request) => {
      const user = await requireUser(context, request);
      const { liveid, bag_id, request_id } = request.body;
      const { gift, count } = await bagSend(db, { userId: user.id, bagId: bag_id, requestId: request_id, now: clock.now() });
      return ok(await sendRoomGift(context, user, liveid, gift, count, request_id, bag_id));
    },
  );

  app.post<{ Body: Paged<LivePageRequest> }>(
    '/api/live/getAttentAnchorList',
    { schema: { body: ref('live/page.request') } },
    async (request) => {
      const user = await requireUser(context, request);
      const { page, size } = request.body;
      return ok({ ...(await followedAnchors(db, user.id, page, size)), page, size });
    },
  );

  app.post<{ Body: AttentAnchorRequest }>(
    '/api/live/attentAnchor',
    { schema: { body: ref('live/attent-anchor.request') } },
    async (request) => {
      const user = await requireUser(context, request);
      const { changed: _changed, ...result } = await followAnchor(context, user, request.body.anchorid, request.body.attent === 1);
      return ok(result);
    },
  );
}
