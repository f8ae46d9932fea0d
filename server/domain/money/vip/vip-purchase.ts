import type { Database } from '../../../db/database.ts';
import { DomainError } from '../../errors.ts';
import { move } from '../ledger/ledger.ts';
import { claimPurchase, purchaseByRequest, setPurchaseFailed, setPurchasePaid, type PurchaseRow } from './vip-purchase-store.ts';
import { vipPlanById } from './vip-plans.ts';
import { extendVip } from './vip-membership.ts';
import { buyerOf } from './vip-store.ts';

const seconds = (at: Date | string | null) => (at === null ? 0 : Math.floor(new Date(at).getTime() / 1000));

/** A purchase as the API answers it, its times in Unix seconds (0 while unset). */
export function presentPurchase(row: PurchaseRow) {
  return {
    id: row.id,
    plan_id: row.plan_id,
    level: row.level,
    amount: row.amount,
    status: row.status,
    created_at: seconds(row.created_at),
    starts_at: seconds(row.starts_at),
    ends_at: seconds(row.ends_at),
  };
}

/**
 * Buys a VIP plan with gold, like a model subscription: the (user, request_id) pair is claimed first, so a repeat pays
 * once and answers the first purchase; the debit goes through the ledger; too little gold records payment result 2
 * (failed), moves nothing and answers status 7 so the app can offer a recharge.
 */
export async function buyVip(db: Database, input: { userId: number; planId: number; requestId: string; now: Date }) {
  const { userId, planId, requestId, now } = input;
  const plan = vipPlanById(planId);
  if (!plan) throw new DomainError('NOT_FOUND', '套餐不存在');
  await db.transaction(async (tx) => {
    const claimed = await claimPurchase(tx, { userId, planId: plan.id, level: plan.level, amount: plan.price, requestId, now });
    if (claimed === undefined) return;
    if ((await move(tx, { userId, account: 'gold', amount: -plan.price, kind: 'vip', ref: `vip_purchases:${claimed}`, now })) === null) {
      await setPurchaseFailed(tx, claimed);
      return;
    }
    const { starts, ends } = await extendVip(tx, { userId, level: plan.level, days: plan.days, now });
    await setPurchasePaid(tx, claimed, starts, ends);
  });
  const row = await purchaseByRequest(db, userId, requestId);
  const user = await buyerOf(db, userId);
  if (row.status === 2)
    throw new DomainError(
      'INSUFFICIENT_BALANCE',
      `金币余额不足：需要 ${vipPlanById(row.plan_id)?.price ?? plan.price} 金币，当前 ${user.gold} 金币`,
    );
  return { purchase: presentPurchase(row), gold: user.gold, vip_level: user.vip_level, vip_date: seconds(user.vip_date) };
}
