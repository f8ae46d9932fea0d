import { ServerCode } from '../../../runtime/im/protocol/server-codes.ts';
import {
  AddResult,
  GroupLimits,
  GroupNoticeType,
  GroupTipType,
  InviteOption,
  isPlainRole,
  MemberRole,
} from '../../../runtime/im/protocol/group-codec.ts';
import { ImError, invalidParameter } from '../errors.ts';
import { addMember, removeMember, requireGroup } from '../groups.ts';
import { existingUsers } from '../store/relationship-store.ts';
import {
  memberCounts,
  memberPage,
  membersById,
  saveApplication,
  setMuteUntil,
  setNameCard,
  setRole,
  type MemberRow,
} from '../store/group-store.ts';
import type { CommandCall, CommandHandler } from './command.ts';
import { banFromLiveRoom } from './live-room-ban.ts';
import {
  answer,
  checkedText,
  createdGroup,
  groupProfileFor,
  groupRequest,
  pushNotice,
  requireManager,
  requireMember,
  requireOwner,
  storeTip,
  wireMember,
} from './group-call.ts';
import { keepSiteMute } from '../site-mute.ts';

/** The largest mute: the uint32 the wire carries, as the SDK allows any seconds (the product offers 259200 ... 0). */
const maxMuteSeconds = 2 ** 32 - 1;
/** The latest end a mute can have: mute_until is a 32-bit integer (migration 034); a longer mute is for ever anyway. */
const latestMuteEnd = 2 ** 31 - 1;

/**
 * Whether `actor` may act on `target` (kick, mute, name card): the owner on anyone else, an admin on members only
 * (Tencent's rule; spec 001 §6 says owner and admins manage members). A community's Custom role is a member's.
 */
const outranks = (actor: MemberRow, target: MemberRow): boolean =>
  actor.role === MemberRole.OWNER || (actor.role === MemberRole.ADMIN && isPlainRole(target.role));

/** The roles the owner gives (spec 001 §5): Admin or Member, or Custom in a community. */
const isSettableRole = (groupType: string, role: string): role is 'Admin' | 'Member' | 'Custom' =>
  role === MemberRole.ADMIN || role === MemberRole.MEMBER || (role === MemberRole.CUSTOM && groupType === 'Community');

/** The member whose `what` the caller changes: themself (no `userId`), or one they outrank (10007 otherwise). */
export async function changeableMember(
  call: CommandCall,
  groupId: string,
  userId: string | null | undefined,
  what: string,
): Promise<MemberRow> {
  const actor = await requireMember(call, groupId);
  const targetId = userId || call.user.id;
  const target = targetId === call.user.id ? actor : await requireMember(call, groupId, targetId);
  if (target !== actor && !outranks(actor, target))
    throw new ImError(ServerCode.NO_PERMISSION, `${call.user.id} may not change the ${what} of ${targetId}`);
  return target;
}

/** `group.members`, `.memberProfile`, `.addMembers`, `.deleteMembers`, `.setRole`, `.mute` and `.nameCard`. */
export const groupMemberCommands: Record<string, CommandHandler> = {
  /** Members only: a page of 15 by default, at most 100 (spec 001 §5), owner first, then admins, then by join time. */
  async 'group.members'(call) {
    const request = groupRequest(call);
    const group = await createdGroup(call, request.groupId ?? '');
    await requireMember(call, group.id);
    const offset = request.offset ?? 0;
    const count = Math.min(request.count || GroupLimits.memberPageDefault, GroupLimits.memberPageMax);
    const rows = await memberPage(call.context.db, group.id, offset, count);
    const total = (await memberCounts(call.context.db, [group.id])).get(group.id) ?? 0;
    return answer({
      members: rows.map(wireMember),
      totalCount: total,
      nextOffset: offset + rows.length,
      complete: offset + rows.length >= total,
    });
  },

  /** Members only: at most 50 users; ids that are not members are left out. */
  async 'group.memberProfile'(call) {
    const request = groupRequest(call);
    const group = await createdGroup(call, request.groupId ?? '');
    await requireMember(call, group.id);
    const ids = [...new Set(request.userIds ?? [])];
    if (ids.length === 0 || ids.length > GroupLimits.memberProfileIds)
      throw invalidParameter(`user_ids takes 1 to ${GroupLimits.memberProfileIds} ids`);
    return answer({ members: (await membersById(call.context.db, group.id, ids)).map(wireMember) });
  },

  /**
   * Owner and admins add registered users (not to a live room), and so do members when the group's inviteOption is
   * FreeAccess (DisableInvite: 10007): per user 1 added, 2 already a member, 4 the group is full, 0 failed (no such
   * user). The added hear notice 7 (invited); the group hears tip 1. A member's invitation to a NeedPermission group
   * waits for the owner or an admin instead (3, an application of type 2; spec 001 §4 invite options).
   */
  async 'group.addMembers'(call) {
    const request = groupRequest(call);
    const group = await createdGroup(call, request.groupId ?? '');
    if (group.type === 'AVChatRoom') throw new ImError(ServerCode.NO_PERMISSION, 'members cannot be added to a live room');
    const inviter = await requireMember(call, group.id);
    const option = isPlainRole(inviter.role) ? group.stored.invite_option : InviteOption.FREE_ACCESS;
    if (option === InviteOption.DISABLE_INVITE)
      throw new ImError(ServerCode.NO_PERMISSION, `only the owner and admins of ${group.id} may add members`);
    const ids = [...new Set(request.userIds ?? [])];
    if (ids.length === 0 || ids.length > GroupLimits.addMembers)
      throw invalidParameter(`user_ids takes 1 to ${GroupLimits.addMembers} ids`);
    const known = await existingUsers(call.context.db, ids.filter((id) => /^\d{1,9}$/.test(id)).map(Number));
    const already = new Set((await membersById(call.context.db, group.id, ids)).map((row) => row.user_id));
    let count = (await memberCounts(call.context.db, [group.id])).get(group.id) ?? 0;
    const results = [];
    const added: string[] = [];
    for (const userId of ids) {
      if (already.has(userId)) results.push({ userId, result: AddResult.ALREADY_MEMBER });
      else if (!/^\d{1,9}$/.test(userId) || !known.has(Number(userId))) results.push({ userId, result: AddResult.FAILED });
      else if (count >= group.stored.max_members) results.push({ userId, result: AddResult.GROUP_FULL });
      else if (option === InviteOption.NEED_PERMISSION) {
        await saveApplication(call.context.db, group.id, call.user.id, '', call.now, userId);
        results.push({ userId, result: AddResult.WAITING_APPROVAL });
      } else {
        await addMember(call.context.db, group, userId, call.now);
        count++;
        added.push(userId);
        results.push({ userId, result: AddResult.ADDED });
      }
    }
    if (added.length > 0) {
      // The notice goes first: it tells the added users' SDKs the group (and its type) before its first tip arrives.
      pushNotice(call, added, { type: GroupNoticeType.INVITED, group: await groupProfileFor(call, group.stored) });
      await storeTip(call, group, GroupTipType.JOIN, added);
    }
    return answer({ results });
  },

  /**
   * Owner and admins remove members (the owner anyone else, an admin members only; 10007 otherwise): the removed
   * hear notice 4 (kicked) with the reason, the rest tip 3. Ids that are not members are skipped. In a live room it
   * is a ban with a duration (live-room-ban.ts).
   */
  async 'group.deleteMembers'(call) {
    const request = groupRequest(call);
    const room = await requireGroup(call.context.db, request.groupId);
    if (room.type === 'AVChatRoom') return banFromLiveRoom(call, room, request);
    const group = await createdGroup(call, request.groupId ?? '');
    const actor = await requireManager(call, group.id);
    const ids = [...new Set(request.userIds ?? [])];
    if (ids.length === 0 || ids.length > GroupLimits.addMembers)
      throw invalidParameter(`user_ids takes 1 to ${GroupLimits.addMembers} ids`);
    if (ids.includes(call.user.id)) throw invalidParameter('a member quits, not kicks themself');
    const targets = await membersById(call.context.db, group.id, ids);
    const above = targets.find((target) => !outranks(actor, target));
    if (above) throw new ImError(ServerCode.NO_PERMISSION, `${call.user.id} may not remove ${above.user_id} (${above.role})`);
    const reason = checkedText(request.reason, 'reason', GroupLimits.notificationChars);
    const profile = await groupProfileFor(call, group.stored);
    for (const target of targets) await removeMember(call.context.db, group.id, target.user_id);
    const removed = targets.map((target) => target.user_id);
    for (const userId of removed) for (const socket of call.gateway.socketsOf(userId)) call.gateway.groupSockets.leave(socket, group.id);
    if (removed.length > 0) {
      await storeTip(call, group, GroupTipType.KICKED, removed);
      pushNotice(call, removed, { type: GroupNoticeType.KICKED, group: profile, message: reason });
    }
    return answer({ results: removed.map((userId) => ({ userId, result: 1 })) });
  },

  /**
   * The owner makes a member Admin or an admin Member (spec 001 §4, §5), or, in a community, anyone else Custom
   * (10004 elsewhere): not in a Private group or a live room, not on themself. Becoming Admin: notice 9 and tip 4;
   * leaving Admin: notice 10 and tip 5; between Member and Custom: tip 7 with the member's new role.
   */
  async 'group.setRole'(call) {
    const request = groupRequest(call);
    const group = await createdGroup(call, request.groupId ?? '');
    if (group.type === 'Private' || group.type === 'AVChatRoom')
      throw new ImError(ServerCode.NO_PERMISSION, `roles cannot be set in a ${group.type} group`);
    await requireOwner(call, group.id);
    const userId = request.userId ?? '';
    if (userId === call.user.id) throw invalidParameter('the owner cannot set their own role');
    const role = request.role ?? '';
    if (!isSettableRole(group.type, role))
      throw invalidParameter(group.type === 'Community' ? 'role must be Admin, Member or Custom' : 'role must be Admin or Member');
    const target = await requireMember(call, group.id, userId);
    if (target.role === role) return;
    await setRole(call.context.db, group.id, userId, role);
    if (role !== MemberRole.ADMIN && target.role !== MemberRole.ADMIN) {
      await storeTip(call, group, GroupTipType.MEMBER_UPDATED, [userId], { memberList: [{ userID: userId, role }] });
      return;
    }
    const isAdmin = role === MemberRole.ADMIN;
    await storeTip(call, group, isAdmin ? GroupTipType.SET_ADMIN : GroupTipType.CANCEL_ADMIN, [userId]);
    pushNotice(call, [userId], {
      type: isAdmin ? GroupNoticeType.SET_ADMIN : GroupNoticeType.REMOVE_ADMIN,
      group: await groupProfileFor(call, group.stored),
    });
  },

  /**
   * Owner and admins mute a member for `mute_seconds` from now (0 lifts it), never themself; a muted member's sends
   * get 20012. The group hears tip 7 with the member's muteTime.
   */
  async 'group.mute'(call) {
    const request = groupRequest(call);
    const group = await createdGroup(call, request.groupId ?? '');
    const actor = await requireManager(call, group.id);
    const userId = request.userId ?? '';
    if (userId === call.user.id) throw invalidParameter('a member cannot mute themself');
    const target = await requireMember(call, group.id, userId);
    if (!outranks(actor, target)) throw new ImError(ServerCode.NO_PERMISSION, `${call.user.id} may not mute ${userId} (${target.role})`);
    const seconds = Math.min(request.muteSeconds ?? 0, maxMuteSeconds);
    await setMuteUntil(call.context.db, group.id, userId, seconds > 0 ? Math.min(call.now + seconds, latestMuteEnd) : 0);
    await storeTip(call, group, GroupTipType.MEMBER_UPDATED, [userId], { memberList: [{ userID: userId, muteTime: seconds }] });
  },

  /** A member sets their own name card; the owner and admins set the cards of those they outrank. Tip 7. */
  async 'group.nameCard'(call) {
    const request = groupRequest(call);
    const group = await createdGroup(call, request.groupId ?? '');
    const userId = (await changeableMember(call, group.id, request.userId, 'name card')).user_id;
    await keepSiteMute(call, group.id);
    const nameCard = checkedText(request.nameCard, 'name card', GroupLimits.nameCardChars);
    await setNameCard(call.context.db, group.id, userId, nameCard);
    await storeTip(call, group, GroupTipType.MEMBER_UPDATED, [userId], { memberList: [{ userID: userId, nameCard }] });
  },
};
