import type { ChatContext } from '../../core/chat-context.ts';
import { imError } from '../../errors.ts';
import { parseConversationId } from '../../conversations/conversation-id.ts';
import { ConversationType, type Message } from '../../types.ts';
import type { CoreWire } from './core-wire.ts';

/** getMessageList pages (spec 001 §9). */
export const messagePageSize = 15;

/** The wire's conversation type of a conversation (codec.ts WireConversationType), written out so this chunk needs nothing of codec.ts. */
const wireTypeOf = (type: ConversationType): number => (type === ConversationType.GROUP ? 2 : 1);

/**
 * A conversation's history and its read position (spec 001 §4 Message life cycle): getMessageList and
 * setMessageRead, in the messages module, loaded when a fan first opens a conversation (the login needs neither).
 */
export class MessageHistory {
  /** Conversations whose whole history the server has handed over since this login. */
  private readonly roamingComplete = new Set<string>();
  /** Bumped by reset(): a history answer to a call of an earlier login lands nowhere. */
  private login = 0;

  constructor(
    private readonly context: ChatContext,
    private readonly fromWireMessage: CoreWire['fromWireMessage'],
  ) {}

  /** Local messages first, then history from the server (15 at a time, 20 when more than 20 were asked for). */
  async getMessageList(options: {
    conversationID: string;
    nextReqMessageID?: string;
    count?: number;
  }): Promise<{ messageList: Message[]; nextReqMessageID: string; isCompleted: boolean }> {
    const parsed = parseConversationId(options?.conversationID);
    if (!parsed) throw imError('INVALID_CONVERSATION_ID');
    const count = Math.min(Math.max(1, options.count ?? messagePageSize), messagePageSize);
    const list = this.context.listOf(options.conversationID);
    let page = list.page(options.nextReqMessageID, count);
    if (page.length < count && !this.roamingComplete.has(options.conversationID)) {
      const login = this.login;
      const frame = await this.context.request('roaming', {
        roamingRequest: {
          conversationType: wireTypeOf(parsed.type),
          peer: parsed.peer,
          count: (options.count ?? 0) > 20 ? 20 : messagePageSize,
          sequence: list.oldestSequence,
        },
      });
      // Logged out meanwhile: the list it would fill is gone, and "complete" would hide the history from the next login.
      if (login !== this.login) return { messageList: [], nextReqMessageID: '', isCompleted: false };
      const self = this.context.self().userID;
      for (const wire of frame.roamingResponse?.messages ?? []) list.upsert({ ...this.fromWireMessage(wire, self), isRead: true });
      if (frame.roamingResponse?.complete) this.roamingComplete.add(options.conversationID);
      page = list.page(options.nextReqMessageID, count);
    }
    const isCompleted = this.roamingComplete.has(options.conversationID) && list.page(page[0]?.ID, 1).length === 0;
    return { messageList: page, nextReqMessageID: page[0]?.ID ?? '', isCompleted };
  }

  /**
   * At a logout (the client empties every message list): what the server handed over belongs to that login. Kept, a
   * conversation whose history was complete would open empty after logging in again (the app does whenever the
   * session's chat signature is renewed), "complete" with nothing in it.
   */
  reset(): void {
    this.login += 1;
    this.roamingComplete.clear();
  }

  async setMessageRead(options: { conversationID: string }): Promise<object> {
    const conversationID = options?.conversationID;
    const parsed = parseConversationId(conversationID);
    const conversation = this.context.conversations.get(conversationID);
    if (!parsed) throw imError('INVALID_CONVERSATION_ID');
    if (!conversation) throw imError('CONVERSATION_NOT_FOUND');
    const sequence = conversation.lastMessage?.lastSequence ?? 0;
    for (const message of this.context.listOf(conversationID).messages) message.isRead = true;
    // The read moves past the group-at tips, so the server lists none either (docs/decisions.md "Chat conversation settings").
    this.context.conversations.update(conversationID, { unreadCount: 0, messageReadSeq: sequence, groupAtInfoList: [] });
    // A read report needs no answer: while the socket is down it waits in the fire-and-forget queue, and a newer
    // report of the same conversation replaces it (the server never moves a read position back).
    this.context.notify(
      'read',
      { setReadRequest: { conversationType: wireTypeOf(parsed.type), peer: parsed.peer, sequence } },
      `read:${conversationID}`,
    );
    return {};
  }
}
