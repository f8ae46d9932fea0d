import type { FastifyInstance } from 'fastify';
import type {
  AddressIdRequest,
  SaveAddressRequest,
  ShopBuyRequest,
  ShopCouponsRequest,
  ShopGoodsIdRequest,
  ShopGoodsListRequest,
  ShopPageRequest,
} from '../../../schema/generated/api.ts';
import { deleteAddress, listAddresses, maxAddresses, saveAddress } from '../../domain/money/shop/shop-addresses.ts';
import { checkout, goodsList, goodsOf, orderList, placeOrder, presentGoods } from '../../domain/money/shop/shop.ts';
import { ok } from '../../http/envelope.ts';
import { ref } from '../../http/api-schemas.ts';
import { contextOf } from '../../http/request-context.ts';
import { requireUser } from '../../http/session.ts';
import type { ServerContext } from '../../server-context.ts';
import type { Paged } from '../../http/request-types.ts';

/** The shop (spec 000 §1 "shop and orders, wallet"; calls not shown by the spec, designed in docs/api.md "Shop"). */
export function shopRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;

  app.post<{ Body: Paged<ShopGoodsListRequest> }>(
    '/api/shop/getGoodsList',
    { schema: { body: ref('shop/goods-list.request') } },
    async (request) => ok(await goodsList(db, request.body)),
  );

  app.post<{ Body: ShopGoodsIdRequest }>('/api/shop/getGoodsInfo', { schema: { body: ref('shop/goods-id.request') } }, async (request) =>
    ok(presentGoods(await goodsOf(db, request.body.id))),
  );

  app.post<{ Body: ShopBuyRequest }>('/api/shop/buy', { schema: { body: ref('shop/buy.request') } }, async (request) => {
    const user = await requireUser(context, request);
    const { goods_id, quantity, request_id, address, address_id, benefit_id } = request.body;
    return ok(
      await placeOrder(db, {
        userId: user.id,
        goodsId: goods_id,
        quantity,
        address,
        addressId: address_id,
        benefitId: benefit_id,
        requestId: request_id,
        now: clock.now(),
        lang: contextOf(request).lang,
      }),
    );
  });

  // The checkout's coupons for this order: those that apply, the best first (docs/ledger.md "Shop coupons").
  app.post<{ Body: ShopCouponsRequest }>('/api/shop/getCoupons', { schema: { body: ref('shop/coupons.request') } }, async (request) => {
    const user = await requireUser(context, request);
    const { goods_id, quantity } = request.body;
    return ok(await checkout(db, { userId: user.id, goodsId: goods_id, quantity, now: clock.now(), lang: contextOf(request).lang }));
  });

  app.post<{ Body: Paged<ShopPageRequest> }>('/api/shop/getOrderList', { schema: { body: ref('shop/page.request') } }, async (request) => {
    const user = await requireUser(context, request);
    const { page, size } = request.body;
    return ok(await orderList(db, user.id, page, size, contextOf(request).lang));
  });

  app.post('/api/shop/getAddressList', async (request) => {
    const user = await requireUser(context, request);
    return ok({ list: await listAddresses(db, user.id), max: maxAddresses });
  });

  app.post<{ Body: SaveAddressRequest }>(
    '/api/shop/saveAddress',
    { schema: { body: ref('shop/save-address.request') } },
    async (request) => {
      const user = await requireUser(context, request);
      return ok(await saveAddress(db, user.id, request.body, clock.now()));
    },
  );

  app.post<{ Body: AddressIdRequest }>('/api/shop/deleteAddress', { schema: { body: ref('shop/address-id.request') } }, async (request) => {
    const user = await requireUser(context, request);
    await deleteAddress(db, user.id, request.body.id);
    return ok({ list: await listAddresses(db, user.id), max: maxAddresses });
  });
}
