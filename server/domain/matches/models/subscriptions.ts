import type { ModelSubscription } from '../../../../schema/generated/api.ts';
import type { Database } from '../../ports.ts';
import { DomainError } from '../../errors.ts';
import { claimAndMove } from '../../money/ledger/ledger.ts';
import {
  activateSubscription,
  failSubscription,
  goldOf,
  subscriptionByRequest,
  subscriptionClaim,
  subscriptionCount,
  subscriptionPage,
  type SubscriptionRow,
} from './model-store.ts';
import { planById, type ModelPlan } from './plans.ts';

const seconds = (at: Date | string | null) => (at === null ? 0 : Math.floor(new Date(at).getTime() / 1000));

/** A subscription as the API shows it: times in unix seconds (0 when not set), the plan's days. */
export function presentSubscription(row: SubscriptionRow, plan?: ModelPlan): ModelSubscription {
  return {
    id: row.id,
    plan_id: row.plan_id,
    kind: row.kind,
    days: plan?.days ?? 0,
    amount: row.amount,
    status: row.status,
    created_at: seconds(row.created_at),
    starts_at: seconds(row.starts_at),
    ends_at: seconds(row.ends_at),
  };
}

/**
 * Buys a plan, all or nothing, like a gift send (server/domain/money/gifts/gifts.ts): the (user, request_id) pair is claimed
 * first, so a repeated or concurrent request with the same key pays once and answers the first result; the debit goes
 * through the ledger, so gold never goes below zero. Too little gold records the attempt as failed (payment
 * result 2), debits nothing and answers status 7. Access starts now, or where the fan's current access to the same
 * plan kind ends (a renewal extends).
 */
export async function subscribe(
  db: Database,
  input: { userId: number; plan: ModelPlan; requestId: string; now: Date },
): Promise<{ subscription: ModelSubscription; gold: number }> {
  const { userId, plan, requestId, now } = input;
  // The paid path answers from its own statements (a paying call is a few statements, docs/ledger.md); a repeat or a
  // failure reads the stored row.
  const paid = await db.transaction(async (tx) => {
    // The claim and the debit are one statement; a taken key moves nothing.
    const claimed = await claimAndMove(tx, subscriptionClaim(userId, plan, requestId, now.toISOString()), {
      userId,
      account: 'gold',
      amount: -plan.price,
      kind: 'model',
      refTable: 'model_subscriptions',
      now,
    });
    if (!claimed) return null;
    const gold = claimed.balance;
    if (gold === null) {
      await failSubscription(tx, claimed.id);
      return null;
    }
    // Access starts where the running access to the same kind ends, else now.
    const row = await activateSubscription(tx, { id: claimed.id, userId, at: now.toISOString(), kind: plan.kind, days: plan.days });
    return { subscription: presentSubscription(row, plan), gold };
  });
  if (paid) return paid;
  const row = await subscriptionByRequest(db, userId, requestId);
  const gold = await goldOf(db, userId);
  // A repeated key answers its first request, whatever plan the repeat names.
  const bought = planById(row.plan_id) ?? plan;
  if (row.status === 2) throw new DomainError('INSUFFICIENT_BALANCE', `金币余额不足：需要 ${bought.price} 金币，当前 ${gold} 金币`);
  return { subscription: presentSubscription(row, bought), gold };
}

/** A page of the user's subscriptions, newest first, with the total. */
export async function listSubscriptions(
  db: Database,
  userId: number,
  page: number,
  size: number,
): Promise<{ rows: SubscriptionRow[]; total: number }> {
  const rows = await subscriptionPage(db, userId, size, (page - 1) * size);
  const total = await subscriptionCount(db, userId);
  return { rows, total };
}
