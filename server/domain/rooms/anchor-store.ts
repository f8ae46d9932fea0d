import type { Database } from '../../db/database.ts';

/** An anchor as their page shows them. */
export interface AnchorRow {
  id: number;
  nick_name: string;
  avatar: string;
  signature: string;
  fans_count: number;
  anchor_point: number;
}

/** The anchor's profile; undefined when the user is no anchor. */
export async function anchorProfile(db: Database, anchorId: number): Promise<AnchorRow | undefined> {
  const [anchor] = await db.query<AnchorRow>(
    'select id, nick_name, avatar, signature, fans_count, anchor_point from users where id = $1 and is_anchor',
    [anchorId],
  );
  return anchor;
}

/** How many fans follow the user. */
export async function fansCount(db: Database, userId: number): Promise<number> {
  const [{ fans_count }] = await db.query<{ fans_count: number }>('select fans_count from users where id = $1', [userId]);
  return fans_count;
}

/** The sum of the anchor's gift-income rows of the ledger. */
export async function giftIncomeTotal(db: Database, anchorId: number): Promise<number> {
  const [{ total }] = await db.query<{ total: number }>(
    "select coalesce(sum(amount), 0)::int as total from ledger where user_id = $1 and kind = 'gift_income'",
    [anchorId],
  );
  return Number(total);
}
