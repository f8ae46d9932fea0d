import type { FastifyInstance } from 'fastify';
import type { OpsDailyTotalsQuery } from '../../../schema/generated/api.ts';
import { ok } from '../../http/envelope.ts';
import { ref } from '../../http/api-schemas.ts';
import { requireOperator } from '../../http/operator-guard.ts';
import { booksCheck, dailyTotals, dailyTotalsCsv } from '../../domain/money/ledger/ledger-report.ts';
import type { ServerContext } from '../../server-context.ts';

/** The money screen (issue 36 §8, docs/operators.md "Money"): the books' check and the daily totals, read-only. */
export function moneyRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;
  // `?from&to`: days by the schema's pattern; the report refuses a day that does not exist or a range too long.
  const range = { querystring: ref('ops/daily-totals.query') };

  app.get('/money/audit', { config: { answer: 'ops/books.response' } }, async (request) => {
    await requireOperator(context, request, 'money.read');
    return ok(await booksCheck(db, clock.now()));
  });

  app.get<{ Querystring: OpsDailyTotalsQuery }>(
    '/money/daily',
    { schema: range, config: { answer: 'ops/daily-totals.response' } },
    async (request) => {
      await requireOperator(context, request, 'money.read');
      const { from, to } = request.query;
      return ok(await dailyTotals(db, clock.now(), from, to));
    },
  );

  app.get<{ Querystring: OpsDailyTotalsQuery }>(
    '/money/daily.csv',
    { schema: range, config: { answer: { csv: true } } },
    async (request, reply) => {
      await requireOperator(context, request, 'money.read');
      const { from, to } = request.query;
      const { name, csv } = await dailyTotalsCsv(db, clock.now(), from, to);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send('\ufeff' + csv);
    },
  );
}
