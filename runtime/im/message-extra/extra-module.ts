import type { ChatContext } from '../core/chat-context.ts';
import { requireAbility } from '../core/commercial.ts';
import { conversationIdOf } from '../conversations/conversation-id.ts';
import { ImEvent } from '../events.ts';
import { messageIdOf, messageKeyOf } from '../messages/message-id.ts';
import {
  decodeExtraPush,
  decodeExtraResponse,
  encodeExtraRequest,
  ExtensionOperation,
  ExtraPushKind,
  type ExtraRequest,
  type ExtraResponse,
  type WireMessageKey,
} from '../protocol/extra-codec.ts';
import type { im } from '../protocol/generated/im.js';
import { ConversationType, type Message } from '../types.ts';
import {
  extensionMessage,
  extensionsToSet,
  keysToDelete,
  ownReceiptMessages,
  readMemberOptions,
  receiptsToSend,
  wireKeyOf,
} from './extra-rules.ts';
import type { ExtensionResult, MessageExtension, ReadMemberPage, ReadReceipt } from './types.ts';

/** Pages getMessageExtensions fetches at most (100 extensions each: a message holds at most 300). */
const maxPages = 10;

/**
 * Read receipts and message extensions (spec 001 §3, §4, §7): the module the SDK loads the first time an app calls
 * one of their methods or the server pushes one of their changes, so the core the app loads first stays small. It
 * keeps the extensions it last saw of each message, with their sequences, which a change must name (conflicts).
 */
export class MessageExtraModule {
  private readonly extensions = new Map<string, Map<string, { value: string; seq: number }>>();

  constructor(private readonly context: ChatContext) {}

  reset(): void {
    this.extensions.clear();
  }

  /** Tells the senders I read their messages that asked for a receipt; my unread counts do not change. */
  async sendMessageReadReceipt(messageList: Message[]): Promise<object> {
    await this.call('receipt.send', {
      messages: receiptsToSend(messageList, this.context.self().userID).map((message) => wireKeyOf(message)),
    });
    return {};
  }

  /** My sent messages among these that asked for receipts, their readReceiptInfo filled from the server. */
  async getMessageReadReceiptList(messageList: Message[]): Promise<{ messageList: Message[] }> {
    const own = ownReceiptMessages(messageList, this.context.self().userID);
    if (own.length === 0) return { messageList: [] };
    const response = await this.call('receipt.list', { messages: own.map((message) => wireKeyOf(message)) });
    const bySequence = new Map((response.receipts ?? []).map((info) => [info.message?.sequence ?? 0, info]));
    for (const message of own) {
      const info = bySequence.get(message.sequence);
      if (!info) continue;
      message.readReceiptInfo =
        message.conversationType === ConversationType.GROUP
          ? { readCount: info.readCount ?? 0, unreadCount: info.unreadCount ?? 0 }
          : { isPeerRead: Boolean(info.isPeerRead) };
    }
    return { messageList: own };
  }

  /** Who read (filter 0) or has not read (1) my group message, a page at a time from `cursor`. */
  async getGroupMessageReadMemberList(options: {
    message: Message;
    filter?: number;
    cursor?: string;
    count?: number;
  }): Promise<ReadMemberPage> {
    const { message, filter, cursor, count } = readMemberOptions(options);
    const response = await this.call('receipt.detail', { message: wireKeyOf(message), filter, cursor, count });
    const userIds = response.userIds ?? [];
    return {
      messageID: message.ID,
      cursor: response.cursor ?? '',
      isCompleted: Boolean(response.isCompleted),
      readUserIDList: filter === 0 ? userIds : [],
      unreadUserIDList: filter === 1 ? userIds : [],
    };
  }

  /** Sets up to 20 extensions; each key I have seen is sent with its last sequence, so a concurrent change conflicts. */
  async setMessageExtensions(message: Message, extensions: MessageExtension[]): Promise<{ extensions: ExtensionResult[] }> {
    requireAbility(this.context, 'messageExtension');
    const target = extensionMessage(message);
    const list = extensionsToSet(extensions, (dropped) =>
      this.context.log.warn(`chat: setMessageExtensions sets 20 extensions at most; ${dropped} left out`),
    );
    const seen = this.extensions.get(target.ID);
    const wire = list.map(({ key, value }) => ({ key, value, seq: seen?.get(key)?.seq ?? 0 }));
    return { extensions: await this.modify(target, ExtensionOperation.SET, wire) };
  }

  /** Every extension of the message now. */
  async getMessageExtensions(message: Message): Promise<{ extensions: MessageExtension[] }> {
    requireAbility(this.context, 'messageExtension');
    const target = extensionMessage(message);
    const fetched = new Map<string, { value: string; seq: number }>();
    let startSequence = 0;
    for (let page = 0; page < maxPages; page++) {
      const response = await this.call('extension.get', { message: wireKeyOf(target, true), startSequence });
      const list = response.extensions ?? [];
      for (const { key, value, seq } of list) fetched.set(key ?? '', { value: value ?? '', seq: seq ?? 0 });
      if (response.complete || list.length === 0) break;
      startSequence = (list.at(-1)?.seq ?? 0) + 1;
    }
    this.extensions.set(target.ID, fetched);
    return { extensions: [...fetched].map(([key, { value }]) => ({ key, value })) };
  }

  /** Deletes the given keys (operate type 2), or every extension when none is given (3). */
  async deleteMessageExtensions(message: Message, keyList?: string[]): Promise<{ extensions: ExtensionResult[] }> {
    requireAbility(this.context, 'messageExtension');
    const target = extensionMessage(message);
    const keys = keysToDelete(keyList);
    if (keys.length === 0) return { extensions: await this.modify(target, ExtensionOperation.CLEAR, []) };
    return {
      extensions: await this.modify(
        target,
        ExtensionOperation.DELETE,
        keys.map((key) => ({ key, value: '', seq: 0 })),
      ),
    };
  }

  /** push.extra: receipts of my messages, or extensions someone else changed. */
  push(frame: im.Frame): void {
    const push = decodeExtraPush(frame.messageExtra ?? new Uint8Array());
    if (push.kind === ExtraPushKind.RECEIPTS) {
      const receipts = (push.receipts ?? []).map((info) => this.receipt(info.message ?? {}, info.readCount ?? 0, info.unreadCount ?? 0));
      if (receipts.length > 0) this.context.emitter.emit(ImEvent.MESSAGE_READ_RECEIPT_RECEIVED, receipts);
      return;
    }
    const messageID = idOf(push.message ?? {});
    const changed = (push.extensions ?? []).map(({ key, value, seq }) => ({ key: key ?? '', value: value ?? '', seq: seq ?? 0 }));
    this.remember(messageID, changed, push.kind === ExtraPushKind.EXTENSIONS_DELETED);
    if (push.kind === ExtraPushKind.EXTENSIONS_UPDATED)
      this.context.emitter.emit(ImEvent.MESSAGE_EXTENSIONS_UPDATED, {
        messageID,
        extensions: changed.map(({ key, value }) => ({ key, value })),
      });
    else if (push.kind === ExtraPushKind.EXTENSIONS_DELETED)
      this.context.emitter.emit(ImEvent.MESSAGE_EXTENSIONS_DELETED, { messageID, keyList: changed.map(({ key }) => key) });
  }

  /** A receipt as the event gives it, with the message held here updated. */
  private receipt(key: WireMessageKey, readCount: number, unreadCount: number): ReadReceipt {
    const group = key.conversationType === 2;
    const from = key.from ?? '';
    const to = key.to ?? '';
    const held = this.context
      .listOf(conversationIdOf(group ? ConversationType.GROUP : ConversationType.C2C, to))
      .get(messageKeyOf({ from, to, random: key.random ?? 0 }));
    if (held) held.readReceiptInfo = group ? { readCount, unreadCount } : { isPeerRead: true };
    return group ? { groupID: to, messageID: idOf(key), readCount, unreadCount } : { userID: to, messageID: idOf(key), isPeerRead: true };
  }

  private async modify(
    message: Message,
    operateType: number,
    extensions: { key: string; value: string; seq: number }[],
  ): Promise<ExtensionResult[]> {
    const response = await this.call('extension.modify', { message: wireKeyOf(message, true), operateType, extensions });
    const results = (response.results ?? []).map(({ code, extension }) => ({
      code: code ?? 0,
      key: extension?.key ?? '',
      value: extension?.value ?? '',
      seq: extension?.seq ?? 0,
    }));
    if (operateType === ExtensionOperation.CLEAR) this.extensions.set(message.ID, new Map());
    // A conflict answers what is stored: remembered, so trying again after reading it succeeds.
    this.remember(
      message.ID,
      results.filter((result) => result.code === 0 || operateType === ExtensionOperation.SET),
      operateType !== ExtensionOperation.SET,
    );
    return results.map(({ code, key, value }) => ({ code, key, value }));
  }

  private remember(messageID: string, changed: readonly { key: string; value: string; seq: number }[], deleted: boolean): void {
    const held = this.extensions.get(messageID) ?? new Map<string, { value: string; seq: number }>();
    for (const { key, value, seq } of changed) {
      if (deleted) held.delete(key);
      else held.set(key, { value, seq });
    }
    this.extensions.set(messageID, held);
  }

  private async call(command: string, request: ExtraRequest): Promise<ExtraResponse> {
    const limited = this.context.limiter.check(command);
    if (limited) throw limited;
    const frame = await this.context.request(command, { messageExtra: encodeExtraRequest(request) });
    return decodeExtraResponse(frame.messageExtra ?? new Uint8Array());
  }
}

/** The SDK's message ID of the message a key names (from-to-random-sequence). */
const idOf = (key: WireMessageKey): string => messageIdOf(key.from ?? '', key.to ?? '', key.random ?? 0, key.sequence ?? 0);
