import type { FastifyInstance } from 'fastify';
import type { ReadSystemMessagesRequest, SystemMessagesRequest } from '../../../schema/generated/api.ts';
import { listMessages, markRead, unreadCount } from '../../domain/accounts/system-messages.ts';
import { ref } from '../../http/api-schemas.ts';
import { ok } from '../../http/envelope.ts';
import { contextOf } from '../../http/request-context.ts';
import type { Paged } from '../../http/request-types.ts';
import { requireUser } from '../../http/session.ts';
import type { ServerContext } from '../../server-context.ts';

/** System messages (spec 000 §2 /user-center/message): designed in docs/api.md "System messages". */
export function messageRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;

  app.post<{ Body: Paged<SystemMessagesRequest> }>(
    '/api/user/getSystemMessages',
    { schema: { body: ref('user/messages.request') } },
    async (request) => {
      const user = await requireUser(context, request);
      const { page, size } = request.body;
      return ok({ ...(await listMessages(db, user.id, contextOf(request).lang, page, size)), page, size });
    },
  );

  app.post<{ Body: ReadSystemMessagesRequest }>(
    '/api/user/readSystemMessages',
    { schema: { body: ref('user/read-messages.request') } },
    async (request) => {
      const user = await requireUser(context, request);
      return ok({ unread: await markRead(db, user.id, request.body.ids, clock.now()) });
    },
  );

  app.post('/api/user/getUnreadCount', async (request) => {
    const user = await requireUser(context, request);
    return ok({ system: await unreadCount(db, user.id) });
  });
}
