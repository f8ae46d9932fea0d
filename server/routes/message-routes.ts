import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.ts';
import { ref } from '../http/api-schemas.ts';
import { contextOf } from '../http/request-context.ts';
import type { ServerContext } from '../server-context.ts';
import { requireUser } from '../http/session.ts';
import { listMessages, markRead, unreadCount } from '../services/system-messages.ts';

/** System messages (spec 000 §2 /user-center/message): designed in docs/api.md "System messages". */
export function messageRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;

  app.post<{ Body: { page: number; size: number } }>(
    '/api/user/getSystemMessages',
    { schema: { body: ref('user/messages.request') } },
    async (request) => {
      const user = await requireUser(context, request);
      const { page, size } = request.body;
      return ok({ ...(await listMessages(db, user.id, contextOf(request).lang, page, size)), page, size });
    },
  );

  app.post<{ Body: { ids?: number[] } }>(
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
