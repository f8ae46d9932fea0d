import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.ts';
import { ref } from '../http/api-schemas.ts';
import { contextOf } from '../http/request-context.ts';
import { markBenefitsSeen, newBenefits } from '../services/benefits.ts';
import type { ServerContext } from '../services/server-context.ts';
import { requireUser } from '../services/sessions.ts';

/**
 * The new-benefit modal's calls (docs/api.md "Benefits"; the spec shows neither): the benefits the fan has not seen,
 * and marking them seen so the modal does not come back. Both need a session (status 2, 登录超时, without one).
 */
export function benefitRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;

  app.post('/api/user/getNewBenefits', async (request) => {
    const user = await requireUser(context, request);
    return ok({ list: await newBenefits(db, user.id, clock.now(), contextOf(request).lang) });
  });

  app.post<{ Body: { ids: number[] } }>('/api/user/readBenefits', { schema: { body: ref('user/read-benefits.request') } }, async (request) => {
    const user = await requireUser(context, request);
    return ok({ read: await markBenefitsSeen(db, user.id, request.body.ids, clock.now()) });
  });
}
