import type { Database } from '../../../db/database.ts';

export interface PurchaseRow {
  id: number;
  plan_id: number;
  level: number;
  amount: number;
  status: 0 | 1 | 2;
  created_at: Date | string;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
}

/** Records a waiting purchase unless the fan's request id already did; the new row's id, or undefined for a repeat. */
export async function claimPurchase(
  tx: Database,
  input: { userId: number; planId: number; level: number; amount: number; requestId: string; now: Date },
): Promise<number | undefined> {
  const { userId, planId, level, amount, requestId, now } = input;
  const [claimed] = await tx.query<{ id: number }>(
    `insert into vip_purchases (user_id, plan_id, level, amount, status, request_id, created_at) values ($1, $2, $3, $4, 0, $5, $6)
       on conflict (user_id, request_id) do nothing returning id`,
    [userId, planId, level, amount, requestId, now.toISOString()],
  );
  return claimed?.id;
}

/** Payment result 2: the gold was too little, nothing moved. */
export async function setPurchaseFailed(tx: Database, id: number): Promise<void> {
  await tx.query('update vip_purchases set status = 2 where id = $1', [id]);
}

/** Payment result 1, with the time the purchase added. */
export async function setPurchasePaid(tx: Database, id: number, starts: Date, ends: Date): Promise<void> {
  await tx.query('update vip_purchases set status = 1, starts_at = $2, ends_at = $3 where id = $1', [
    id,
    starts.toISOString(),
    ends.toISOString(),
  ]);
}

/** The fan's purchase of this request id. */
export async function purchaseByRequest(db: Database, userId: number, requestId: string): Promise<PurchaseRow> {
  const [row] = await db.query<PurchaseRow>(
    'select id, plan_id, level, amount, status, created_at, starts_at, ends_at from vip_purchases where user_id = $1 and request_id = $2',
    [userId, requestId],
  );
  return row;
}
