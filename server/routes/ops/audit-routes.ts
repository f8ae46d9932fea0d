import type { FastifyInstance } from 'fastify';
import type { OpsAuditQuery } from '../../../schema/generated/api.ts';
import { ok } from '../../http/envelope.ts';
import { ref } from '../../http/api-schemas.ts';
import { requireOperator } from '../../http/operator-guard.ts';
import { auditCsv, auditLog } from '../../domain/operators/audit.ts';
import type { ServerContext } from '../../server-context.ts';

/** The audit log, filtered (schema/api/ops/audit.query.json bounds every filter), a page at a time or as CSV. */
export function auditRoutes(app: FastifyInstance, context: ServerContext): void {
  const schema = { querystring: ref('ops/audit.query') };

  app.get<{ Querystring: OpsAuditQuery }>('/audit', { schema, config: { answer: 'ops/audit.response' } }, async (request) => {
    await requireOperator(context, request, 'audit.read');
    return ok(await auditLog(context.db, request.query));
  });

  app.get<{ Querystring: OpsAuditQuery }>('/audit.csv', { schema, config: { answer: { csv: true } } }, async (request, reply) => {
    await requireOperator(context, request, 'audit.read');
    const csv = await auditCsv(context.db, request.query);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit-${context.site}.csv"`)
      .send('\ufeff' + csv);
  });
}
