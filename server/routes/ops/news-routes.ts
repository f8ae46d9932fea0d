import type { FastifyInstance } from 'fastify';
import type { OpsNewsCreateRequest, OpsNewsMoveRequest, OpsNewsUpdateRequest } from '../../../schema/generated/api.ts';
import { ok } from '../../http/envelope.ts';
import { ref } from '../../http/api-schemas.ts';
import { requireOperator } from '../../http/operator-guard.ts';
import { createNews, editNews, listNewsDesk, moveNewsItem, type NewsMove } from '../../domain/content/news/news-desk.ts';
import type { ServerContext } from '../../server-context.ts';
import { idParam } from './queue-routes.ts';
import { auditedCreate, versionedChange } from './versioned-change.ts';

/**
 * The news (资讯) fans read at /m/headline (issue 36 §5, docs/operators.md "News"): anyone who may read the site lists
 * them; `content.write` writes, schedules, publishes and withdraws, each audited with before and after in the
 * transaction of the change. Every change carries the version the operator read: a stale one is refused with status
 * 6 naming who changed the item and when. The fans read news at each call, so a change shows at their next read.
 */
export function newsRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;

  app.get('/news', { config: { answer: 'ops/news.response' } }, async (request) => {
    await requireOperator(context, request, 'sites.read');
    const now = clock.now();
    return ok({ items: await listNewsDesk(db, now), now: now.toISOString() });
  });

  app.post<{ Body: OpsNewsCreateRequest }>(
    '/news',
    { schema: { body: ref('ops/news-create.request') }, config: { answer: 'ops/news-item' } },
    async (request) => {
      const operator = await requireOperator(context, request, 'content.write');
      return ok(await auditedCreate(context, request, operator, 'news', (tx) => createNews(tx, request.body, clock.now())));
    },
  );

  app.patch<{ Params: { id: string }; Body: OpsNewsUpdateRequest }>(
    '/news/:id',
    { schema: { params: idParam, body: ref('ops/news-update.request') }, config: { answer: 'ops/news-item' } },
    async (request) => {
      const operator = await requireOperator(context, request, 'content.write');
      const id = Number(request.params.id);
      const { version, ...input } = request.body;
      const target = { action: 'news.edit', targetKind: 'news', targetId: id };
      return ok(await versionedChange(context, request, operator, target, (tx) => editNews(tx, id, version, input, clock.now())));
    },
  );

  for (const move of ['publish', 'withdraw'] as const satisfies readonly NewsMove[])
    app.post<{ Params: { id: string }; Body: OpsNewsMoveRequest }>(
      `/news/:id/${move}`,
      { schema: { params: idParam, body: ref('ops/news-move.request') }, config: { answer: 'ops/news-item' } },
      async (request) => {
        const operator = await requireOperator(context, request, 'content.write');
        const id = Number(request.params.id);
        const target = { action: `news.${move}`, targetKind: 'news', targetId: id };
        return ok(
          await versionedChange(context, request, operator, target, (tx) => moveNewsItem(tx, id, move, request.body.version, clock.now())),
        );
      },
    );
}
