import { ServerCode } from '../../../runtime/im/protocol/server-codes.ts';
import {
  decodeExtraRequest,
  encodeExtraPush,
  extensionKeyOf,
  encodeExtraResponse,
  type ExtraPush,
  type ExtraResponse,
  type WireMessageKey,
} from '../../../runtime/im/protocol/extra-codec.ts';
import type { imextra } from '../../../runtime/im/protocol/generated/message-extra.js';
import type { FrameBody } from '../../../runtime/im/protocol/codec.ts';
import { ImError, invalidParameter } from '../errors.ts';
import { requireThread, type GroupInfo } from '../groups.ts';
import { isMember } from '../store/member-store.ts';
import { c2cMessageByRandom, c2cThread, c2cType, findMessage, groupType, type MessageRow } from '../store/message-store.ts';
import { pushFrame } from '../wire.ts';
import { isGuest, type CommandCall } from './command.ts';

/** Helpers the receipt and extension commands share: their request and answer bytes, and the message they name. */

/** The decoded `message_extra` bytes of the request; 10004 when they are not an ExtraRequest. Guests get 10007. */
export function extraRequest(call: CommandCall): imextra.ExtraRequest {
  if (isGuest(call.user.id)) throw new ImError(ServerCode.NO_PERMISSION, 'guests have no receipts or extensions');
  let request: imextra.ExtraRequest;
  try {
    request = decodeExtraRequest(call.frame.messageExtra ?? new Uint8Array());
  } catch {
    throw invalidParameter('message_extra must be an ExtraRequest');
  }
  // PostgreSQL text cannot hold NUL: refused before it could fail a statement halfway through a command.
  if (JSON.stringify(request).includes('\\u0000')) throw invalidParameter('text must not contain NUL characters');
  return request;
}

export const extraAnswer = (response: ExtraResponse): FrameBody => ({ messageExtra: encodeExtraResponse(response) });

/** A stored message the caller may see, with its conversation: C2C its sender or recipient, a group's its members. */
export interface NamedMessage {
  row: MessageRow;
  /** The group a group message belongs to (a topic's: its community). */
  group?: GroupInfo;
}

/** A C2C message by Tencent's key, client sequence, random and time joined by underscores (10004 when malformed). */
async function messageByKey(call: CommandCall, from: string, to: string, messageKey: string): Promise<MessageRow | undefined> {
  const parts = messageKey.match(/^(\d{1,15})_(\d{1,10})_(\d{1,10})$/);
  if (!parts) throw invalidParameter('message_key is clientSequence_random_time');
  const row = await c2cMessageByRandom(call.context.db, from, to, Number(parts[2]));
  return row && extensionKeyOf({ clientSequence: Number(row.client_sequence), random: Number(row.random), time: row.time }) === messageKey
    ? row
    : undefined;
}

/**
 * The stored message a key names, if the caller is one of its two users (C2C) or a member of its group (10007
 * otherwise); 10004 when there is no such message (never stored: online-only, or deleted by the group's cap).
 */
export async function namedMessage(call: CommandCall, key: WireMessageKey | null | undefined): Promise<NamedMessage> {
  const from = key?.from ?? '';
  const to = key?.to ?? '';
  const sequence = key?.sequence ?? 0;
  if (!from || !to || (!sequence && !key?.messageKey))
    throw invalidParameter('a message is named by from, to and its sequence or message key');
  if (key?.conversationType === c2cType) {
    if (call.user.id !== from && call.user.id !== to) throw new ImError(ServerCode.NO_PERMISSION, 'not a message of yours');
    const row = key.messageKey
      ? await messageByKey(call, from, to, key.messageKey)
      : await findMessage(call.context.db, c2cType, c2cThread(from, to), sequence);
    if (!row || row.from_id !== from) throw invalidParameter(`no message ${sequence} from ${from} to ${to}`);
    return { row };
  }
  if (key?.conversationType !== groupType) throw invalidParameter('conversation_type must be 1 (C2C) or 2 (group)');
  const { group, thread } = await requireThread(call.context.db, to);
  if (!(await isMember(call.context.db, group.id, call.user.id)))
    throw new ImError(ServerCode.NO_PERMISSION, `not a member of ${group.id}`);
  const row = await findMessage(call.context.db, groupType, thread, sequence);
  if (!row || row.from_id !== from) throw invalidParameter(`no message ${sequence} from ${from} in ${to}`);
  return { row, group };
}

/** The key of a stored message as the wire names it. */
export const keyOf = (row: MessageRow): WireMessageKey => ({
  conversationType: row.conversation_type,
  from: row.from_id,
  to: row.to_id,
  sequence: row.sequence,
  random: Number(row.random),
  time: row.time,
  clientSequence: Number(row.client_sequence),
});

/** Sends push.extra to every socket of `userIds` but the caller's own, after the response. */
export function pushExtra(call: CommandCall, userIds: readonly string[], push: ExtraPush): void {
  const bytes = encodeExtraPush(push);
  call.afterResponse(() => {
    for (const userId of new Set(userIds))
      call.gateway.push(userId, pushFrame('push.extra', userId, { messageExtra: bytes }), call.connection);
  });
}
