import type { Database } from '../db/database.ts';
import { DomainError } from '../domain/errors.ts';
import { cardBenefits } from '../seed/shop-goods.ts';
import { grantBenefit } from './benefits.ts';
import { move } from './ledger/ledger.ts';
import { redeemCoupon } from './shop-coupons.ts';
import { unixSeconds } from '../clock.ts';

export interface GoodsRow {
  id: number;
  category: string;
  name_zh: string;
  name_en: string;
  description: string;
  image: string;
  price: number;
  currency: 'gold' | 'diamond';
  stock: number;
  is_virtual: boolean;
}

/** A delivery address; physical goods need one. */
export interface Address {
  name: string;
  mobile: string;
  detail: string;
}

/** Order status: physical goods wait for shipping, virtual goods are delivered at once. */
export const orderStatus = { toShip: 1, done: 2 } as const;

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

interface OrderRow {
  id: number;
  goods_id: number;
  name_zh: string;
  name_en: string;
  image: string;
  quantity: number;
  currency: string;
  price: number;
  discount: number;
  amount: number;
  address: Address | null;
  status: number;
  created_at: string;
  benefit_id: number | null;
  coupon_type: number | null;
  coupon_zh: string | null;
  coupon_pt: string | null;
}

export const orderSelect = `select o.id, o.goods_id, g.name_zh, g.name_en, g.image, o.quantity, o.currency, o.price, o.discount, o.amount, o.address, o.status, o.created_at,
    o.benefit_id, b.type as coupon_type, b.name_zh as coupon_zh, b.name_pt as coupon_pt
  from orders o join goods g on g.id = o.goods_id left join benefits b on b.id = o.benefit_id`;

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

const walletOf = async (db: Database, userId: number) =>
  (await db.query<{ gold: number; diamond: number }>('select gold, diamond from users where id = $1', [userId]))[0];

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
    const [goods] = await tx.query<GoodsRow>('select * from goods where id = $1 for update', [goodsId]);
    if (!goods) throw new DomainError('NOT_FOUND', '商品不存在');
    if (!goods.is_virtual && !address) throw new DomainError('BAD_INPUT', '参数错误: 实物商品需要收货地址 address');
    const price = goods.price * quantity;
    // The key's row is claimed first: a concurrent twin waits on the unique index, then finds it and pays nothing
    // (checking the coupon before would have the twin find it used by the first and refuse instead of answering it).
    const [order] = await tx.query<{ id: number }>(
      `insert into orders (user_id, goods_id, quantity, currency, price, amount, address, status, created_at, request_id) values ($1, $2, $3, $4, $5, $5, $6, $7, $8, $9)
       on conflict (user_id, request_id) where request_id is not null do nothing returning id`,
      [
        userId,
        goodsId,
        quantity,
        goods.currency,
        price,
        address ? JSON.stringify(address) : null,
        goods.is_virtual ? orderStatus.done : orderStatus.toShip,
        now.toISOString(),
        requestId,
      ],
    );
    if (order) {
      const stocked = await tx.query('update goods set stock = stock - $2 where id = $1 and stock >= $2 returning stock', [
        goodsId,
        quantity,
      ]);
      if (stocked.length === 0) throw new DomainError('CONFLICT', '库存不足');
      let amount = price;
      if (benefitId !== undefined) {
        const { discount } = await redeemCoupon(tx, { userId, benefitId, goods, total: price, now });
        amount = price - discount;
        await tx.query('update orders set discount = $2, amount = $3, benefit_id = $4 where id = $1', [
          order.id,
          discount,
          amount,
          benefitId,
        ]);
      }
      const paid = await move(tx, { userId, account: goods.currency, amount: -amount, kind: 'shop', ref: `orders:${order.id}`, now });
      if (paid === null) throw new DomainError('INSUFFICIENT_BALANCE', goods.currency === 'gold' ? '金币余额不足' : '钻石余额不足');
      // A virtual card is delivered at once: its benefits, one per card, in the same transaction as the payment.
      const card = cardBenefits[goods.id];
      for (let i = 0; card && i < quantity; i++) await grantBenefit(tx, userId, card, now);
    }
    const [row] = await tx.query<OrderRow>(`${orderSelect} where o.user_id = $1 and o.request_id = $2`, [userId, requestId]);
    return { order: presentOrder(row, lang), ...(await walletOf(tx, userId)) };
  });
}
