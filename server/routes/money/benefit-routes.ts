import type { FastifyInstance } from 'fastify';
import type { BenefitsRequest, ReadBenefitsRequest, UseBenefitRequest } from '../../../schema/generated/api.ts';
import { ok } from '../../http/envelope.ts';
import { ref } from '../../http/api-schemas.ts';
import { contextOf } from '../../http/request-context.ts';
import { listBenefits, markBenefitsSeen, newBenefits, useBenefit } from '../../domain/money/benefits/benefits.ts';
import type { ServerContext } from '../../server-context.ts';
import { requireUser } from '../../http/session.ts';
import type { Paged } from '../../http/request-types.ts';

/**
 * The benefit calls (docs/api.md "Benefits"; the spec shows none): for the new-benefit modal the benefits the fan has
 * not seen, and marking them seen so the modal does not come back; for the benefits page all of them, page by page.
 * All need a session (status 2, 登录超时, without one).
 */
export function benefitRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;

  app.post('/api/user/getNewBenefits', async (request) => {
    const user = await requireUser(context, request);
    return ok({ list: await newBenefits(db, user.id, clock.now(), contextOf(request).lang) });
  });

  app.post<{ Body: ReadBenefitsRequest }>(
    '/api/user/readBenefits',
    { schema: { body: ref('user/read-benefits.request') } },
    async (request) => {
      const user = await requireUser(context, request);
      return ok({ read: await markBenefitsSeen(db, user.id, request.body.ids, clock.now()) });
    },
  );

  app.post<{ Body: Paged<BenefitsRequest> }>(
    '/api/user/getBenefits',
    { schema: { body: ref('user/benefits.request') } },
    async (request) => {
      const user = await requireUser(context, request);
      const { page, size } = request.body;
      return ok({ ...(await listBenefits(db, user.id, clock.now(), contextOf(request).lang, page, size)), page, size });
    },
  );

  app.post<{ Body: UseBenefitRequest }>('/api/user/useBenefit', { schema: { body: ref('user/use-benefit.request') } }, async (request) => {
    const user = await requireUser(context, request);
    return ok(await useBenefit(db, user.id, request.body.id, clock.now(), contextOf(request).lang));
  });
}
