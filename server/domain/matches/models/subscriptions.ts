import type { ModelSubscription } from '../../../../schema/generated/api.ts';
import type { Database } from '../../../db/database.ts';
import { DomainError } from '../../errors.ts';
import { claimAndMove } from '../../../services/ledger/ledger.ts';
import { planById, type ModelPlan } from './plans.ts';

interface SubscriptionRow {
  id: number;
  plan_id: number;
  kind: ModelSubscription['kind'];
  amount: number;
  status: 0 | 1 | 2;
  created_at: Date | string;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
}

const seconds = (at: Date | string | null) => (at === null ? 0 : Math.floor(new Date(at).getTime() / 1000));

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

const columns = 'id, plan_id, kind, amount, status, created_at, starts_at, ends_at';

/**
 * Buys a plan, all or nothing, like a gift send (server/services/gifts.ts): the (user, request_id) pair is claimed
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
    const claimed = await claimAndMove(
      tx,
      {
        sql: `insert into model_subscriptions (user_id, plan_id, kind, amount, status, request_id, created_at) values ($1, $2, $3, $4, 0, $5, $6)
              on conflict (user_id, request_id) do nothing returning id`,
        params: [userId, plan.id, plan.kind, plan.price, requestId, now.toISOString()],
      },
      { userId, account: 'gold', amount: -plan.price, kind: 'model', refTable: 'model_subscriptions', now },
    );
    if (!claimed) return null;
    const gold = claimed.balance;
    if (gold === null) {
      await tx.query('update model_subscriptions set status = 2 where id = $1', [claimed.id]);
      return null;
    }
    // Access starts where the running access to the same kind ends, else now.
    const [row] = await tx.query<SubscriptionRow>(
      `with running as (select coalesce(max(ends_at), $3::timestamptz) as starts from model_subscriptions where user_id = $2 and status = 1 and kind = $4 and ends_at > $3)
       update model_subscriptions set status = 1, starts_at = running.starts, ends_at = running.starts + $5 * interval '1 day' from running where id = $1 returning ${columns}`,
      [claimed.id, userId, now.toISOString(), plan.kind, plan.days],
    );
    return { subscription: presentSubscription(row, plan), gold };
  });
  if (paid) return paid;
  const [row] = await db.query<SubscriptionRow & { request_id: string }>(
    `select ${columns} from model_subscriptions where user_id = $1 and request_id = $2`,
    [userId, requestId],
  );
  const [{ gold }] = await db.query<{ gold: number }>('select gold from users where id = $1', [userId]);
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
  const rows = await db.query<SubscriptionRow>(
    `select ${columns} from model_subscriptions where user_id = $1 order by id desc limit $2 offset $3`,
    [userId, size, (page - 1) * size],
  );
  const [{ total }] = await db.query<{ total: number }>('select count(*)::int as total from model_subscriptions where user_id = $1', [
    userId,
  ]);
  return { rows, total };
}
