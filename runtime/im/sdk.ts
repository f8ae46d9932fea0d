import { ChatClient, type ChatOptions } from './chat-client.ts';
import { imError } from './errors.ts';
import type { ImEvent, ImListener, NetState } from './events.ts';
import type { LogLevel } from './core/logger.ts';
import type { LoginOptions } from './session/login-rules.ts';
import type { RelationshipModule } from './relationship/relationship-module.ts';
import type { GroupModule } from './group-module/group-module.ts';
import type { ConversationModule } from './conversation-module/conversation-module.ts';
import type { ImageFileInput } from './upload/upload-rules.ts';
import type { CreateMessageOptions, CustomPayload, GroupType, ImResponse, Message, TextPayload } from './types.ts';

/** The module's methods an app calls (all but its plumbing). */
type RelationshipMethod = Exclude<keyof RelationshipModule, 'reset' | 'push'>;
type GroupMethod = Exclude<keyof GroupModule, 'reset' | 'push' | 'forget'>;
type ConversationMethod = Exclude<keyof ConversationModule, 'reset' | 'push'>;

const ok = <T>(data: T): ImResponse<T> => ({ code: 0, data });

/**
 * The chat SDK as apps call it. Method names and results follow the Tencent Chat web SDK 2.27.6 where spec 001
 * describes the same behaviour (docs/im-api.md), so anyone who knows that SDK knows this one.
 */
export class ChatSdk {
  private readonly client: ChatClient;

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

  createTextMessage(options: CreateMessageOptions<TextPayload>): Message {
    return this.client.factory.createText(options);
  }

  createTextAtMessage(options: CreateMessageOptions<TextPayload>): Message {
    return this.client.factory.createTextAt(options);
  }

  createCustomMessage(options: CreateMessageOptions<Partial<CustomPayload>>): Message {
    return this.client.factory.createCustom(options);
  }

  /**
   * An image message; its file (a File, or an `<input type="file">`) is checked and uploaded when it is sent, with
   * onProgress(0 to 1) as it goes (spec 001 §5 Upload). The upload module starts loading now.
   */
  createImageMessage(options: CreateMessageOptions<{ file: ImageFileInput }> & { onProgress?: (percent: number) => void }): Message {
    if (options.onProgress !== undefined && typeof options.onProgress !== 'function') throw imError('MESSAGE_ONPROGRESS_FUNCTION_ERROR');
    const message = this.client.factory.createImage(options);
    this.client.pendingImages.set(message, { file: options.payload?.file, onProgress: options.onProgress });
    this.client.uploadModule().catch((error) => this.client.log.warn('chat: the upload module did not load', error));
    return message;
  }

  sendMessage = this.guarded('sendMessage', (message: Message) => this.client.messageService.send(message));
  resendMessage = this.guarded('resendMessage', (message: Message) => this.client.messageService.resend(message));
  revokeMessage = this.guarded('revokeMessage', (message: Message) => this.client.messageService.revoke(message));
  deleteMessage = this.guarded('deleteMessage', (messages: Message[]) => this.client.messageService.delete(messages));
  modifyMessage = this.guarded('modifyMessage', (message: Message) => this.client.messageService.modify(message));
  getMessageList = this.guarded('getMessageList', (options: { conversationID: string; nextReqMessageID?: string; count?: number }) => this.client.messageService.getMessageList(options));
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
  deleteConversation = this.guarded('deleteConversation', (argument: string | { conversationIDList: string[]; clearHistoryMessage?: boolean }) => this.client.conversationService.delete(argument));
  pinConversation = this.guarded('pinConversation', (options: { conversationID: string; isPinned: boolean }) => this.client.conversationService.pin(options));
  setAllMessageRead = this.guarded('setAllMessageRead', async (options?: { scope?: 'C2C' | 'GROUP' | 'ALL' }) => {
    await this.client.conversationService.setAllRead(options?.scope);
    return {};
  });
  joinGroup = this.guarded('joinGroup', (options: { groupID: string; type?: GroupType; applyMessage?: string }) => this.client.groups.join(options));
  quitGroup = this.guarded('quitGroup', async (groupID: string) => {
    const result = await this.client.groups.quit(groupID);
    await this.client.loadedGroupModule?.then((module) => module.forget(groupID));
    return result;
  });
  getGroupOnlineMemberCount = this.guarded('getGroupOnlineMemberCount', (groupID: string) => this.client.groups.onlineCount(groupID));

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

  // Groups beyond joining live rooms (group-module/): their module loads on the first of these calls.
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
  // Attributes and counters (group-module/attribute-service.ts), in the same module.
  initGroupAttributes = this.groupCall('initGroupAttributes');
  setGroupAttributes = this.groupCall('setGroupAttributes');
  deleteGroupAttributes = this.groupCall('deleteGroupAttributes');
  getGroupAttributes = this.groupCall('getGroupAttributes');
  setGroupCounters = this.groupCall('setGroupCounters');
  increaseGroupCounter = this.groupCall('increaseGroupCounter');
  decreaseGroupCounter = this.groupCall('decreaseGroupCounter');
  getGroupCounters = this.groupCall('getGroupCounters');
  // Communities and their topics (group-module/topic-service.ts), in the same module.
  getJoinedCommunityList = this.groupCall('getJoinedCommunityList');
  createTopicInCommunity = this.groupCall('createTopicInCommunity');
  deleteTopicFromCommunity = this.groupCall('deleteTopicFromCommunity');
  updateTopicProfile = this.groupCall('updateTopicProfile');
  getTopicList = this.groupCall('getTopicList');

  // Conversation groups, marks, custom data, remind types, clearing history (conversation-module/): loaded on the first.
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

  getTotalUnreadMessageCount(): number {
    return this.client.conversations.totalUnread();
  }

  /** The messages held for a conversation, oldest first (for bindings that render them). */
  getLocalMessages(conversationID: string): readonly Message[] {
    return this.client.listOf(conversationID).messages;
  }

  /** A relationship method under its own name: guarded like the others, run once the module has loaded. */
  private relationshipCall<K extends RelationshipMethod>(call: K): (...args: Parameters<RelationshipModule[K]>) => Promise<ImResponse<Awaited<ReturnType<RelationshipModule[K]>>>> {
    type Result = Awaited<ReturnType<RelationshipModule[K]>>;
    return this.guarded(call, async (...args: Parameters<RelationshipModule[K]>): Promise<Result> => {
      const module = await this.client.relationship();
      return (await (module[call] as (...a: Parameters<RelationshipModule[K]>) => Promise<Result>).apply(module, args)) as Result;
    });
  }

  /** A groups-module method under its own name: guarded like the others, run once the module has loaded. */
  private groupCall<K extends GroupMethod>(call: K): (...args: Parameters<GroupModule[K]>) => Promise<ImResponse<Awaited<ReturnType<GroupModule[K]>>>> {
    type Result = Awaited<ReturnType<GroupModule[K]>>;
    return this.guarded(call, async (...args: Parameters<GroupModule[K]>): Promise<Result> => {
      const module = await this.client.groupModule();
      return (await (module[call] as (...a: Parameters<GroupModule[K]>) => Promise<Result>).apply(module, args)) as Result;
    });
  }

  /**
   * A conversation-module method under its own name: guarded like the others, run once the module has loaded. The
   * commercial-ability check of the calls in commercialConversationCalls (settings-rules.ts) belongs here.
   */
  private conversationCall<K extends ConversationMethod>(call: K): (...args: Parameters<ConversationModule[K]>) => Promise<ImResponse<Awaited<ReturnType<ConversationModule[K]>>>> {
    type Result = Awaited<ReturnType<ConversationModule[K]>>;
    return this.guarded(call, async (...args: Parameters<ConversationModule[K]>): Promise<Result> => {
      const module = await this.client.conversationModule();
      return (await (module[call] as (...a: Parameters<ConversationModule[K]>) => Promise<Result>).apply(module, args)) as Result;
    });
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
