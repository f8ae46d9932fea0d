/** The chat layer's public surface: create(), the SDK's types, events and errors. React bindings are in ./react. */
export { create, ChatSdk } from './sdk.ts';
export type { ChatOptions } from './chat-options.ts';
export { ImEvent, NetState, KickedOutType, type ImEventMap } from './events.ts';
export { ImError, ErrorCode, ServerCode } from './errors.ts';
export {
  ConversationType,
  MessageType,
  GroupType,
  MessageRemindType,
  ConversationMarkType,
  GroupAtType,
  type GroupAtInfo,
  type Conversation,
  type Message,
  type MessageStatus,
  type LastMessage,
  type ImagePayload,
  type ImageInfo,
  type AudioPayload,
  type VideoPayload,
  type FilePayload,
  type GroupTipPayload,
  type GroupSystemNoticePayload,
  type FacePayload,
  type LocationPayload,
  type MergerPayload,
  type OfflinePushInfo,
  type TextPayload,
} from './types.ts';
export { GroupKeyPrefix, anchorFansGroupId, anchorOfFansGroup } from './protocol/group-keys.ts';
export { roomSystemSender } from './messages/room-notices.ts';
export type { KeyValueStorage } from './conversations/conversation-store.ts';
export type { SocketFactory, FetchLike } from './core/host.ts';
export { GroupTypes, type Group, type GroupMember, type GroupApplication, type Topic } from './groups/types.ts';
export {
  RelationshipTypes,
  type Friend,
  type FriendApplication,
  type FriendGroup,
  type Profile,
  type BatchResult,
} from './relationship/types.ts';
export type { ImageFileInput, FileLike } from './upload/upload-rules.ts';
export type { UserStatus, UserStatusFailure } from './status/types.ts';
export type { CommercialAbility } from './protocol/purchase-bits.ts';
export type { ReadReceipt, MessageExtension, ExtensionResult, ReadMemberPage } from './message-extra/types.ts';
