import type { Database } from '../ports.ts';
import { DomainError } from '../errors.ts';
import { addManager, memberUser, removeManager, roomAndManager, slowModeOver } from './room-managers-store.ts';

/** Who a user is in a live room: its anchor, a manager the anchor appointed, or anyone else (guests too). */
export type RoomRole = 'anchor' | 'manager' | 'viewer';

/** The mute durations a manager may choose, in seconds (spec 000 §9): 3 days, 1 day, 1 hour, 10 minutes, none. */
export const muteDurations = [259_200, 86_400, 3_600, 600, 0] as const;

/** The slow-mode intervals, in seconds (spec 000 §9): 5 s, 10 s, 30 s, 1 min, unlimited (0). */
export const slowModes = [5, 10, 30, 60, 0] as const;

/** The room's anchor and the user's role in it; undefined when there is no such room. */
export async function roomRole(
  db: Database,
  liveId: number,
  userId: number | undefined,
): Promise<{ anchorId: number; role: RoomRole } | undefined> {
  const row = await roomAndManager(db, liveId, userId ?? 0);
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
  const user = await memberUser(db, userId);
  if (!user) throw new DomainError('NOT_FOUND', '用户不存在');
  if (!manager) return { nick_name: user.nick_name, changed: await removeManager(db, anchorId, userId) };
  if (!user.is_anchor_admin) throw new DomainError('BAD_INPUT', '只能任命拥有房管身份的用户，对方可以在个人中心申请房管');
  return { nick_name: user.nick_name, changed: await addManager(db, anchorId, userId, now) };
}

/** The slow mode that applies to the user's sends in the room: the room's, or 0 for its anchor and managers. */
export async function slowModeFor(db: Database, liveId: number, userId: number): Promise<number> {
  return (await slowModeOver(db, liveId, userId)) ?? 0;
}
