import { imError } from '../../errors.ts';
import type { ProfanityFilter } from '../../messages/message-service.ts';
import {
  AddResult,
  communityIdPattern,
  GroupLimits,
  groupSlowModes,
  HandleAction,
  InviteOption,
  JoinOption,
  MemberRole,
  wireMuteAll,
  type GroupRequest,
} from '../../protocol/group-codec.ts';
import { GroupType } from '../../types.ts';
import './group-messages.ts';

/** The group rules of spec 001 §5 and §9 that the SDK applies before a request, as plain functions (tested alone). */

const groupTypes: readonly string[] = Object.values(GroupType);

/** Name, introduction, notification, name card and apply message: a blocked word fails with PROFANITY_FOUND. */
export function filtered(text: unknown, field: string, filter: ProfanityFilter | undefined): string {
  if (text === undefined || text === null) return '';
  if (typeof text !== 'string') throw imError('INVALID_PARAMETER', `${field} must be a string`);
  if (text && filter?.(text).blocked) throw imError('PROFANITY_FOUND', `the ${field} contains a blocked word`);
  return text;
}

function checkedName(name: unknown, filter: ProfanityFilter | undefined): string {
  const text = filtered(name, 'name', filter);
  if (!text.trim()) throw imError('INVALID_PARAMETER', 'a group needs a name');
  if ([...text].length > GroupLimits.nameChars)
    throw imError('INVALID_PARAMETER', `a group name is limited to ${GroupLimits.nameChars} characters`);
  return text;
}

export interface CreateGroupOptions {
  type: string;
  name: string;
  groupID?: string;
  introduction?: string;
  notification?: string;
  avatar?: string;
  joinOption?: string;
  /** Who beside the owner and admins may add members (spec 001 §4): FreeAccess, NeedPermission or DisableInvite (the default). */
  inviteOption?: string;
  muteAllMembers?: boolean;
  memberList?: { userID: string }[];
  /** Communities only: their messages go to their topics. */
  isSupportTopic?: boolean;
}

/**
 * createGroup's request (spec 001 §5): a known type (ILLEGAL_GROUP_TYPE), a custom id in the community form for a
 * Community only (ILLEGAL_GROUP_ID), filtered texts, no member list for a live room, joinOption only for Public and
 * Community groups, isSupportTopic only for communities.
 */
export function createRequest(options: CreateGroupOptions, filter: ProfanityFilter | undefined): GroupRequest {
  if (!groupTypes.includes(options?.type)) throw imError('ILLEGAL_GROUP_TYPE', `illegal group type ${String(options?.type)}`);
  const { type } = options;
  const groupId = options.groupID ?? '';
  if (groupId && communityIdPattern.test(groupId) !== (type === GroupType.COMMUNITY))
    throw imError('ILLEGAL_GROUP_ID', `illegal group ID ${groupId} for a ${type} group`);
  const keepsJoinOption = type === GroupType.PUBLIC || type === GroupType.COMMUNITY;
  const members =
    type === GroupType.AVCHATROOM
      ? []
      : (options.memberList ?? []).map((member) => member?.userID).filter((id): id is string => typeof id === 'string' && id !== '');
  return {
    profile: {
      groupId,
      type,
      name: checkedName(options.name, filter),
      introduction: filtered(options.introduction, 'introduction', filter),
      notification: filtered(options.notification, 'notification', filter),
      avatar: options.avatar ?? '',
      joinOption: keepsJoinOption ? (options.joinOption ?? '') : '',
      muteAllMembers: wireMuteAll(Boolean(options.muteAllMembers)),
      isSupportTopic: type === GroupType.COMMUNITY && Boolean(options.isSupportTopic),
      inviteOption: options.inviteOption === undefined ? '' : checkedInviteOption(options.inviteOption),
    },
    userIds: members,
  };
}

/** An invite option of spec 001 §4 (INVALID_PARAMETER otherwise). */
function checkedInviteOption(option: unknown): string {
  if (!(Object.values(InviteOption) as unknown[]).includes(option))
    throw imError('INVALID_PARAMETER', `inviteOption must be ${Object.values(InviteOption).join(', ')}`);
  return option as string;
}

export interface UpdateGroupOptions {
  groupID: string;
  name?: string;
  introduction?: string;
  notification?: string;
  avatar?: string;
  joinOption?: string;
  inviteOption?: string;
  muteAllMembers?: boolean;
  /** Ours: slow mode in seconds, one of {@link groupSlowModes} (0 unlimited); not for live rooms. */
  slowMode?: number;
}

/**
 * updateGroupProfile's request: the fields given, filtered like createGroup's; muteAllMembers as On/Off; joinOption
 * ignored for Private (Work), ChatRoom (Meeting) and live rooms (spec 001 §5).
 */
export function updateRequest(options: UpdateGroupOptions, type: string, filter: ProfanityFilter | undefined): GroupRequest {
  const fields: string[] = [];
  const profile: Record<string, string | number> = {};
  const set = (field: string, value: string) => {
    fields.push(field);
    profile[field] = value;
  };
  if (options.name !== undefined) set('name', checkedName(options.name, filter));
  if (options.introduction !== undefined) set('introduction', filtered(options.introduction, 'introduction', filter));
  if (options.notification !== undefined) set('notification', filtered(options.notification, 'notification', filter));
  if (options.avatar !== undefined) set('avatar', filtered(options.avatar, 'avatar', undefined));
  if (options.joinOption !== undefined && type !== GroupType.PRIVATE && type !== GroupType.CHATROOM && type !== GroupType.AVCHATROOM) {
    if (!(Object.values(JoinOption) as string[]).includes(options.joinOption))
      throw imError('INVALID_PARAMETER', `joinOption must be ${Object.values(JoinOption).join(', ')}`);
    set('joinOption', options.joinOption);
  }
  if (options.inviteOption !== undefined) set('inviteOption', checkedInviteOption(options.inviteOption));
  if (options.muteAllMembers !== undefined) set('muteAllMembers', wireMuteAll(Boolean(options.muteAllMembers)));
  if (options.slowMode !== undefined) {
    if (type === GroupType.AVCHATROOM || !groupSlowModes.includes(options.slowMode))
      throw imError('INVALID_PARAMETER', `slowMode must be ${groupSlowModes.join(', ')} seconds, not in a live room`);
    fields.push('slowMode');
    profile.slowMode = options.slowMode;
  }
  if (fields.length === 0) throw imError('INVALID_PARAMETER', 'nothing to update');
  return { groupId: options.groupID, profile: profile as GroupRequest['profile'], fields };
}

/** Dismissing: not a Private (Work) group. */
export function checkDismiss(type: string): void {
  if (type === GroupType.PRIVATE) throw imError('CANNOT_DISMISS_WORK');
}

/** Changing the owner: not in a live room, not to oneself. */
export function checkChangeOwner(type: string, self: string, newOwnerID: unknown): void {
  if (type === GroupType.AVCHATROOM) throw imError('CANNOT_CHANGE_OWNER_IN_AVCHATROOM');
  if (typeof newOwnerID !== 'string' || !newOwnerID) throw imError('INVALID_PARAMETER', 'newOwnerID is required');
  if (newOwnerID === self) throw imError('CANNOT_CHANGE_OWNER_TO_SELF');
}

/**
 * Setting a role: the caller is the owner, not in Private groups or live rooms, not on oneself, Admin or Member, or
 * Custom in a community (Tencent's GRP_MBR_ROLE_CUSTOM, INVALID_MEMBER_ROLE elsewhere).
 */
export function checkSetRole(type: string, myRole: string, self: string, userID: unknown, role: unknown): void {
  if (type === GroupType.PRIVATE || type === GroupType.AVCHATROOM) throw imError('CANNOT_SET_MEMBER_ROLE_IN_WORK_AND_AVCHATROOM');
  if (myRole !== MemberRole.OWNER) throw imError('NOT_OWNER');
  if (userID === self) throw imError('CANNOT_SET_SELF_MEMBER_ROLE');
  const custom = role === MemberRole.CUSTOM && type === GroupType.COMMUNITY;
  if (role !== MemberRole.ADMIN && role !== MemberRole.MEMBER && !custom) throw imError('INVALID_MEMBER_ROLE');
}

/** Muting: never oneself; any whole number of seconds the wire carries (0 lifts it). */
export function checkedMuteTime(self: string, userID: unknown, muteTime: unknown): number {
  if (userID === self) throw imError('CANNOT_MUTE_SELF');
  if (typeof muteTime !== 'number' || !Number.isInteger(muteTime) || muteTime < 0 || muteTime > 2 ** 32 - 1)
    throw imError('INVALID_PARAMETER', 'muteTime must be whole seconds, 0 to lift the mute');
  return muteTime;
}

/** A live-room ban's duration (spec 001 §5): required, whole seconds, non-zero; at most what the wire carries. */
export function checkedBanDuration(duration: unknown): number {
  if (typeof duration !== 'number' || !Number.isInteger(duration) || duration <= 0 || duration > 2 ** 32 - 1)
    throw imError('BAN_DURATION_INVALID', 'a live-room ban needs a duration of whole seconds, more than 0');
  return duration;
}

/** Adding members: not to a live room. */
export function checkAddMembers(type: string): void {
  if (type === GroupType.AVCHATROOM) throw imError('CANNOT_ADD_MEMBER_IN_AVCHATROOM');
}

/** A member page: 15 by default, at most 100 (spec 001 §5). */
export const memberPageCount = (count: unknown): number =>
  typeof count === 'number' && count > 0 ? Math.min(Math.floor(count), GroupLimits.memberPageMax) : GroupLimits.memberPageDefault;

/** Member profiles: at most 50 users, without repeats; extras are cut. */
export function memberProfileIds(list: unknown): string[] {
  if (!Array.isArray(list) || list.length === 0 || list.some((id) => typeof id !== 'string' || id === ''))
    throw imError('INVALID_PARAMETER', 'userIDList must be a non-empty list of user ids');
  return [...new Set(list as string[])].slice(0, GroupLimits.memberProfileIds);
}

/** handleGroupApplication's action: Agree or Reject. */
export function wireHandleAction(action: unknown): number {
  if (action === 'Agree') return HandleAction.AGREE;
  if (action === 'Reject') return HandleAction.REJECT;
  throw imError('INVALID_PARAMETER', 'handleAction must be Agree or Reject');
}

/** addGroupMember's per-user results (1 added, 0 failed, 2 already in, 4 over the limit) as the SDK's four lists. */
export function addResultLists(results: readonly { userId?: string | null; result?: number | null }[]) {
  const lists = {
    successUserIDList: [] as string[],
    failureUserIDList: [] as string[],
    existedUserIDList: [] as string[],
    overLimitUserIDList: [] as string[],
  };
  for (const { userId, result } of results) {
    const id = userId ?? '';
    if (result === AddResult.ADDED) lists.successUserIDList.push(id);
    else if (result === AddResult.ALREADY_MEMBER) lists.existedUserIDList.push(id);
    else if (result === AddResult.GROUP_FULL) lists.overLimitUserIDList.push(id);
    // An invitation waiting for approval is in no list, as Tencent's SDK leaves it (the application list shows it).
    else if (result !== AddResult.WAITING_APPROVAL) lists.failureUserIDList.push(id);
  }
  return lists;
}
