/** Public shapes of the chat layer (spec 001 §3), named as the Tencent Chat web SDK names them. */

/** TOPIC: a community topic's conversation (`GROUP<topicID>`, spec 001 §3); its messages are GROUP messages. */
export const ConversationType = { C2C: 'C2C', GROUP: 'GROUP', TOPIC: 'TOPIC', SYSTEM: '@TIM#SYSTEM' } as const;
export type ConversationType = (typeof ConversationType)[keyof typeof ConversationType];

export const MessageType = {
  TEXT: 'TIMTextElem',
  CUSTOM: 'TIMCustomElem',
  IMAGE: 'TIMImageElem',
  FACE: 'TIMFaceElem',
  LOCATION: 'TIMLocationElem',
  MERGER: 'TIMRelayElem',
  AUDIO: 'TIMSoundElem',
  VIDEO: 'TIMVideoFileElem',
  FILE: 'TIMFileElem',
  GROUP_TIP: 'TIMGroupTipElem',
  GROUP_SYSTEM_NOTICE: 'TIMGroupSystemNoticeElem',
} as const;
export type MessageType = (typeof MessageType)[keyof typeof MessageType];

export type MessageStatus = 'unsend' | 'success' | 'fail';

export const GroupType = {
  PUBLIC: 'Public',
  PRIVATE: 'Private',
  CHATROOM: 'ChatRoom',
  AVCHATROOM: 'AVChatRoom',
  COMMUNITY: 'Community',
} as const;
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
  /** Notice 20: my new remind type of the group (Tencent's payload field). */
  messageRemindType?: MessageRemindType;
  /** The other fields as JSON, as a tip's `data` (see GroupTipPayload). */
  data: string;
}

/** A voice message (createAudioMessage): empty url until sendMessage has uploaded the file; `second` its length. */
export interface AudioPayload {
  uuid: string;
  url: string;
  size: number;
  second: number;
  /** Tencent's: 2, downloadable from url. */
  downloadFlag: number;
}

/** A video message (createVideoMessage): empty videoUrl until sendMessage has uploaded the file. No snapshot here. */
export interface VideoPayload {
  videoUUID: string;
  videoUrl: string;
  videoSize: number;
  videoSecond: number;
  /** The file's type: mp4 or mov. */
  videoFormat: string;
  videoDownloadFlag: number;
  snapshotUrl: string;
}

/** A file message (createFileMessage): empty fileUrl until sendMessage has uploaded the file. */
export interface FilePayload {
  uuid: string;
  fileName: string;
  fileUrl: string;
  fileSize: number;
  downloadFlag: number;
}

/** A sticker (createFaceMessage): its index in the app's set, and data naming the set and sticker. */
export interface FacePayload {
  index: number;
  data: string;
}

/** A place (createLocationMessage), in degrees. */
export interface LocationPayload {
  description: string;
  longitude: number;
  latitude: number;
}

/**
 * A merged message (createMergerMessage, spec 001 §3): the messages it carries, or, when they were stored apart (over
 * 11,264 bytes) and not downloaded yet, an empty list and the downloadKey downloadMergerMessage reads.
 */
export interface MergerPayload {
  title: string;
  abstractList: string[];
  compatibleText: string;
  messageNumber: number;
  downloadKey: string;
  pbDownloadKey: string;
  messageList: Message[];
}

/** Spec 001 §3 offlinePushInfo: what a push service would show an offline recipient (sendMessage options). */
export interface OfflinePushInfo {
  title?: string;
  description?: string;
  extension?: string;
  disablePush?: boolean;
  ignoreIOSBadge?: boolean;
  androidOPPOChannelID?: string;
}

export interface Message {
  /** from-to-random-sequence: stable once the server has given the sequence. */
  ID: string;
  type: MessageType;
  payload:
    | TextPayload
    | CustomPayload
    | ImagePayload
    | AudioPayload
    | VideoPayload
    | FilePayload
    | FacePayload
    | LocationPayload
    | MergerPayload
    | GroupTipPayload
    | GroupSystemNoticePayload;
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
  /** A group message for these members only (at most 50); absent for the whole group. */
  receiverList?: string[];
  offlinePushInfo?: OfflinePushInfo;
  /**
   * The sender asks for read receipts (sendMessageReadReceipt); others may set extensions on it. Set on every chat
   * message; absent only on system notices, which have neither.
   */
  needReadReceipt?: boolean;
  isSupportExtension?: boolean;
  /** Filled by getMessageReadReceiptList and MESSAGE_READ_RECEIPT_RECEIVED: group counts, or the C2C peer's read. */
  readReceiptInfo?: ReadReceiptInfo;
}

export interface ReadReceiptInfo {
  readCount?: number;
  unreadCount?: number;
  isPeerRead?: boolean;
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
  /** Group messages after the read position that mention the user (spec 001 §3 Group-at entry); read clears them. */
  groupAtInfoList: GroupAtInfo[];
  /** The user's own settings, the same on each of their devices (the conversation module's methods). */
  messageRemindType: MessageRemindType;
  /** Marks set (Tencent's CONV_MARK_TYPE values: star 1, unread 2, fold 4, hide 8, custom 2^n). */
  markList: number[];
  customData: string;
  /** Names of the user's conversation groups this conversation is in. */
  conversationGroupList: string[];
  /**
   * GROUP: the group as the conversation list knows it (Tencent's groupProfile, with the fields the list shows), so a
   * list row shows the group's picture without asking for each group's profile; null for C2C and until the list has it.
   */
  groupProfile: { groupID: string; name: string; type: GroupType | ''; faceURL: string } | null;
}

/** Spec 001 §4 Message remind, by Tencent's names (TIM.TYPES.MSG_REMIND_*). */
export const MessageRemindType = { ACPT_AND_NOTE: 'AcceptAndNotify', DISCARD: 'Discard', ACPT_NOT_NOTE: 'AcceptNotNotify' } as const;
export type MessageRemindType = (typeof MessageRemindType)[keyof typeof MessageRemindType];
/** The remind types by their wire flags: 0 accept and notify, 1 discard, 2 accept without notice (spec 001 §4). */
export const remindTypesByFlag: readonly MessageRemindType[] = [
  MessageRemindType.ACPT_AND_NOTE,
  MessageRemindType.DISCARD,
  MessageRemindType.ACPT_NOT_NOTE,
];

/** Tencent's CONV_MARK_TYPE_STAR, _UNREAD, _FOLD and _HIDE; custom marks are the powers of two above. */
export const ConversationMarkType = { STAR: 1, UNREAD: 2, FOLD: 4, HIDE: 8 } as const;

/** Tencent's CONV_AT_ME, CONV_AT_ALL and CONV_AT_ALL_AT_ME. */
export const GroupAtType = { AT_ME: 1, AT_ALL: 2, AT_ALL_AT_ME: 3 } as const;

export interface GroupAtInfo {
  from: string;
  groupID: string;
  topicID: string;
  messageSequence: number;
  /** [1], [2] or [3] (Tencent's atTypeArray). */
  atTypeArray: number[];
}

export interface CreateMessageOptions<P> {
  to: string;
  conversationType: ConversationType;
  payload: P;
  priority?: number;
  cloudCustomData?: string;
  /** Online-only (lifetime 0). */
  onlineOnly?: boolean;
  needReadReceipt?: boolean;
  isSupportExtension?: boolean;
  /** Group messages: only these members receive it (at most 50; needs the commercial ability). */
  receiverList?: string[];
}

/** A successful call resolves with `{ code: 0, data }`, as the Tencent SDK does. */
export interface ImResponse<T> {
  code: 0;
  data: T;
}
