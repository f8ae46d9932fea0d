import { ImError, imError } from '../errors.ts';
import { WireConversationType, type WireConversation } from '../protocol/codec.ts';
import type { ChatContext } from '../core/chat-context.ts';
import { ConversationType, type Conversation, type GroupType } from '../types.ts';
import { fromWireMessage } from '../messages/wire-message.ts';
import { conversationIdOf, isValidConversationId } from './conversation-id.ts';
import { groupAtInfoListOf, markListOf, remindTypeOf } from './conversation-settings.ts';
import { emptyConversation, lastMessageOf } from './conversation-store.ts';
import { needsSync, pagingReducer, type PagingState } from './paging-state.ts';

/** Delete at most this many conversations per call (spec 001 §5). */
export const maxDeleteConversations = 100;
const listPageSize = 100;
/** The first page holds a screen of rows and little more: a list screen draws it while the rest is paged. */
const firstPageSize = 20;
const maxListPages = 1000;

/** The conversation list from the server, and the calls that change it (spec 001 §4 Conversation paging, §5). */
export class ConversationService {
  private paging: PagingState = 'notStarted';

  constructor(private readonly context: ChatContext) {}

  get pagingState(): PagingState {
    return this.paging;
  }

  reset(): void {
    this.paging = pagingReducer(this.paging, 'reset');
  }

  async list(): Promise<{ conversationList: Conversation[] }> {
    if (needsSync(this.paging)) await this.sync();
    return { conversationList: this.context.conversations.sorted() };
  }

  /** Pages through the server's list until completeFlag is 1; a failure leaves `rejected` so the next call retries. */
  async sync(): Promise<void> {
    this.paging = pagingReducer(this.paging, 'request');
    try {
      const listed: string[] = [];
      let startIndex = 0;
      for (let pageIndex = 0; pageIndex < maxListPages; pageIndex++) {
        const count = pageIndex === 0 ? firstPageSize : listPageSize;
        const frame = await this.context.request('conversation.list', { conversationListRequest: { startIndex, count } });
        const answer = frame.conversationListResponse;
        const page = (answer?.conversations ?? []).map((wire) => this.fromWire(wire));
        const complete = answer?.completeFlag === 1 || pageIndex === maxListPages - 1;
        // The server pages newest first: a list screen draws its first rows now, and the later pages fill in below;
        // the last one removes what the whole list lacks. The server sends unread counts for every conversation, so
        // C2C counts are replaced, not added up.
        this.context.conversations.applyServerList(page, true, complete, listed);
        if (complete) break;
        listed.push(...page.map((conversation) => conversation.conversationID));
        startIndex = answer?.startIndex ?? startIndex + count;
        // The first page's rows are drawn before the next page's answer is decoded beside them (ChatOptions).
        if (pageIndex === 0) await this.context.afterFirstListPage?.().catch(() => undefined);
      }
      this.paging = pagingReducer(this.paging, 'succeed');
    } catch (error) {
      this.paging = pagingReducer(this.paging, 'fail');
      throw error;
    }
  }

  async delete(argument: unknown): Promise<{ conversationIDList: string[] }> {
    const { ids, clearHistoryMessage } = parseDeleteArgument(argument);
    const known = ids.filter((id) => this.context.conversations.get(id));
    if (known.length === 0) throw imError('CONVERSATION_NOT_FOUND');
    const frame = await this.context.request('conversation.delete', {
      deleteConversationRequest: { conversationIds: known, clearHistoryMessage },
    });
    const deleted = frame.deleteConversationResponse?.deleted ?? known;
    for (const id of deleted) {
      this.context.conversations.delete(id);
      if (clearHistoryMessage) this.context.listOf(id).trim(0);
    }
    return { conversationIDList: deleted };
  }

  async pin(options: { conversationID: string; isPinned: boolean }): Promise<{ conversationID: string }> {
    if (!isValidConversationId(options?.conversationID)) throw imError('INVALID_CONVERSATION_ID');
    if (typeof options.isPinned !== 'boolean') throw imError('INVALID_PARAMETER', 'isPinned must be a boolean');
    if (!this.context.conversations.get(options.conversationID)) throw imError('CONVERSATION_NOT_FOUND');
    await this.context.request('conversation.pin', {
      pinConversationRequest: { conversationId: options.conversationID, pin: options.isPinned },
    });
    this.context.conversations.update(options.conversationID, {
      isPinned: options.isPinned,
      pinnedTimeStamp: options.isPinned ? Math.floor(this.context.now() / 1000) : 0,
    });
    return { conversationID: options.conversationID };
  }

  async setAllRead(scope: 'C2C' | 'GROUP' | 'ALL' = 'ALL'): Promise<void> {
    const limited = this.context.limiter.check('setAllMessageRead');
    if (limited) throw limited;
    try {
      await this.context.request('conversation.readAll', { setAllReadRequest: { c2c: scope !== 'GROUP', group: scope !== 'C2C' } });
    } catch (error) {
      throw error instanceof ImError && error.code ? error : imError('MESSAGE_UNREAD_ALL_FAIL');
    }
    for (const conversation of this.context.conversations.sorted()) {
      if (scope === 'ALL' || conversation.type === scope)
        this.context.conversations.update(conversation.conversationID, { unreadCount: 0 });
    }
  }

  private fromWire(wire: WireConversation): Conversation {
    const type = wire.type === WireConversationType.GROUP ? ConversationType.GROUP : ConversationType.C2C;
    const conversationID = conversationIdOf(type, wire.peer ?? '');
    const base = emptyConversation(conversationID, (wire.groupType ?? '') as GroupType | '');
    return {
      ...base,
      unreadCount: wire.unreadCount ?? 0,
      lastMessage: wire.lastMessage ? lastMessageOf(fromWireMessage(wire.lastMessage, this.context.self().userID)) : null,
      isPinned: wire.isPinned ?? false,
      pinnedTimeStamp: wire.pinnedTimeStamp ?? 0,
      peerReadTime: wire.peerReadTime ?? 0,
      messageReadSeq: wire.readSequence ?? 0,
      name: wire.name ?? '',
      groupAtInfoList: groupAtInfoListOf(wire),
      messageRemindType: remindTypeOf(wire.messageRemindType),
      markList: markListOf(wire.marks),
      customData: wire.customData ?? '',
      conversationGroupList: wire.conversationGroupList ?? [],
      groupProfile:
        type === ConversationType.GROUP
          ? { groupID: wire.peer ?? '', name: wire.name ?? '', type: base.groupType, faceURL: wire.faceUrl ?? '' }
          : null,
    };
  }
}

/** deleteConversation takes an ID, or `{ conversationIDList, clearHistoryMessage }` (spec 001 §5 Delete conversation). */
export function parseDeleteArgument(argument: unknown): { ids: string[]; clearHistoryMessage: boolean } {
  if (typeof argument === 'string') {
    if (!isValidConversationId(argument)) throw imError('INVALID_CONVERSATION_ID', `invalid conversation ID: ${argument}`);
    return { ids: [argument], clearHistoryMessage: true };
  }
  const options = (argument ?? {}) as { conversationIDList?: unknown; clearHistoryMessage?: unknown };
  if (!Array.isArray(options.conversationIDList) || options.conversationIDList.length === 0)
    throw imError('INVALID_PARAMETER', 'conversationIDList must be a non-empty array');
  const invalid = options.conversationIDList.find((id) => !isValidConversationId(id));
  if (invalid !== undefined) throw imError('INVALID_CONVERSATION_ID', `invalid conversation ID: ${String(invalid)}`);
  if (options.clearHistoryMessage !== undefined && typeof options.clearHistoryMessage !== 'boolean')
    throw imError('INVALID_PARAMETER', 'clearHistoryMessage must be a boolean');
  return {
    ids: (options.conversationIDList as string[]).slice(0, maxDeleteConversations),
    clearHistoryMessage: options.clearHistoryMessage ?? true,
  };
}
