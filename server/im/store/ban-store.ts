import type { Database } from '../../db/database.ts';

/**
 * Bans a user from sending in a live room for `durationSeconds` from `now` (unix seconds, server clock); a duration
 * of 0 lifts the ban (the host app's "no mute" option, spec 000 §9). A new ban replaces the old one: `blocksJoin`
 * (the SDK's live-room ban, migration 046) keeps the user out of the room too, else they may still join and read.
 */
export async function setBan(
  db: Database,
  groupId: string,
  userId: string,
  now: number,
  durationSeconds: number,
  blocksJoin = false,
): Promise<void> {
  if (durationSeconds <= 0) {
    await db.query('delete from im_group_bans where group_id = $1 and user_id = $2', [groupId, userId]);
    return;
  }
  await db.query(
    `insert into im_group_bans (group_id, user_id, until, blocks_join) values ($1, $2, $3, $4)
     on conflict (group_id, user_id) do update set until = excluded.until, blocks_join = excluded.blocks_join`,
    [groupId, userId, now + durationSeconds, blocksJoin],
  );
}

/** Seconds of ban left for the user in the group at `now` (0: may send). An expired ban counts as none. */
export async function banSecondsLeft(db: Database, groupId: string, userId: string, now: number): Promise<number> {
  const [row] = await db.query<{ until: number }>('select until from im_group_bans where group_id = $1 and user_id = $2', [
    groupId,
    userId,
  ]);
  return row && row.until > now ? row.until - now : 0;
}

/** Seconds left of a ban that keeps the user out of the room (the SDK's live-room ban), 0 when they may join. */
export async function joinBanSecondsLeft(db: Database, groupId: string, userId: string, now: number): Promise<number> {
  const [row] = await db.query<{ until: number }>('select until from im_group_bans where group_id = $1 and user_id = $2 and blocks_join', [
    groupId,
    userId,
  ]);
  return row && row.until > now ? row.until - now : 0;
}

/**
 * Deletes at most `limit` bans that ran out at `now` (unix seconds), soonest end first, and answers them. A row locked
 * by a change under way (a new ban of the same fan) is left to that change: of two nodes sweeping at once, each
 * deletes, and so announces, a ban once.
 */
export function deleteRanOutBans(db: Database, now: number, limit: number): Promise<{ group_id: string; user_id: string }[]> {
  return db.query<{ group_id: string; user_id: string }>(
    `delete from im_group_bans where (group_id, user_id) in
       (select group_id, user_id from im_group_bans where until <= $1 order by until limit $2 for update skip locked)
     returning group_id, user_id`,
    [now, limit],
  );
}
