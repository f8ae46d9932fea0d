import type { ChatContext } from '../../core/chat-context.ts';
import { requireAbility } from '../../core/commercial.ts';
import { imError } from '../../errors.ts';
import { ImEvent } from '../../events.ts';
import type { im } from '../../protocol/generated/im.js';
import {
  ConversationPushKind,
  decodeConversationPush,
  decodeConversationResponse,
  encodeConversationRequest,
  type ConversationRequest,
  type ConversationResponse,
  type WireConversationGroup,
  type WireConversationResult,
  type WireConversationSettings,
} from '../../protocol/conversation-codec.ts';
import { parseConversationId } from '../conversation-id.ts';
import { ConversationType, type MessageRemindType } from '../../types.ts';
import { deleteConversations, pinConversation, setAllRead } from './list-changes.ts';
import * as rules from './settings-rules.ts';

type Batch = rules.ConversationBatchResult;

/**
 * Conversation groups, marks, custom data, remind types and clearing history (spec 001 §3-§5, §7 Conversations):
 * the module the SDK loads the first time an app calls one of these methods or the server pushes one of their
 * changes, so the core the app loads first stays small. The conversation list itself (with these fields) is the
 * core's; this module changes it and keeps the names of the user's conversation groups.
 */
export class ConversationModule {
  /** The user's conversation groups, in creation order, with their conversations. */
  private groups: { name: string; conversationIds: string[] }[] = [];
  /**
   * The list's paging (spec 001 §4: not started, pending, resolved, rejected) as the fetch under way: undefined until
   * one starts and after one fails, so the next call asks again; then the groups come from memory and pushes.
   */
  private fetched?: Promise<void>;

  constructor(private readonly context: ChatContext) {}

  /** Forgets everything of the user who logged out. */
  reset(): void {
    this.groups = [];
    this.fetched = undefined;
  }

  // The list's own changes (list-changes.ts), in this chunk: a fan reads the list at start and changes it later.
  deleteConversation(argument: string | { conversationIDList: string[]; clearHistoryMessage?: boolean }) {
    return deleteConversations(this.context, argument);
  }

  pinConversation(options: { conversationID: string; isPinned: boolean }) {
    return pinConversation(this.context, options);
  }

  async setAllMessageRead(options?: { scope?: 'C2C' | 'GROUP' | 'ALL' }): Promise<object> {
    await setAllRead(this.context, options?.scope);
    return {};
  }

  /** The names of my conversation groups (Tencent's getConversationGroupList), fetched once, then kept by pushes. */
  async getConversationGroupList(): Promise<string[]> {
    requireAbility(this.context, 'conversationGroup');
    this.fetched ??= this.call('conversationGroup.list', {}).then(
      (response) => this.applyGroups(response.groups),
      (error: unknown) => {
        this.fetched = undefined;
        throw error;
      },
    );
    await this.fetched;
    return this.names();
  }

  async createConversationGroup(options: { groupName: string; conversationIDList: string[] }): Promise<Batch> {
    requireAbility(this.context, 'conversationGroup');
    const groupName = rules.checkedGroupName(options?.groupName);
    const { send, failed } = this.split(options.conversationIDList);
    if (send.length === 0) return { successConversationIDList: [], failureConversationIDList: failed };
    const response = await this.call('conversationGroup.create', { groupName, conversationIds: send });
    this.applyGroups(response.groups, groupName);
    return this.batch(response.results, failed);
  }

  async deleteConversationGroup(groupName: string): Promise<object> {
    requireAbility(this.context, 'conversationGroup');
    this.applyGroups((await this.call('conversationGroup.delete', { groupName: rules.checkedGroupName(groupName) })).groups);
    return {};
  }

  async renameConversationGroup(options: { oldName: string; newName: string }): Promise<object> {
    requireAbility(this.context, 'conversationGroup');
    const request = {
      groupName: rules.checkedGroupName(options?.oldName, 'oldName'),
      newGroupName: rules.checkedGroupName(options.newName, 'newName'),
    };
    this.applyGroups((await this.call('conversationGroup.rename', request)).groups);
    return {};
  }

  addConversationsToGroup(options: { groupName: string; conversationIDList: string[] }): Promise<Batch> {
    requireAbility(this.context, 'conversationGroup');
    return this.changeMembers('conversationGroup.add', options);
  }

  deleteConversationsFromGroup(options: { groupName: string; conversationIDList: string[] }): Promise<Batch> {
    requireAbility(this.context, 'conversationGroup');
    return this.changeMembers('conversationGroup.remove', options);
  }

  /** Sets or clears one mark (CONV_MARK_TYPE_STAR 1, UNREAD 2, FOLD 4, HIDE 8, or a custom 2^n) on each conversation. */
  async markConversation(options: { conversationIDList: string[]; markType: number; enableMark: boolean }): Promise<Batch> {
    requireAbility(this.context, 'conversationGroup');
    const markBit = rules.markBitOf(options?.markType);
    if (typeof options.enableMark !== 'boolean') throw imError('INVALID_PARAMETER', 'enableMark must be a boolean');
    return this.setOnEach(options.conversationIDList, { markBit, enableMark: options.enableMark });
  }

  async setConversationCustomData(options: { conversationIDList: string[]; customData: string }): Promise<Batch> {
    const customData = rules.checkedCustomData(options?.customData);
    return this.setOnEach(options.conversationIDList, { customData });
  }

  /**
   * A group's (or topic's) remind type, or that of up to 30 C2C peers (spec 001 §5): `{ group }` with the group's id
   * and my new selfInfo.messageRemindType, or `{ successUserIDList, failureUserIDList }` as Tencent's.
   */
  async setMessageRemindType(options: {
    groupID?: string;
    userIDList?: string[];
    messageRemindType: MessageRemindType;
  }): Promise<
    | { group: { groupID: string; selfInfo: { messageRemindType: MessageRemindType } } }
    | { successUserIDList: { userID: string }[]; failureUserIDList: { userID: string; code: number }[] }
  > {
    const remindType = rules.remindFlagOf(options?.messageRemindType);
    if (typeof options.groupID === 'string' && options.groupID !== '') {
      this.applySettings((await this.call('conversation.remind', { groupId: options.groupID, remindType })).conversations);
      return { group: { groupID: options.groupID, selfInfo: { messageRemindType: options.messageRemindType } } };
    }
    const userIds = rules.remindUserIds(options.userIDList);
    const response = await this.call('conversation.remind', { userIds, remindType });
    this.applySettings(response.conversations);
    const results = response.results ?? [];
    return {
      successUserIDList: results.filter((item) => !item.code).map((item) => ({ userID: item.id ?? '' })),
      failureUserIDList: results.filter((item) => item.code).map((item) => ({ userID: item.id ?? '', code: item.code ?? 0 })),
    };
  }

  /** The conversation's messages go for me only (the peer keeps them); the conversation stays, read and empty. */
  async clearHistoryMessage(conversationID: string): Promise<{ conversationID: string }> {
    const conversation = this.context.conversations.get(conversationID);
    if (!conversation) throw imError('CONVERSATION_NOT_FOUND');
    if (conversation.type !== ConversationType.C2C && conversation.type !== ConversationType.GROUP)
      throw imError('CONVERSATION_UN_RECORDED_TYPE');
    await this.call('conversation.clearHistory', { conversationIds: [conversationID] });
    this.historyCleared(conversationID);
    return { conversationID };
  }

  /** A change made on another of my devices (push.conversation). */
  push(frame: im.Frame): void {
    let push;
    try {
      push = decodeConversationPush(frame.conversation ?? new Uint8Array());
    } catch {
      this.context.log.warn('chat: ignored a conversation push that did not decode');
      return;
    }
    if (push.kind === ConversationPushKind.HISTORY_CLEARED) this.historyCleared(push.conversationId ?? '');
    else if (push.kind === ConversationPushKind.MARK) this.applySettings(push.conversations);
    else this.applyGroups(push.groups, push.kind === ConversationPushKind.GROUP_DELETED ? undefined : (push.groupName ?? undefined));
  }

  private async changeMembers(command: string, options: { groupName: string; conversationIDList: string[] }): Promise<Batch> {
    const groupName = rules.checkedGroupName(options?.groupName);
    const { send, failed } = this.split(options.conversationIDList);
    if (send.length === 0) return { successConversationIDList: [], failureConversationIDList: failed };
    const response = await this.call(command, { groupName, conversationIds: send });
    this.applyGroups(response.groups, groupName);
    return this.batch(response.results, failed);
  }

  private async setOnEach(ids: unknown, request: ConversationRequest): Promise<Batch> {
    const { send, failed } = this.split(ids);
    if (send.length === 0) return { successConversationIDList: [], failureConversationIDList: failed };
    const response = await this.call(request.markBit !== undefined ? 'conversation.mark' : 'conversation.customData', {
      ...request,
      conversationIds: send,
    });
    this.applySettings(response.conversations);
    return this.batch(response.results, failed);
  }

  private split(ids: unknown) {
    return rules.splitConversationIds(ids, (id) => this.context.conversations.get(id) !== undefined);
  }

  private batch(results: readonly WireConversationResult[] | null | undefined, failed: Batch['failureConversationIDList']): Batch {
    const items = results ?? [];
    return {
      successConversationIDList: items.filter((item) => !item.code).map((item) => item.id ?? ''),
      failureConversationIDList: [
        ...failed,
        ...items
          .filter((item) => item.code)
          .map((item) => ({ conversationID: item.id ?? '', code: item.code ?? 0, message: item.info ?? '' })),
      ],
    };
  }

  /** The conversations' settings as the server has them now. */
  private applySettings(settings: readonly WireConversationSettings[] | null | undefined): void {
    for (const item of settings ?? []) this.context.conversations.applySettings(item.conversationId ?? '', item);
  }

  /**
   * My conversation groups as the server has them now: each local conversation's conversationGroupList follows, and
   * the events say what changed (the names; the conversations of `changedGroup`).
   */
  private applyGroups(groups: readonly WireConversationGroup[] | null | undefined, changedGroup?: string): void {
    const before = this.names().join('\u0000');
    this.groups = (groups ?? []).map((group) => ({ name: group.name ?? '', conversationIds: group.conversationIds ?? [] }));
    // What the server answered is the whole list: no fetch needed after it.
    this.fetched ??= Promise.resolve();
    for (const conversation of this.context.conversations.sorted()) {
      const names = this.groups.filter((group) => group.conversationIds.includes(conversation.conversationID)).map((group) => group.name);
      if (names.join('\u0000') !== conversation.conversationGroupList.join('\u0000'))
        this.context.conversations.update(conversation.conversationID, { conversationGroupList: names });
    }
    if (this.names().join('\u0000') !== before) this.context.emitter.emit(ImEvent.CONVERSATION_GROUP_LIST_UPDATED, this.names());
    if (changedGroup !== undefined && this.groups.some((group) => group.name === changedGroup)) {
      const conversationList = this.context.conversations
        .sorted()
        .filter((conversation) => conversation.conversationGroupList.includes(changedGroup));
      this.context.emitter.emit(ImEvent.CONVERSATION_IN_GROUP_UPDATED, { groupName: changedGroup, conversationList });
    }
  }

  private historyCleared(conversationID: string): void {
    if (!parseConversationId(conversationID)) return;
    this.context.listOf(conversationID).trim(0);
    this.context.conversations.update(conversationID, { lastMessage: null, unreadCount: 0, groupAtInfoList: [] });
  }

  private names(): string[] {
    return this.groups.map((group) => group.name);
  }

  /** One command: the request in the frame's `conversation` bytes, the answer from them. */
  private async call(command: string, request: ConversationRequest): Promise<ConversationResponse> {
    const frame = await this.context.request(command, { conversation: encodeConversationRequest(request) });
    return decodeConversationResponse(frame.conversation ?? new Uint8Array());
  }
}
