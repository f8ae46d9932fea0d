import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.ts';
import { DomainError } from '../domain/errors.ts';
import { ref } from '../http/api-schemas.ts';
import { contextOf } from '../http/request-context.ts';
import { goodsCategories } from '../seed/shop-goods.ts';
import type { ServerContext } from '../server-context.ts';
import { requireUser } from '../http/session.ts';
import { deleteAddress, listAddresses, maxAddresses, ownAddress, saveAddress } from '../services/shop-addresses.ts';
import { checkoutCoupons } from '../services/shop-coupons.ts';
import { buy, orderSelect, presentGoods, presentOrder, type Address, type GoodsRow } from '../services/shop.ts';

type Paged = { page: number; size: number };

/** The shop (spec 000 §1 "shop and orders, wallet"; calls not shown by the spec, designed in docs/api.md "Shop"). */
export function shopRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;

  app.post<{ Body: Paged & { category?: string } }>(
    '/api/shop/getGoodsList',
    { schema: { body: ref('shop/goods-list.request') } },
    async (request) => {
      const { page, size, category } = request.body;
      const params: unknown[] = category ? [category] : [];
      const where = category ? 'where category = $1' : '';
      const [{ total }] = await db.query<{ total: number }>(`select count(*)::int as total from goods ${where}`, params);
      const rows = await db.query<GoodsRow>(
        `select * from goods ${where} order by sort, id limit $${params.length + 1} offset $${params.length + 2}`,
        [...params, size, (page - 1) * size],
      );
      return ok({ list: rows.map(presentGoods), total, page, size, categories: goodsCategories });
    },
  );

  app.post<{ Body: { id: number } }>('/api/shop/getGoodsInfo', { schema: { body: ref('shop/goods-id.request') } }, async (request) => {
    const [row] = await db.query<GoodsRow>('select * from goods where id = $1', [request.body.id]);
    if (!row) throw new DomainError('NOT_FOUND', '商品不存在');
    return ok(presentGoods(row));
  });

  app.post<{
    Body: { goods_id: number; quantity: number; address?: Address; address_id?: number; benefit_id?: number; request_id: string };
  }>('/api/shop/buy', { schema: { body: ref('shop/buy.request') } }, async (request) => {
    const user = await requireUser(context, request);
    const { goods_id, quantity, request_id, address_id, benefit_id } = request.body;
    // A saved address is copied into the order, so editing it later leaves the order as it was.
    const saved = address_id === undefined ? undefined : await ownAddress(db, user.id, address_id);
    const address = saved ? { name: saved.name, mobile: saved.mobile, detail: saved.detail } : request.body.address;
    return ok(
      await buy(db, {
        userId: user.id,
        goodsId: goods_id,
        quantity,
        address,
        benefitId: benefit_id,
        requestId: request_id,
        now: clock.now(),
        lang: contextOf(request).lang,
      }),
    );
  });

  // The checkout's coupons for this order: those that apply, the best first (docs/ledger.md "Shop coupons").
  app.post<{ Body: { goods_id: number; quantity: number } }>(
    '/api/shop/getCoupons',
    { schema: { body: ref('shop/coupons.request') } },
    async (request) => {
      const user = await requireUser(context, request);
      const [goods] = await db.query<GoodsRow>('select * from goods where id = $1', [request.body.goods_id]);
      if (!goods) throw new DomainError('NOT_FOUND', '商品不存在');
      const { quantity } = request.body;
      return ok({
        list: await checkoutCoupons(db, { userId: user.id, goods, quantity, now: clock.now(), lang: contextOf(request).lang }),
        price: goods.price * quantity,
        currency: goods.currency,
      });
    },
  );

  app.post<{ Body: Paged }>('/api/shop/getOrderList', { schema: { body: ref('shop/page.request') } }, async (request) => {
    const user = await requireUser(context, request);
    const { page, size } = request.body;
    const [{ total }] = await db.query<{ total: number }>('select count(*)::int as total from orders where user_id = $1', [user.id]);
    const rows = await db.query<Parameters<typeof presentOrder>[0]>(
      `${orderSelect} where o.user_id = $1 order by o.id desc limit $2 offset $3`,
      [user.id, size, (page - 1) * size],
    );
    const { lang } = contextOf(request);
    return ok({ list: rows.map((row) => presentOrder(row, lang)), total, page, size });
  });

  app.post('/api/shop/getAddressList', async (request) => {
    const user = await requireUser(context, request);
    return ok({ list: await listAddresses(db, user.id), max: maxAddresses });
  });

  app.post<{ Body: Address & { id?: number; is_default?: boolean } }>(
    '/api/shop/saveAddress',
    { schema: { body: ref('shop/save-address.request') } },
    async (request) => {
      const user = await requireUser(context, request);
      return ok(await saveAddress(db, user.id, request.body, clock.now()));
    },
  );

  app.post<{ Body: { id: number } }>('/api/shop/deleteAddress', { schema: { body: ref('shop/address-id.request') } }, async (request) => {
    const user = await requireUser(context, request);
    await deleteAddress(db, user.id, request.body.id);
    return ok({ list: await listAddresses(db, user.id), max: maxAddresses });
  });
}
