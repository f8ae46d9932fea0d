import { conversationIdOf } from '../conversations/conversation-id.ts';
import { imError } from '../errors.ts';
import { decodeAtList, encodeAtList } from '../protocol/mentions.ts';
import {
  ConversationType,
  MessageType,
  type CreateMessageOptions,
  type CustomPayload,
  type FacePayload,
  type ImagePayload,
  type LocationPayload,
  type Message,
  type MergerPayload,
  type TextPayload,
} from '../types.ts';
import { messageIdOf } from './wire-message.ts';

/** A random 32-bit number that, with sender and recipient, names a send for the server's idempotency. */
const randomId = (): number => Math.floor(Math.random() * 0xffffffff) >>> 0;

/** Group tips and notices are the group's own: never merged or forwarded (spec 001 §5). */
const notForwarded = (message: Message) => message.type === MessageType.GROUP_TIP || message.type === MessageType.GROUP_SYSTEM_NOTICE;

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
    if (options?.conversationType !== ConversationType.GROUP)
      throw imError('INVALID_PARAMETER', 'createTextAtMessage is for group conversations');
    const atUserList = decodeAtList(encodeAtList(Array.isArray(options.payload?.atUserList) ? options.payload.atUserList.map(String) : []));
    return this.create(
      MessageType.TEXT,
      { text: String(options.payload?.text ?? ''), ...(atUserList.length ? { atUserList } : {}) },
      options,
    );
  }

  createCustom(options: CreateMessageOptions<Partial<CustomPayload>>): Message {
    const { data = '', description = '', extension = '' } = options.payload ?? {};
    return this.create(MessageType.CUSTOM, { data, description, extension }, options);
  }

  createFace(options: CreateMessageOptions<Partial<FacePayload>>): Message {
    const { index = 0, data = '' } = options.payload ?? {};
    if (!(index >= 0) || index % 1) throw imError('INVALID_PARAMETER', 'face index');
    return this.create(MessageType.FACE, { index, data: String(data) }, options);
  }

  /** A place; INVALID_PARAMETER for a longitude beyond ±180 or a latitude beyond ±90 degrees. */
  createLocation(options: CreateMessageOptions<Partial<LocationPayload>>): Message {
    const { description = '', longitude = Number.NaN, latitude = Number.NaN } = options.payload ?? {};
    if (!(Math.abs(longitude) <= 180 && Math.abs(latitude) <= 90)) throw imError('INVALID_PARAMETER', 'longitude or latitude');
    return this.create(MessageType.LOCATION, { description: String(description), longitude, latitude }, options);
  }

  /**
   * A merged message of sent messages (spec 001 §5): INVALID_PARAMETER for an empty list, one not sent yet, or a group
   * tip or notice. Its list is uploaded apart when sending finds it over 11,264 bytes (the messages module).
   */
  createMerger(options: CreateMessageOptions<Partial<Omit<MergerPayload, 'messageList'>> & { messageList?: Message[] }>): Message {
    const { messageList, title = '', abstractList = [], compatibleText = '' } = options.payload ?? {};
    if (!messageList?.length || messageList.some((message) => message?.status !== 'success' || notForwarded(message)))
      throw imError('INVALID_PARAMETER', 'messageList: sent messages, no tips');
    const payload: MergerPayload = {
      title: String(title),
      abstractList: abstractList.map(String),
      compatibleText: String(compatibleText),
      messageNumber: messageList.length,
      downloadKey: '',
      pbDownloadKey: '',
      messageList: [...messageList],
    };
    return this.create(MessageType.MERGER, payload, options);
  }

  /** A copy of `payload` (a message) for another conversation; MESSAGE_FORWARD_TYPE_INVALID for a group tip or notice. */
  createForward(options: CreateMessageOptions<Message>): Message {
    const original = options.payload;
    if (!original?.type || notForwarded(original)) throw imError('MESSAGE_FORWARD_TYPE_INVALID');
    // Payloads are plain data (JSON from the wire): a deep copy keeps the forward apart from the original.
    const payload = JSON.parse(JSON.stringify(original.payload)) as Message['payload'];
    return this.create(original.type, payload, { ...options, cloudCustomData: options.cloudCustomData ?? original.cloudCustomData });
  }

  /** An image to upload when it is sent: the infos stay empty until then; 255 (unknown) until the file is read. */
  createImage(options: CreateMessageOptions<unknown>): Message {
    const message = this.create(MessageType.IMAGE, { imageFormat: 255, uuid: '', imageInfoArray: [] }, options);
    (message.payload as ImagePayload).uuid = `${message.from}-${message.random}-${message.clientTime}`;
    return message;
  }

  /** A voice, video or file message to upload when it is sent: its url and size stay empty until then. */
  createMedia(
    type: typeof MessageType.AUDIO | typeof MessageType.VIDEO | typeof MessageType.FILE,
    options: CreateMessageOptions<unknown>,
  ): Message {
    const empty = {
      [MessageType.AUDIO]: { url: '', size: 0, second: 0, downloadFlag: 0 },
      [MessageType.VIDEO]: { videoUrl: '', videoSize: 0, videoSecond: 0, videoFormat: '', videoDownloadFlag: 0, snapshotUrl: '' },
      [MessageType.FILE]: { fileUrl: '', fileName: '', fileSize: 0, downloadFlag: 0 },
    }[type];
    const message = this.create(type, { ...empty } as Message['payload'], options);
    const uuid = `${message.from}-${message.random}-${message.clientTime}`;
    Object.assign(message.payload, type === MessageType.VIDEO ? { videoUUID: uuid } : { uuid });
    return message;
  }

  private create<P>(type: MessageType, payload: Message['payload'], options: CreateMessageOptions<P>): Message {
    // Spec 001 §5: a group message goes to at most 50 specified receivers.
    const receivers = options.receiverList;
    if (receivers && (!(receivers.length <= 50) || options.conversationType !== ConversationType.GROUP))
      throw imError('INVALID_PARAMETER', 'receiverList: 50 group members at most');
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
      ...(receivers && { receiverList: receivers.map(String) }),
    };
  }
}
