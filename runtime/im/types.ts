/** Public shapes of the chat layer (spec 001 §3), named as the Tencent Chat web SDK names them. */

/** TOPIC: a community topic's conversation (`GROUP<topicID>`, spec 001 §3); its messages are GROUP messages. */
export const ConversationType = { C2C: 'C2C', GROUP: 'GROUP', TOPIC: 'TOPIC', SYSTEM: '@TIM#SYSTEM' } as const;
export type ConversationType = (typeof ConversationType)[keyof typeof ConversationType];

export const MessageType = { TEXT: 'TIMTextElem', CUSTOM: 'TIMCustomElem', IMAGE: 'TIMImageElem', GROUP_TIP: 'TIMGroupTipElem', GROUP_SYSTEM_NOTICE: 'TIMGroupSystemNoticeElem' } as const;
export type MessageType = (typeof MessageType)[keyof typeof MessageType];

export type MessageStatus = 'unsend' | 'success' | 'fail';

export const GroupType = { PUBLIC: 'Public', PRIVATE: 'Private', CHATROOM: 'ChatRoom', AVCHATROOM: 'AVChatRoom', COMMUNITY: 'Community' } as const;
export type GroupType = (typeof GroupType)[keyof typeof GroupType];

export interface TextPayload {
  text: string;
  /** Who a group text mentions (createTextAtMessage): user ids, or GroupTypes.MSG_AT_ALL for everyone; absent when nobody. */
  atUserList?: string[];
}

export interface CustomPayload {
  data: string;
  description: string;
  extension: string;
}

/**
 * One size of an image (Tencent's image info): `sizeType` 1 original, 2 large (720), 3 thumb (198). Our store keeps one
 * file, so the three share its url and size; the large and thumb give the edges the image is shown at in their box
 * (docs/decisions.md "Chat images").
 */
export interface ImageInfo {
  sizeType: number;
  /** Tencent's model keeps 0 here and the size in sizeType. */
  type: number;
  size: number;
  width: number;
  height: number;
  url: string;
}

/** An image message: empty infos until sendMessage has uploaded the file. */
export interface ImagePayload {
  /** 1 jpg, 2 gif, 3 png, 4 bmp, 255 other. */
  imageFormat: number;
  uuid: string;
  imageInfoArray: ImageInfo[];
}

/**
 * A group tip (spec 001 §4, operation types 1-7): who did what to whom in a group, as a message of its conversation.
 * Extra fields by type: newGroupProfile (6), memberList with muteTime or nameCard (7).
 */
export interface GroupTipPayload {
  operationType: number;
  operatorID: string;
  userIDList: string[];
  newGroupProfile?: Record<string, unknown>;
  memberList?: { userID: string; muteTime?: number; nameCard?: string }[];
  /** Ours: the nicks of the users it names (operator, userIDList, a new owner) when it was stored, by user id. */
  nicks?: Record<string, string>;
  /** The tip as it travelled (JSON), like a custom message's data: code that reads `payload.data` reads every message. */
  data: string;
}

/** A group system notice (spec 001 §4, types 1-10 here), in the `@TIM#SYSTEM` conversation; built by the groups module. */
export interface GroupSystemNoticePayload {
  operationType: number;
  operatorID: string;
  groupProfile: { groupID: string; name: string; type: string };
  handleMessage: string;
  applicant: string;
  /** The other fields as JSON, as a tip's `data` (see GroupTipPayload). */
  data: string;
}

export interface Message {
  /** from-to-random-sequence: stable once the server has given the sequence. */
  ID: string;
  type: MessageType;
  payload: TextPayload | CustomPayload | ImagePayload | GroupTipPayload | GroupSystemNoticePayload;
  conversationType: ConversationType;
  conversationID: string;
  to: string;
  from: string;
  flow: 'in' | 'out';
  priority: number;
  clientSequence: number;
  sequence: number;
  random: number;
  /** Server time in seconds (the client's until the server answers). */
  time: number;
  clientTime: number;
  version: number;
  status: MessageStatus;
  isRevoked: boolean;
  revoker: string;
  isModified: boolean;
  isPeerRead: boolean;
  isRead: boolean;
  isDeleted: boolean;
  cloudCustomData: string;
  nick: string;
  avatar: string;
  /**
   * Ours, beside the Tencent names: the sender's VIP level when the message was sent, 0 when not VIP. The server sets it
   * from the sender's account, so a client cannot claim it (docs/im-api.md).
   */
  vipLevel: number;
  /** Online-only: delivered to who is online, never stored, counted unread or shown as last message. */
  onlineOnly: boolean;
}

export interface LastMessage {
  lastTime: number;
  lastSequence: number;
  fromAccount: string;
  messageForShow: string;
  payload: Message['payload'];
  type: MessageType;
  isRevoked: boolean;
  revoker: string;
  cloudCustomData: string;
  nick: string;
  version: number;
  isPeerRead: boolean;
}

export interface Conversation {
  conversationID: string;
  type: ConversationType;
  unreadCount: number;
  lastMessage: LastMessage | null;
  peerReadTime: number;
  isPinned: boolean;
  pinnedTimeStamp: number;
  messageReadSeq: number;
  /** For GROUP conversations: the group's type, so AVChatRoom unread rules apply. */
  groupType: GroupType | '';
  remark: string;
  name: string;
  /**
   * GROUP: the group as the conversation list knows it (Tencent's groupProfile, with the fields the list shows), so a
   * list row shows the group's picture without asking for each group's profile; null for C2C and until the list has it.
   */
  groupProfile: { groupID: string; name: string; type: GroupType | ''; faceURL: string } | null;
}

export interface CreateMessageOptions<P> {
  to: string;
  conversationType: ConversationType;
  payload: P;
  priority?: number;
  cloudCustomData?: string;
  /** Online-only (lifetime 0). */
  onlineOnly?: boolean;
}

/** A successful call resolves with `{ code: 0, data }`, as the Tencent SDK does. */
export interface ImResponse<T> {
  code: 0;
  data: T;
}
