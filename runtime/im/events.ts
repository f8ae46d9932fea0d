import type { ImError } from './errors.ts';
import type { Conversation, Message } from './types.ts';
import type { Friend, FriendApplication, FriendGroup, Profile } from './relationship/types.ts';
import type { Group, Topic } from './groups/types.ts';
import type { UserStatus } from './status/types.ts';
import type { ReadReceipt } from './message-extra/types.ts';

/** Events the chat layer emits; keys follow the Tencent Chat web SDK's EVENT names, values are namespaced. */
export const ImEvent = {
  /** Session and conversation list are ready: calls are accepted. */
  SDK_READY: 'im.sdkReady',
  /** Logged out or kicked out: calls other than login are rejected. */
  SDK_NOT_READY: 'im.sdkNotReady',
  /** New messages, oldest first, never one the app has already seen. */
  MESSAGE_RECEIVED: 'im.messageReceived',
  /**
   * One of this user's messages changed its send status: added to its conversation by sendMessage or resendMessage
   * (unsend), then sent (success, numbered) or failed. The server's echo of a sent message fires nothing more.
   */
  MESSAGE_STATUS_CHANGED: 'im.messageStatusChanged',
  MESSAGE_REVOKED: 'im.messageRevoked',
  MESSAGE_MODIFIED: 'im.messageModified',
  /** The peer read outgoing C2C messages up to its read time. */
  MESSAGE_READ_BY_PEER: 'im.messageReadByPeer',
  /** Readers sent receipts for my messages that asked for them (receipts module). */
  MESSAGE_READ_RECEIPT_RECEIVED: 'im.messageReadReceiptReceived',
  /** Someone else set or deleted extensions of a message (receipts module). */
  MESSAGE_EXTENSIONS_UPDATED: 'im.messageExtensionsUpdated',
  MESSAGE_EXTENSIONS_DELETED: 'im.messageExtensionsDeleted',
  /** The sorted conversation list; at most once a second. */
  CONVERSATION_LIST_UPDATED: 'im.conversationListUpdated',
  /** At most once a second. */
  TOTAL_UNREAD_MESSAGE_COUNT_UPDATED: 'im.totalUnreadMessageCountUpdated',
  KICKED_OUT: 'im.kickedOut',
  NET_STATE_CHANGE: 'im.netStateChange',
  /** The key or signature expired; the SDK reconnects, and the app should log in with a new signature if that fails. */
  USER_SIG_EXPIRED: 'im.userSigExpired',
  /** Errors nobody asked for: reconnect failure, live-room poll failures. */
  ERROR: 'im.error',
  /** A live room ended polling: dismissed, banned or reset. */
  GROUP_POLLING_STOPPED: 'im.groupPollingStopped',
  /** The friend list after a change, here or on another device (relationship module). */
  FRIEND_LIST_UPDATED: 'im.friendListUpdated',
  /** Friend applications after a change, with the unread count (never below 0). */
  FRIEND_APPLICATION_LIST_UPDATED: 'im.friendApplicationListUpdated',
  /** Profiles that changed: my own, or a friend's. */
  PROFILE_UPDATED: 'im.profileUpdated',
  /** The user ids of my blacklist after a change. */
  BLACKLIST_UPDATED: 'im.blacklistUpdated',
  /** My friend groups after a change. */
  FRIEND_GROUP_LIST_UPDATED: 'im.friendGroupListUpdated',
  /** My groups after a change: created, joined, quit, kicked, dismissed, profile changed (groups module). */
  GROUP_LIST_UPDATED: 'im.groupListUpdated',
  /** A group's attributes now, after a change here or elsewhere (groups module). */
  GROUP_ATTRIBUTES_UPDATED: 'im.groupAttributesUpdated',
  /** A group counter's new value (0 once deleted), after a change here or elsewhere (groups module). */
  GROUP_COUNTER_UPDATED: 'im.groupCounterUpdated',
  /** A topic was made in one of my communities (notice 17; groups module). */
  TOPIC_CREATED: 'im.topicCreated',
  /** Topics of one of my communities were deleted (notice 18). */
  TOPIC_DELETED: 'im.topicDeleted',
  /** A topic's profile changed (tip 8 in its conversation). */
  TOPIC_UPDATED: 'im.topicUpdated',
  /** Statuses of users I subscribed to that changed: online, offline, a new custom status (status module). */
  USER_STATUS_UPDATED: 'im.userStatusUpdated',
  /** The names of my conversation groups after a change, here or on another device (conversation module). */
  CONVERSATION_GROUP_LIST_UPDATED: 'im.conversationGroupListUpdated',
  /** The conversations of one of my conversation groups after some were added or removed. */
  CONVERSATION_IN_GROUP_UPDATED: 'im.conversationInGroupUpdated',
} as const;
export type ImEvent = (typeof ImEvent)[keyof typeof ImEvent];

export const NetState = { CONNECTED: 'connected', CONNECTING: 'connecting', DISCONNECTED: 'disconnected' } as const;
export type NetState = (typeof NetState)[keyof typeof NetState];

export const KickedOutType = {
  MULT_ACCOUNT: 'multipleAccount',
  MULT_DEVICE: 'multipleDevice',
  REST_API: 'REST_API',
  USERSIG_EXPIRED: 'userSigExpired',
} as const;
export type KickedOutType = (typeof KickedOutType)[keyof typeof KickedOutType];

/** What each event hands its listeners. */
export interface ImEventMap {
  [ImEvent.SDK_READY]: void;
  [ImEvent.SDK_NOT_READY]: void;
  [ImEvent.MESSAGE_RECEIVED]: Message[];
  [ImEvent.MESSAGE_STATUS_CHANGED]: Message[];
  [ImEvent.MESSAGE_REVOKED]: Message[];
  [ImEvent.MESSAGE_MODIFIED]: Message[];
  [ImEvent.MESSAGE_READ_BY_PEER]: { conversationID: string; time: number; messages: Message[] };
  [ImEvent.CONVERSATION_LIST_UPDATED]: Conversation[];
  [ImEvent.TOTAL_UNREAD_MESSAGE_COUNT_UPDATED]: number;
  [ImEvent.KICKED_OUT]: { type: KickedOutType };
  [ImEvent.NET_STATE_CHANGE]: { state: NetState };
  [ImEvent.USER_SIG_EXPIRED]: void;
  [ImEvent.ERROR]: ImError;
  [ImEvent.GROUP_POLLING_STOPPED]: { groupID: string; reason: 'quit' | 'dismissed' | 'banned' | 'reset' };
  [ImEvent.FRIEND_LIST_UPDATED]: Friend[];
  [ImEvent.FRIEND_APPLICATION_LIST_UPDATED]: { friendApplicationList: FriendApplication[]; unreadCount: number };
  [ImEvent.PROFILE_UPDATED]: Profile[];
  [ImEvent.BLACKLIST_UPDATED]: string[];
  [ImEvent.FRIEND_GROUP_LIST_UPDATED]: FriendGroup[];
  [ImEvent.GROUP_LIST_UPDATED]: Group[];
  [ImEvent.GROUP_ATTRIBUTES_UPDATED]: { groupID: string; groupAttributes: Record<string, string> };
  [ImEvent.GROUP_COUNTER_UPDATED]: { groupID: string; key: string; value: number };
  [ImEvent.TOPIC_CREATED]: { groupID: string; topicID: string };
  [ImEvent.TOPIC_DELETED]: { groupID: string; topicIDList: string[] };
  [ImEvent.TOPIC_UPDATED]: { groupID: string; topic: Topic };
  [ImEvent.USER_STATUS_UPDATED]: UserStatus[];
  [ImEvent.MESSAGE_READ_RECEIPT_RECEIVED]: ReadReceipt[];
  [ImEvent.MESSAGE_EXTENSIONS_UPDATED]: { messageID: string; extensions: { key: string; value: string }[] };
  [ImEvent.MESSAGE_EXTENSIONS_DELETED]: { messageID: string; keyList: string[] };
  [ImEvent.CONVERSATION_GROUP_LIST_UPDATED]: string[];
  [ImEvent.CONVERSATION_IN_GROUP_UPDATED]: { groupName: string; conversationList: Conversation[] };
}

export type ImListener<E extends ImEvent> = (payload: ImEventMap[E]) => void;
