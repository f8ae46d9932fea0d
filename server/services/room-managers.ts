import type { Database } from '../db/database.ts';
import { DomainError } from '../domain/errors.ts';

/** Who a user is in a live room: its anchor, a manager the anchor appointed, or anyone else (guests too). */
export type RoomRole = 'anchor' | 'manager' | 'viewer';

/** The mute durations a manager may choose, in seconds (spec 000 §9): 3 days, 1 day, 1 hour, 10 minutes, none. */
export const muteDurations = [259_200, 86_400, 3_600, 600, 0] as const;

/** The slow-mode intervals, in seconds (spec 000 §9): 5 s, 10 s, 30 s, 1 min, unlimited (0). */
export const slowModes = [5, 10, 30, 60, 0] as const;

/**
 * A manager counts only while the user still has is_anchor_admin: an operator who takes the flag away ends every
 * appointment at once, without touching them.
 */
const managerClause =
  'exists (select 1 from room_managers m join users a on a.id = m.user_id and a.is_anchor_admin where m.anchor_id = r.anchor_id and m.user_id = $2)';

/** The room's anchor and the user's role in it; undefined when there is no such room. */
export async function roomRole(
  db: Database,
  liveId: number,
  userId: number | undefined,
): Promise<{ anchorId: number; role: RoomRole } | undefined> {
  const [row] = await db.query<{ anchor_id: number; manager: boolean }>(
    `select r.anchor_id, ${managerClause} as manager from rooms r where r.liveid = $1`,
    [liveId, userId ?? 0],
  );
  if (!row) return undefined;
  return { anchorId: row.anchor_id, role: row.anchor_id === userId ? 'anchor' : row.manager ? 'manager' : 'viewer' };
}

/** The room's anchor, when `userId` may manage the room (its anchor or one of the anchor's managers); else the refusal. */
export async function requireRoomManager(
  db: Database,
  liveId: number,
  userId: number,
): Promise<{ anchorId: number; role: 'anchor' | 'manager' }> {
  const found = await roomRole(db, liveId, userId);
  if (!found) throw new DomainError('NOT_FOUND', '直播间不存在');
  if (found.role === 'viewer') throw new DomainError('FORBIDDEN', '只有主播和房管可以管理这个直播间');
  return { anchorId: found.anchorId, role: found.role };
}

/** Seconds between two sends in the room (0: unlimited). */
export async function roomSlowMode(db: Database, liveId: number): Promise<number> {
  const [row] = await db.query<{ slow_mode: number }>('select slow_mode from room_settings where liveid = $1', [liveId]);
  return row?.slow_mode ?? 0;
}

/** The anchor's managers in the order they were appointed (those who lost is_anchor_admin are left out). */
export async function roomManagers(db: Database, anchorId: number): Promise<{ uid: number; nick_name: string; avatar: string }[]> {
  return db.query(
    'select u.id as uid, u.nick_name, u.avatar from room_managers m join users u on u.id = m.user_id where m.anchor_id = $1 and u.is_anchor_admin order by m.appointed_at, u.id',
    [anchorId],
  );
}

/**
 * Appoints (or removes) a manager of the anchor's room. Only users with is_anchor_admin can be appointed; removing
 * works for anyone. Setting the state a user already has changes nothing; `changed` says whether it did.
 */
export async function setRoomManager(
  db: Database,
  anchorId: number,
  userId: number,
  manager: boolean,
  now: Date,
): Promise<{ nick_name: string; changed: boolean }> {
  if (userId === anchorId) throw new DomainError('BAD_INPUT', '主播不能任命自己为房管');
  const [user] = await db.query<{ nick_name: string; is_anchor_admin: boolean }>(
    'select nick_name, is_anchor_admin from users where id = $1',
    [userId],
  );
  if (!user) throw new DomainError('NOT_FOUND', '用户不存在');
  if (!manager) {
    const removed = await db.query('delete from room_managers where anchor_id = $1 and user_id = $2 returning 1', [anchorId, userId]);
    return { nick_name: user.nick_name, changed: removed.length > 0 };
  }
  if (!user.is_anchor_admin) throw new DomainError('BAD_INPUT', '只能任命拥有房管身份的用户，对方可以在个人中心申请房管');
  const added = await db.query(
    'insert into room_managers (anchor_id, user_id, appointed_at) values ($1, $2, $3) on conflict do nothing returning 1',
    [anchorId, userId, now.toISOString()],
  );
  return { nick_name: user.nick_name, changed: added.length > 0 };
}

/** The slow mode that applies to the user's sends in the room: the room's, or 0 for its anchor and managers. */
export async function slowModeFor(db: Database, liveId: number, userId: number): Promise<number> {
  const [row] = await db.query<{ slow_mode: number }>(
    `select s.slow_mode from room_settings s join rooms r on r.liveid = s.liveid where s.liveid = $1 and s.slow_mode > 0 and r.anchor_id <> $2 and not ${managerClause}`,
    [liveId, userId],
  );
  return row?.slow_mode ?? 0;
}
