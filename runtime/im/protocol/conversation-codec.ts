/**
 * The conversation settings module's half of the protocol (spec 001 §7 Conversations): the messages of
 * conversation.proto, carried as a Frame's `conversation` bytes, and the limits both sides apply (spec 001 §5, §9).
 * Kept apart from codec.ts so that only the module the app loads on demand, and the gateway, bring this code.
 */
import { imconv } from './generated/conversation.js';

export type ConversationRequest = imconv.ConversationRequest.$Properties;
export type ConversationResponse = imconv.ConversationResponse.$Properties;
export type ConversationPush = imconv.ConversationPush.$Properties;
export type WireConversationGroup = imconv.ConversationGroup.$Properties;
export type WireConversationSettings = imconv.ConversationSettings.$Properties;
export type WireConversationResult = imconv.ResultItem.$Properties;

export const ConversationLimits = {
  /** Spec 001 §5, §9: group and conversation names at most 32 characters, custom data 256 (UTF-16 units, as Tencent's SDK checks `length`). */
  groupNameCharacters: 32,
  customDataLength: 256,
  /** Conversations per call: the 100 of deleteConversation (spec 001 §9), for every batch here. */
  conversationsPerCall: 100,
  /** Spec 001 §5: the C2C remind-type setting takes at most 30 user IDs. */
  remindUsersPerCall: 30,
  /** Ours (spec 001 is silent): conversation groups per user, so one user cannot fill the database. */
  groupsPerUser: 100,
  /** Mark bits 0 to 31: Tencent allows up to 2^64, our wire numbers are 32-bit (im.proto). */
  markBits: 32,
  /** Group-at tips dropped per call. */
  groupAtPerCall: 100,
} as const;

/** Tencent's recent-contact push types (spec 001 §4), and ours for a cleared history. */
export const ConversationPushKind = { MARK: 4, GROUP_CREATED: 5, GROUP_DELETED: 6, GROUP_UPDATED: 7, HISTORY_CLEARED: 8 } as const;

/** Spec 001 §4 Message remind, as the wire numbers them. */
export const RemindFlag = { ACCEPT_AND_NOTIFY: 0, DISCARD: 1, ACCEPT_NOT_NOTIFY: 2 } as const;

export const encodeConversationRequest = (request: ConversationRequest): Uint8Array => imconv.ConversationRequest.encode(request).finish();
/** Throws on bytes that are not a request; the gateway answers 10004. */
export const decodeConversationRequest = (bytes: Uint8Array): imconv.ConversationRequest => imconv.ConversationRequest.decode(bytes);
export const encodeConversationResponse = (response: ConversationResponse): Uint8Array =>
  imconv.ConversationResponse.encode(response).finish();
export const decodeConversationResponse = (bytes: Uint8Array): imconv.ConversationResponse => imconv.ConversationResponse.decode(bytes);
export const encodeConversationPush = (push: ConversationPush): Uint8Array => imconv.ConversationPush.encode(push).finish();
export const decodeConversationPush = (bytes: Uint8Array): imconv.ConversationPush => imconv.ConversationPush.decode(bytes);
