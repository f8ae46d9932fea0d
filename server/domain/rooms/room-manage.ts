import type { RoomMember, RoomSettings } from '../../../schema/generated/api.ts';
import { unixSeconds } from '../../clock.ts';
import { DomainError } from '../errors.ts';
import type { Clock, Database, ReadThroughCache } from '../ports.ts';
import type { RoomModeration, RoomNotices } from './ports.ts';
import { banAsRoom, banSetter } from './room-bans.ts';
import { managersOf, memberUser } from './room-managers-store.ts';
import { muteDurations, requireRoomManager, roomRole, setRoomManager, slowModes } from './room-managers.ts';
import { keepRoomSetting, roomSlowMode, roomTitle, updateRoomTitle } from './rooms-store.ts';

/**
 * A live room managed by its anchor and the managers the anchor appoints (spec 000 §1 is_anchor_admin, §4 the room's
 * realtime messages, §9 the mute durations and slow mode). The spec shows none of the calls: designed in docs/api.md
 * "Managing a live room"; who may do what in docs/decisions.md "Room managers". Every change is told to the room.
 */

/** What managing a room needs: the database, the clock, the read cache the room lists go through, the room's chat. */
export interface RoomManagePorts {
  db: Database;
  clock: Clock;
  cache: Pick<ReadThroughCache, 'clear'>;
  notices: RoomNotices;
  moderation: RoomModeration;
}

/** Who is managing: the signed-in user. */
type Manager = { id: number; nick_name: string };

/** Longest room title, in characters once trimmed. */
const maxTitleLength = 30;

/** One user as the room's managers see them; status 3 for an unknown user. */
async function member(ports: RoomManagePorts, liveId: number, userId: number): Promise<RoomMember> {
  const { db, clock, moderation } = ports;
  const user = await memberUser(db, userId);
  if (!user) throw new DomainError('NOT_FOUND', '用户不存在');
  const found = await roomRole(db, liveId, userId);
  const now = unixSeconds(clock.now());
  const bannedFor = await moderation.banSecondsLeft(`live_${liveId}`, String(userId), now);
  const bannedBy = bannedFor > 0 ? await banSetter(db, liveId, userId, now) : '';
  return {
    liveid: liveId,
    uid: userId,
    nick_name: user.nick_name,
    avatar: user.avatar,
    role: found?.role ?? 'viewer',
    is_anchor_admin: user.is_anchor_admin ? 1 : 0,
    banned_for: bannedFor,
    banned_by: bannedBy,
  };
}

async function settings(db: Database, liveId: number): Promise<RoomSettings> {
  const title = await roomTitle(db, liveId);
  if (title === undefined) throw new DomainError('NOT_FOUND', '直播间不存在');
  return { liveid: liveId, title, slow_mode: (await roomSlowMode(db, liveId)) as RoomSettings['slow_mode'] };
}

/** The room's settings, its anchor, the asker's role and the anchor's managers. */
export async function roomManage(ports: RoomManagePorts, manager: Manager, liveId: number) {
  const { anchorId, role } = await requireRoomManager(ports.db, liveId, manager.id);
  return { ...(await settings(ports.db, liveId)), anchorid: anchorId, role, managers: await managersOf(ports.db, anchorId) };
}

/** One user of the room, for its anchor and managers. */
export async function roomMember(ports: RoomManagePorts, manager: Manager, liveId: number, userId: number): Promise<RoomMember> {
  await requireRoomManager(ports.db, liveId, manager.id);
  return member(ports, liveId, userId);
}

/** Only the room's anchor appoints; the room hears RoomNotifyTypeSetManager when something changed. */
export async function appointManager(
  ports: RoomManagePorts,
  anchor: Manager,
  liveid: number,
  uid: number,
  manager: 0 | 1,
): Promise<RoomMember> {
  const { role } = await requireRoomManager(ports.db, liveid, anchor.id);
  if (role !== 'anchor') throw new DomainError('FORBIDDEN', '只有主播可以任命或撤销房管');
  const result = await setRoomManager(ports.db, anchor.id, uid, manager === 1, ports.clock.now());
  if (result.changed)
    ports.notices.publishOnlineOnly(`live_${liveid}`, {
      type: 'RoomNotifyTypeSetManager',
      liveid,
      uid: String(uid),
      nick_name: result.nick_name,
      manager,
    });
  return member(ports, liveid, uid);
}

/** A new title, kept past the next start; the room hears changeRoomTitle. */
export async function changeRoomTitle(ports: RoomManagePorts, manager: Manager, liveid: number, written: string): Promise<RoomSettings> {
  const { db, clock } = ports;
  await requireRoomManager(db, liveid, manager.id);
  const title = written.trim();
  if (!title) throw new DomainError('BAD_INPUT', '请输入直播间标题');
  if ([...title].length > maxTitleLength) throw new DomainError('BAD_INPUT', `直播间标题最多 ${maxTitleLength} 个字`);
  await updateRoomTitle(db, liveid, title);
  await keepRoomSetting(db, liveid, 'title', title, clock.now());
  // The room lists (getRealLives, the home page, search) are cached reads of the rooms table.
  ports.cache.clear();
  ports.notices.publishOnlineOnly(`live_${liveid}`, {
    type: 'changeRoomTitle',
    liveid,
    title,
    uid: String(manager.id),
    nick_name: manager.nick_name,
  });
  return settings(db, liveid);
}

/**
 * Fans only: the anchor and the managers cannot be banned, whoever asks (an anchor removes a manager first). The
 * room's managers change only the room's bans: the operator's stays (domain/rooms/room-bans.ts).
 */
export async function banRoomUser(
  ports: RoomManagePorts,
  manager: Manager,
  liveid: number,
  uid: number,
  duration: number,
): Promise<RoomMember> {
  await requireRoomManager(ports.db, liveid, manager.id);
  if (!(muteDurations as readonly number[]).includes(duration))
    throw new DomainError('BAD_INPUT', `禁言时长只能是 ${muteDurations.join('、')} 秒（0 为解除禁言）`);
  const target = await member(ports, liveid, uid);
  if (target.role === 'anchor') throw new DomainError('FORBIDDEN', '不能禁言主播');
  if (target.role === 'manager') throw new DomainError('FORBIDDEN', '不能禁言房管');
  await banAsRoom(ports, liveid, uid, duration, manager.id);
  return { ...target, banned_for: duration, banned_by: duration > 0 ? 'room' : '' };
}

/** The room's slow mode, kept past the next start; the room hears changePubConfig. */
export async function changeSlowMode(ports: RoomManagePorts, manager: Manager, liveid: number, slowMode: number): Promise<RoomSettings> {
  const { db, clock } = ports;
  await requireRoomManager(db, liveid, manager.id);
  if (!(slowModes as readonly number[]).includes(slowMode))
    throw new DomainError('BAD_INPUT', `慢速模式只能是 ${slowModes.join('、')} 秒（0 为不限）`);
  await keepRoomSetting(db, liveid, 'slow_mode', slowMode, clock.now());
  ports.notices.publishOnlineOnly(`live_${liveid}`, {
    type: 'changePubConfig',
    liveid,
    slow_mode: slowMode,
    uid: String(manager.id),
    nick_name: manager.nick_name,
  });
  return settings(db, liveid);
}

/** Empties the room's chat, for its anchor and managers. */
export async function clearRoomChat(ports: RoomManagePorts, manager: Manager, liveId: number): Promise<void> {
  await requireRoomManager(ports.db, liveId, manager.id);
  await ports.moderation.clearChat(liveId);
}
