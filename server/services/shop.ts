import type { Database } from '../db/database.ts';
import { ApiError, apiStatus } from '../http/envelope.ts';
import { cardBenefits } from '../seed/shop-goods.ts';
import { grantBenefit } from './benefits.ts';
import { move } from './ledger/ledger.ts';
import { unixSeconds } from './users.ts';

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
  return { id: g.id, category: g.category, name: g.name_zh, name_en: g.name_en, description: g.description, image: g.image, price: g.price, currency: g.currency, stock: g.stock, is_virtual: g.is_virtual };
}

interface OrderRow {
  id: number;
  goods_id: number;
  name_zh: string;
  name_en: string;
  image: string;
  quantity: number;
  currency: string;
  amount: number;
  address: Address | null;
  status: number;
  created_at: string;
}

export const orderSelect = `select o.id, o.goods_id, g.name_zh, g.name_en, g.image, o.quantity, o.currency, o.amount, o.address, o.status, o.created_at
  from orders o join goods g on g.id = o.goods_id`;

export function presentOrder(o: OrderRow) {
  return { id: o.id, goods_id: o.goods_id, name: o.name_zh, name_en: o.name_en, image: o.image, quantity: o.quantity, currency: o.currency, amount: o.amount, address: o.address, status: o.status, time: unixSeconds(o.created_at) };
}

const walletOf = async (db: Database, userId: number) => (await db.query<{ gold: number; diamond: number }>('select gold, diamond from users where id = $1', [userId]))[0];

/**
 * One purchase, all or nothing: the goods row is locked, then the stock is taken with a guarded update
 * (`where stock >= n`) and the price through the ledger, so concurrent purchases never oversell or overdraw. A
 * repeated request id answers the first order and pays nothing.
 */
export async function buy(db: Database, input: { userId: number; goodsId: number; quantity: number; address?: Address; requestId: string; now: Date }) {
  const { userId, goodsId, quantity, address, requestId, now } = input;
  return db.transaction(async (tx) => {
    const [goods] = await tx.query<GoodsRow>('select * from goods where id = $1 for update', [goodsId]);
    if (!goods) throw new ApiError(apiStatus.notFound, '商品不存在');
    if (!goods.is_virtual && !address) throw new ApiError(apiStatus.badInput, '参数错误: 实物商品需要收货地址 address');
    const amount = goods.price * quantity;
    // The key's row is claimed first: a concurrent twin waits on the unique index, then finds it and pays nothing.
    const [order] = await tx.query<{ id: number }>(
      `insert into orders (user_id, goods_id, quantity, currency, amount, address, status, created_at, request_id) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       on conflict (user_id, request_id) where request_id is not null do nothing returning id`,
      [userId, goodsId, quantity, goods.currency, amount, address ? JSON.stringify(address) : null, goods.is_virtual ? orderStatus.done : orderStatus.toShip, now.toISOString(), requestId],
    );
    if (order) {
      const stocked = await tx.query('update goods set stock = stock - $2 where id = $1 and stock >= $2 returning stock', [goodsId, quantity]);
      if (stocked.length === 0) throw new ApiError(apiStatus.conflict, '库存不足');
      const paid = await move(tx, { userId, account: goods.currency, amount: -amount, kind: 'shop', ref: `orders:${order.id}`, now });
      if (paid === null) throw new ApiError(apiStatus.insufficientBalance, goods.currency === 'gold' ? '金币余额不足' : '钻石余额不足');
      // A virtual card is delivered at once: its benefits, one per card, in the same transaction as the payment.
      const card = cardBenefits[goods.id];
      for (let i = 0; card && i < quantity; i++) await grantBenefit(tx, userId, card, now);
    }
    const [row] = await tx.query<OrderRow>(`${orderSelect} where o.user_id = $1 and o.request_id = $2`, [userId, requestId]);
    return { order: presentOrder(row), ...(await walletOf(tx, userId)) };
  });
}
