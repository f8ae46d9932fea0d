import { ChatClient } from './chat-client.ts';
import type { ChatOptions } from './chat-options.ts';
import { imError } from './errors.ts';
import type { ImEvent, ImListener, NetState } from './events.ts';
import type { LogLevel } from './core/logger.ts';
import type { LoginOptions } from './session/login-rules.ts';
import type { RelationshipModule } from './relationship/relationship-module.ts';
import type { GroupModule } from './groups/module/group-module.ts';
import type { StatusModule } from './status/status-module.ts';
import type { MessageExtraModule } from './message-extra/extra-module.ts';
import type { MessageModule } from './messages/module/message-module.ts';
import type { ConversationModule } from './conversations/module/conversation-module.ts';
import type { ExperimentalModule } from './experimental/experimental-module.ts';
import type { ImageFileInput } from './upload/upload-rules.ts';
import {
  MessageType,
  type Conversation,
  type CreateMessageOptions,
  type CustomPayload,
  type FacePayload,
  type GroupType,
  type ImResponse,
  type LocationPayload,
  type MergerPayload,
  type Message,
  type OfflinePushInfo,
  type TextPayload,
} from './types.ts';

/** The module's methods an app calls (all but its plumbing). */
type RelationshipMethod = Exclude<keyof RelationshipModule, 'reset' | 'push'>;
type GroupMethod = Exclude<keyof GroupModule, 'reset' | 'push' | 'forget'>;
type StatusMethod = Exclude<keyof StatusModule, 'push'>;
type ExtraMethod = Exclude<keyof MessageExtraModule, 'reset' | 'push'>;
type MessageMethod = Exclude<keyof MessageModule, 'storeMergerListIfLarge'>;
type ConversationMethod = Exclude<keyof ConversationModule, 'reset' | 'push'>;
/** A module's method as the SDK instance offers it: the same arguments, the result in the `{ code: 0, data }` answer. */
type ModuleMethod<F> = F extends (...args: infer A) => infer R ? (...args: A) => Promise<ImResponse<Awaited<R>>> : never;

const ok = <T>(data: T): ImResponse<T> => ({ code: 0, data });

/**
 * The chat SDK as apps call it. Method names and results follow the Tencent Chat web SDK 2.27.6 where spec 001
 * describes the same behaviour (docs/im-api.md), so anyone who knows that SDK knows this one.
 */
export class ChatSdk {
  private readonly client: ChatClient;
  /** What registerPlugin was given, by name. */
  private readonly plugins = new Map<string, unknown>();

  constructor(options: ChatOptions) {
    this.client = new ChatClient(options);
  }

  on<E extends ImEvent>(event: E, listener: ImListener<E>): () => void {
    return this.client.emitter.on(event, listener);
  }

  off<E extends ImEvent>(event: E, listener: ImListener<E>): void {
    this.client.emitter.off(event, listener);
  }

  isReady(): boolean {
    return this.client.isReady;
  }

  /** The socket's state now; NET_STATE_CHANGE announces each change. */
  getNetState(): NetState {
    return this.client.netState;
  }

  setLogLevel(level: LogLevel): void {
    this.client.setLogLevel(level);
  }

  async login(options: LoginOptions): Promise<ImResponse<{ repeatLogin: boolean }>> {
    return ok(await this.client.session.login(options));
  }

  async logout(): Promise<ImResponse<object>> {
    await this.client.session.logout();
    return ok({});
  }

  destroy(): Promise<void> {
    this.client.destroy();
    return Promise.resolve();
  }

  /**
   * Tencent's plugins (tim-upload-plugin, cos-js-sdk, tim-profanity-filter-plugin ...) are kept by name and used by
   * nothing: upload, the profanity filter (the filterProfanity option) and offline push are built in here
   * (docs/decisions.md "Plugins and experimental calls"). Allowed before ready (spec 001 §5).
   */
  registerPlugin(plugins: Record<string, unknown>): void {
    this.client.guard('registerPlugin');
    if (!plugins || typeof plugins !== 'object' || Array.isArray(plugins))
      throw imError('INVALID_PARAMETER', 'registerPlugin takes { name: plugin }');
    for (const [name, plugin] of Object.entries(plugins)) this.plugins.set(name, plugin);
  }

  createTextMessage(options: CreateMessageOptions<TextPayload>): Message {
    return this.client.factory.createText(options);
  }

  createTextAtMessage(options: CreateMessageOptions<TextPayload>): Message {
    return this.client.factory.createTextAt(options);
  }

  createCustomMessage(options: CreateMessageOptions<Partial<CustomPayload>>): Message {
    return this.client.factory.createCustom(options);
  }

  createFaceMessage(options: CreateMessageOptions<Partial<FacePayload>>): Message {
    return this.client.factory.createFace(options);
  }

  createLocationMessage(options: CreateMessageOptions<Partial<LocationPayload>>): Message {
    return this.client.factory.createLocation(options);
  }

  /** A merged message of sent messages; a list over 11,264 bytes is stored apart when it is sent (messages module). */
  createMergerMessage(options: CreateMessageOptions<Partial<Omit<MergerPayload, 'messageList'>> & { messageList?: Message[] }>): Message {
    const message = this.client.factory.createMerger(options);
    this.client.modules.messageModule().catch((error) => this.client.log.warn('chat: the messages module did not load', error));
    return message;
  }

  /** A copy of a message (`payload`) for another conversation. */
  createForwardMessage(options: CreateMessageOptions<Message>): Message {
    return this.client.factory.createForward(options);
  }

  /**
   * An image message; its file (a File, or an `<input type="file">`) is checked and uploaded when it is sent, with
   * onProgress(0 to 1) as it goes (spec 001 §5 Upload). The upload module starts loading now.
   */
  createImageMessage(options: CreateMessageOptions<{ file: ImageFileInput }> & { onProgress?: (percent: number) => void }): Message {
    return this.withFile(options, () => this.client.factory.createImage(options));
  }

  /**
   * A voice message (spec 001 §5): `payload.file` a recorded or chosen mp3, m4a, aac, wav, ogg or webm file (its
   * `duration` in ms, when given, becomes `second`), at most 20 MB, uploaded when it is sent.
   */
  createAudioMessage(options: CreateMessageOptions<{ file: ImageFileInput }> & { onProgress?: (percent: number) => void }): Message {
    return this.withFile(options, () => this.client.factory.createMedia(MessageType.AUDIO, options));
  }

  /** A video message: `payload.file` an mp4 or mov (quicktime) of at most 100 MB, uploaded when it is sent. */
  createVideoMessage(options: CreateMessageOptions<{ file: ImageFileInput }> & { onProgress?: (percent: number) => void }): Message {
    return this.withFile(options, () => this.client.factory.createMedia(MessageType.VIDEO, options));
  }

  /** A file message: `payload.file` any file of at most 100 MB, uploaded when it is sent and offered as a download. */
  createFileMessage(options: CreateMessageOptions<{ file: ImageFileInput }> & { onProgress?: (percent: number) => void }): Message {
    return this.withFile(options, () => this.client.factory.createMedia(MessageType.FILE, options));
  }

  /** Tencent's options: onlineUserOnly (never stored, only to who is online now) and offlinePushInfo (carried through). */
  sendMessage = this.guarded(
    'sendMessage',
    (message: Message, options?: { onlineUserOnly?: boolean; offlinePushInfo?: OfflinePushInfo }) => {
      if (message && typeof message === 'object' && options?.onlineUserOnly) message.onlineOnly = true;
      if (message && typeof message === 'object' && options?.offlinePushInfo) message.offlinePushInfo = { ...options.offlinePushInfo };
      return this.client.messageService.send(message);
    },
  );
  resendMessage = this.guarded('resendMessage', (message: Message) => this.client.messageService.resend(message));
  revokeMessage = this.guarded('revokeMessage', (message: Message) => this.client.messageService.revoke(message));
  deleteMessage = this.guarded('deleteMessage', (messages: Message[]) => this.client.messageService.delete(messages));
  modifyMessage = this.guarded('modifyMessage', (message: Message) => this.client.messageService.modify(message));
  getMessageList = this.guarded('getMessageList', (options: { conversationID: string; nextReqMessageID?: string; count?: number }) =>
    this.client.messageService.getMessageList(options),
  );
  setMessageRead = this.guarded('setMessageRead', async (options: { conversationID: string }) => {
    await this.client.messageService.setRead(options?.conversationID);
    return {};
  });
  getConversationList = this.guarded('getConversationList', () => this.client.conversationService.list());
  getConversationProfile = this.guarded('getConversationProfile', async (conversationID: string) => {
    const conversation = this.client.conversations.get(conversationID);
    if (!conversation) throw imError('CONVERSATION_NOT_FOUND');
    return { conversation };
  });
  // Joining, leaving and live rooms (groups/module/group-service.ts): their chunk loads on the first of these calls.
  joinGroup = this.guarded('joinGroup', async (options: { groupID: string; type?: GroupType; applyMessage?: string }) => {
    // As a member or anonymously as the app asks it, not as the session stands once the group service has loaded.
    const asMember = this.client.isLoggedIn;
    return (await this.client.modules.groupService()).join(options, asMember);
  });
  quitGroup = this.guarded('quitGroup', async (groupID: string) => {
    const result = await (await this.client.modules.groupService()).quit(groupID);
    await this.client.modules.groupModule.loading?.then((module) => module.forget(groupID));
    return result;
  });
  getGroupOnlineMemberCount = this.guarded('getGroupOnlineMemberCount', async (groupID: string) =>
    (await this.client.modules.groupService()).onlineCount(groupID),
  );

  // Friends, profiles and the blacklist (relationship/): their module loads on the first of these calls.
  getFriendList = this.relationshipCall('getFriendList');
  addFriend = this.relationshipCall('addFriend');
  updateFriend = this.relationshipCall('updateFriend');
  deleteFriend = this.relationshipCall('deleteFriend');
  checkFriend = this.relationshipCall('checkFriend');
  getFriendProfile = this.relationshipCall('getFriendProfile');
  getFriendApplicationList = this.relationshipCall('getFriendApplicationList');
  acceptFriendApplication = this.relationshipCall('acceptFriendApplication');
  refuseFriendApplication = this.relationshipCall('refuseFriendApplication');
  deleteFriendApplication = this.relationshipCall('deleteFriendApplication');
  setFriendApplicationRead = this.relationshipCall('setFriendApplicationRead');
  getMyProfile = this.relationshipCall('getMyProfile');
  getUserProfile = this.relationshipCall('getUserProfile');
  updateMyProfile = this.relationshipCall('updateMyProfile');
  getBlacklist = this.relationshipCall('getBlacklist');
  addToBlacklist = this.relationshipCall('addToBlacklist');
  removeFromBlacklist = this.relationshipCall('removeFromBlacklist');
  getFriendGroupList = this.relationshipCall('getFriendGroupList');
  createFriendGroup = this.relationshipCall('createFriendGroup');
  deleteFriendGroup = this.relationshipCall('deleteFriendGroup');
  renameFriendGroup = this.relationshipCall('renameFriendGroup');
  addToFriendGroup = this.relationshipCall('addToFriendGroup');
  removeFromFriendGroup = this.relationshipCall('removeFromFriendGroup');

  // Groups beyond joining live rooms (groups/module/): their module loads on the first of these calls.
  createGroup = this.groupCall('createGroup');
  getGroupList = this.groupCall('getGroupList');
  getGroupProfile = this.groupCall('getGroupProfile');
  updateGroupProfile = this.groupCall('updateGroupProfile');
  dismissGroup = this.groupCall('dismissGroup');
  searchGroupByID = this.groupCall('searchGroupByID');
  changeGroupOwner = this.groupCall('changeGroupOwner');
  getGroupApplicationList = this.groupCall('getGroupApplicationList');
  handleGroupApplication = this.groupCall('handleGroupApplication');
  getGroupMemberList = this.groupCall('getGroupMemberList');
  getGroupMemberProfile = this.groupCall('getGroupMemberProfile');
  addGroupMember = this.groupCall('addGroupMember');
  deleteGroupMember = this.groupCall('deleteGroupMember');
  setGroupMemberRole = this.groupCall('setGroupMemberRole');
  setGroupMemberMuteTime = this.groupCall('setGroupMemberMuteTime');
  setGroupMemberNameCard = this.groupCall('setGroupMemberNameCard');
  // Attributes and counters (groups/module/attribute-service.ts), in the same module.
  initGroupAttributes = this.groupCall('initGroupAttributes');
  setGroupAttributes = this.groupCall('setGroupAttributes');
  deleteGroupAttributes = this.groupCall('deleteGroupAttributes');
  getGroupAttributes = this.groupCall('getGroupAttributes');
  setGroupCounters = this.groupCall('setGroupCounters');
  increaseGroupCounter = this.groupCall('increaseGroupCounter');
  decreaseGroupCounter = this.groupCall('decreaseGroupCounter');
  getGroupCounters = this.groupCall('getGroupCounters');
  // Communities and their topics (groups/module/topic-service.ts), in the same module.
  getJoinedCommunityList = this.groupCall('getJoinedCommunityList');
  createTopicInCommunity = this.groupCall('createTopicInCommunity');
  deleteTopicFromCommunity = this.groupCall('deleteTopicFromCommunity');
  updateTopicProfile = this.groupCall('updateTopicProfile');
  getTopicList = this.groupCall('getTopicList');
  // Member custom fields and marks (groups/module/), in the same module.
  setGroupMemberCustomField = this.groupCall('setGroupMemberCustomField');
  markGroupMemberList = this.groupCall('markGroupMemberList');

  // Read receipts and message extensions (message-extra/): their module loads on the first of these calls.
  sendMessageReadReceipt = this.extraCall('sendMessageReadReceipt');
  getMessageReadReceiptList = this.extraCall('getMessageReadReceiptList');
  getGroupMessageReadMemberList = this.extraCall('getGroupMessageReadMemberList');
  setMessageExtensions = this.extraCall('setMessageExtensions');
  getMessageExtensions = this.extraCall('getMessageExtensions');
  deleteMessageExtensions = this.extraCall('deleteMessageExtensions');

  // User status (status/): its module loads on the first of these calls.
  setSelfStatus = this.statusCall('setSelfStatus');
  getUserStatus = this.statusCall('getUserStatus');
  subscribeUserStatus = this.statusCall('subscribeUserStatus');
  unsubscribeUserStatus = this.statusCall('unsubscribeUserStatus');

  // Merged lists stored apart, hopping and translation (messages/module/): their module loads on the first of these.
  /** Resolves the message itself with its list filled in, as the Tencent SDK does (not `{ code, data }`). */
  downloadMergerMessage = async (message: Message): Promise<Message> => {
    this.client.guard('downloadMergerMessage');
    return (await this.client.modules.messageModule()).downloadMergerMessage(message);
  };
  getMessageListHopping = this.messageCall('getMessageListHopping');
  translateText = this.messageCall('translateText');

  // Deleting and pinning conversations, reading all, conversation groups, marks, custom data, remind types, clearing
  // history (conversations/module/): loaded on the first.
  deleteConversation = this.conversationCall('deleteConversation');
  pinConversation = this.conversationCall('pinConversation');
  setAllMessageRead = this.conversationCall('setAllMessageRead');
  getConversationGroupList = this.conversationCall('getConversationGroupList');
  createConversationGroup = this.conversationCall('createConversationGroup');
  deleteConversationGroup = this.conversationCall('deleteConversationGroup');
  renameConversationGroup = this.conversationCall('renameConversationGroup');
  addConversationsToGroup = this.conversationCall('addConversationsToGroup');
  deleteConversationsFromGroup = this.conversationCall('deleteConversationsFromGroup');
  markConversation = this.conversationCall('markConversation');
  setConversationCustomData = this.conversationCall('setConversationCustomData');
  setMessageRemindType = this.conversationCall('setMessageRemindType');
  clearHistoryMessage = this.conversationCall('clearHistoryMessage');

  // Tencent's experimental entry (experimental/): isCommercialAbilityEnabled, isIntl and the TRTC command check.
  callExperimentalAPI = this.moduleCall<ExperimentalModule, 'callExperimentalAPI'>(
    () => this.client.modules.experimentalModule(),
    'callExperimentalAPI',
  );

  getTotalUnreadMessageCount(): number {
    return this.client.conversations.totalUnread();
  }

  /**
   * The conversations held now, sorted, before SDK_READY too (for bindings that render them): a list screen that starts
   * listening after a page was announced draws it at once instead of waiting for the next, throttled, announcement.
   */
  getLocalConversationList(): Conversation[] {
    return this.client.conversations.sorted();
  }

  /** The messages held for a conversation, oldest first (for bindings that render them). */
  getLocalMessages(conversationID: string): readonly Message[] {
    return this.client.listOf(conversationID).messages;
  }

  /** Keeps a message's file for its upload at send time, and starts loading the upload module now. */
  private withFile(options: { payload?: { file?: ImageFileInput }; onProgress?: unknown }, create: () => Message): Message {
    if (options.onProgress !== undefined && typeof options.onProgress !== 'function') throw imError('MESSAGE_ONPROGRESS_FUNCTION_ERROR');
    const message = create();
    this.client.modules.pendingFiles.set(message, {
      file: options.payload?.file as ImageFileInput,
      onProgress: options.onProgress as ((percent: number) => void) | undefined,
    });
    this.client.modules.uploadModule().catch((error) => this.client.log.warn('chat: the upload module did not load', error));
    return message;
  }

  private relationshipCall<K extends RelationshipMethod>(call: K) {
    return this.moduleCall(() => this.client.modules.relationship(), call);
  }

  private groupCall<K extends GroupMethod>(call: K) {
    return this.moduleCall(() => this.client.modules.groupModule(), call);
  }

  private statusCall<K extends StatusMethod>(call: K) {
    return this.moduleCall(() => this.client.modules.statusModule(), call);
  }

  private extraCall<K extends ExtraMethod>(call: K) {
    return this.moduleCall(() => this.client.modules.extraModule(), call);
  }

  private messageCall<K extends MessageMethod>(call: K) {
    return this.moduleCall(() => this.client.modules.messageModule(), call);
  }

  private conversationCall<K extends ConversationMethod>(call: K) {
    return this.moduleCall(() => this.client.modules.conversationModule(), call);
  }

  /** A method of a module loaded on demand, under its own name: guarded like the others, run once `load` has the module. */
  private moduleCall<M, K extends keyof M & string>(load: () => Promise<M>, call: K): ModuleMethod<M[K]> {
    return this.guarded(call, async (...args: unknown[]) => {
      const module = await load();
      return (module[call] as (...a: unknown[]) => unknown).apply(module, args);
    }) as ModuleMethod<M[K]>;
  }

  private guarded<A extends unknown[], T>(call: string, work: (...args: A) => Promise<T>): (...args: A) => Promise<ImResponse<T>> {
    return async (...args: A) => {
      this.client.guard(call);
      return ok(await work(...args));
    };
  }
}

/** Creates an SDK instance (TIM.create). */
export const create = (options: ChatOptions): ChatSdk => new ChatSdk(options);
