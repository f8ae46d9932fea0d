import { WireConversationType, type WireElement, type WireMessage } from '../protocol/codec.ts';
import {
  ConversationType,
  MessageType,
  type CustomPayload,
  type FacePayload,
  type GroupTipPayload,
  type ImagePayload,
  type Message,
  type MergerPayload,
  type OfflinePushInfo,
  type TextPayload,
} from '../types.ts';
import { decodeAtList, encodeAtList } from '../protocol/mentions.ts';
import { conversationIdOf } from '../conversations/conversation-id.ts';
import { messageIdOf } from './message-id.ts';

export { messageIdOf };

/** Kinds whose fields travel as JSON in an element's data, written in their normal form by the server (content.ts). */
const jsonKinds = new Set<string>([MessageType.FACE, MessageType.LOCATION, MessageType.AUDIO, MessageType.VIDEO, MessageType.FILE]);

export function toWireElements(message: Pick<Message, 'type' | 'payload'>): WireElement[] {
  if (message.type === MessageType.TEXT) {
    const { text, atUserList } = message.payload as TextPayload;
    return [{ type: MessageType.TEXT, text, data: encodeAtList(atUserList ?? []) }];
  }
  if (message.type === MessageType.IMAGE) {
    const { imageFormat, uuid, imageInfoArray } = message.payload as ImagePayload;
    return [
      {
        type: MessageType.IMAGE,
        imageFormat,
        uuid,
        imageInfoArray: imageInfoArray.map(({ sizeType, size, width, height, url }) => ({ sizeType, size, width, height, url })),
      },
    ];
  }
  if (message.type === MessageType.MERGER) {
    const { messageList, pbDownloadKey: _sameAsDownloadKey, ...fields } = message.payload as MergerPayload;
    // A list stored apart travels as its key only.
    return [
      { type: MessageType.MERGER, data: JSON.stringify(fields), messageList: fields.downloadKey ? [] : messageList.map(toWireMessage) },
    ];
  }
  // Faces, locations, voice, video and files: their fields as JSON in data (im.proto Element).
  if (jsonKinds.has(message.type)) return [{ type: message.type, data: JSON.stringify(message.payload) }];
  const { data, description, extension } = message.payload as CustomPayload;
  return [{ type: MessageType.CUSTOM, data, description, extension }];
}

/** The fields an element carries as JSON in its data (faces, locations, merged messages); none when it is broken. */
function jsonOf(data: string | null | undefined): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(data || '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A group tip's fields travel as JSON in the element's data (group.proto GroupTip); a broken one reads as empty. */
function groupTipOf(data: string): GroupTipPayload {
  try {
    const parsed = JSON.parse(data) as Partial<GroupTipPayload>;
    return {
      ...parsed,
      operationType: Number(parsed.operationType) || 0,
      operatorID: String(parsed.operatorID ?? ''),
      userIDList: Array.isArray(parsed.userIDList) ? parsed.userIDList.map(String) : [],
      data,
    };
  } catch {
    return { operationType: 0, operatorID: '', userIDList: [], data };
  }
}

function fromWireElements(elements: WireElement[] | null | undefined, self: string): Pick<Message, 'type' | 'payload'> {
  const element = elements?.[0];
  // The server wrote these fields in their normal form (server/im/content.ts): read as they are.
  if (element?.type && jsonKinds.has(element.type))
    return { type: element.type as MessageType, payload: jsonOf(element.data) as unknown as FacePayload };
  if (element?.type === MessageType.MERGER) {
    const fields = jsonOf(element.data) as unknown as MergerPayload;
    return {
      type: MessageType.MERGER,
      payload: {
        ...fields,
        pbDownloadKey: fields.downloadKey,
        messageList: (element.messageList ?? []).map((nested) => fromWireMessage(nested, self)),
      },
    };
  }
  if (element?.type === MessageType.GROUP_TIP) return { type: MessageType.GROUP_TIP, payload: groupTipOf(element.data ?? '') };
  if (element?.type === MessageType.IMAGE) {
    const imageInfoArray = (element.imageInfoArray ?? []).map((info) => ({
      sizeType: info.sizeType ?? 0,
      type: 0,
      size: info.size ?? 0,
      width: info.width ?? 0,
      height: info.height ?? 0,
      url: info.url ?? '',
    }));
    return { type: MessageType.IMAGE, payload: { imageFormat: element.imageFormat ?? 0, uuid: element.uuid ?? '', imageInfoArray } };
  }
  if (element?.type === MessageType.CUSTOM)
    return {
      type: MessageType.CUSTOM,
      payload: { data: element.data ?? '', description: element.description ?? '', extension: element.extension ?? '' },
    };
  const atUserList = decodeAtList(element?.data);
  return { type: MessageType.TEXT, payload: { text: element?.text ?? '', ...(atUserList.length ? { atUserList } : {}) } };
}

export function toWireMessage(message: Message): WireMessage {
  return {
    conversationType: message.conversationType === ConversationType.GROUP ? WireConversationType.GROUP : WireConversationType.C2C,
    from: message.from,
    to: message.to,
    random: message.random,
    clientTime: message.clientTime,
    clientSequence: message.clientSequence,
    elements: toWireElements(message),
    cloudCustomData: message.cloudCustomData,
    nick: message.nick,
    avatar: message.avatar,
    priority: message.priority,
    onlineOnly: message.onlineOnly,
    needReadReceipt: message.needReadReceipt,
    isSupportExtension: message.isSupportExtension,
    receiverList: message.receiverList ?? [],
    offlinePushInfo: message.offlinePushInfo ? JSON.stringify(message.offlinePushInfo) : '',
  };
}

/** A message from the server, seen by `self`: its conversation is named after the other side. */
export function fromWireMessage(wire: WireMessage, self: string): Message {
  const conversationType = wire.conversationType === WireConversationType.GROUP ? ConversationType.GROUP : ConversationType.C2C;
  const from = wire.from ?? '';
  const to = wire.to ?? '';
  const peer = conversationType === ConversationType.GROUP ? to : from === self ? to : from;
  const sequence = wire.sequence ?? 0;
  const random = wire.random ?? 0;
  return {
    ID: messageIdOf(from, to, random, sequence),
    ...fromWireElements(wire.elements, self),
    conversationType,
    conversationID: conversationIdOf(conversationType, peer),
    to,
    from,
    flow: from === self ? 'out' : 'in',
    priority: wire.priority ?? 0,
    clientSequence: wire.clientSequence ?? 0,
    sequence,
    random,
    time: wire.time ?? 0,
    clientTime: wire.clientTime ?? 0,
    version: wire.version ?? 0,
    status: 'success',
    isRevoked: wire.isRevoked ?? false,
    revoker: wire.revoker ?? '',
    isModified: (wire.version ?? 0) > 0,
    isPeerRead: wire.isPeerRead ?? false,
    isRead: from === self,
    isDeleted: wire.isDeleted ?? false,
    cloudCustomData: wire.cloudCustomData ?? '',
    nick: wire.nick ?? '',
    avatar: wire.avatar ?? '',
    vipLevel: wire.vipLevel ?? 0,
    onlineOnly: wire.onlineOnly ?? false,
    needReadReceipt: wire.needReadReceipt ?? false,
    isSupportExtension: wire.isSupportExtension ?? false,
    readReceiptInfo: {},
    ...(wire.receiverList?.length ? { receiverList: wire.receiverList } : {}),
    ...(wire.offlinePushInfo ? { offlinePushInfo: jsonOf(wire.offlinePushInfo) as OfflinePushInfo } : {}),
  };
}

/** Tencent's messageForShow of the kinds without text (screens say them in their language). */
const forShow: Record<string, string> = {
  [MessageType.FACE]: '[动画表情]',
  [MessageType.LOCATION]: '[位置]',
  [MessageType.MERGER]: '[聊天记录]',
  [MessageType.AUDIO]: '[语音]',
  [MessageType.VIDEO]: '[视频]',
  [MessageType.FILE]: '[文件]',
};

/** The text a conversation list shows for a message: Tencent's [图片] for an image (screens say it in their language). */
export function messageForShow(message: Pick<Message, 'type' | 'payload' | 'isRevoked'>): string {
  if (message.isRevoked) return '';
  if (message.type === MessageType.IMAGE) return '[图片]';
  if (message.type in forShow) return forShow[message.type];
  return message.type === MessageType.TEXT ? (message.payload as TextPayload).text : (message.payload as CustomPayload).description;
}
