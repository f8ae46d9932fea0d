import type { Database } from '../../../db/database.ts';

// The money columns of a user's row, read back after a payment or for the wallet page. Only the ledger's store writes
// them.

/** Gold, diamonds and the diamonds received in all (the wallet page). */
export async function walletOf(db: Database, userId: number): Promise<{ gold: number; diamond: number; diamond_total: number }> {
  const [row] = await db.query<{ gold: number; diamond: number; diamond_total: number }>(
    'select gold, diamond, diamond_total from users where id = $1',
    [userId],
  );
  return row;
}

/** Gold and diamonds, as a shop order and the operator's grant answer them; undefined for no such user. */
export async function balancesOf(db: Database, userId: number): Promise<{ gold: number; diamond: number } | undefined> {
  return (await db.query<{ gold: number; diamond: number }>('select gold, diamond from users where id = $1', [userId]))[0];
}

/** The diamonds left, as a withdrawal answers them. */
export async function diamondsOf(db: Database, userId: number): Promise<number> {
  const [{ diamond }] = await db.query<{ diamond: number }>('select diamond from users where id = $1', [userId]);
  return diamond;
}

/** Whether a user of this id exists (a grant to nobody is refused). */
export async function userExists(db: Database, userId: number): Promise<boolean> {
  const [user] = await db.query('select id from users where id = $1', [userId]);
  return user !== undefined;
}
