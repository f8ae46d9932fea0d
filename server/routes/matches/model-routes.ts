import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { DomainError } from '../../domain/errors.ts';
import { ref } from '../../http/api-schemas.ts';
import { isEntitled } from '../../domain/matches/models/entitlement.ts';
import { modelMatches, modelRecord, type ModelMatch } from '../../domain/matches/models/model-matches.ts';
import { modelKinds, modelPlans, planById, type ModelKind } from '../../domain/matches/models/plans.ts';
import { listSubscriptions, presentSubscription, subscribe } from '../../domain/matches/models/subscriptions.ts';
import { optionalUserId, requireUser, requireUserId } from '../../http/session.ts';
import type { ServerContext } from '../../server-context.ts';

type Page = { page?: number; size?: number };

/**
 * The paid data models (spec 000 §2 /data routes, §4 model types and states). The spec does not show the calls:
 * designed in docs/api.md "Data models"; the formulas are in docs/data-models.md. Everyone sees the lists and each
 * model's record; a match's whole analysis is sent only to a signed-in fan entitled to the model.
 */
export function modelRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;
  const entitledTo = async (userId: number | undefined, kind: ModelKind) =>
    userId !== undefined && (await isEntitled(context, userId, kind));
  // A finished match's pick is public (the track record is the product's promise); before that only the entitled see it.
  const teaser = (m: ModelMatch, entitled: boolean) => ({
    id: m.id,
    kind: m.kind,
    status: m.status,
    hit: m.hit,
    pick: entitled || m.status === 3 ? m.pick : null,
    locked: !entitled,
    match: m.match,
  });

  app.post('/api/model/getModelHome', async (request) => {
    const userId = await optionalUserId(context, request);
    const list = await Promise.all(
      modelKinds.map(async ({ kind, slug, name_zh, name_en }) => {
        const matches = await modelMatches(context, kind);
        const count = (status: number) => matches.filter((m) => m.status === status).length;
        const price = Math.min(...modelPlans.filter((p) => p.kind === kind).map((p) => p.price));
        return {
          kind,
          slug,
          name_zh,
          name_en,
          ...modelRecord(matches),
          waiting: count(1),
          inplay: count(2),
          price_from: price,
          entitled: await entitledTo(userId, kind),
        };
      }),
    );
    return ok({ list });
  });

  app.post<{ Body: { kind: ModelKind; status?: 1 | 2 | 3; matchid?: number } & Page }>(
    '/api/model/getModelList',
    { schema: { body: ref('model/list.request') } },
    async (request) => {
      const { kind, status, matchid, page = 1, size = 20 } = request.body;
      const entitled = await entitledTo(await optionalUserId(context, request), kind);
      const matches = await modelMatches(context, kind);
      // Today's and coming matches first, soonest first; then the finished ones, the latest first.
      const ordered = [...matches.filter((m) => m.status !== 3), ...matches.filter((m) => m.status === 3).reverse()].filter(
        (m) => (!status || m.status === status) && (!matchid || m.id === matchid),
      );
      return ok({
        kind,
        list: ordered.slice((page - 1) * size, page * size).map((m) => teaser(m, entitled)),
        total: ordered.length,
        page,
        size,
        ...modelRecord(matches),
      });
    },
  );

  app.post<{ Body: { kind: ModelKind; id: number } }>(
    '/api/model/getModelDetail',
    { schema: { body: ref('model/detail.request') } },
    async (request) => {
      const user = await requireUser(context, request);
      const { kind, id } = request.body;
      const match = (await modelMatches(context, kind)).find((m) => m.id === id);
      if (!match) throw new DomainError('NOT_FOUND', '该模型没有这场比赛的分析');
      if (!(await isEntitled(context, user.id, kind))) throw new DomainError('FORBIDDEN', '订阅该模型后可查看完整分析');
      return ok({
        id,
        kind,
        status: match.status,
        hit: match.hit,
        pick: match.pick,
        match: match.match,
        analysis: match.analysis,
        inputs: match.inputs,
      });
    },
  );

  app.post<{ Body: { kind?: ModelKind } }>('/api/model/getPlans', { schema: { body: ref('model/plans.request') } }, async (request) => {
    const { kind } = request.body;
    return ok({ list: modelPlans.filter((p) => !kind || p.kind === kind || p.kind === 0) });
  });

  app.post<{ Body: { plan_id: number; request_id: string } }>(
    '/api/model/subscribe',
    { schema: { body: ref('model/subscribe.request') } },
    async (request) => {
      const userId = await requireUserId(context, request);
      const plan = planById(request.body.plan_id);
      if (!plan) throw new DomainError('NOT_FOUND', '套餐不存在');
      return ok(await subscribe(db, { userId, plan, requestId: request.body.request_id, now: clock.now() }));
    },
  );

  app.post<{ Body: Page }>('/api/model/getSubscriptionRecords', { schema: { body: ref('model/records.request') } }, async (request) => {
    const user = await requireUser(context, request);
    const { page = 1, size = 20 } = request.body;
    const { rows, total } = await listSubscriptions(db, user.id, page, size);
    return ok({ list: rows.map((row) => presentSubscription(row, planById(row.plan_id))), total, page, size });
  });
}
