/**
 * The groups module's half of the protocol (profiles, members, applications, notices): the messages of group.proto,
 * carried as a Frame's `group` bytes, and the rules both sides apply. Kept apart from codec.ts so that only the module
 * the app loads on demand, and the gateway, bring this generated code.
 */
import { imgroup } from './generated/group.js';

export type GroupRequest = imgroup.GroupRequest.$Properties;
export type GroupResponse = imgroup.GroupResponse.$Properties;
export type GroupNotice = imgroup.GroupNotice.$Properties;
export type WireGroupProfile = imgroup.GroupProfile.$Properties;
export type WireGroupMember = imgroup.GroupMember.$Properties;
export type WireGroupApplication = imgroup.GroupApplication.$Properties;

/** Group types a user may create here; Community waits (docs/decisions.md "Chat groups"). */
export const creatableGroupTypes = ['Public', 'Private', 'ChatRoom', 'AVChatRoom'] as const;
export const JoinOption = { FREE_ACCESS: 'FreeAccess', NEED_PERMISSION: 'NeedPermission', DISABLE_APPLY: 'DisableApply' } as const;
export const MemberRole = { OWNER: 'Owner', ADMIN: 'Admin', MEMBER: 'Member' } as const;

/** Limits of spec 001 §5 and §9 that both sides apply. */
export const GroupLimits = {
  /** Group names: at most 32 characters. */
  nameChars: 32,
  /** Introduction and notification: ours, as Tencent's (spec silent). */
  introductionChars: 240,
  notificationChars: 300,
  nameCardChars: 50,
  /** Custom group ids: printable ASCII, at most 48 (Tencent's), never the community form. */
  groupIdChars: 48,
  listPage: 50,
  profileIds: 50,
  memberProfileIds: 50,
  memberPageDefault: 15,
  memberPageMax: 100,
  applicationPage: 20,
  addMembers: 500,
} as const;

/** The community group id form (spec 001 §5): `@TGS#_` and more; other types must not use it. */
export const communityIdPattern = /^@TGS#_/u;
export const customGroupIdPattern = /^[\x21-\x7e]{1,48}$/u;

/** Group system notice types of spec 001 §4 this layer sends. */
export const GroupNoticeType = { JOIN_REQUEST: 1, APPROVED: 2, REJECTED: 3, KICKED: 4, DISMISSED: 5, INVITED: 7, QUIT: 8, SET_ADMIN: 9, REMOVE_ADMIN: 10 } as const;
/** Group tip operation types 1 to 8 of spec 001 §4 (8, topics, waits with communities). */
export const GroupTipType = { JOIN: 1, QUIT: 2, KICKED: 3, SET_ADMIN: 4, CANCEL_ADMIN: 5, PROFILE_UPDATED: 6, MEMBER_UPDATED: 7 } as const;
/** addGroupMember's per-user results (spec 001 §7). */
export const AddResult = { FAILED: 0, ADDED: 1, ALREADY_MEMBER: 2, GROUP_FULL: 4 } as const;
/** handleGroupApplication's actions on the wire. */
export const HandleAction = { AGREE: 1, REJECT: 2 } as const;
/** muteAllMembers: a boolean in the SDK, On or Off on the wire (spec 001 §5). */
export const wireMuteAll = (muted: boolean): 'On' | 'Off' => (muted ? 'On' : 'Off');
export const muteAllFromWire = (value: string | null | undefined): boolean => value === 'On';
/** Fields group.update may change. */
export const updatableFields = ['name', 'introduction', 'notification', 'avatar', 'joinOption', 'muteAllMembers'] as const;

export const encodeGroupRequest = (request: GroupRequest): Uint8Array => imgroup.GroupRequest.encode(request).finish();
/** Throws on bytes that are not a request; the gateway answers 10004. */
export const decodeGroupRequest = (bytes: Uint8Array): imgroup.GroupRequest => imgroup.GroupRequest.decode(bytes);
export const encodeGroupResponse = (response: GroupResponse): Uint8Array => imgroup.GroupResponse.encode(response).finish();
export const decodeGroupResponse = (bytes: Uint8Array): imgroup.GroupResponse => imgroup.GroupResponse.decode(bytes);
export const encodeGroupNotice = (notice: GroupNotice): Uint8Array => imgroup.GroupNotice.encode(notice).finish();
export const decodeGroupNotice = (bytes: Uint8Array): imgroup.GroupNotice => imgroup.GroupNotice.decode(bytes);
