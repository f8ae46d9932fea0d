import { imError } from '../errors.ts';
import { extensionKeyOf, ExtraLimits, receiptDetailCountOf, receiptFilterOf, type WireMessageKey } from '../protocol/extra-codec.ts';
import { ConversationType, type Message } from '../types.ts';
import type { MessageExtension } from './types.ts';

/** The rules of read receipts and extensions the SDK applies before asking the server (spec 001 §4, §5, §9). */

const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Message).ID === 'string' &&
  typeof (value as Message).conversationID === 'string';

/** A list of messages of one conversation (INVALID_PARAMETER otherwise), as the receipt methods take. */
export function messagesOfOneConversation(list: unknown): Message[] {
  if (!Array.isArray(list) || list.length === 0 || !list.every(isMessage))
    throw imError('INVALID_PARAMETER', 'messageList must be a non-empty list of messages');
  if (new Set(list.map((message) => message.conversationID)).size > 1)
    throw imError('INVALID_PARAMETER', 'the messages must all be of one conversation');
  if (list.length > ExtraLimits.receiptMessages) throw imError('INVALID_PARAMETER', `at most ${ExtraLimits.receiptMessages} messages`);
  return list;
}

/** Spec 001 §4: receipts go only for incoming messages that asked for one; none is READ_RECEIPT_MESSAGE_LIST_EMPTY. */
export function receiptsToSend(list: unknown, self: string): Message[] {
  const incoming = messagesOfOneConversation(list).filter(
    (message) => message.from !== self && message.needReadReceipt && message.sequence > 0,
  );
  if (incoming.length === 0) throw imError('READ_RECEIPT_MESSAGE_LIST_EMPTY', 'read receipts need an incoming message that asked for one');
  return incoming;
}

/** getMessageReadReceiptList asks only about my own sent messages that asked for receipts. */
export const ownReceiptMessages = (list: unknown, self: string): Message[] =>
  messagesOfOneConversation(list).filter((message) => message.from === self && message.needReadReceipt && message.sequence > 0);

/** getGroupMessageReadMemberList's options: a group message, filter 0 or 1 (else 0), count 1 to 99 (else 100). */
export function readMemberOptions(options: unknown): { message: Message; filter: number; cursor: string; count: number } {
  const { message, filter, cursor, count } = (options ?? {}) as { message?: unknown; filter?: unknown; cursor?: unknown; count?: unknown };
  if (!isMessage(message) || message.conversationType !== ConversationType.GROUP)
    throw imError('INVALID_PARAMETER', 'message must be a group message');
  return { message, filter: receiptFilterOf(filter), cursor: typeof cursor === 'string' ? cursor : '', count: receiptDetailCountOf(count) };
}

/** A sent message the extension methods can name (INVALID_PARAMETER for anything else). */
export function extensionMessage(message: unknown): Message {
  if (!isMessage(message) || !(message.sequence > 0)) throw imError('INVALID_PARAMETER', 'message must be a sent message');
  return message;
}

/**
 * setMessageExtensions' list: key/value pairs with string values; only the first 20 are set, as the Tencent SDK does
 * (spec 001 §9: up to 20 per set); `cut` tells the caller to log the rest.
 */
export function extensionsToSet(extensions: unknown, cut: (dropped: number) => void): MessageExtension[] {
  if (!Array.isArray(extensions) || extensions.length === 0) throw imError('INVALID_PARAMETER', 'extensions must be a non-empty list');
  const list = extensions.map((item: unknown) => {
    const { key, value } = (item ?? {}) as { key?: unknown; value?: unknown };
    if (typeof key !== 'string' || !key || typeof value !== 'string')
      throw imError('INVALID_PARAMETER', 'each extension is a key and a string value');
    return { key, value };
  });
  if (list.length > ExtraLimits.extensionsPerSet) cut(list.length - ExtraLimits.extensionsPerSet);
  return list.slice(0, ExtraLimits.extensionsPerSet);
}

/** deleteMessageExtensions' keys: none (or an empty list) clears all (operate type 3), else delete them (2). */
export function keysToDelete(keyList: unknown): string[] {
  if (keyList === undefined || keyList === null) return [];
  if (!Array.isArray(keyList) || !keyList.every((key) => typeof key === 'string' && key !== ''))
    throw imError('INVALID_PARAMETER', 'keyList must be a list of keys');
  return keyList.slice(0, ExtraLimits.extensionsPerSet);
}

/**
 * How the wire names a message; the extension commands name a C2C one by Tencent's key (clientSequence_random_time,
 * spec 001 §3) rather than by its sequence.
 */
export function wireKeyOf(message: Message, forExtensions = false): WireMessageKey {
  const c2c = message.conversationType === ConversationType.C2C;
  const key = {
    conversationType: c2c ? 1 : 2,
    from: message.from,
    to: message.to,
    random: message.random,
    time: message.time,
    clientSequence: message.clientSequence,
  };
  return c2c && forExtensions ? { ...key, messageKey: extensionKeyOf(message) } : { ...key, sequence: message.sequence };
}
