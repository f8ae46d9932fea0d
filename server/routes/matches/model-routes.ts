import type { FastifyInstance } from 'fastify';
import type {
  ModelDetailRequest,
  ModelListRequest,
  ModelPlansRequest,
  ModelRecordsRequest,
  ModelSubscribeRequest,
} from '../../../schema/generated/api.ts';
import { buyPlan, modelDetail, modelHome, modelList, plansOf, subscriptionRecords } from '../../domain/matches/models/model-pages.ts';
import { ref } from '../../http/api-schemas.ts';
import { ok } from '../../http/envelope.ts';
import { optionalUserId, requireUser, requireUserId } from '../../http/session.ts';
import type { ServerContext } from '../../server-context.ts';

/**
 * The paid data models (spec 000 §2 /data routes, §4 model types and states). The spec does not show the calls:
 * designed in docs/api.md "Data models"; the formulas are in docs/data-models.md.
 */
export function modelCallRoutes(app: FastifyInstance, context: ServerContext): void {
  app.post('/api/model/getModelHome', async (request) => ok(await modelHome(context, await optionalUserId(context, request))));

  app.post<{ Body: ModelListRequest }>('/api/model/getModelList', { schema: { body: ref('model/list.request') } }, async (request) =>
    ok(await modelList(context, await optionalUserId(context, request), request.body)),
  );

  app.post<{ Body: ModelDetailRequest }>(
    '/api/model/getModelDetail',
    { schema: { body: ref('model/detail.request') } },
    async (request) => {
      const user = await requireUser(context, request);
      return ok(await modelDetail(context, user.id, request.body));
    },
  );

  app.post<{ Body: ModelPlansRequest }>('/api/model/getPlans', { schema: { body: ref('model/plans.request') } }, async (request) =>
    ok(plansOf(request.body.kind)),
  );

  app.post<{ Body: ModelSubscribeRequest }>(
    '/api/model/subscribe',
    { schema: { body: ref('model/subscribe.request') } },
    async (request) => {
      const userId = await requireUserId(context, request);
      return ok(await buyPlan(context.db, userId, request.body, context.clock.now()));
    },
  );

  app.post<{ Body: ModelRecordsRequest }>(
    '/api/model/getSubscriptionRecords',
    { schema: { body: ref('model/records.request') } },
    async (request) => {
      const user = await requireUser(context, request);
      return ok(await subscriptionRecords(context.db, user.id, request.body.page ?? 1, request.body.size ?? 20));
    },
  );
}
