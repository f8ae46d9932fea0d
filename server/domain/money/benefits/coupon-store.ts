import type { Database } from '../../../db/database.ts';

// The benefits that pay for something where they apply: gift coupons (a send from the bag) and shop coupons (an
// order). Their rows are the benefits table's; benefit-store.ts has the benefits page's reads and writes.

export interface CouponRow {
  id: number;
  user_id: number;
  type: number;
  name_zh: string;
  name_pt: string;
  amount: number;
  expires_at: Date | string;
  used_at: Date | string | null;
}

const couponColumns = 'id, user_id, type, name_zh, name_pt, amount, expires_at, used_at';

/** The fan's unused gift coupons of `type` that hold a gift, unexpired, the soonest to expire first. */
export function giftCouponsOf(
  db: Database,
  userId: number,
  type: number,
  now: Date,
): Promise<{ id: number; gift_id: number; amount: number; expires_at: Date | string }[]> {
  return db.query(
    'select id, gift_id, amount, expires_at from benefits where user_id = $1 and type = $2 and used_at is null and expires_at > $3 and gift_id is not null and amount > 0 order by expires_at, id limit 50',
    [userId, type, now.toISOString()],
  );
}

/** Marks the fan's gift coupon of `type` used unless it is used or expired; false when it could not (nothing changed). */
export async function useGiftCoupon(tx: Database, userId: number, couponId: number, type: number, now: Date): Promise<boolean> {
  const used = await tx.query(
    'update benefits set used_at = $3, seen_at = coalesce(seen_at, $3) where id = $1 and user_id = $2 and type = $4 and used_at is null and expires_at > $3 returning id',
    [couponId, userId, now.toISOString(), type],
  );
  return used.length > 0;
}

/** One coupon, locked until the transaction ends (two checkouts with it take turns). */
export async function lockCoupon(tx: Database, id: number): Promise<CouponRow | undefined> {
  const [coupon] = await tx.query<CouponRow>(`select ${couponColumns} from benefits where id = $1 for update`, [id]);
  return coupon;
}

/** Marks a coupon used unless it is; false when it was used already. */
export async function markCouponUsed(tx: Database, id: number, now: Date): Promise<boolean> {
  const used = await tx.query(
    'update benefits set used_at = $2, seen_at = coalesce(seen_at, $2) where id = $1 and used_at is null returning id',
    [id, now.toISOString()],
  );
  return used.length > 0;
}

/** The fan's unused, unexpired coupons of `types`, the soonest to expire first. */
export function unusedCouponsOf(db: Database, userId: number, types: readonly number[], now: Date): Promise<CouponRow[]> {
  return db.query<CouponRow>(
    `select ${couponColumns} from benefits where user_id = $1 and type = any($2) and used_at is null and expires_at > $3 order by expires_at, id limit 100`,
    [userId, [...types], now.toISOString()],
  );
}
