import type { FastifyInstance } from 'fastify';
import type { VipBuyRequest, VipUserRequest } from '../../../schema/generated/api.ts';
import { buyVip } from '../../domain/money/vip/vip-purchase.ts';
import { plansView, vipUserView } from '../../domain/money/vip/vip-views.ts';
import { ok } from '../../http/envelope.ts';
import { ref } from '../../http/api-schemas.ts';
import { contextOf } from '../../http/request-context.ts';
import { optionalUserId, requireUser } from '../../http/session.ts';
import type { ServerContext } from '../../server-context.ts';

/** VIP (spec 000 §2 /vip-plans, /vip-user/{uid}; §4 VIP rule). The calls are not shown: docs/api.md "VIP". */
export function vipRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;

  app.post('/api/vip/getPlans', async (request) => {
    const userId = await optionalUserId(context, request);
    return ok(await plansView(db, userId, clock.now(), contextOf(request).lang));
  });

  app.post<{ Body: VipBuyRequest }>('/api/vip/buy', { schema: { body: ref('vip/buy.request') } }, async (request) => {
    const user = await requireUser(context, request);
    const { plan_id, request_id } = request.body;
    return ok(await buyVip(db, { userId: user.id, planId: plan_id, requestId: request_id, now: clock.now() }));
  });

  app.post<{ Body: VipUserRequest }>('/api/vip/getVipUser', { schema: { body: ref('vip/vip-user.request') } }, async (request) => {
    return ok(await vipUserView(db, request.body.uid, clock.now()));
  });
}
