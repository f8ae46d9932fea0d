import type { Database } from '../../../db/database.ts';
import type { Address, GoodsRow } from './shop-types.ts';

export interface OrderRow {
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

const orderSelect = `select o.id, o.goods_id, g.name_zh, g.name_en, g.image, o.quantity, o.currency, o.price, o.discount, o.amount, o.address, o.status, o.created_at,
    o.benefit_id, b.type as coupon_type, b.name_zh as coupon_zh, b.name_pt as coupon_pt
  from orders o join goods g on g.id = o.goods_id left join benefits b on b.id = o.benefit_id`;

/** A page of the goods, optionally of one category, in the shop's order, and how many there are. */
export async function goodsPage(
  db: Database,
  category: string | undefined,
  page: number,
  size: number,
): Promise<{ rows: GoodsRow[]; total: number }> {
  const params: unknown[] = category ? [category] : [];
  const where = category ? 'where category = $1' : '';
  const [{ total }] = await db.query<{ total: number }>(`select count(*)::int as total from goods ${where}`, params);
  const rows = await db.query<GoodsRow>(
    `select * from goods ${where} order by sort, id limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, size, (page - 1) * size],
  );
  return { rows, total };
}

/** One goods row, or undefined. */
export async function goodsRow(db: Database, id: number): Promise<GoodsRow | undefined> {
  const [row] = await db.query<GoodsRow>('select * from goods where id = $1', [id]);
  return row;
}

/** One goods row, locked until the transaction ends (purchases of it take turns). */
export async function lockGoods(tx: Database, id: number): Promise<GoodsRow | undefined> {
  const [goods] = await tx.query<GoodsRow>('select * from goods where id = $1 for update', [id]);
  return goods;
}

/** Takes `quantity` from the stock unless less is left; false when it could not. */
export async function takeStock(tx: Database, goodsId: number, quantity: number): Promise<boolean> {
  const stocked = await tx.query('update goods set stock = stock - $2 where id = $1 and stock >= $2 returning stock', [goodsId, quantity]);
  return stocked.length > 0;
}

/** Records an order (paid in full until a coupon applies) unless the fan's request id already did; its id, or undefined. */
export async function claimOrder(
  tx: Database,
  input: {
    userId: number;
    goodsId: number;
    quantity: number;
    currency: string;
    price: number;
    address: Address | undefined;
    status: number;
    requestId: string;
    now: Date;
  },
): Promise<number | undefined> {
  const { userId, goodsId, quantity, currency, price, address, status, requestId, now } = input;
  const [order] = await tx.query<{ id: number }>(
    `insert into orders (user_id, goods_id, quantity, currency, price, amount, address, status, created_at, request_id) values ($1, $2, $3, $4, $5, $5, $6, $7, $8, $9)
       on conflict (user_id, request_id) where request_id is not null do nothing returning id`,
    [userId, goodsId, quantity, currency, price, address ? JSON.stringify(address) : null, status, now.toISOString(), requestId],
  );
  return order?.id;
}

/** The coupon an order used and what is left to pay after it. */
export async function setOrderCoupon(tx: Database, id: number, discount: number, amount: number, benefitId: number): Promise<void> {
  await tx.query('update orders set discount = $2, amount = $3, benefit_id = $4 where id = $1', [id, discount, amount, benefitId]);
}

/** The fan's order of this request id, with its goods and coupon. */
export async function orderByRequest(db: Database, userId: number, requestId: string): Promise<OrderRow> {
  const [row] = await db.query<OrderRow>(`${orderSelect} where o.user_id = $1 and o.request_id = $2`, [userId, requestId]);
  return row;
}

/** A page of the fan's orders, newest first, and how many they placed in all. */
export async function orderPage(db: Database, userId: number, page: number, size: number): Promise<{ rows: OrderRow[]; total: number }> {
  const [{ total }] = await db.query<{ total: number }>('select count(*)::int as total from orders where user_id = $1', [userId]);
  const rows = await db.query<OrderRow>(`${orderSelect} where o.user_id = $1 order by o.id desc limit $2 offset $3`, [
    userId,
    size,
    (page - 1) * size,
  ]);
  return { rows, total };
}
