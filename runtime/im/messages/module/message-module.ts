import type { ChatContext } from '../../core/chat-context.ts';
import { addErrorMessages, ImError, imError, ServerCode } from '../../errors.ts';
import type { MessageRef, WireMessage } from '../../protocol/codec.ts';
import {
  decodeMoreMessagesResponse,
  encodeMoreMessagesRequest,
  maxHoppingCount,
  mergerContentType,
  mergerExtension,
  mergerInlineBytes,
  type MoreMessagesRequest,
} from '../../protocol/message-codec.ts';
import { parseConversationId } from '../../conversations/conversation-id.ts';
import { Uploader } from '../../upload/uploader.ts';
import { ConversationType, MessageType, type Message, type MergerPayload } from '../../types.ts';
import type { CoreWire } from './core-wire.ts';
import { MessageHistory } from './message-history.ts';
import { applyMessagePush } from './message-pushes.ts';
import type { im } from '../../protocol/generated/im.js';

// The default texts of the errors only this module raises: they travel in its chunk.
addErrorMessages({
  MESSAGE_REVOKE_FAIL: 'the message could not be revoked',
  MESSAGE_DELETE_FAIL: 'the messages could not be deleted',
  MESSAGE_MODIFY_CONFLICT: 'the message was modified by someone else',
  MESSAGE_MODIFY_DISABLED_IN_AVCHATROOM: 'messages of a live room cannot be modified',
});

/** Delete at most this many messages per call (spec 001 §9). */
export const maxDeleteMessages = 30;

/** A message as the wire names it; the wire's conversation types (codec.ts) written out, as below. */
const refOf = (message: Message): MessageRef => ({
  conversationType: message.conversationType === ConversationType.GROUP ? 2 : 1,
  from: message.from,
  to: message.to,
  sequence: message.sequence,
  random: message.random,
});

/** getMessageListHopping's options (Tencent 2.27.6): a group's `sequence`, a C2C `time` (or its sequence), 0 older or 1 newer. */
export interface HoppingOptions {
  conversationID: string;
  sequence?: number;
  time?: number;
  count?: number;
  direction?: number;
}

/** A page of hopping: the messages oldest first, and where the next page starts (empty once complete). */
export interface HoppingResult {
  messageList: Message[];
  isCompleted: boolean;
  nextMessageSeq: number | '';
  nextMessageTime: number | '';
}

/**
 * Messages beyond the core (spec 001 §4, §5, §7): revoking, deleting and modifying, merged lists stored apart and
 * downloaded, history from a given message (hopping) and translation. A chunk loaded the first time one of them is
 * used, so the core stays small (docs/decisions.md "Merged messages", "Chat translation", "The chat layer's start").
 */
export class MessageModule {
  private readonly uploader: Uploader;
  /** History and reads (message-history.ts); reset at every logout (chat-client.ts). */
  readonly history: MessageHistory;

  constructor(
    private readonly context: ChatContext,
    private readonly wire: CoreWire,
  ) {
    this.uploader = new Uploader(context);
    this.history = new MessageHistory(context, wire.fromWireMessage);
  }

  /** `push.read` and `push.change` (message-pushes.ts). */
  push(frame: im.Frame): void {
    applyMessagePush(this.context, this.wire, frame);
  }

  getMessageList(options: Parameters<MessageHistory['getMessageList']>[0]): ReturnType<MessageHistory['getMessageList']> {
    return this.history.getMessageList(options);
  }

  setMessageRead(options: { conversationID: string }): Promise<object> {
    return this.history.setMessageRead(options);
  }

  async revokeMessage(message: Message): Promise<{ message: Message }> {
    if (!message?.sequence) throw imError('MESSAGE_REVOKE_FAIL', 'only a sent message can be revoked');
    await this.context.request('revoke', { messageRef: refOf(message) });
    this.wire.messages.applyRevoke(message, this.context.self().userID);
    return { message };
  }

  async deleteMessage(messages: Message[]): Promise<{ messageList: Message[] }> {
    if (!Array.isArray(messages) || messages.length === 0) throw imError('MESSAGE_DELETE_FAIL', 'give at least one message');
    if (messages.length > maxDeleteMessages) throw imError('MESSAGE_DELETE_FAIL', `at most ${maxDeleteMessages} messages per call`);
    const conversationID = messages[0].conversationID;
    if (messages.some((m) => m.conversationID !== conversationID))
      throw imError('MESSAGE_DELETE_FAIL', 'messages must belong to one conversation');
    await this.context.request('delete', { deleteMessagesRequest: { refs: messages.map(refOf) } });
    const list = this.context.listOf(conversationID);
    for (const message of messages) {
      message.isDeleted = true;
      list.delete(message);
    }
    return { messageList: messages };
  }

  async modifyMessage(message: Message): Promise<{ message: Message }> {
    const core = this.wire.messages;
    if (message.conversationType === ConversationType.GROUP && core.isLiveRoomGroup(message.to))
      throw imError('MESSAGE_MODIFY_DISABLED_IN_AVCHATROOM');
    if (message.type === MessageType.TEXT) core.checkText(message);
    try {
      const frame = await this.context.request('modify', {
        modifyRequest: {
          ref: refOf(message),
          version: message.version,
          elements: this.wire.toWireElements(message),
          cloudCustomData: message.cloudCustomData,
        },
      });
      // Announced here too, so every screen of this instance shows the edit (the server's echo is then no news).
      if (frame.modifiedMessage) core.applyModified(frame.modifiedMessage);
      return { message: this.context.listOf(message.conversationID).get(`${message.from}-${message.to}-${message.random}`) ?? message };
    } catch (error) {
      if (error instanceof ImError && error.code === ServerCode.MODIFY_CONFLICT) {
        // The held message takes the stored version, so every screen shows the edit that won and a retry edits it.
        const stored = (error.data as { modifiedMessage?: WireMessage } | undefined)?.modifiedMessage;
        if (stored) core.applyModified(stored);
        throw imError('MESSAGE_MODIFY_CONFLICT', error.message, { message });
      }
      throw error;
    }
  }

  /**
   * Before a merged message goes out: a list that serializes to more than 11,264 bytes is stored apart and the message
   * carries its download key (the sender keeps the list it has). Sent once: a resend keeps the key.
   */
  async storeMergerListIfLarge(message: Message): Promise<void> {
    const payload = message.payload as MergerPayload;
    if (message.type !== MessageType.MERGER || payload.downloadKey) return;
    // Each message of the list carries the time it was forwarded, as the server stamps an inline list (content.ts).
    const bytes = this.wire.encodeMergerList(
      payload.messageList.map((inner) => ({ ...this.wire.toWireMessage(inner), time: message.time })),
    );
    if (bytes.length <= mergerInlineBytes) return;
    const url = await this.uploader.upload({ bytes, type: mergerContentType, name: `merger.${mergerExtension}` }, () => undefined);
    payload.downloadKey = url.slice(url.lastIndexOf('/') + 1);
    payload.pbDownloadKey = payload.downloadKey;
  }

  /**
   * Fills a received merged message's list from the store (merger.download): MESSAGE_MERGER_TYPE_INVALID for another
   * kind of message, MESSAGE_MERGER_KEY_INVALID without a key, MESSAGE_MERGER_DOWNLOAD_FAIL when the server refuses.
   */
  async downloadMergerMessage(message: Message): Promise<Message> {
    if (message?.type !== MessageType.MERGER) throw imError('MESSAGE_MERGER_TYPE_INVALID');
    const payload = message.payload as MergerPayload;
    if (!payload.downloadKey) throw imError('MESSAGE_MERGER_KEY_INVALID');
    try {
      const answer = await this.call('merger.download', { downloadKey: payload.downloadKey });
      const self = this.context.self().userID;
      payload.messageList = this.wire
        .decodeMergerList(answer.messageList ?? new Uint8Array())
        .map((wire) => this.wire.fromWireMessage(wire, self));
    } catch (error) {
      throw imError('MESSAGE_MERGER_DOWNLOAD_FAIL', error instanceof Error ? error.message : undefined, {
        cause: error instanceof ImError ? error.code : undefined,
      });
    }
    payload.downloadKey = '';
    payload.pbDownloadKey = '';
    return message;
  }

  /**
   * A page of a conversation's history from a message on (the message itself included): older ones (direction 0) or
   * newer ones (1), at most 15, oldest first. Groups go by `sequence`, C2C by `sequence` when given, else by `time`
   * (0: from the newest). The page is not merged into the held list: it may be far from it.
   */
  async getMessageListHopping(options: HoppingOptions): Promise<HoppingResult> {
    const { conversationID, sequence = 0, time = 0, direction = 0 } = options ?? ({} as HoppingOptions);
    if (direction !== 0 && direction !== 1) throw imError('INVALID_PARAMETER', 'direction is 0 (older) or 1 (newer)');
    const count = Math.min(Math.max(1, Math.floor(options.count ?? maxHoppingCount)), maxHoppingCount);
    const parsed = parseConversationId(conversationID);
    if (parsed?.type !== ConversationType.C2C && parsed?.type !== ConversationType.GROUP) throw imError('INVALID_CONVERSATION_ID');
    const { type, peer } = parsed;
    // The wire's conversation types (codec.ts WireConversationType), written out so this chunk needs nothing of codec.ts.
    const conversationType = type === ConversationType.C2C ? 1 : 2;
    // One more than asked, as the Tencent SDK does, tells whether the end is reached.
    const answer = await this.call('roaming.hop', { conversationType, peer, count: count + 1, sequence, time, direction });
    const self = this.context.self().userID;
    const wire = this.wire.decodeMergerList(answer.messageList ?? new Uint8Array());
    const isCompleted = wire.length <= count;
    const page = wire.slice(0, count).map((message) => this.wire.fromWireMessage(message, self));
    const last = page[page.length - 1];
    const step = direction === 1 ? 1 : -1;
    const next = {
      nextMessageSeq: isCompleted || !last ? ('' as const) : last.sequence + step,
      nextMessageTime: isCompleted || !last ? ('' as const) : last.time,
    };
    return { messageList: direction === 1 ? page : page.reverse(), isCompleted, ...next };
  }

  /** Translates texts (translate.text; the reference server's phrasebook, docs/decisions.md): any failure is TRANSLATE_TEXT_FAIL. */
  async translateText(options: {
    sourceTextList: string[];
    sourceLanguage?: string;
    targetLanguage: string;
  }): Promise<{ translatedTextList: string[] }> {
    const { sourceTextList, sourceLanguage, targetLanguage } = options ?? ({} as typeof options);
    if (!Array.isArray(sourceTextList) || sourceTextList.length === 0 || typeof targetLanguage !== 'string')
      throw imError('INVALID_PARAMETER', 'translateText needs a sourceTextList and a targetLanguage');
    try {
      const answer = await this.call('translate.text', {
        sourceTextList: sourceTextList.map(String),
        source: sourceLanguage || 'auto',
        target: targetLanguage,
      });
      return { translatedTextList: answer.translatedTextList ?? [] };
    } catch (error) {
      throw imError('TRANSLATE_TEXT_FAIL', error instanceof Error ? error.message : undefined, {
        cause: error instanceof ImError ? error.code : undefined,
      });
    }
  }

  private async call(command: string, request: MoreMessagesRequest) {
    const frame = await this.context.request(command, { moreMessages: encodeMoreMessagesRequest(request) });
    return decodeMoreMessagesResponse(frame.moreMessages ?? new Uint8Array());
  }
}
