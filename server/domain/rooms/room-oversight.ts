import { unixSeconds } from '../../clock.ts';
import { DomainError } from '../errors.ts';
import type { Clock, Database } from '../ports.ts';
import { checkOperatorBan } from './operator-ban.ts';
import type { RoomModeration, RoomNotices } from './ports.ts';
import { deleteRoomBan, deleteRunningBan, runningBans } from './room-bans-store.ts';
import { roomRole } from './room-managers.ts';
import { appointedManagers, memberUser, removeManager } from './room-managers-store.ts';

/** What the operators' console needs to oversee a live room's bans and managers. */
export interface RoomOversightPorts {
  db: Database;
  clock: Clock;
  moderation: RoomModeration;
  notices: RoomNotices;
}

/** The room's anchor, or NOT_FOUND. */
async function anchorOf(db: Database, liveId: number): Promise<number> {
  const found = await roomRole(db, liveId, undefined);
  if (!found) throw new DomainError('NOT_FOUND', '直播间不存在');
  return found.anchorId;
}

/**
 * A live room as the operators' console oversees it (docs/operators.md "Room bans and managers"): its anchor, the
 * managers the anchor appointed and the bans running now, each with its end, whether it keeps the fan out of the room,
 * and who set it: the room (its anchor or a manager, named) or the platform (an operator or the admin API).
 */
export async function roomOversight(ports: RoomOversightPorts, liveId: number) {
  const { db, clock } = ports;
  const anchorId = await anchorOf(db, liveId);
  const [anchor, managers, bans] = await Promise.all([
    memberUser(db, anchorId),
    appointedManagers(db, anchorId),
    runningBans(db, `live_${liveId}`, unixSeconds(clock.now())),
  ]);
  return {
    liveId,
    anchor: { userId: anchorId, nickName: anchor?.nick_name ?? '' },
    managers: managers.map((m) => ({ userId: m.uid, nickName: m.nick_name, appointedAt: unixSeconds(m.appointed_at) })),
    bans: bans.map((b) => {
      const byRoom = b.room_until === b.until;
      return {
        userId: b.user_id,
        nickName: b.nick_name ?? '',
        until: b.until,
        blocksJoin: b.blocks_join,
        by: byRoom ? ('room' as const) : ('platform' as const),
        byUserId: byRoom ? b.banned_by : null,
        byNickName: byRoom ? (b.banned_by_nick ?? '') : '',
      };
    }),
  };
}

/**
 * Bans (or, without `blocksJoin`, mutes) a fan of the room for one of the spec's durations, as the platform: the
 * operator's ban rule of the fan app holds (never the anchor nor a manager), and the room's managers can neither shorten
 * nor lift it. Answers the ban's end in unix seconds.
 */
export async function banFromConsole(ports: RoomOversightPorts, liveId: number, userId: number, duration: number, blocksJoin: boolean) {
  await checkOperatorBan(ports.db, liveId, userId);
  if (!(await memberUser(ports.db, userId))) throw new DomainError('NOT_FOUND', '用户不存在');
  return ports.moderation.ban(liveId, String(userId), duration, blocksJoin);
}

/**
 * Lifts a running ban, whoever set it (the room or the platform): the fan may send and join again. A ban that no longer
 * runs is a CONFLICT (the route names who lifted it, or it ran out). Answers who had set it.
 */
export async function liftBan(ports: RoomOversightPorts, liveId: number, userId: number): Promise<{ setBy: 'room' | 'platform' }> {
  const { db, clock } = ports;
  await anchorOf(db, liveId);
  // The guarded delete decides, not a read before it: two operators lifting at once cannot both succeed.
  const lifted = await deleteRunningBan(db, `live_${liveId}`, String(userId), unixSeconds(clock.now()));
  if (!lifted) throw new DomainError('CONFLICT', '该用户没有正在生效的禁言');
  await deleteRoomBan(db, `live_${liveId}`, String(userId));
  // Tells the room (Banuser, duration 0) as a lift by its managers does; the row is gone already.
  await ports.moderation.ban(liveId, String(userId), 0, false);
  return { setBy: lifted.room_until === lifted.until ? 'room' : 'platform' };
}

/**
 * Ends a manager's appointment in the anchor's room (the user keeps is_anchor_admin and may be appointed again); the
 * room hears RoomNotifyTypeSetManager as when the anchor removes one. Not a manager: a CONFLICT.
 */
export async function removeRoomManager(ports: RoomOversightPorts, liveId: number, userId: number): Promise<{ nickName: string }> {
  const { db } = ports;
  const anchorId = await anchorOf(db, liveId);
  const user = await memberUser(db, userId);
  if (!user) throw new DomainError('NOT_FOUND', '用户不存在');
  if (!(await removeManager(db, anchorId, userId))) throw new DomainError('CONFLICT', '该用户不是这个直播间的房管');
  ports.notices.publishOnlineOnly(`live_${liveId}`, {
    type: 'RoomNotifyTypeSetManager',
    liveid: liveId,
    uid: String(userId),
    nick_name: user.nick_name,
    manager: 0,
  });
  return { nickName: user.nick_name };
}
