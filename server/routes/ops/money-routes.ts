import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { requireOperator } from '../../http/operator-guard.ts';
import { DomainError } from '../../domain/errors.ts';
import { booksCheck, dailyTotals, dailyTotalsCsv } from '../../domain/money/ledger/ledger-report.ts';
import type { ServerContext } from '../../server-context.ts';

/** `?from&to` as given (validated by the report), refusing anything but short strings. */
function rangeOf(request: FastifyRequest): { from?: string; to?: string } {
  const query = request.query as Record<string, unknown>;
  const pick = (name: 'from' | 'to') => {
    const value = query[name];
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'string' || value.length > 10) throw new DomainError('BAD_INPUT', `参数错误: ${name} 应为 YYYY-MM-DD 日期`);
    return value;
  };
  return { from: pick('from'), to: pick('to') };
}

/** The money screen (issue 36 §8, docs/operators.md "Money"): the books' check and the daily totals, read-only. */
export function moneyRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;

  app.get('/money/audit', { config: { answer: 'ops/books.response' } }, async (request) => {
    await requireOperator(context, request, 'money.read');
    return ok(await booksCheck(db, clock.now()));
  });

  app.get('/money/daily', { config: { answer: 'ops/daily-totals.response' } }, async (request) => {
    await requireOperator(context, request, 'money.read');
    const { from, to } = rangeOf(request);
    return ok(await dailyTotals(db, clock.now(), from, to));
  });

  app.get('/money/daily.csv', { config: { answer: { csv: true } } }, async (request, reply) => {
    await requireOperator(context, request, 'money.read');
    const { from, to } = rangeOf(request);
    const { name, csv } = await dailyTotalsCsv(db, clock.now(), from, to);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send('\ufeff' + csv);
  });
}
