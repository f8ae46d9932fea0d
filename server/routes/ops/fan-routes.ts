import type { FastifyInstance } from 'fastify';
import type { OpsFanTransactionsQuery, OpsFansQuery } from '../../../schema/generated/api.ts';
import { ok } from '../../http/envelope.ts';
import { ref } from '../../http/api-schemas.ts';
import { audit, requireOperator } from '../../http/operator-guard.ts';
import { lookUpFans, unmaskedPhone } from '../../domain/accounts/fan-lookup.ts';
import { fanDetail } from '../../domain/accounts/fan-moderation.ts';
import { listEntries } from '../../domain/money/ledger/ledger.ts';
import type { ServerContext } from '../../server-context.ts';

const idParam = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } },
} as const;

/** Rows of a fan's transaction log per page. */
const transactionsPerPage = 20;

/** The fans screen's calls (issue 36 §7, docs/operators.md "Fans"): look-up with phones masked; a full phone is audited. */
export function fanRoutes(app: FastifyInstance, context: ServerContext): void {
  app.get<{ Querystring: OpsFansQuery }>(
    '/fans',
    { schema: { querystring: ref('ops/fans.query') }, config: { answer: 'ops/fans.response' } },
    async (request) => {
      await requireOperator(context, request, 'fans.read');
      return ok(await lookUpFans(context.db, request.query.q));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/fans/:id',
    { schema: { params: idParam }, config: { answer: 'ops/fan.response' } },
    async (request) => {
      await requireOperator(context, request, 'fans.read');
      return ok(await fanDetail(context.db, Number(request.params.id), context.clock.now()));
    },
  );

  app.get<{ Params: { id: string }; Querystring: OpsFanTransactionsQuery }>(
    '/fans/:id/transactions',
    { schema: { params: idParam, querystring: ref('ops/fan-transactions.query') }, config: { answer: 'ops/fan-transactions.response' } },
    async (request) => {
      await requireOperator(context, request, 'money.read');
      const page = request.query.page ?? 1;
      const { list, total } = await listEntries(context.db, Number(request.params.id), { page, size: transactionsPerPage });
      return ok({ items: list, total, page, pageSize: transactionsPerPage });
    },
  );

  app.post<{ Params: { id: string } }>(
    '/fans/:id/phone',
    { schema: { params: idParam }, config: { answer: 'ops/fan-phone.response' } },
    async (request) => {
      const operator = await requireOperator(context, request, 'fans.write');
      const id = Number(request.params.id);
      const { phone, masked } = await unmaskedPhone(context.db, id);
      // The log says whose phone was shown, never the phone itself.
      await audit(context, request, operator, {
        action: 'fan.unmaskPhone',
        targetKind: 'fan',
        targetId: id,
        before: null,
        after: { phone: masked },
      });
      return ok({ phone });
    },
  );
}
