import type { Database } from '../../../db/database.ts';

// The benefits page's reads and writes of the benefits table (coupon-store.ts has the coupons' uses at checkout and
// from the bag).

export interface BenefitRow {
  id: number;
  type: number;
  name_zh: string;
  name_pt: string;
  amount: number;
  days: number;
  expires_at: Date | string;
  used_at: Date | string | null;
}

const columns = 'id, type, name_zh, name_pt, amount, days, expires_at, used_at';

/** Adds a benefit for the user; answers its id. */
export async function insertBenefit(
  db: Database,
  userId: number,
  benefit: { type: number; name_zh: string; name_pt: string; amount: number; days: number; giftId?: number },
  grantedAt: Date,
  expiresAt: Date,
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'insert into benefits (user_id, type, name_zh, name_pt, amount, days, granted_at, expires_at, gift_id) values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id',
    [
      userId,
      benefit.type,
      benefit.name_zh,
      benefit.name_pt,
      benefit.amount,
      benefit.days,
      grantedAt.toISOString(),
      expiresAt.toISOString(),
      benefit.giftId ?? null,
    ],
  );
  return row.id;
}

/** One benefit by id. */
export async function benefitRow(db: Database, id: number): Promise<BenefitRow> {
  const [row] = await db.query<BenefitRow>(`select ${columns} from benefits where id = $1`, [id]);
  return row;
}

/** The user's benefits not seen yet and not expired, oldest first. */
export function unseenBenefits(db: Database, userId: number, now: Date): Promise<BenefitRow[]> {
  return db.query<BenefitRow>(
    `select ${columns} from benefits where user_id = $1 and seen_at is null and expires_at > $2 order by id limit 50`,
    [userId, now.toISOString()],
  );
}

/**
 * A page of all the user's benefits: those still valid first, the soonest to expire first, then the expired ones, the
 * latest to expire first; and how many there are.
 */
export async function benefitPage(
  db: Database,
  userId: number,
  now: Date,
  page: number,
  size: number,
): Promise<{ rows: BenefitRow[]; total: number }> {
  const at = now.toISOString();
  const rows = await db.query<BenefitRow>(
    `select ${columns} from benefits where user_id = $1
     order by expires_at <= $2, case when expires_at > $2 then expires_at end asc, expires_at desc, id limit $3 offset $4`,
    [userId, at, size, (page - 1) * size],
  );
  const [{ total }] = await db.query<{ total: number }>('select count(*)::int as total from benefits where user_id = $1', [userId]);
  return { rows, total };
}

/** Marks the user's benefits of `ids` seen (others' ids are ignored); answers how many changed. */
export async function markSeen(db: Database, userId: number, ids: readonly number[], now: Date): Promise<number> {
  const rows = await db.query('update benefits set seen_at = $3 where user_id = $1 and id = any($2) and seen_at is null returning id', [
    userId,
    [...ids],
    now.toISOString(),
  ]);
  return rows.length;
}

/** One benefit with its owner, locked until the transaction ends (a double tap uses it once). */
export async function lockBenefit(tx: Database, id: number): Promise<(BenefitRow & { user_id: number }) | undefined> {
  const [row] = await tx.query<BenefitRow & { user_id: number }>(
    'select id, user_id, type, name_zh, name_pt, amount, days, expires_at, used_at from benefits where id = $1 for update',
    [id],
  );
  return row;
}

/** Marks a benefit used (and seen); answers it after. */
export async function markUsed(tx: Database, id: number, now: Date): Promise<BenefitRow> {
  const [used] = await tx.query<BenefitRow>(
    `update benefits set used_at = $2, seen_at = coalesce(seen_at, $2) where id = $1 returning ${columns}`,
    [id, now.toISOString()],
  );
  return used;
}
