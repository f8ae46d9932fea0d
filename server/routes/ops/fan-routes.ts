import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { audit, requireOperator } from '../../http/operator-guard.ts';
import { lookUpFans, unmaskedPhone } from '../../domain/accounts/fan-lookup.ts';
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

/** The fans screen's calls (issue 36 §7, docs/operators.md "Fans"): look-up with phones masked; a full phone is audited. */
export function fanRoutes(app: FastifyInstance, context: ServerContext): void {
  app.get<{ Querystring: { q: string } }>('/fans', { schema: { querystring: lookupQuery } }, async (request) => {
    await requireOperator(context, request, 'fans.read');
    return ok(await lookUpFans(context.db, request.query.q));
  });

  app.post<{ Params: { id: string } }>('/fans/:id/phone', { schema: { params: idParam } }, async (request) => {
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
  });
}
