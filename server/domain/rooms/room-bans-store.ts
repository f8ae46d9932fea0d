import type { Database } from '../../db/database.ts';

/**
 * The end of the user's running chat ban in the group (the gateway's im_group_bans) and the end the room's managers
 * gave it (room_bans, migration 037), when one runs at all.
 */
export async function banEnds(
  db: Database,
  groupId: string,
  userId: string,
): Promise<{ until: number; room_until: number | null } | undefined> {
  const [row] = await db.query<{ until: number; room_until: number | null }>(
    'select b.until, r.until as room_until from im_group_bans b left join room_bans r on r.group_id = b.group_id and r.user_id = b.user_id where b.group_id = $1 and b.user_id = $2',
    [groupId, userId],
  );
  return row;
}

/**
 * Ends the user's ban in the group if one still runs at `now` (unix seconds), in one guarded statement: of two
 * operators lifting the same ban at once, only one deletes the row (the other's statement waits on the row's lock,
 * then finds none). Answers the ban's end and the end the room gave it, or undefined when nothing was deleted.
 */
export async function deleteRunningBan(
  db: Database,
  groupId: string,
  userId: string,
  now: number,
): Promise<{ until: number; room_until: number | null } | undefined> {
  const [row] = await db.query<{ until: number; room_until: number | null }>(
    `with lifted as (delete from im_group_bans where group_id = $1 and user_id = $2 and until > $3 returning group_id, user_id, until)
     select l.until, r.until as room_until from lifted l left join room_bans r on r.group_id = l.group_id and r.user_id = l.user_id`,
    [groupId, userId, now],
  );
  return row;
}

/** Forgets the room's own ban of the user. */
export async function deleteRoomBan(db: Database, groupId: string, userId: string): Promise<void> {
  await db.query('delete from room_bans where group_id = $1 and user_id = $2', [groupId, userId]);
}

/** Records the room's ban of the user: its end (unix seconds) and who set it. */
export async function upsertRoomBan(db: Database, groupId: string, userId: string, until: number, by: number, now: Date): Promise<void> {
  await db.query(
    `insert into room_bans (group_id, user_id, until, banned_by, created_at) values ($1, $2, $3, $4, $5)
     on conflict (group_id, user_id) do update set until = excluded.until, banned_by = excluded.banned_by, created_at = excluded.created_at`,
    [groupId, userId, until, by, now.toISOString()],
  );
}

/** A running ban of a live room with the banned user and, for the room's own, who set it. */
export interface RunningBanRow {
  user_id: string;
  nick_name: string | null;
  until: number;
  blocks_join: boolean;
  room_until: number | null;
  banned_by: number | null;
  banned_by_nick: string | null;
}

/** The bans running in the group at `now` (unix seconds), soonest end first; a chat id that is no user's (a guest's) has no nick. */
export function runningBans(db: Database, groupId: string, now: number): Promise<RunningBanRow[]> {
  return db.query<RunningBanRow>(
    `select b.user_id, u.nick_name, b.until, b.blocks_join, r.until as room_until, r.banned_by, s.nick_name as banned_by_nick
     from im_group_bans b
       left join room_bans r on r.group_id = b.group_id and r.user_id = b.user_id
       left join users u on u.id = case when b.user_id ~ '^[0-9]{1,9}$' then b.user_id::int end
       left join users s on s.id = r.banned_by
     where b.group_id = $1 and b.until > $2 order by b.until, b.user_id`,
    [groupId, now],
  );
}
