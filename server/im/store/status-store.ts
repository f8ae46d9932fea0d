import type { Database } from '../../db/database.ts';

/** Custom statuses (migration 039): one per user, an empty one deleted. */

export async function customStatusesOf(db: Database, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.query<{ user_id: string; custom_status: string }>(
    'select user_id, custom_status from im_user_status where user_id = any($1::text[])',
    [userIds],
  );
  return new Map(rows.map((row) => [row.user_id, row.custom_status]));
}

export async function setCustomStatus(db: Database, userId: string, customStatus: string, now: number): Promise<void> {
  if (customStatus === '') await db.query('delete from im_user_status where user_id = $1', [userId]);
  else {
    await db.query(
      'insert into im_user_status (user_id, custom_status, updated_at) values ($1, $2, $3) on conflict (user_id) do update set custom_status = excluded.custom_status, updated_at = excluded.updated_at',
      [userId, customStatus, now],
    );
  }
}

/** Registered users among `userIds` (numeric ids of the users table), as the ids were given. */
export async function registeredUsers(db: Database, userIds: readonly string[]): Promise<Set<string>> {
  const numeric = userIds.filter((id) => /^\d{1,9}$/.test(id)).map(Number);
  if (numeric.length === 0) return new Set();
  const rows = await db.query<{ id: number }>('select id from users where id = any($1::int[])', [numeric]);
  return new Set(rows.map((row) => String(row.id)));
}
