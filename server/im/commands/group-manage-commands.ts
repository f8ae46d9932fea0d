import { ServerCode } from '../../../runtime/im/protocol/server-codes.ts';
import {
  communityIdPattern,
  creatableGroupTypes,
  customGroupIdPattern,
  GroupLimits,
  GroupNoticeType,
  GroupTipType,
  groupSlowModes,
  InviteOption,
  JoinOption,
  muteAllFromWire,
  topicIdMark,
  updatableFields,
  type WireGroupProfile,
} from '../../../runtime/im/protocol/group-codec.ts';
import { anchorOfFansGroup } from '../../../runtime/im/protocol/group-keys.ts';
import { checkAnchorFanGroup, checkFanGroupOwnerChange } from '../anchor-fan-groups.ts';
import { ImError, invalidParameter } from '../errors.ts';
import { addMember, isReservedGroupId } from '../groups.ts';
import { type GroupKind, type GroupRow } from '../store/group-row-store.ts';
import { existingUsers } from '../store/relationship-store.ts';
import {
  changeOwner,
  deleteGroup,
  groupExists,
  groupsById,
  groupsOf,
  insertGroup,
  maxMembersOf,
  memberCounts,
  memberIds,
  memberOf,
  updateGroup,
} from '../store/group-store.ts';
import type { CommandCall, CommandHandler } from './command.ts';
import {
  answer,
  checkedText,
  maxAvatarChars,
  randomIdSuffix,
  createdGroup,
  groupProfileFor,
  groupRequest,
  pushNotice,
  requireManager,
  requireMember,
  requireOwner,
  storeTip,
  wireGroup,
} from './group-call.ts';
import { keepSiteMute, shownFields } from '../site-mute.ts';

const isGroupKind = (type: string): type is GroupKind => (creatableGroupTypes as readonly string[]).includes(type);
const joinOptions: readonly string[] = Object.values(JoinOption);

function checkedJoinOption(value: string): GroupRow['join_option'] {
  if (!joinOptions.includes(value)) throw invalidParameter(`joinOption must be ${joinOptions.join(', ')}`);
  return value as GroupRow['join_option'];
}

const inviteOptions: readonly string[] = Object.values(InviteOption);

/** An invite option (spec 001 §4), DisableInvite when none is asked: who beside the owner and admins may add members. */
function checkedInviteOption(value: string | null | undefined): GroupRow['invite_option'] {
  if (!value) return InviteOption.DISABLE_INVITE;
  if (!inviteOptions.includes(value)) throw invalidParameter(`inviteOption must be ${inviteOptions.join(', ')}`);
  return value as GroupRow['invite_option'];
}

/**
 * Spec 001 §5: joinOption is kept only for Public groups and communities; a ChatRoom and a live room are free to
 * join, a Private group is joined by invitation only.
 */
function joinOptionFor(type: GroupKind, asked: string): GroupRow['join_option'] {
  if (type === 'Public' || type === 'Community') return asked ? checkedJoinOption(asked) : JoinOption.NEED_PERMISSION;
  return type === 'Private' ? JoinOption.DISABLE_APPLY : JoinOption.FREE_ACCESS;
}

/**
 * A custom id (spec 001 §5: the community form `@TGS#_` for communities, never for the rest; never holding a topic
 * id's mark) or a new `@TGS#` (`@TGS#_` for a community) one; 10021 when taken or reserved.
 */
async function newGroupId(call: CommandCall, asked: string, type: GroupKind): Promise<string> {
  const community = type === 'Community';
  if (asked) {
    if (!customGroupIdPattern.test(asked) || communityIdPattern.test(asked) !== community || asked.includes(topicIdMark)) {
      throw invalidParameter(
        `illegal group id ${asked}: printable ASCII, at most ${GroupLimits.groupIdChars}, ${community ? '@TGS#_... for a community' : 'not @TGS#_...'}`,
      );
    }
    if (isReservedGroupId(asked) || (await groupExists(call.context.db, asked)))
      throw new ImError(ServerCode.GROUP_ID_IN_USE, `group id ${asked} is in use`);
    return asked;
  }
  for (;;) {
    const id = `${community ? '@TGS#_' : '@TGS#'}${randomIdSuffix()}`;
    if (!(await groupExists(call.context.db, id))) return id;
  }
}

/** Slow mode (spec 000 §6) is for the groups members chat in; a live room's is its anchor's (changePubConfig). */
function checkedSlowMode(type: GroupKind, seconds: number): number {
  if (type === 'AVChatRoom') throw invalidParameter('a live room sets its slow mode with changePubConfig');
  if (!groupSlowModes.includes(seconds)) throw invalidParameter(`slowMode must be ${groupSlowModes.join(', ')} seconds (0: unlimited)`);
  return seconds;
}

const checkedName = (name: string | null | undefined): string => {
  const text = checkedText(name, 'name', GroupLimits.nameChars);
  if (text.trim() === '') throw invalidParameter('a group needs a name');
  return text;
};

/** `group.create`, `.list`, `.profile`, `.search`, `.update`, `.changeOwner` and `.dismiss`. */
export const groupManageCommands: Record<string, CommandHandler> = {
  /**
   * Creates a group with the caller as its Owner and the listed registered users as Members (none for a live room,
   * spec 001 §5); each added user hears notice 7 (invited), so their SDK loads the group.
   */
  async 'group.create'(call) {
    const request = groupRequest(call);
    const asked = request.profile ?? {};
    const type = asked.type ?? '';
    if (!isGroupKind(type)) throw invalidParameter(`illegal group type ${type}: one of ${creatableGroupTypes.join(', ')}`);
    // A new group's name, introduction and notice are the creator's words before those invited.
    await keepSiteMute(call, '');
    const groupId = await newGroupId(call, asked.groupId ?? '', type);
    await checkAnchorFanGroup(call.context.db, groupId, call.user.id, type);
    // A fan group lets every fan in with one tap unless its anchor asked otherwise.
    const joinOption = asked.joinOption || (anchorOfFansGroup(groupId) ? JoinOption.FREE_ACCESS : '');
    const row = {
      group_id: groupId,
      type,
      name: checkedName(asked.name),
      introduction: checkedText(asked.introduction, 'introduction', GroupLimits.introductionChars),
      notification: checkedText(asked.notification, 'notification', GroupLimits.notificationChars),
      avatar: checkedText(asked.avatar, 'avatar', maxAvatarChars),
      owner_id: call.user.id,
      join_option: joinOptionFor(type, joinOption),
      mute_all: muteAllFromWire(asked.muteAllMembers),
      max_members: maxMembersOf(type),
      created_at: call.now,
      // Spec 001 §5: kept only for communities.
      is_support_topic: type === 'Community' && Boolean(asked.isSupportTopic),
      // A new group has no slow mode: its owner or an admin sets one (group.update).
      slow_mode: 0,
      invite_option: checkedInviteOption(asked.inviteOption),
    };
    const wanted =
      type === 'AVChatRoom' ? [] : [...new Set(request.userIds ?? [])].filter((id) => id !== call.user.id && /^\d{1,9}$/.test(id));
    const known = await existingUsers(call.context.db, wanted.map(Number));
    const members = wanted.filter((id) => known.has(Number(id))).slice(0, row.max_members - 1);
    const group = {
      id: row.group_id,
      type,
      name: row.name,
      announcesEntrances: type === 'AVChatRoom',
      stored: { ...row, info_time: call.now },
    };
    await call.context.db.transaction(async (tx) => {
      await insertGroup(tx, row);
      await addMember(tx, group, call.user.id, call.now, 'Owner');
      for (const id of members) await addMember(tx, group, id, call.now);
    });
    const profile = await wireGroup(call, group.stored, members.length + 1, await memberOf(call.context.db, group.id, call.user.id));
    pushNotice(call, members, { type: GroupNoticeType.INVITED, group: { ...profile, selfInfo: null } });
    return answer({ groupId: group.id, groups: [profile], results: members.map((userId) => ({ userId, result: 1 })) });
  },

  /** The caller's groups (live rooms are not listed), 50 a page (spec 001 §9), communities after the normal groups. */
  async 'group.list'(call) {
    const request = groupRequest(call);
    const offset = request.offset ?? 0;
    const count = Math.min(request.count || GroupLimits.listPage, GroupLimits.listPage);
    const { rows, total } = await groupsOf(call.context.db, call.user.id, offset, count);
    const counts = await memberCounts(
      call.context.db,
      rows.map((row) => row.group_id),
    );
    const groups: WireGroupProfile[] = [];
    for (const row of rows)
      groups.push(await wireGroup(call, row, counts.get(row.group_id) ?? 0, await memberOf(call.context.db, row.group_id, call.user.id)));
    return answer({ groups, totalCount: total, nextOffset: offset + rows.length, complete: offset + rows.length >= total });
  },

  /**
   * Profiles of at most 50 groups, each with its own error code: 10010 for one that does not exist, 10007 for a
   * Private group the caller is not in (its profile is for its members).
   */
  async 'group.profile'(call) {
    const request = groupRequest(call);
    const ids = [...new Set(request.groupIds ?? [])];
    if (ids.length === 0 || ids.length > GroupLimits.profileIds)
      throw invalidParameter(`group_ids takes 1 to ${GroupLimits.profileIds} ids`);
    const rows = new Map((await groupsById(call.context.db, ids)).map((row) => [row.group_id, row]));
    const counts = await memberCounts(call.context.db, [...rows.keys()]);
    const groups: WireGroupProfile[] = [];
    for (const groupId of ids) {
      const row = rows.get(groupId);
      const self = row && (await memberOf(call.context.db, groupId, call.user.id));
      if (!row) groups.push({ groupId, errorCode: ServerCode.GROUP_NOT_FOUND, errorInfo: `group ${groupId} does not exist` });
      else if (row.type === 'Private' && !self)
        groups.push({ groupId, errorCode: ServerCode.NO_PERMISSION, errorInfo: `not a member of ${groupId}` });
      else groups.push(await wireGroup(call, row, counts.get(groupId) ?? 0, self));
    }
    return answer({ groups });
  },

  /** searchGroupByID: any group but a Private one (joined by invitation only, so not found by id: 10007). */
  async 'group.search'(call) {
    const request = groupRequest(call);
    const group = await createdGroup(call, request.groupId ?? '');
    if (group.type === 'Private') throw new ImError(ServerCode.NO_PERMISSION, `${group.id} is a Private group: it cannot be searched`);
    return answer({ groups: [await groupProfileFor(call, group.stored)] });
  },

  /**
   * Owner and admins change name, introduction, notification, avatar, joinOption (Public and Community only; ignored
   * for the others, spec 001 §5), inviteOption, muteAllMembers and slowMode (not a live room's); the members hear tip 6 with the new
   * values.
   */
  async 'group.update'(call) {
    const request = groupRequest(call);
    const group = await createdGroup(call, request.groupId ?? '');
    await requireManager(call, group.id);
    const asked = request.profile ?? {};
    const fields = [...new Set(request.fields ?? [])];
    const unknown = fields.find((field) => !(updatableFields as readonly string[]).includes(field));
    if (unknown !== undefined || fields.length === 0) throw invalidParameter(`fields must name some of ${updatableFields.join(', ')}`);
    if (fields.some((field) => shownFields.has(field))) await keepSiteMute(call, group.id);
    const change: Parameters<typeof updateGroup>[2] = {};
    const shown: Record<string, unknown> = {};
    for (const field of fields) {
      if (field === 'name') shown.name = change.name = checkedName(asked.name);
      if (field === 'introduction')
        shown.introduction = change.introduction = checkedText(asked.introduction, 'introduction', GroupLimits.introductionChars);
      if (field === 'notification')
        shown.notification = change.notification = checkedText(asked.notification, 'notification', GroupLimits.notificationChars);
      if (field === 'avatar') shown.avatar = change.avatar = checkedText(asked.avatar, 'avatar', maxAvatarChars);
      if (field === 'joinOption' && (group.type === 'Public' || group.type === 'Community'))
        shown.joinOption = change.join_option = checkedJoinOption(asked.joinOption ?? '');
      // An empty option is refused here (on create it means the default).
      if (field === 'inviteOption') shown.inviteOption = change.invite_option = checkedInviteOption(asked.inviteOption || 'none');
      if (field === 'muteAllMembers') shown.muteAllMembers = change.mute_all = muteAllFromWire(asked.muteAllMembers);
      if (field === 'slowMode') shown.slowMode = change.slow_mode = checkedSlowMode(group.type, asked.slowMode ?? 0);
    }
    await updateGroup(call.context.db, group.id, change, call.now);
    if (Object.keys(shown).length > 0) await storeTip(call, group, GroupTipType.PROFILE_UPDATED, [], { newGroupProfile: shown });
    const updated = await createdGroup(call, group.id);
    return answer({ groups: [await groupProfileFor(call, updated.stored, await memberOf(call.context.db, group.id, call.user.id))] });
  },

  /** The owner hands the group to another member (spec 001 §4: old owner Member, new one Owner); not in live rooms. */
  async 'group.changeOwner'(call) {
    const request = groupRequest(call);
    const group = await createdGroup(call, request.groupId ?? '');
    if (group.type === 'AVChatRoom') throw new ImError(ServerCode.NO_PERMISSION, 'a live room has no owner to change');
    await requireOwner(call, group.id);
    checkFanGroupOwnerChange(group.id);
    const newOwner = request.userId ?? '';
    if (newOwner === call.user.id) throw invalidParameter('the owner already owns the group');
    await requireMember(call, group.id, newOwner);
    await changeOwner(call.context.db, group.id, call.user.id, newOwner, call.now);
    await storeTip(call, group, GroupTipType.PROFILE_UPDATED, [], { newGroupProfile: { ownerID: newOwner } });
  },

  /**
   * The owner ends the group (not a Private one, spec 001 §5): every member hears notice 5 and loses the group, its
   * conversation and its messages; a created live room's polls end with event 5.
   */
  async 'group.dismiss'(call) {
    const request = groupRequest(call);
    const group = await createdGroup(call, request.groupId ?? '');
    if (group.type === 'Private') throw new ImError(ServerCode.NO_PERMISSION, 'a Private group cannot be dismissed by its members');
    await requireOwner(call, group.id);
    const members = await memberIds(call.context.db, group.id);
    const profile = await groupProfileFor(call, group.stored);
    await deleteGroup(call.context.db, group.id);
    for (const userId of members) for (const socket of call.gateway.socketsOf(userId)) call.gateway.groupSockets.leave(socket, group.id);
    pushNotice(call, members, { type: GroupNoticeType.DISMISSED, group: profile });
  },
};
