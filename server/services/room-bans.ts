import type { Database } from '../db/database.ts';
import { DomainError } from '../domain/errors.ts';
import { banInRoom, type RoomChat } from '../im/room-moderation.ts';
import { unixNow } from '../im/wire.ts';

/** Who set a user's running ban in a room: its anchor or managers, the operator, or nobody (no ban runs). */
export type BanSetter = 'room' | 'operator' | '';

/**
 * The setter of the user's running ban in the room (migration 037): the room's when its end is the one the room's
 * managers gave it, else the operator's (the admin API writes the gateway's ban alone).
 */
export async function banSetter(db: Database, liveId: number, userId: number, now: number): Promise<BanSetter> {
  const [row] = await db.query<{ until: number; room_until: number | null }>(
    'select b.until, r.until as room_until from im_group_bans b left join room_bans r on r.group_id = b.group_id and r.user_id = b.user_id where b.group_id = $1 and b.user_id = $2',
    [`live_${liveId}`, String(userId)],
  );
  if (!row || row.until <= now) return '';
  return row.room_until === row.until ? 'room' : 'operator';
}

/**
 * Bans a fan from the room for `duration` seconds (0 lifts the ban) on behalf of its anchor or a manager (`by`). The
 * operator's ban is the platform's decision: the room's managers can neither shorten, replace nor lift it (status 4).
 * `blocksJoin`: the chat SDK's live-room ban (deleteGroupMember with a duration), which keeps the fan out of the room.
 */
export async function banAsRoom(
  context: RoomChat,
  liveId: number,
  userId: number,
  duration: number,
  by: number,
  blocksJoin = false,
): Promise<void> {
  const { db, clock } = context;
  if ((await banSetter(db, liveId, userId, unixNow(clock.now()))) === 'operator')
    throw new DomainError('FORBIDDEN', '该禁言由平台设置，房管不能更改');
  const groupId = `live_${liveId}`;
  const until = await banInRoom(context, liveId, String(userId), duration, blocksJoin);
  if (until === 0) {
    await db.query('delete from room_bans where group_id = $1 and user_id = $2', [groupId, String(userId)]);
    return;
  }
  await db.query(
    `insert into room_bans (group_id, user_id, until, banned_by, created_at) values ($1, $2, $3, $4, $5)
     on conflict (group_id, user_id) do update set until = excluded.until, banned_by = excluded.banned_by, created_at = excluded.created_at`,
    [groupId, String(userId), until, by, clock.now().toISOString()],
  );
}
