import { atAllUserId } from '../protocol/mentions.ts';
import type { GroupAtInfo } from '../types.ts';

/** What the groups module hands apps, shaped as the Tencent Chat web SDK 2.27.6 shapes them (spec 001 §3). */

/** Custom: a community's custom role (setGroupMemberRole), a plain member's rights (docs/decisions.md). */
export type MemberRoleName = 'Owner' | 'Admin' | 'Member' | 'Custom';

export interface GroupMember {
  userID: string;
  avatar: string;
  nick: string;
  role: MemberRoleName;
  joinTime: number;
  nameCard: string;
  /** Unix seconds until which the member may not send; 0 when not muted. */
  muteUntil: number;
  memberCustomField: { key: string; value: string }[];
  /** The marks (from 1000) the owner or admins gave the member (markGroupMemberList). */
  markList: number[];
}

export interface Group {
  groupID: string;
  type: string;
  name: string;
  avatar: string;
  introduction: string;
  notification: string;
  ownerID: string;
  createTime: number;
  memberNum: number;
  memberCount: number;
  maxMemberNum: number;
  joinOption: string;
  /** FreeAccess, NeedPermission or DisableInvite: who beside the owner and admins may add members. */
  inviteOption: string;
  muteAllMembers: boolean;
  nextMessageSeq: number;
  isSupportTopic: boolean;
  /** Ours (not Tencent's): seconds between two sends of a plain member, 0 unlimited (spec 000 §6 slow mode). */
  slowMode: number;
  groupCustomField: { key: string; value: string }[];
  /** My membership: empty values when I am not a member. */
  selfInfo: { userID: string; role: MemberRoleName | ''; joinTime: number; nameCard: string; muteUntil: number; messageRemindType: string };
}

/** A community's topic, shaped as the Tencent Chat web SDK 2.27.6 shapes it (spec 001 §3). */
export interface Topic {
  groupID: string;
  topicID: string;
  topicName: string;
  avatar: string;
  introduction: string;
  notification: string;
  muteAllMembers: boolean;
  customData: string;
  nextMessageSeq: number;
  /** My unread messages in the topic: the server's on a fetch, then kept by the topic's conversation. */
  unreadCount: number;
  /** The @me / @all tips of my unread messages in the topic: its conversation's, cleared when it is read. */
  groupAtInfoList: GroupAtInfo[];
  /** Its newest message: null when it has none. */
  lastMessage: { lastTime: number; lastSequence: number; fromAccount: string; messageForShow: string } | null;
  selfInfo: { muteTime: number; readedSequence: number; messageRemindType: string; excludedUnreadSequenceList: number[] };
}

/** A request to join one of the groups I own or administer, or a member's invitation waiting for approval. */
export interface GroupApplication {
  applicant: string;
  applicantNick: string;
  groupID: string;
  groupName: string;
  /** 0: a request to join; 2: `applicant` (a member) invited `userID`, as Tencent's. */
  applicationType: number;
  /** Who joins when it is agreed: the applicant, or the invitee. */
  userID: string;
  note: string;
  time: number;
}

/** The Tencent SDK's TYPES values for groups, so code written for it reads the same. */
export const GroupTypes = {
  GRP_PUBLIC: 'Public',
  GRP_PRIVATE: 'Private',
  GRP_WORK: 'Private',
  GRP_CHATROOM: 'ChatRoom',
  GRP_MEETING: 'ChatRoom',
  GRP_AVCHATROOM: 'AVChatRoom',
  GRP_COMMUNITY: 'Community',
  GRP_MBR_ROLE_OWNER: 'Owner',
  GRP_MBR_ROLE_ADMIN: 'Admin',
  GRP_MBR_ROLE_MEMBER: 'Member',
  GRP_MBR_ROLE_CUSTOM: 'Custom',
  JOIN_OPTIONS_FREE_ACCESS: 'FreeAccess',
  JOIN_OPTIONS_NEED_PERMISSION: 'NeedPermission',
  JOIN_OPTIONS_DISABLE_APPLY: 'DisableApply',
  INVITE_OPTIONS_FREE_ACCESS: 'FreeAccess',
  INVITE_OPTIONS_NEED_PERMISSION: 'NeedPermission',
  INVITE_OPTIONS_DISABLE_INVITE: 'DisableInvite',
  GRP_TIP_MBR_JOIN: 1,
  GRP_TIP_MBR_QUIT: 2,
  GRP_TIP_MBR_KICKED_OUT: 3,
  GRP_TIP_MBR_SET_ADMIN: 4,
  GRP_TIP_MBR_CANCELED_ADMIN: 5,
  GRP_TIP_GRP_PROFILE_UPDATED: 6,
  GRP_TIP_MBR_PROFILE_UPDATED: 7,
  GRP_SYS_NOTICE: 'TIMGroupSystemNoticeElem',
  GRP_TIP: 'TIMGroupTipElem',
  /** The atUserList entry of createTextAtMessage that mentions everyone (Tencent's TYPES.MSG_AT_ALL). */
  MSG_AT_ALL: atAllUserId,
} as const;
