import type { FastifyInstance } from 'fastify';
import type { AnchorPageRequest } from '../../../schema/generated/api.ts';
import { anchorPage } from '../../domain/rooms/live-pages.ts';
import { ref } from '../../http/api-schemas.ts';
import { ok } from '../../http/envelope.ts';
import { contextOf, originOf } from '../../http/request-context.ts';
import { optionalUserId } from '../../http/session.ts';
import type { ServerContext } from '../../server-context.ts';
import { livePagePorts } from './chat-ports.ts';

/** An anchor's page (spec 000 §2 /user-center/anchor/{uid?}); designed in docs/api.md "Anchor pages". */
export function anchorRoutes(app: FastifyInstance, context: ServerContext): void {
  const ports = livePagePorts(context);

  app.post<{ Body: AnchorPageRequest }>(
    '/api/live/getAnchorPage',
    { schema: { body: ref('live/anchor-page.request') } },
    async (request) => {
      const viewer = await optionalUserId(context, request);
      const reader = { origin: originOf(request), lang: contextOf(request).lang };
      return ok(await anchorPage(ports, reader, request.body.anchorid, viewer));
    },
  );
}
