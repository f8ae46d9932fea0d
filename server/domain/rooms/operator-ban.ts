import { DomainError } from '../errors.ts';
import type { Database } from '../ports.ts';
import type { RoomModeration } from './ports.ts';
import { roomRole } from './room-managers.ts';

/** The spec's mute durations an operator picks from (spec 000 §9, without 0: lifting is the room screens' business). */
export const operatorBanDurations = [600, 3_600, 86_400, 259_200] as const;

/**
 * Checks that an operator may ban the user in the room, before anything changes: the room exists and the user is one of
 * its fans (the anchor and the managers are never banned, whoever asks: docs/decisions.md "Room managers").
 */
export async function checkOperatorBan(db: Database, liveId: number, userId: number): Promise<void> {
  const found = await roomRole(db, liveId, userId);
  if (!found) throw new DomainError('NOT_FOUND', '直播间不存在');
  if (found.role === 'anchor') throw new DomainError('FORBIDDEN', '不能禁言主播');
  if (found.role === 'manager') throw new DomainError('FORBIDDEN', '不能禁言房管');
}

/**
 * The platform's ban: written to the gateway alone (no room ban row), so the room's managers can neither shorten nor
 * lift it (room-bans.ts banSetter reads it as the operator's). `blocksJoin` keeps the fan out of the room too (a ban);
 * without it the fan may still read (a mute). Answers the ban's end in unix seconds.
 */
export function banAsOperator(moderation: RoomModeration, liveId: number, userId: number, duration: number, blocksJoin: boolean) {
  return moderation.ban(liveId, String(userId), duration, blocksJoin);
}
