import type { FastifyInstance } from 'fastify';
import type { OpsActivityCreateRequest, OpsActivityMoveRequest, OpsActivityUpdateRequest } from '../../../schema/generated/api.ts';
import { ok } from '../../http/envelope.ts';
import { ref } from '../../http/api-schemas.ts';
import { requireOperator } from '../../http/operator-guard.ts';
import { createActivity, editActivity, listActivityDesk, moveActivityItem } from '../../domain/money/activities/activity-desk.ts';
import type { ServerContext } from '../../server-context.ts';
import { idParam } from './queue-routes.ts';
import { auditedCreate, versionedChange } from './versioned-change.ts';

/**
 * The activities fans read at /m/activities (issue 36 §5, docs/operators.md "Activities"): anyone who may read the
 * site lists them; `content.write` creates them as drafts fans never see, publishes, edits and withdraws them, each
 * change at the version the operator read (a stale change is refused with status 6 naming who and when) and audited
 * with before and after in the transaction of the change.
 */
export function activityRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;

  app.get('/activities', { config: { answer: 'ops/activities.response' } }, async (request) => {
    await requireOperator(context, request, 'sites.read');
    const now = clock.now();
    return ok({ items: await listActivityDesk(db, now), now: now.toISOString() });
  });

  app.post<{ Body: OpsActivityCreateRequest }>(
    '/activities',
    { schema: { body: ref('ops/activity-create.request') }, config: { answer: 'ops/activity-item' } },
    async (request) => {
      const operator = await requireOperator(context, request, 'content.write');
      return ok(await auditedCreate(context, request, operator, 'activity', (tx) => createActivity(tx, request.body, clock.now())));
    },
  );

  app.patch<{ Params: { id: string }; Body: OpsActivityUpdateRequest }>(
    '/activities/:id',
    { schema: { params: idParam, body: ref('ops/activity-update.request') }, config: { answer: 'ops/activity-item' } },
    async (request) => {
      const operator = await requireOperator(context, request, 'content.write');
      const id = Number(request.params.id);
      const { version, ...input } = request.body;
      const target = { action: 'activity.edit', targetKind: 'activity', targetId: id };
      return ok(await versionedChange(context, request, operator, target, (tx) => editActivity(tx, id, version, input, clock.now())));
    },
  );

  for (const move of ['publish', 'withdraw'] as const)
    app.post<{ Params: { id: string }; Body: OpsActivityMoveRequest }>(
      `/activities/:id/${move}`,
      { schema: { params: idParam, body: ref('ops/activity-move.request') }, config: { answer: 'ops/activity-item' } },
      async (request) => {
        const operator = await requireOperator(context, request, 'content.write');
        const id = Number(request.params.id);
        const target = { action: `activity.${move}`, targetKind: 'activity', targetId: id };
        return ok(
          await versionedChange(context, request, operator, target, (tx) =>
            moveActivityItem(tx, id, move, request.body.version, clock.now()),
          ),
        );
      },
    );
}
