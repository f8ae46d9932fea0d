import type { FastifyInstance } from 'fastify';
import { sendNotFound } from '../../http/envelope.ts';
import type { ServerContext } from '../../server-context.ts';
import { rechargeOf, signNotice } from '../../domain/money/wallet/recharges.ts';
import { pageAllowed, sandboxPage } from '../../domain/money/wallet/sandbox-provider.ts';

type PageQuery = { t?: string; back?: string };
const backs = new Set(['/recharge', '/mobile/recharge', '/vip-plans']);

/**
 * The sandbox payment provider's pages (server/domain/money/wallet/sandbox-provider.ts). Its notice reaches the server
 * through the public callback route, signature and all, exactly as a real provider's would.
 */
export function sandboxPayRoutes(root: FastifyInstance, context: ServerContext): void {
  void root.register(async (app) => {
    // The checkout's forms post as HTML forms do.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    const allowed = async (id: string, query: PageQuery) => {
      // Recharge ids are database integers: anything else names no recharge (and must not reach the query).
      if (!/^\d{1,9}$/.test(id)) return null;
      const recharge = await rechargeOf(context.db, Number(id));
      const back = query.back ?? '';
      if (!recharge || !backs.has(back) || !pageAllowed(context.paySecret, recharge.id, back, query.t ?? '')) return null;
      return { recharge, back, token: query.t! };
    };

    app.get<{ Params: { id: string }; Querystring: PageQuery }>('/sandbox-pay/:id', async (request, reply) => {
      const page = await allowed(request.params.id, request.query);
      if (!page) return sendNotFound(reply, '支付单不存在');
      const { recharge, back, token } = page;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          sandboxPage({ rechargeId: recharge.id, gold: recharge.gold, priceFen: recharge.price_fen, status: recharge.status, back, token }),
        );
    });

    app.post<{ Params: { id: string }; Body: PageQuery & { result?: string } }>('/sandbox-pay/:id', async (request, reply) => {
      const page = await allowed(request.params.id, request.body ?? {});
      const result = Number(request.body?.result);
      if (!page || (result !== 1 && result !== 2)) return sendNotFound(reply, '支付单不存在');
      const notice = { recharge_id: page.recharge.id, result: result as 1 | 2, price_fen: page.recharge.price_fen };
      await app.inject({ method: 'POST', url: '/api/pay/notify', payload: { ...notice, sign: signNotice(context.paySecret, notice) } });
      return reply.code(303).header('location', `/m${page.back}?recharge=${page.recharge.id}`).send();
    });
  });
}
