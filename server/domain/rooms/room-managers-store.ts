import type { Database } from '../../db/database.ts';

/**
 * A manager counts only while the user still has is_anchor_admin: an operator who takes the flag away ends every
 * appointment at once, without touching them.
 */
const managerClause =
  'exists (select 1 from room_managers m join users a on a.id = m.user_id and a.is_anchor_admin where m.anchor_id = r.anchor_id and m.user_id = $2)';

/** The room's anchor and whether the user manages the room; undefined when there is no such room. */
export async function roomAndManager(
  db: Database,
  liveId: number,
  userId: number,
): Promise<{ anchor_id: number; manager: boolean } | undefined> {
  const [row] = await db.query<{ anchor_id: number; manager: boolean }>(
    `select r.anchor_id, ${managerClause} as manager from rooms r where r.liveid = $1`,
    [liveId, userId],
  );
  return row;
}

/** The slow mode of the room when it applies to the user's sends: not to its anchor nor its managers. */
export async function slowModeOver(db: Database, liveId: number, userId: number): Promise<number | undefined> {
  const [row] = await db.query<{ slow_mode: number }>(
    `select s.slow_mode from room_settings s join rooms r on r.liveid = s.liveid where s.liveid = $1 and s.slow_mode > 0 and r.anchor_id <> $2 and not ${managerClause}`,
    [liveId, userId],
  );
  return row?.slow_mode;
}

/** The anchor's managers in the order they were appointed (those who lost is_anchor_admin are left out). */
export function managersOf(db: Database, anchorId: number): Promise<{ uid: number; nick_name: string; avatar: string }[]> {
  return db.query(
    'select u.id as uid, u.nick_name, u.avatar from room_managers m join users u on u.id = m.user_id where m.anchor_id = $1 and u.is_anchor_admin order by m.appointed_at, u.id',
    [anchorId],
  );
}

/** A user as the room's managers see them; undefined for an unknown user. */
export async function memberUser(
  db: Database,
  userId: number,
): Promise<{ nick_name: string; avatar: string; is_anchor_admin: boolean } | undefined> {
  const [user] = await db.query<{ nick_name: string; avatar: string; is_anchor_admin: boolean }>(
    'select nick_name, avatar, is_anchor_admin from users where id = $1',
    [userId],
  );
  return user;
}

/** Ends the appointment; answers whether there was one. */
export async function removeManager(db: Database, anchorId: number, userId: number): Promise<boolean> {
  const removed = await db.query('delete from room_managers where anchor_id = $1 and user_id = $2 returning 1', [anchorId, userId]);
  return removed.length > 0;
}

/** Appoints the user; answers whether they were not appointed before. */
export async function addManager(db: Database, anchorId: number, userId: number, now: Date): Promise<boolean> {
  const added = await db.query(
    'insert into room_managers (anchor_id, user_id, appointed_at) values ($1, $2, $3) on conflict do nothing returning 1',
    [anchorId, userId, now.toISOString()],
  );
  return added.length > 0;
}

/** The anchor's managers with when each was appointed, for the operators' console. */
export function appointedManagers(
  db: Database,
  anchorId: number,
): Promise<{ uid: number; nick_name: string; appointed_at: Date | string }[]> {
  return db.query(
    'select u.id as uid, u.nick_name, m.appointed_at from room_managers m join users u on u.id = m.user_id where m.anchor_id = $1 and u.is_anchor_admin order by m.appointed_at, u.id',
    [anchorId],
  );
}
