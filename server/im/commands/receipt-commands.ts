import { ServerCode } from '../../../runtime/im/protocol/server-codes.ts';
import {
  ExtraLimits,
  ExtraPushKind,
  ReceiptFilter,
  type WireMessageKey,
  type WireReceiptInfo,
} from '../../../runtime/im/protocol/extra-codec.ts';
import { ImError, invalidParameter } from '../errors.ts';
import { addReceipts, groupReceiptCounts, groupReceiptMembers, receiptsBy } from '../store/extra-store.ts';
import { c2cType } from '../store/message-store.ts';
import type { CommandCall, CommandHandler } from './command.ts';
import { extraAnswer, extraRequest, keyOf, namedMessage, pushExtra, type NamedMessage } from './extra-call.ts';

/** The messages a receipt request names: 1 to 100, all of one conversation (10004 otherwise). */
async function namedMessages(call: CommandCall, keys: readonly WireMessageKey[]): Promise<NamedMessage[]> {
  if (keys.length === 0 || keys.length > ExtraLimits.receiptMessages)
    throw invalidParameter(`messages takes 1 to ${ExtraLimits.receiptMessages} messages`);
  const messages = [];
  for (const key of keys) messages.push(await namedMessage(call, key));
  if (new Set(messages.map(({ row }) => `${row.conversation_type}|${row.thread}`)).size > 1)
    throw invalidParameter('the messages must all be of one conversation');
  return messages;
}

/** Receipts of the caller's own messages that asked for one: group counts, or whether the C2C peer read each. */
async function receiptInfos(call: CommandCall, messages: readonly NamedMessage[]): Promise<WireReceiptInfo[]> {
  const own = messages.filter(({ row }) => row.from_id === call.user.id && row.need_read_receipt);
  if (own.length === 0) return [];
  const ids = own.map(({ row }) => Number(row.id));
  const [{ row: first, group }] = own;
  if (first.conversation_type === c2cType) {
    const read = await receiptsBy(call.context.db, first.to_id, ids);
    return own.map(({ row }) => ({ message: keyOf(row), isPeerRead: read.has(Number(row.id)) }));
  }
  const counts = await groupReceiptCounts(call.context.db, group!.id, ids);
  return own.map(({ row }) => ({
    message: keyOf(row),
    readCount: counts.get(Number(row.id))?.read ?? 0,
    unreadCount: counts.get(Number(row.id))?.unread ?? 0,
  }));
}

/** `receipt.send`, `receipt.list` and `receipt.detail` (spec 001 §4, §7, §9). */
export const receiptCommands: Record<string, CommandHandler> = {
  /**
   * The caller read incoming messages that asked for a receipt (spec 001 §4: at least one, 10004 otherwise; the
   * others named are ignored). Each sender hears, once per message, the new state: in C2C that the peer read it, in
   * a group its read and unread counts (push.extra kind 1).
   */
  async 'receipt.send'(call) {
    const request = extraRequest(call);
    const messages = (await namedMessages(call, request.messages ?? [])).filter(
      ({ row }) => row.from_id !== call.user.id && row.need_read_receipt,
    );
    if (messages.length === 0) throw invalidParameter('read receipts need an incoming message that asked for one');
    const added = new Set(
      await addReceipts(
        call.context.db,
        call.user.id,
        messages.map(({ row }) => Number(row.id)),
        call.now,
      ),
    );
    const fresh = messages.filter(({ row }) => added.has(Number(row.id)));
    if (fresh.length === 0) return;
    const [{ group }] = fresh;
    const counts = group
      ? await groupReceiptCounts(
          call.context.db,
          group.id,
          fresh.map(({ row }) => Number(row.id)),
        )
      : new Map<number, { read: number; unread: number }>();
    const bySender = new Map<string, WireReceiptInfo[]>();
    for (const { row } of fresh) {
      const count = counts.get(Number(row.id));
      const info = group
        ? { message: keyOf(row), readCount: count?.read ?? 0, unreadCount: count?.unread ?? 0 }
        : { message: keyOf(row), isPeerRead: true };
      bySender.set(row.from_id, [...(bySender.get(row.from_id) ?? []), info]);
    }
    for (const [sender, receipts] of bySender) pushExtra(call, [sender], { kind: ExtraPushKind.RECEIPTS, receipts, userId: call.user.id });
  },

  /** The receipts of the caller's own messages among those named (messages of others, or that asked for none, are left out). */
  async 'receipt.list'(call) {
    const request = extraRequest(call);
    return extraAnswer({ receipts: await receiptInfos(call, await namedMessages(call, request.messages ?? [])) });
  },

  /**
   * Who read (filter 0) or has not read (1) the caller's own group message that asked for a receipt, by user id, a
   * page of `count` (1 to 100) after `cursor` (the last user id of the page before; empty at first).
   */
  async 'receipt.detail'(call) {
    const request = extraRequest(call);
    const { row, group } = await namedMessage(call, request.message);
    if (!group) throw invalidParameter('receipt.detail is for group messages');
    if (row.from_id !== call.user.id) throw new ImError(ServerCode.NO_PERMISSION, 'only the sender sees who read a message');
    if (!row.need_read_receipt) throw invalidParameter('the message did not ask for read receipts');
    const filter = request.filter ?? ReceiptFilter.READ;
    if (filter !== ReceiptFilter.READ && filter !== ReceiptFilter.UNREAD) throw invalidParameter('filter is 0 (read) or 1 (unread)');
    const count = request.count ?? 0;
    if (count < 1 || count > ExtraLimits.receiptDetailCount) throw invalidParameter(`count is 1 to ${ExtraLimits.receiptDetailCount}`);
    const page = await groupReceiptMembers(
      call.context.db,
      group.id,
      Number(row.id),
      filter === ReceiptFilter.READ,
      request.cursor ?? '',
      count,
    );
    return extraAnswer({ userIds: page.userIds, isCompleted: page.complete, cursor: page.complete ? '' : (page.userIds.at(-1) ?? '') });
  },
};
