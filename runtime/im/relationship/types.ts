/** What the relationship module hands apps, shaped as the Tencent Chat web SDK 2.27.6 shapes them (spec 001 §3). */

export interface Profile {
  userID: string;
  nick: string;
  avatar: string;
  selfSignature: string;
  gender: string;
  birthday: number;
  location: string;
  allowType: string;
  language: number;
  messageSettings: number;
  adminForbidType: string;
  level: number;
  role: number;
  profileCustomField: { key: string; value: string }[];
}

export interface Friend {
  userID: string;
  remark: string;
  groupList: string[];
  source: string;
  addTime: number;
  friendCustomField: { key: string; value: string }[];
  profile: Profile;
}

export interface FriendApplication {
  userID: string;
  nick: string;
  avatar: string;
  time: number;
  source: string;
  wording: string;
  type: FriendApplicationType;
}

export interface FriendGroup {
  name: string;
  userIDList: string[];
  count: number;
}

/** The Tencent SDK's TYPES values for friend relations, so code written for it reads the same. */
export const RelationshipTypes = {
  SNS_ADD_TYPE_SINGLE: 'Add_Type_Single',
  SNS_ADD_TYPE_BOTH: 'Add_Type_Both',
  SNS_DELETE_TYPE_SINGLE: 'Delete_Type_Single',
  SNS_DELETE_TYPE_BOTH: 'Delete_Type_Both',
  SNS_CHECK_TYPE_SINGLE: 'CheckResult_Type_Single',
  SNS_CHECK_TYPE_BOTH: 'CheckResult_Type_Both',
  SNS_APPLICATION_SENT_TO_ME: 'Pendency_Type_ComeIn',
  SNS_APPLICATION_SENT_BY_ME: 'Pendency_Type_SendOut',
  SNS_APPLICATION_AGREE: 'Response_Action_Agree',
  SNS_APPLICATION_AGREE_AND_ADD: 'Response_Action_AgreeAndAdd',
  SNS_TYPE_NO_RELATION: 'CheckResult_Type_NoRelation',
  SNS_TYPE_A_WITH_B: 'CheckResult_Type_AWithB',
  SNS_TYPE_B_WITH_A: 'CheckResult_Type_BWithA',
  SNS_TYPE_BOTH_WAY: 'CheckResult_Type_BothWay',
} as const;

export type FriendApplicationType =
  typeof RelationshipTypes.SNS_APPLICATION_SENT_TO_ME | typeof RelationshipTypes.SNS_APPLICATION_SENT_BY_ME;

/** A batch's outcome (spec 001 §8): who succeeded, who failed and why. */
export interface BatchResult<S = { userID: string }> {
  successUserIDList: S[];
  failureUserIDList: { userID: string; code: number; message: string }[];
}
