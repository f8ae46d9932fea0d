import type { Database } from '../../db/database.ts';
import { DomainError } from '../../domain/errors.ts';
import { move } from '../ledger/ledger.ts';
import { vipPlanById, type VipPlan } from './vip-plans.ts';
import { extendVip } from './vip-membership.ts';

interface PurchaseRow {
  id: number;
  plan_id: number;
  level: number;
  amount: number;
  status: 0 | 1 | 2;
  created_at: Date | string;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
}

const seconds = (at: Date | string | null) => (at === null ? 0 : Math.floor(new Date(at).getTime() / 1000));

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
export async function buyVip(db: Database, input: { userId: number; plan: VipPlan; requestId: string; now: Date }) {
  const { userId, plan, requestId, now } = input;
  await db.transaction(async (tx) => {
    const [claimed] = await tx.query<{ id: number }>(
      `insert into vip_purchases (user_id, plan_id, level, amount, status, request_id, created_at) values ($1, $2, $3, $4, 0, $5, $6)
       on conflict (user_id, request_id) do nothing returning id`,
      [userId, plan.id, plan.level, plan.price, requestId, now.toISOString()],
    );
    if (!claimed) return;
    if ((await move(tx, { userId, account: 'gold', amount: -plan.price, kind: 'vip', ref: `vip_purchases:${claimed.id}`, now })) === null) {
      await tx.query('update vip_purchases set status = 2 where id = $1', [claimed.id]);
      return;
    }
    const { starts, ends } = await extendVip(tx, { userId, level: plan.level, days: plan.days, now });
    await tx.query('update vip_purchases set status = 1, starts_at = $2, ends_at = $3 where id = $1', [
      claimed.id,
      starts.toISOString(),
      ends.toISOString(),
    ]);
  });
  const [row] = await db.query<PurchaseRow>(
    'select id, plan_id, level, amount, status, created_at, starts_at, ends_at from vip_purchases where user_id = $1 and request_id = $2',
    [userId, requestId],
  );
  const [user] = await db.query<{ gold: number; vip_level: number; vip_date: Date | string | null }>(
    'select gold, vip_level, vip_date from users where id = $1',
    [userId],
  );
  if (row.status === 2)
    throw new DomainError(
      'INSUFFICIENT_BALANCE',
      `金币余额不足：需要 ${vipPlanById(row.plan_id)?.price ?? plan.price} 金币，当前 ${user.gold} 金币`,
    );
  return { purchase: presentPurchase(row), gold: user.gold, vip_level: user.vip_level, vip_date: seconds(user.vip_date) };
}
