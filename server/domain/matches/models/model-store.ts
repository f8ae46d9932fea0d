import type { ModelSubscription } from '../../../../schema/generated/api.ts';
import type { Database } from '../../ports.ts';
import type { ModelPlan } from './plans.ts';

/** A subscription as stored. */
export interface SubscriptionRow {
  id: number;
  plan_id: number;
  kind: ModelSubscription['kind'];
  amount: number;
  status: 0 | 1 | 2;
  created_at: Date | string;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
}

const columns = 'id, plan_id, kind, amount, status, created_at, starts_at, ends_at';

/**
 * Whether a user may read a model at `now` (ISO): a running subscription to it or to all (kind 0), a running benefit
 * of one of the two benefit types, or a running VIP of at least `vipLevel`.
 */
export async function entitledNow(
  db: Database,
  input: { userId: number; kind: number; now: string; benefitTypes: [number, number]; vipLevel: number },
): Promise<boolean> {
  const [row] = await db.query<{ entitled: boolean }>(
    `select exists (select 1 from model_subscriptions where user_id = $1 and status = 1 and kind in (0, $2) and starts_at <= $3 and ends_at > $3)
         or exists (select 1 from benefits where user_id = $1 and type in ($4, $5)
                    and ((days = 0 and used_at is null and expires_at > $3) or (used_at is not null and used_at + days * interval '1 day' > $3)))
         or exists (select 1 from users where id = $1 and vip_level >= $6 and vip_date > $3) as entitled`,
    [input.userId, input.kind, input.now, ...input.benefitTypes, input.vipLevel],
  );
  return row.entitled;
}

/** The claim of a purchase the ledger pays for in the same statement (claimAndMove): a row, once per request id. */
export function subscriptionClaim(userId: number, plan: ModelPlan, requestId: string, at: string): { sql: string; params: unknown[] } {
  return {
    sql: `insert into model_subscriptions (user_id, plan_id, kind, amount, status, request_id, created_at) values ($1, $2, $3, $4, 0, $5, $6)
              on conflict (user_id, request_id) do nothing returning id`,
    params: [userId, plan.id, plan.kind, plan.price, requestId, at],
  };
}

/** Marks a claimed purchase failed (payment result 2). */
export async function failSubscription(db: Database, id: number): Promise<void> {
  await db.query('update model_subscriptions set status = 2 where id = $1', [id]);
}

/** Opens a paid subscription where the running access to the same kind ends, else at `at`. */
export async function activateSubscription(
  db: Database,
  input: { id: number; userId: number; at: string; kind: number; days: number },
): Promise<SubscriptionRow> {
  const [row] = await db.query<SubscriptionRow>(
    `with running as (select coalesce(max(ends_at), $3::timestamptz) as starts from model_subscriptions where user_id = $2 and status = 1 and kind = $4 and ends_at > $3)
       update model_subscriptions set status = 1, starts_at = running.starts, ends_at = running.starts + $5 * interval '1 day' from running where id = $1 returning ${columns}`,
    [input.id, input.userId, input.at, input.kind, input.days],
  );
  return row;
}

/** The purchase a request id made. */
export async function subscriptionByRequest(
  db: Database,
  userId: number,
  requestId: string,
): Promise<SubscriptionRow & { request_id: string }> {
  const [row] = await db.query<SubscriptionRow & { request_id: string }>(
    `select ${columns} from model_subscriptions where user_id = $1 and request_id = $2`,
    [userId, requestId],
  );
  return row;
}

/** The user's gold. */
export async function goldOf(db: Database, userId: number): Promise<number> {
  const [{ gold }] = await db.query<{ gold: number }>('select gold from users where id = $1', [userId]);
  return gold;
}

/** A page of the user's subscriptions, newest first. */
export function subscriptionPage(db: Database, userId: number, limit: number, offset: number): Promise<SubscriptionRow[]> {
  return db.query<SubscriptionRow>(`select ${columns} from model_subscriptions where user_id = $1 order by id desc limit $2 offset $3`, [
    userId,
    limit,
    offset,
  ]);
}

/** How many subscriptions the user has. */
export async function subscriptionCount(db: Database, userId: number): Promise<number> {
  const [{ total }] = await db.query<{ total: number }>('select count(*)::int as total from model_subscriptions where user_id = $1', [
    userId,
  ]);
  return total;
}
