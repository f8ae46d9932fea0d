import { GroupLimits, GroupNoticeType, MemberRole } from '../../../runtime/im/protocol/group-codec.ts';
import type { imgroup } from '../../../runtime/im/protocol/generated/group.js';
import { ServerCode } from '../../../runtime/im/protocol/server-codes.ts';
import { DomainError } from '../../domain/errors.ts';
import { banAsRoom } from '../../routes/rooms/chat-ports.ts';
import { roomRole } from '../../domain/rooms/room-managers.ts';
import { setBan } from '../store/ban-store.ts';
import { withHeldTells } from '../held-tells.ts';
import { ImError, invalidParameter } from '../errors.ts';
import { removeMember, type GroupInfo } from '../groups.ts';
import { membersById } from '../store/group-store.ts';
import type { CommandCall } from './command.ts';
import { requirePurchased } from './service-call.ts';
import { answer, checkedText, pushNotice, requireManager } from './group-call.ts';

const productRoomPattern = /^live_(\d{1,9})$/;

/**
 * `group.deleteMembers` of a live room (spec 001 §5, §7): bans `user_ids` from it for `mute_seconds` of the server
 * clock (0: 10004, the SDK refuses it first), when the application bought the liveRoomBan ability (72001). The banned
 * leave the room at once on every node (sockets and presence; their polls answer event 21), hear notice 21 with the reason, and can neither join nor send until the ban ends. The ban is the room's one ban row
 * (im_group_bans, migration 046): a product room's anchor and managers see it and may lift it (docs/decisions.md
 * "Live-room bans from the SDK").
 */
export async function banFromLiveRoom(call: CommandCall, group: GroupInfo, request: imgroup.GroupRequest) {
  requirePurchased(call.gateway, 'liveRoomBan');
  const seconds = request.muteSeconds ?? 0;
  if (seconds <= 0) throw invalidParameter('a live-room ban needs a duration of at least 1 second (mute_seconds)');
  const ids = [...new Set(request.userIds ?? [])];
  if (ids.length === 0 || ids.length > GroupLimits.addMembers) throw invalidParameter(`user_ids takes 1 to ${GroupLimits.addMembers} ids`);
  if (ids.includes(call.user.id)) throw invalidParameter('a member cannot ban themself');
  const reason = checkedText(request.reason, 'reason', GroupLimits.notificationChars);
  const liveId = group.id.match(productRoomPattern)?.[1];
  if (liveId) await banInProductRoom(call, Number(liveId), ids, seconds);
  else if (group.stored) await banInCreatedRoom(call, group.id, ids, seconds);
  else throw new ImError(ServerCode.NO_PERMISSION, `nobody bans from ${group.id}`);
  for (const userId of ids) await removeMember(call.context.db, group.id, userId);
  // On every node: the other nodes' sockets and poll keys of the banned leave the room too (one bus message).
  call.gateway.banFromRoom(group.id, ids);
  pushNotice(call, ids, {
    type: GroupNoticeType.LIVE_ROOM_BANNED,
    group: { groupId: group.id, type: group.type, name: group.name },
    message: reason,
  });
  return answer({ results: ids.map((userId) => ({ userId, result: 1 })) });
}

/**
 * A product room (`live_<liveid>`): its anchor and managers ban its viewers, never the anchor or a manager (as
 * POST /api/live/banUser); an operator's ban stays the operator's (banAsRoom's status 4 becomes 10007). The room
 * hears Banuser after the bans committed.
 */
async function banInProductRoom(call: CommandCall, liveId: number, ids: readonly string[], seconds: number): Promise<void> {
  const { db } = call.context;
  const actor = await roomRole(db, liveId, Number(call.user.id));
  if (actor?.role !== 'anchor' && actor?.role !== 'manager')
    throw new ImError(ServerCode.NO_PERMISSION, `only the anchor and managers of live_${liveId} may ban`);
  for (const userId of ids) {
    if (!/^\d{1,9}$/.test(userId)) throw invalidParameter(`${userId} is no user of this site`);
    const target = await roomRole(db, liveId, Number(userId));
    if (target?.role === 'anchor' || target?.role === 'manager')
      throw new ImError(ServerCode.NO_PERMISSION, `the ${target.role} of live_${liveId} cannot be banned`);
  }
  try {
    // All of them or none, and the room hears Banuser once the bans committed (held-tells.ts).
    await withHeldTells(db, async (tx, hold) => {
      for (const userId of ids)
        await banAsRoom(
          { db: tx, clock: call.context.clock, im: call.gateway, hold },
          liveId,
          Number(userId),
          seconds,
          Number(call.user.id),
          true,
        );
    });
  } catch (error) {
    throw error instanceof DomainError ? new ImError(ServerCode.NO_PERMISSION, error.message) : error;
  }
}

/** A live room created with createGroup: its owner bans anyone else, an admin members only (as kicks elsewhere). */
async function banInCreatedRoom(call: CommandCall, groupId: string, ids: readonly string[], seconds: number): Promise<void> {
  const actor = await requireManager(call, groupId);
  const targets = await membersById(call.context.db, groupId, [...ids]);
  const above = targets.find(
    (target) => target.role === MemberRole.OWNER || (target.role === MemberRole.ADMIN && actor.role !== MemberRole.OWNER),
  );
  if (above) throw new ImError(ServerCode.NO_PERMISSION, `${call.user.id} may not ban ${above.user_id} (${above.role})`);
  for (const userId of ids) await setBan(call.context.db, groupId, userId, call.now, seconds, true);
}
