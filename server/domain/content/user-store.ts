import type { Database } from '../ports.ts';

/** Whether a fan's account exists: a report or a friend request must name someone real. */
export async function userExists(db: Database, userId: number): Promise<boolean> {
  return (await db.query('select 1 from users where id = $1', [userId])).length > 0;
}
