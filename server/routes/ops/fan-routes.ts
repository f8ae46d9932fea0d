import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { audit, requireOperator } from '../../http/operator-guard.ts';
import { lookUpFans, unmaskedPhone } from '../../domain/accounts/fan-lookup.ts';
import { fanDetail } from '../../domain/accounts/fan-moderation.ts';
import { listEntries } from '../../domain/money/ledger/ledger.ts';
import type { ServerContext } from '../../server-context.ts';

const lookupQuery = {
  type: 'object',
  required: ['q'],
  properties: { q: { type: 'string', maxLength: 100 } },
} as const;

const idParam = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } },
} as const;

// The console sends its language with every call (`lang`): other fields are let through.
const pageQuery = {
  type: 'object',
  properties: { page: { type: 'string', pattern: '^[1-9][0-9]{0,3}$' } },
} as const;

/** Rows of a fan's transaction log per page. */
const transactionsPerPage = 20;

/** The fans screen's calls (issue 36 §7, docs/operators.md "Fans"): look-up with phones masked; a full phone is audited. */
export function fanRoutes(app: FastifyInstance, context: ServerContext): void {
  app.get<{ Querystring: { q: string } }>(
    '/fans',
    { schema: { querystring: lookupQuery }, config: { answer: 'ops/fans.response' } },
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

  app.get<{ Params: { id: string }; Querystring: { page?: string } }>(
    '/fans/:id/transactions',
    { schema: { params: idParam, querystring: pageQuery }, config: { answer: 'ops/fan-transactions.response' } },
    async (request) => {
      await requireOperator(context, request, 'money.read');
      const page = Number(request.query.page ?? '1');
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
