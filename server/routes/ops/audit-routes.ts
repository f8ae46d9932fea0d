import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { requireOperator } from '../../http/operator-guard.ts';
import { DomainError } from '../../domain/errors.ts';
import { auditCsv, auditLog, type AuditQuery } from '../../domain/operators/audit.ts';
import type { ServerContext } from '../../server-context.ts';

/** A whole number from the query within bounds, or a clear refusal; undefined when absent. */
function whole(value: unknown, name: string, max: number): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (typeof value !== 'string' || !Number.isInteger(n) || n < 1 || n > max)
    throw new DomainError('BAD_INPUT', `参数错误: ${name} 应为 1 到 ${max} 的整数`);
  return n;
}

function text(value: unknown, name: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length > 200) throw new DomainError('BAD_INPUT', `参数错误: ${name} 不正确`);
  return value;
}

/** `?from&to&operator&action&target&page&pageSize` (from and to ISO times; target `kind` or `kind:id`). */
function auditQuery(request: FastifyRequest): AuditQuery {
  const query = request.query as Record<string, unknown>;
  return {
    from: text(query.from, 'from'),
    to: text(query.to, 'to'),
    operator: whole(query.operator, 'operator', 2_147_483_647),
    action: text(query.action, 'action'),
    target: text(query.target, 'target'),
    page: whole(query.page, 'page', 100_000),
    pageSize: whole(query.pageSize, 'pageSize', 200),
  };
}

/** The audit log, filtered, a page at a time or as CSV. */
export function auditRoutes(app: FastifyInstance, context: ServerContext): void {
  app.get('/audit', { config: { answer: 'ops/audit.response' } }, async (request) => {
    await requireOperator(context, request, 'audit.read');
    return ok(await auditLog(context.db, auditQuery(request)));
  });

  app.get('/audit.csv', { config: { answer: { csv: true } } }, async (request, reply) => {
    await requireOperator(context, request, 'audit.read');
    const csv = await auditCsv(context.db, auditQuery(request));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit-${context.site}.csv"`)
      .send('\ufeff' + csv);
  });
}
