import { conversationIdOf } from '../conversations/conversation-id.ts';
import { imError } from '../errors.ts';
import { decodeAtList, encodeAtList } from '../protocol/mentions.ts';
import { ConversationType, MessageType, type CreateMessageOptions, type CustomPayload, type ImagePayload, type Message, type TextPayload } from '../types.ts';
import { messageIdOf } from './wire-message.ts';

/** A random 32-bit number that, with sender and recipient, names a send for the server's idempotency. */
const randomId = (): number => Math.floor(Math.random() * 0xffffffff) >>> 0;

/** Builds outgoing messages; the client sequence counts per SDK instance. */
export class MessageFactory {
  private clientSequence = 0;

  constructor(
    private readonly self: () => { userID: string; nick: string; avatar: string },
    private readonly now: () => number,
  ) {}

  createText(options: CreateMessageOptions<TextPayload>): Message {
    return this.create(MessageType.TEXT, { text: String(options.payload?.text ?? '') }, options);
  }

  /** A group text that mentions `atUserList` (ids, or GroupTypes.MSG_AT_ALL); INVALID_PARAMETER for a C2C one. */
  createTextAt(options: CreateMessageOptions<TextPayload>): Message {
    if (options?.conversationType !== ConversationType.GROUP) throw imError('INVALID_PARAMETER', 'createTextAtMessage is for group conversations');
    const atUserList = decodeAtList(encodeAtList(Array.isArray(options.payload?.atUserList) ? options.payload.atUserList.map(String) : []));
    return this.create(MessageType.TEXT, { text: String(options.payload?.text ?? ''), ...(atUserList.length ? { atUserList } : {}) }, options);
  }

  createCustom(options: CreateMessageOptions<Partial<CustomPayload>>): Message {
    const { data = '', description = '', extension = '' } = options.payload ?? {};
    return this.create(MessageType.CUSTOM, { data, description, extension }, options);
  }

  /** An image to upload when it is sent: the infos stay empty until then; 255 (unknown) until the file is read. */
  createImage(options: CreateMessageOptions<unknown>): Message {
    const message = this.create(MessageType.IMAGE, { imageFormat: 255, uuid: '', imageInfoArray: [] }, options);
    (message.payload as ImagePayload).uuid = `${message.from}-${message.random}-${message.clientTime}`;
    return message;
  }

  private create<P>(type: MessageType, payload: Message['payload'], options: CreateMessageOptions<P>): Message {
    const { userID, nick, avatar } = this.self();
    const random = randomId();
    const time = Math.floor(this.now() / 1000);
    return {
      ID: messageIdOf(userID, options.to, random, 0),
      type,
      payload,
      conversationType: options.conversationType,
      conversationID: conversationIdOf(options.conversationType, options.to),
      to: options.to,
      from: userID,
      flow: 'out',
      priority: options.priority ?? 0,
      clientSequence: ++this.clientSequence,
      sequence: 0,
      random,
      time,
      clientTime: time,
      version: 0,
      status: 'unsend',
      isRevoked: false,
      revoker: '',
      isModified: false,
      isPeerRead: false,
      isRead: true,
      isDeleted: false,
      cloudCustomData: options.cloudCustomData ?? '',
      nick,
      avatar,
      // The server fills it in on the stored copy.
      vipLevel: 0,
      onlineOnly: options.onlineOnly ?? false,
      needReadReceipt: options.needReadReceipt === true,
      isSupportExtension: options.isSupportExtension === true,
      readReceiptInfo: {},
    };
  }
}
