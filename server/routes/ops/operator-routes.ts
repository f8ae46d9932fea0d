import type { FastifyInstance } from 'fastify';
import type { OpsOperatorCreateRequest, OpsOperatorUpdateRequest } from '../../../schema/generated/api.ts';
import { ok } from '../../http/envelope.ts';
import { ref } from '../../http/api-schemas.ts';
import { audit, requireOperator } from '../../http/operator-guard.ts';
import { DomainError } from '../../domain/errors.ts';
import { addOperator, changeOperator, listOperators, newOperator, resetTotp } from '../../domain/operators/operators.ts';
import type { ServerContext } from '../../server-context.ts';

const idParam = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } },
} as const;

/** The owner's page of operators: add one, change a role, sites or state, reset a second factor; each audited. */
export function operatorRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;

  app.get('/operators', { config: { answer: 'ops/operators.response' } }, async (request) => {
    await requireOperator(context, request, 'operators.manage');
    return ok(await listOperators(db));
  });

  app.post<{ Body: OpsOperatorCreateRequest }>(
    '/operators',
    { schema: { body: ref('ops/operator-create.request') }, config: { answer: 'ops/operator-row' } },
    async (request) => {
      const owner = await requireOperator(context, request, 'operators.manage');
      const operator = await newOperator(request.body);
      return ok(
        await db.transaction(async (tx) => {
          const added = await addOperator(tx, operator, clock.now());
          await audit(context, request, owner, { action: 'operator.add', targetKind: 'operator', targetId: added.id, after: added }, tx);
          return added;
        }),
      );
    },
  );

  app.patch<{ Params: { id: string }; Body: OpsOperatorUpdateRequest }>(
    '/operators/:id',
    { schema: { params: idParam, body: ref('ops/operator-update.request') }, config: { answer: 'ops/operator-row' } },
    async (request) => {
      const owner = await requireOperator(context, request, 'operators.manage');
      const id = Number(request.params.id);
      // The last word on operators stays with someone: an owner does not demote or disable themself.
      if (id === owner.id && (request.body.disabled === true || (request.body.role !== undefined && request.body.role !== 'owner')))
        throw new DomainError('BAD_INPUT', '不能停用自己或取消自己的所有者角色');
      return ok(
        await db.transaction(async (tx) => {
          const { before, after } = await changeOperator(tx, id, request.body, clock.now());
          await audit(context, request, owner, { action: 'operator.change', targetKind: 'operator', targetId: id, before, after }, tx);
          return after;
        }),
      );
    },
  );

  app.post<{ Params: { id: string } }>(
    '/operators/:id/reset-2fa',
    { schema: { params: idParam }, config: { answer: 'ops/operator-row' } },
    async (request) => {
      const owner = await requireOperator(context, request, 'operators.manage');
      const id = Number(request.params.id);
      return ok(
        await db.transaction(async (tx) => {
          const { before, after } = await resetTotp(tx, id, clock.now());
          await audit(context, request, owner, { action: 'operator.reset2fa', targetKind: 'operator', targetId: id, before, after }, tx);
          return after;
        }),
      );
    },
  );
}
