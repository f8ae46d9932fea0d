import type { FastifyInstance } from 'fastify';
import type {
  OpsContentCreateRequest,
  OpsContentMoveRequest,
  OpsContentQuery,
  OpsContentUpdateRequest,
} from '../../../schema/generated/api.ts';
import { ok } from '../../http/envelope.ts';
import { ref } from '../../http/api-schemas.ts';
import { audit, requireOperator } from '../../http/operator-guard.ts';
import { staleRow } from '../../domain/operators/stale-row.ts';
import { createContent, editContent, listContent, moveContentItem, type ContentMove } from '../../domain/site/site-content.ts';
import type { ServerContext } from '../../server-context.ts';
import { idParam } from './queue-routes.ts';
import { auditedCreate, versionedChange } from './versioned-change.ts';

/**
 * The home page's banners and announcements of this node's site (issue 36 §5, docs/operators.md "Content"): anyone
 * who may read the site lists them; `content.write` writes, publishes and withdraws, each audited with before and
 * after in the transaction of the change. The fans read them at each call, so a change shows at their next read.
 */
export function contentRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock, site } = context;

  // `?kind=banner|announcement` (schema/api/ops/content.query.json).
  app.get<{ Querystring: OpsContentQuery }>(
    '/content',
    { schema: { querystring: ref('ops/content.query') }, config: { answer: 'ops/content.response' } },
    async (request) => {
      await requireOperator(context, request, 'sites.read');
      const now = clock.now();
      return ok({ items: await listContent(db, site, request.query.kind, now), now: now.toISOString() });
    },
  );

  app.post<{ Body: OpsContentCreateRequest }>(
    '/content',
    { schema: { body: ref('ops/content-create.request') }, config: { answer: 'ops/content-item' } },
    async (request) => {
      const operator = await requireOperator(context, request, 'content.write');
      const { kind, ...input } = request.body;
      return ok(await auditedCreate(context, request, operator, 'content', (tx) => createContent(tx, site, kind, input, clock.now())));
    },
  );

  app.patch<{ Params: { id: string }; Body: OpsContentUpdateRequest }>(
    '/content/:id',
    { schema: { params: idParam, body: ref('ops/content-update.request') }, config: { answer: 'ops/content-item' } },
    async (request) => {
      const operator = await requireOperator(context, request, 'content.write');
      const id = Number(request.params.id);
      const { version, ...input } = request.body;
      const target = { action: 'content.edit', targetKind: 'content', targetId: id };
      return ok(await versionedChange(context, request, operator, target, (tx) => editContent(tx, site, id, version, input, clock.now())));
    },
  );

  for (const move of ['publish', 'withdraw'] as const satisfies readonly ContentMove[])
    app.post<{ Params: { id: string }; Body: OpsContentMoveRequest }>(
      `/content/:id/${move}`,
      { schema: { params: idParam, body: ref('ops/content-move.request') }, config: { answer: 'ops/content-item' } },
      async (request) => {
        const operator = await requireOperator(context, request, 'content.write');
        const id = Number(request.params.id);
        const moved = await db
          .transaction(async (tx) => {
            const change = await moveContentItem(tx, site, id, move, request.body.seen, clock.now());
            await audit(context, request, operator, { action: `content.${move}`, targetKind: 'content', targetId: id, ...change }, tx);
            return change.after;
          })
          .catch((error: unknown) => staleRow(db, 'content', id, error));
        return ok(moved);
      },
    );
}
