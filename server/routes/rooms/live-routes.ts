import type { FastifyInstance } from 'fastify';
import type { AnchorRequest, LiveListRequest, RoomRequest } from '../../../schema/generated/api.ts';
import { liveCategories } from '../../domain/rooms/room-catalogue.ts';
import { livePage, recommendedAnchors, roomHistory, type Reader } from '../../domain/rooms/live-pages.ts';
import { loadRooms, presentRoom } from '../../domain/rooms/rooms.ts';
import { ref } from '../../http/api-schemas.ts';
import { ok } from '../../http/envelope.ts';
import { contextOf, originOf } from '../../http/request-context.ts';
import { optionalUserId } from '../../http/session.ts';
import type { ServerContext } from '../../server-context.ts';
import { livePagePorts } from './chat-ports.ts';

/** The live rooms: their categories, lists, pages and chat history (spec 000 §7). */
export function liveRoutes(app: FastifyInstance, context: ServerContext): void {
  const { clock } = context;
  const ports = livePagePorts(context);
  const readerOf = (request: Parameters<typeof originOf>[0]): Reader => ({ origin: originOf(request), lang: contextOf(request).lang });

  app.get('/webapi/live/getCategory', async () => ok(liveCategories));

  app.post<{ Body: LiveListRequest }>('/api/live/getRealLives', { schema: { body: ref('live/list.request') } }, async (request) => {
    const rooms = await loadRooms(context, { sportId: request.body.sport_id, categoryId: request.body.category_id });
    const { origin, lang } = readerOf(request);
    return ok({ list: rooms.map((r) => presentRoom(r, clock.now(), origin, lang, ports.crowd)) });
  });

  app.post('/api/live/getNoMatchLiveList', async (request) => {
    const rooms = await loadRooms(context, { withoutMatch: true });
    const { origin, lang } = readerOf(request);
    return ok({ list: rooms.map((r) => presentRoom(r, clock.now(), origin, lang, ports.crowd)) });
  });

  app.post<{ Body: LiveListRequest }>('/api/anchor/getRecAnchors', { schema: { body: ref('live/list.request') } }, async (request) => {
    const filter = { sportId: request.body.sport_id, categoryId: request.body.category_id };
    return ok({ list: await recommendedAnchors(ports, readerOf(request), filter) });
  });

  app.post<{ Body: AnchorRequest }>('/webapi/live/getLivePageData', { schema: { body: ref('live/anchor.request') } }, async (request) => {
    const userId = await optionalUserId(context, request);
    return ok(await livePage(ports, readerOf(request), request.body.anchorid, userId));
  });

  app.post<{ Body: RoomRequest }>('/api/live/getLiveChat', { schema: { body: ref('live/room.request') } }, async (request) =>
    ok({ list: await roomHistory(ports, request.body.liveid) }),
  );
}
