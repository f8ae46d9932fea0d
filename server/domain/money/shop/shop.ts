import { unixSeconds } from '../../../clock.ts';
import type { Database } from '../../../db/database.ts';
import { DomainError } from '../../errors.ts';
import { grantBenefit } from '../benefits/benefits.ts';
import { move } from '../ledger/ledger.ts';
import { balancesOf } from '../wallet/wallet-store.ts';
import { cardBenefits, goodsCategories } from './goods-catalogue.ts';
import { ownAddress } from './shop-addresses.ts';
import { checkoutCoupons, redeemCoupon } from './shop-coupons.ts';
import {
  claimOrder,
  goodsPage,
  goodsRow,
  lockGoods,
  orderByRequest,
  orderPage,
  setOrderCoupon,
  takeStock,
  type OrderRow,
} from './shop-store.ts';
import type { Address, GoodsRow } from './shop-types.ts';

/** Order status: physical goods wait for shipping, virtual goods are delivered at once. */
export const orderStatus = { toShip: 1, done: 2 } as const;

/** Goods as the API answers them. */
export function presentGoods(g: GoodsRow) {
  return {
    id: g.id,
    category: g.category,
    name: g.name_zh,
    name_en: g.name_en,
    description: g.description,
    image: g.image,
    price: g.price,
    currency: g.currency,
    stock: g.stock,
    is_virtual: g.is_virtual,
  };
}

/** An order as the API answers it: what it cost before the coupon (`price`), what the coupon took off, what was paid. */
export function presentOrder(o: OrderRow, lang: 'cn' | 'pt-br') {
  const coupon =
    o.benefit_id === null
      ? null
      : { id: o.benefit_id, type: o.coupon_type ?? 0, name: (lang === 'pt-br' ? o.coupon_pt : o.coupon_zh) ?? '' };
  return {
    id: o.id,
    goods_id: o.goods_id,
    name: o.name_zh,
    name_en: o.name_en,
    image: o.image,
    quantity: o.quantity,
    currency: o.currency,
    price: o.price,
    discount: o.discount,
    amount: o.amount,
    coupon,
    address: o.address,
    status: o.status,
    time: unixSeconds(o.created_at),
  };
}

/** A page of the goods, optionally of one category, with the shop's categories. */
export async function goodsList(db: Database, input: { category?: string; page: number; size: number }) {
  const { category, page, size } = input;
  const { rows, total } = await goodsPage(db, category, page, size);
  return { list: rows.map(presentGoods), total, page, size, categories: goodsCategories };
}

/** One goods row, or not found. */
export async function goodsOf(db: Database, id: number): Promise<GoodsRow> {
  const row = await goodsRow(db, id);
  if (!row) throw new DomainError('NOT_FOUND', '商品不存在');
  return row;
}

/** The checkout's coupons for `quantity` of the goods: those that apply, the best first, with the order's price. */
export async function checkout(
  db: Database,
  input: { userId: number; goodsId: number; quantity: number; now: Date; lang: 'cn' | 'pt-br' },
) {
  const { userId, goodsId, quantity, now, lang } = input;
  const goods = await goodsOf(db, goodsId);
  return {
    list: await checkoutCoupons(db, { userId, goods, quantity, now, lang }),
    price: goods.price * quantity,
    currency: goods.currency,
  };
}

/** A page of the fan's orders, newest first. */
export async function orderList(db: Database, userId: number, page: number, size: number, lang: 'cn' | 'pt-br') {
  const { rows, total } = await orderPage(db, userId, page, size);
  return { list: rows.map((row) => presentOrder(row, lang)), total, page, size };
}

/**
 * A purchase from the checkout: a saved address (`addressId`, the fan's own) is copied into the order, so editing it
 * later leaves the order as it was; else the address given, if any.
 */
export async function placeOrder(
  db: Database,
  input: Omit<Parameters<typeof buy>[1], 'address'> & { address?: Address; addressId?: number },
) {
  const { addressId, ...order } = input;
  const saved = addressId === undefined ? undefined : await ownAddress(db, order.userId, addressId);
  const address = saved ? { name: saved.name, mobile: saved.mobile, detail: saved.detail } : order.address;
  return buy(db, { ...order, address });
}

/**
 * One purchase, all or nothing: the goods row is locked, then the stock is taken with a guarded update
 * (`where stock >= n`), the coupon (if any) marked used and the price less its discount paid through the ledger, so
 * concurrent purchases never oversell, overdraw or use a coupon twice. A repeated request id answers the first order
 * and pays nothing.
 */
export async function buy(
  db: Database,
  input: {
    userId: number;
    goodsId: number;
    quantity: number;
    address?: Address;
    benefitId?: number;
    requestId: string;
    now: Date;
    lang: 'cn' | 'pt-br';
  },
) {
  const { userId, goodsId, quantity, address, benefitId, requestId, now, lang } = input;
  return db.transaction(async (tx) => {
    const goods = await lockGoods(tx, goodsId);
    if (!goods) throw new DomainError('NOT_FOUND', '商品不存在');
    if (!goods.is_virtual && !address) throw new DomainError('BAD_INPUT', '参数错误: 实物商品需要收货地址 address');
    const price = goods.price * quantity;
    // The key's row is claimed first: a concurrent twin waits on the unique index, then finds it and pays nothing
    // (checking the coupon before would have the twin find it used by the first and refuse instead of answering it).
    const order = await claimOrder(tx, {
      userId,
      goodsId,
      quantity,
      currency: goods.currency,
      price,
      address,
      status: goods.is_virtual ? orderStatus.done : orderStatus.toShip,
      requestId,
      now,
    });
    if (order !== undefined) {
      if (!(await takeStock(tx, goodsId, quantity))) throw new DomainError('CONFLICT', '库存不足');
      let amount = price;
      if (benefitId !== undefined) {
        const { discount } = await redeemCoupon(tx, { userId, benefitId, goods, total: price, now });
        amount = price - discount;
        await setOrderCoupon(tx, order, discount, amount, benefitId);
      }
      const paid = await move(tx, { userId, account: goods.currency, amount: -amount, kind: 'shop', ref: `orders:${order}`, now });
      if (paid === null) throw new DomainError('INSUFFICIENT_BALANCE', goods.currency === 'gold' ? '金币余额不足' : '钻石余额不足');
      // A virtual card is delivered at once: its benefits, one per card, in the same transaction as the payment.
      const card = cardBenefits[goods.id];
      for (let i = 0; card && i < quantity; i++) await grantBenefit(tx, userId, card, now);
    }
    const row = await orderByRequest(tx, userId, requestId);
    return { order: presentOrder(row, lang), ...(await balancesOf(tx, userId)) };
  });
}
