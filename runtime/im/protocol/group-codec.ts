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
export type WireTopic = imgroup.Topic.$Properties;
export type WireGroupAttribute = imgroup.GroupAttribute.$Properties;
export type WireGroupCounter = imgroup.GroupCounter.$Properties;

/** Group types a user may create here (spec 001 §5). */
export const creatableGroupTypes = ['Public', 'Private', 'ChatRoom', 'AVChatRoom', 'Community'] as const;
export const JoinOption = { FREE_ACCESS: 'FreeAccess', NEED_PERMISSION: 'NeedPermission', DISABLE_APPLY: 'DisableApply' } as const;
/** Invite options (spec 001 §4): who beside the owner and admins may add members with addGroupMember. */
export const InviteOption = { FREE_ACCESS: 'FreeAccess', NEED_PERMISSION: 'NeedPermission', DISABLE_INVITE: 'DisableInvite' } as const;
/** A group application's type: a request to join (0) or a member's invitation (2), as Tencent's. */
export const ApplicationType = { JOIN: 0, INVITATION: 2 } as const;
/** Member roles (spec 001 §4); Custom only in a community, where it may do what a Member may (docs/decisions.md). */
export const MemberRole = { OWNER: 'Owner', ADMIN: 'Admin', MEMBER: 'Member', CUSTOM: 'Custom' } as const;
/** Whether a role is a plain member's (Member, or Custom in a community): what slow mode, mute-all and admins bind. */
export const isPlainRole = (role: string | null | undefined): boolean => role === MemberRole.MEMBER || role === MemberRole.CUSTOM;

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
  /** Topic names: as group names (ours; the spec gives no limit). */
  topicNameChars: 32,
  /** A topic's custom data: as a conversation's (spec 001 §9, 256). */
  topicCustomDataChars: 256,
  /** Topic ids: the community's id, `@TOPIC#_` and a suffix, at most 96 characters in all (ours). */
  topicIdChars: 96,
  /** Topics per community (ours, to bound topic.list's answer). */
  topicsPerCommunity: 100,
} as const;

/** The community group id form (spec 001 §5): `@TGS#_` and more; other types must not use it. */
export const communityIdPattern = /^@TGS#_/u;
export const customGroupIdPattern = /^[\x21-\x7e]{1,48}$/u;
/** What separates a topic id's community from its suffix, as in the Tencent SDK. */
export const topicIdMark = '@TOPIC#_';
/** A topic id (spec 001 §5 "valid topic ID"): a community id, `@TOPIC#_` and a printable suffix. */
export const topicIdPattern = /^@TGS#_[\x21-\x7e]+@TOPIC#_[\x21-\x7e]+$/u;
export const isTopicId = (id: unknown): id is string =>
  typeof id === 'string' && id.length <= GroupLimits.topicIdChars && topicIdPattern.test(id);
/** The community a topic id belongs to. */
export const communityOfTopic = (topicId: string): string => topicId.slice(0, topicId.indexOf(topicIdMark));

/** Group system notice types of spec 001 §4 this layer sends. */
export const GroupNoticeType = {
  JOIN_REQUEST: 1,
  APPROVED: 2,
  REJECTED: 3,
  KICKED: 4,
  DISMISSED: 5,
  INVITED: 7,
  QUIT: 8,
  SET_ADMIN: 9,
  REMOVE_ADMIN: 10,
  TOPIC_CREATED: 17,
  TOPIC_DELETED: 18,
  REMIND_TYPE: 20,
  LIVE_ROOM_BANNED: 21,
} as const;
/** Our pushes of attribute and counter changes (push.group, beyond the system notices 1-21: no message is made of them). */
export const GroupChangeType = { ATTRIBUTES: 100, COUNTERS: 101 } as const;
/** Counter notice types of spec 001 §4: 0 and 2 update, 1 delete. */
export const CounterNoticeType = { UPDATE: 0, DELETE: 1, UPDATE_AGAIN: 2 } as const;
/** Counter operations of spec 001 §4. */
export const CounterMode = { SET: 'Set', INCREASE: 'Increase', DECREASE: 'Decrease' } as const;
/** Attribute and counter limits: Tencent's (the spec gives none). */
export const AttributeLimits = { keys: 16, keyBytes: 32, valueBytes: 4000, totalBytes: 16_000 } as const;
export const CounterLimits = { keys: 20, keyChars: 128 } as const;
/**
 * Member custom fields: Tencent's limits (the spec gives none): 5 keys of 1 to 16 bytes, values of at most 64. Marks
 * (spec 001 §9): at most 500 users a call; a mark is a number from 1000 (Tencent's: below are its own).
 */
export const MemberFieldLimits = { keys: 5, keyBytes: 16, valueBytes: 64, markUsers: 500, firstMarkType: 1000 } as const;

/** Group tip operation types 1 to 8 of spec 001 §4. */
export const GroupTipType = {
  JOIN: 1,
  QUIT: 2,
  KICKED: 3,
  SET_ADMIN: 4,
  CANCEL_ADMIN: 5,
  PROFILE_UPDATED: 6,
  MEMBER_UPDATED: 7,
  TOPIC_UPDATED: 8,
} as const;
/** addGroupMember's per-user results (spec 001 §7). */
export const AddResult = { FAILED: 0, ADDED: 1, ALREADY_MEMBER: 2, WAITING_APPROVAL: 3, GROUP_FULL: 4 } as const;
/** handleGroupApplication's actions on the wire. */
export const HandleAction = { AGREE: 1, REJECT: 2 } as const;
/** muteAllMembers: a boolean in the SDK, On or Off on the wire (spec 001 §5). */
export const wireMuteAll = (muted: boolean): 'On' | 'Off' => (muted ? 'On' : 'Off');
export const muteAllFromWire = (value: string | null | undefined): boolean => value === 'On';
/** A group's slow mode (spec 000 §6): seconds between two sends of a member, 0 unlimited. */
export const groupSlowModes: readonly number[] = [5, 10, 30, 60, 0];
/** Fields group.update may change. */
export const updatableFields = [
  'name',
  'introduction',
  'notification',
  'avatar',
  'joinOption',
  'inviteOption',
  'muteAllMembers',
  'slowMode',
] as const;
/** Fields topic.update may change. */
export const updatableTopicFields = ['name', 'introduction', 'notification', 'avatar', 'muteAllMembers', 'customData'] as const;

export const encodeGroupRequest = (request: GroupRequest): Uint8Array => imgroup.GroupRequest.encode(request).finish();
/** Throws on bytes that are not a request; the gateway answers 10004. */
export const decodeGroupRequest = (bytes: Uint8Array): imgroup.GroupRequest => imgroup.GroupRequest.decode(bytes);
export const encodeGroupResponse = (response: GroupResponse): Uint8Array => imgroup.GroupResponse.encode(response).finish();
export const decodeGroupResponse = (bytes: Uint8Array): imgroup.GroupResponse => imgroup.GroupResponse.decode(bytes);
export const encodeGroupNotice = (notice: GroupNotice): Uint8Array => imgroup.GroupNotice.encode(notice).finish();
export const decodeGroupNotice = (bytes: Uint8Array): imgroup.GroupNotice => imgroup.GroupNotice.decode(bytes);
