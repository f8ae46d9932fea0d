import { WireConversationType, type WireConversation } from '../protocol/codec.ts';
import type { ChatContext } from '../core/chat-context.ts';
import { ConversationType, type Conversation, type GroupType } from '../types.ts';
import { fromWireMessage } from '../messages/wire-message.ts';
import { conversationIdOf } from './conversation-id.ts';
import { groupAtInfoListOf, markListOf, remindTypeOf } from './conversation-settings.ts';
import { emptyConversation, lastMessageOf } from './conversation-store.ts';
import { needsSync, pagingReducer, type PagingState } from './paging-state.ts';

const listPageSize = 100;
/** The first page holds a screen of rows and little more: a list screen draws it while the rest is paged. */
const firstPageSize = 20;
const maxListPages = 1000;

/**
 * The conversation list from the server (spec 001 §4 Conversation paging); the calls that change it are the
 * conversation module's (module/list-changes.ts).
 */
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
