import { unixSeconds } from '../../clock.ts';
import type { Clock, Database } from '../ports.ts';
import { DomainError } from '../errors.ts';
import type { RoomModeration } from './ports.ts';
import { banEnds, deleteRoomBan, upsertRoomBan } from './room-bans-store.ts';

/** Who set a user's running ban in a room: its anchor or managers, the operator, or nobody (no ban runs). */
export type BanSetter = 'room' | 'operator' | '';

/**
 * The setter of the user's running ban in the room (migration 037): the room's when its end is the one the room's
 * managers gave it, else the operator's (the admin API writes the gateway's ban alone).
 */
export async function banSetter(db: Database, liveId: number, userId: number, now: number): Promise<BanSetter> {
  const row = await banEnds(db, `live_${liveId}`, String(userId));
  if (!row || row.until <= now) return '';
  return row.room_until === row.until ? 'room' : 'operator';
}

/**
 * Bans a fan from the room for `duration` seconds (0 lifts the ban) on behalf of its anchor or a manager (`by`). The
 * operator's ban is the platform's decision: the room's managers can neither shorten, replace nor lift it (status 4).
 * `blocksJoin`: the chat SDK's live-room ban (deleteGroupMember with a duration), which keeps the fan out of the room.
 */
export async function banAsRoom(
  room: { db: Database; clock: Clock; moderation: RoomModeration },
  liveId: number,
  userId: number,
  duration: number,
  by: number,
  blocksJoin = false,
): Promise<void> {
  const { db, clock } = room;
  if ((await banSetter(db, liveId, userId, unixSeconds(clock.now()))) === 'operator')
    throw new DomainError('FORBIDDEN', '该禁言由平台设置，房管不能更改');
  const groupId = `live_${liveId}`;
  const until = await room.moderation.ban(liveId, String(userId), duration, blocksJoin);
  if (until === 0) {
    await deleteRoomBan(db, groupId, String(userId));
    return;
  }
  await upsertRoomBan(db, groupId, String(userId), until, by, clock.now());
}
