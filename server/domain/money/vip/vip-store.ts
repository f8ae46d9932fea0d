import type { Database } from '../../../db/database.ts';

/** A user's VIP columns. */
export interface VipColumns {
  vip_level: number;
  vip_date: Date | string | null;
}

/**
 * The user's VIP columns, the row locked `for no key update`: concurrent purchases hold key-share locks on the user
 * through their rows' foreign keys, which `for update` would wait on while they wait on this transaction's balance
 * update (a deadlock).
 */
export async function lockVipOf(tx: Database, userId: number): Promise<VipColumns> {
  const [user] = await tx.query<VipColumns>('select vip_level, vip_date from users where id = $1 for no key update', [userId]);
  return user;
}

/** Sets the user's VIP level and end. */
export async function setVip(tx: Database, userId: number, level: number, ends: Date): Promise<void> {
  await tx.query('update users set vip_level = $2, vip_date = $3 where id = $1', [userId, level, ends.toISOString()]);
}

/** What the VIP pages show of a user: who, their gold and their VIP columns; undefined for no such user. */
export async function vipUserOf(
  db: Database,
  userId: number,
): Promise<(VipColumns & { id: number; nick_name: string; avatar: string; gold: number }) | undefined> {
  const [user] = await db.query<VipColumns & { id: number; nick_name: string; avatar: string; gold: number }>(
    'select id, nick_name, avatar, gold, vip_level, vip_date from users where id = $1',
    [userId],
  );
  return user;
}

/** The buyer's gold and VIP columns after a purchase. */
export async function buyerOf(db: Database, userId: number): Promise<VipColumns & { gold: number }> {
  const [user] = await db.query<VipColumns & { gold: number }>('select gold, vip_level, vip_date from users where id = $1', [userId]);
  return user;
}
