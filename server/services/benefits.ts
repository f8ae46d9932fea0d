import type { Database } from '../db/database.ts';

/** A benefit as the API answers it (schema/api/models/benefit.json). */
export interface BenefitView {
  id: number;
  type: number;
  name: string;
  amount: number;
  days: number;
  /** Unix seconds. */
  expires_at: number;
}

interface BenefitRow {
  id: number;
  type: number;
  name_zh: string;
  name_pt: string;
  amount: number;
  days: number;
  expires_at: Date | string;
}

const dayMs = 24 * 3600_000;

/**
 * What a new account gets (the spec does not show it; docs/decisions.md "New-benefit modal"): a 3-day VIP trial card
 * (type 1) and a coupon-like gift (type 8), each to be used within 30 days.
 */
const welcomeBenefits = [
  { type: 1, name_zh: 'VIP体验卡', name_pt: 'Teste VIP', amount: 0, days: 3, validDays: 30 },
  { type: 8, name_zh: '新人观赛礼券', name_pt: 'Cupom de boas-vindas', amount: 10, days: 0, validDays: 30 },
] as const;

/** Grants the welcome benefits to a user who has just registered. */
export async function grantWelcomeBenefits(db: Database, userId: number, now: Date): Promise<void> {
  for (const benefit of welcomeBenefits) {
    await db.query('insert into benefits (user_id, type, name_zh, name_pt, amount, days, granted_at, expires_at) values ($1, $2, $3, $4, $5, $6, $7, $8)', [
      userId,
      benefit.type,
      benefit.name_zh,
      benefit.name_pt,
      benefit.amount,
      benefit.days,
      now.toISOString(),
      new Date(now.getTime() + benefit.validDays * dayMs).toISOString(),
    ]);
  }
}

/** The user's benefits not seen yet and not expired, oldest first, named in the request's language. */
export async function newBenefits(db: Database, userId: number, now: Date, lang: 'cn' | 'pt-br'): Promise<BenefitView[]> {
  const rows = await db.query<BenefitRow>('select id, type, name_zh, name_pt, amount, days, expires_at from benefits where user_id = $1 and seen_at is null and expires_at > $2 order by id limit 50', [
    userId,
    now.toISOString(),
  ]);
  return rows.map((row) => present(row, lang));
}

/**
 * A page of all the user's benefits for the benefits page: those still valid first, the soonest to expire first (what
 * to use next), then the expired ones, the latest to expire first; `total` counts both.
 */
export async function listBenefits(db: Database, userId: number, now: Date, lang: 'cn' | 'pt-br', page: number, size: number): Promise<{ list: BenefitView[]; total: number }> {
  const at = now.toISOString();
  const rows = await db.query<BenefitRow>(
    `select id, type, name_zh, name_pt, amount, days, expires_at from benefits where user_id = $1
     order by expires_at <= $2, case when expires_at > $2 then expires_at end asc, expires_at desc, id limit $3 offset $4`,
    [userId, at, size, (page - 1) * size],
  );
  const [{ total }] = await db.query<{ total: number }>('select count(*)::int as total from benefits where user_id = $1', [userId]);
  return { list: rows.map((row) => present(row, lang)), total };
}

function present(row: BenefitRow, lang: 'cn' | 'pt-br'): BenefitView {
  return {
    id: row.id,
    type: row.type,
    name: lang === 'pt-br' ? row.name_pt : row.name_zh,
    amount: row.amount,
    days: row.days,
    expires_at: Math.floor(new Date(row.expires_at).getTime() / 1000),
  };
}

/** Marks the user's benefits of `ids` seen (others' ids are ignored); answers how many changed. */
export async function markBenefitsSeen(db: Database, userId: number, ids: readonly number[], now: Date): Promise<number> {
  const rows = await db.query('update benefits set seen_at = $3 where user_id = $1 and id = any($2) and seen_at is null returning id', [userId, [...ids], now.toISOString()]);
  return rows.length;
}
