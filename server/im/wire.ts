import { protocolVersion, type Frame, type FrameBody, type Header, type WireMessage } from '../../runtime/im/protocol/codec.ts';
import type { MessageRow, NewMessage } from './store/message-store.ts';

/** What only some answers add to a message: the reader's inbox position and its own marks. */
export interface MessageExtras {
  inboxSequence?: number;
  isDeleted?: boolean;
  isPeerRead?: boolean;
}

/** A stored message as the wire shows it. */
export function wireMessage(row: MessageRow, extras: MessageExtras = {}): WireMessage {
  return {
    conversationType: row.conversation_type,
    from: row.from_id,
    to: row.to_id,
    sequence: row.sequence,
    random: row.random,
    time: row.time,
    clientTime: row.client_time,
    clientSequence: row.client_sequence,
    version: row.version,
    elements: row.elements,
    cloudCustomData: row.cloud_custom_data,
    isRevoked: row.revoked,
    revoker: row.revoker,
    nick: row.nick,
    avatar: row.avatar,
    priority: row.priority,
    vipLevel: row.vip_level,
    inboxSequence: extras.inboxSequence ?? 0,
    isDeleted: extras.isDeleted ?? false,
    isPeerRead: extras.isPeerRead ?? false,
    needReadReceipt: row.need_read_receipt,
    isSupportExtension: row.is_support_extension,
    receiverList: row.receivers ?? [],
    offlinePushInfo: row.offline_push_info ? JSON.stringify(row.offline_push_info) : '',
  };
}

/** An online-only message: never stored, so no sequence and no inbox position. */
export const onlineOnlyMessage = (message: NewMessage): WireMessage => ({
  conversationType: message.conversationType,
  from: message.from,
  to: message.to,
  sequence: 0,
  random: message.random,
  time: message.time,
  clientTime: message.clientTime,
  clientSequence: message.clientSequence,
  elements: message.elements,
  cloudCustomData: message.cloudCustomData,
  nick: message.nick,
  avatar: message.avatar,
  priority: message.priority,
  vipLevel: message.vipLevel ?? 0,
  isSupportExtension: message.isSupportExtension ?? false,
  onlineOnly: true,
  receiverList: message.receivers ?? [],
  offlinePushInfo: message.offlinePushInfo ? JSON.stringify(message.offlinePushInfo) : '',
});

/** The header of a response: the request's command and sequence echoed, so the client matches it to its request. */
export function responseHeader(request: Header, userId: string): Header {
  return {
    version: protocolVersion,
    platform: request.platform ?? 0,
    sdkAppId: request.sdkAppId ?? 0,
    userId,
    instanceId: request.instanceId ?? '',
    sequence: request.sequence ?? 0,
    requestTime: request.requestTime ?? 0,
    command: request.command ?? '',
  };
}

/** A server push: sequence 0 and a `push.` command. */
export function pushFrame(command: `push.${string}`, userId: string, body: FrameBody): Frame {
  return { header: { version: protocolVersion, platform: 7, userId, sequence: 0, requestTime: Date.now(), command }, ...body };
}

/** Unix seconds of the server clock. */
export const unixNow = (now: Date): number => Math.floor(now.getTime() / 1000);
