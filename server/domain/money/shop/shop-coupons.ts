import type { Database } from '../../../db/database.ts';
import { DomainError } from '../../errors.ts';
import { lockCoupon, markCouponUsed, unusedCouponsOf, type CouponRow } from '../benefits/coupon-store.ts';
import type { GoodsRow } from './shop-types.ts';

/**
 * The benefit types of spec 000 §4 that pay part of a shop order (docs/ledger.md "Shop coupons"): a red packet is
 * gold, so it takes its `amount` off an order priced in gold that costs more; a black card takes `amount` percent off
 * physical goods, in gold or diamonds. The others open something (VIP, models) or are gifts, and are used elsewhere.
 */
export const shopCouponTypes = { redPacket: 7, blackCard: 9 } as const;

/** The most a black card takes off, in percent: the operator's grant is refused above it. */
export const maxBlackCardPercent = 90;

type Priced = Pick<GoodsRow, 'currency' | 'is_virtual'>;

/** What the coupon takes off an order of `total`, or the reason (as the fan reads it) it does not apply. */
export function couponDiscount(
  coupon: Pick<CouponRow, 'type' | 'amount'>,
  goods: Priced,
  total: number,
): { discount: number } | { refusal: string } {
  if (coupon.type === shopCouponTypes.redPacket) {
    if (goods.currency !== 'gold') return { refusal: '红包只能抵扣金币商品' };
    // Every order pays something, so each has its ledger row; a bigger packet is used from the benefits page instead.
    if (total <= coupon.amount) return { refusal: `订单金额需高于红包金额 ${coupon.amount} 金币` };
    return { discount: coupon.amount };
  }
  if (coupon.type === shopCouponTypes.blackCard) {
    if (goods.is_virtual) return { refusal: '黑卡只能用于实物商品' };
    const discount = Math.floor((total * Math.min(coupon.amount, maxBlackCardPercent)) / 100);
    return discount > 0 ? { discount } : { refusal: '订单金额太小，无法使用黑卡' };
  }
  return { refusal: '该福利不能用于商城订单' };
}

/**
 * Locks and checks the fan's coupon for an order, then marks it used (coupon state used 1), in the caller's
 * transaction: another fan's or an unknown id is not found (3), a used or expired one a conflict (6), one that does
 * not apply to these goods bad input (1). The row lock makes two checkouts with the same coupon take turns: the second
 * finds it used.
 */
export async function redeemCoupon(
  tx: Database,
  input: { userId: number; benefitId: number; goods: Priced; total: number; now: Date },
): Promise<{ discount: number }> {
  const { userId, benefitId, goods, total, now } = input;
  const coupon = await lockCoupon(tx, benefitId);
  if (!coupon || coupon.user_id !== userId) throw new DomainError('NOT_FOUND', '优惠券不存在');
  if (coupon.used_at) throw new DomainError('CONFLICT', '优惠券已使用');
  if (new Date(coupon.expires_at).getTime() <= now.getTime()) throw new DomainError('CONFLICT', '优惠券已过期');
  const applied = couponDiscount(coupon, goods, total);
  if ('refusal' in applied) throw new DomainError('BAD_INPUT', applied.refusal);
  if (!(await markCouponUsed(tx, benefitId, now))) throw new DomainError('CONFLICT', '优惠券已使用');
  return applied;
}

/** A coupon the checkout offers, with what it takes off this order and what is left to pay. */
export interface CheckoutCoupon {
  id: number;
  type: number;
  name: string;
  amount: number;
  /** Unix seconds. */
  expires_at: number;
  discount: number;
  pay: number;
}

/**
 * The fan's unused, unexpired coupons that apply to `quantity` of the goods, the one that saves most first (then the
 * soonest to expire), which the checkout preselects.
 */
export async function checkoutCoupons(
  db: Database,
  input: { userId: number; goods: GoodsRow; quantity: number; now: Date; lang: 'cn' | 'pt-br' },
): Promise<CheckoutCoupon[]> {
  const { userId, goods, quantity, now, lang } = input;
  const total = goods.price * quantity;
  const rows = await unusedCouponsOf(db, userId, Object.values(shopCouponTypes), now);
  return rows
    .flatMap((row) => {
      const applied = couponDiscount(row, goods, total);
      if ('refusal' in applied) return [];
      const expires = Math.floor(new Date(row.expires_at).getTime() / 1000);
      return [
        {
          id: row.id,
          type: row.type,
          name: lang === 'pt-br' ? row.name_pt : row.name_zh,
          amount: row.amount,
          expires_at: expires,
          discount: applied.discount,
          pay: total - applied.discount,
        },
      ];
    })
    .sort((a, b) => b.discount - a.discount || a.expires_at - b.expires_at || a.id - b.id);
}
