/**
 * The relationship module's half of the protocol (friends, applications, profiles, blacklist): the messages of
 * relationship.proto, carried as a Frame's `relationship` bytes. Kept apart from codec.ts so that only the module
 * the app loads on demand, and the gateway, bring this generated code.
 */
import { imrel } from './generated/relationship.js';

export type RelationshipRequest = imrel.RelationshipRequest.$Properties;
export type RelationshipResponse = imrel.RelationshipResponse.$Properties;
export type RelationshipPush = imrel.RelationshipPush.$Properties;
export type WireProfileItem = imrel.ProfileItem.$Properties;
export type WireUserProfile = imrel.UserProfile.$Properties;
export type WireFriend = imrel.Friend.$Properties;
export type WireFriendApplication = imrel.FriendApplication.$Properties;
export type WireResultItem = imrel.ResultItem.$Properties;
export type WireFriendGroup = imrel.FriendGroup.$Properties;

/** Limits of spec 001 §5 and §9 that both sides apply: a friend's remark, a delete's ids, the add source. */
export const maxRemarkBytes = 96;
export const maxFriendDelete = 1000;
/** AddSource_Type_ and at most 8 characters after it. */
export const addSourcePattern = /^AddSource_Type_.{0,8}$/u;
/** A friend group's name: not empty, at most 30 bytes (ours; the spec gives no limit). */
export const maxFriendGroupNameBytes = 30;

/** Kinds of push.relationship. */
export const RelationshipPushKind = { FRIENDS: 1, APPLICATIONS: 2, PROFILE: 3, BLACKLIST: 4, FRIEND_GROUPS: 5 } as const;
/** friendApplication.respond's answers. */
export const ApplicationResponse = { AGREE: 1, AGREE_AND_ADD: 2, REFUSE: 3 } as const;
/** Friend application types on the wire. */
export const ApplicationType = { TO_ME: 1, BY_ME: 2 } as const;
/** friend.add, .delete and .check: single or both (0 on the wire means both). */
export const FriendType = { SINGLE: 1, BOTH: 2 } as const;
/** friend.check relations. */
export const FriendRelation = { NONE: 0, IN_MY_LIST: 1, IN_THEIR_LIST: 2, BOTH: 3 } as const;

export const encodeRelationshipRequest = (request: RelationshipRequest): Uint8Array => imrel.RelationshipRequest.encode(request).finish();
/** Throws on bytes that are not a request; the gateway answers 10004. */
export const decodeRelationshipRequest = (bytes: Uint8Array): imrel.RelationshipRequest => imrel.RelationshipRequest.decode(bytes);
export const encodeRelationshipResponse = (response: RelationshipResponse): Uint8Array =>
  imrel.RelationshipResponse.encode(response).finish();
export const decodeRelationshipResponse = (bytes: Uint8Array): imrel.RelationshipResponse => imrel.RelationshipResponse.decode(bytes);
export const encodeRelationshipPush = (push: RelationshipPush): Uint8Array => imrel.RelationshipPush.encode(push).finish();
export const decodeRelationshipPush = (bytes: Uint8Array): imrel.RelationshipPush => imrel.RelationshipPush.decode(bytes);
