import type { Database } from '../db/database.ts';

/**
 * Bans a user from sending in a live room for `durationSeconds` from `now` (unix seconds, server clock); a duration
 * of 0 lifts the ban (the host app's "no mute" option, spec 000 §9). A new ban replaces the old one.
 */
export async function setBan(db: Database, groupId: string, userId: string, now: number, durationSeconds: number): Promise<void> {
  if (durationSeconds <= 0) {
    await db.query('delete from im_group_bans where group_id = $1 and user_id = $2', [groupId, userId]);
    return;
  }
  await db.query(
    'insert into im_group_bans (group_id, user_id, until) values ($1, $2, $3) on conflict (group_id, user_id) do update set until = excluded.until',
    [groupId, userId, now + durationSeconds],
  );
}

/** Seconds of ban left for the user in the group at `now` (0: may send). An expired ban counts as none. */
export async function banSecondsLeft(db: Database, groupId: string, userId: string, now: number): Promise<number> {
  const [row] = await db.query<{ until: number }>('select until from im_group_bans where group_id = $1 and user_id = $2', [groupId, userId]);
  return row && row.until > now ? row.until - now : 0;
}
