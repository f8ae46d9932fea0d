import type { Database } from '../../db/database.ts';
import type { StoredElement } from '../content.ts';

/** Wire value of the conversation types, as stored. */
export const c2cType = 1;
export const groupType = 2;

/** The thread of a C2C pair: the same for both directions. */
export const c2cThread = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** A row of im_messages. */
export interface MessageRow {
  id: number;
  conversation_type: number;
  thread: string;
  sequence: number;
  from_id: string;
  to_id: string;
  random: number;
  time: number;
  client_time: number;
  client_sequence: number;
  version: number;
  elements: StoredElement[];
  cloud_custom_data: string;
  nick: string;
  avatar: string;
  priority: number;
  vip_level: number;
  revoked: boolean;
  revoker: string;
  need_read_receipt: boolean;
  is_support_extension: boolean;
  extension_seq: number;
  extension_clear_seq: number;
  /** A group message for these members only; null: the whole group. */
  receivers: string[] | null;
  offline_push_info: OfflinePushInfo | null;
}

/** Spec 001 §3 offlinePushInfo, as the Tencent SDK names its fields. */
export interface OfflinePushInfo {
  title: string;
  description: string;
  extension: string;
  disablePush: boolean;
  ignoreIOSBadge: boolean;
  androidOPPOChannelID: string;
}

/** A message to store, as the send commands checked it. */
export interface NewMessage {
  conversationType: typeof c2cType | typeof groupType;
  from: string;
  to: string;
  thread: string;
  random: number;
  time: number;
  clientTime: number;
  clientSequence: number;
  elements: StoredElement[];
  cloudCustomData: string;
  nick: string;
  avatar: string;
  priority: number;
  /** The sender's VIP level at send time, 0 when not VIP (the server's, never the client's). */
  vipLevel?: number;
  /** The sender asks for read receipts; others may set extensions on it (spec 001 §3). */
  needReadReceipt?: boolean;
  isSupportExtension?: boolean;
  /** A group message for these members only (and its sender); absent: for the whole group. */
  receivers?: string[];
  /** Spec 001 §3 offlinePushInfo, kept for a push service and handed to readers. */
  offlinePushInfo?: OfflinePushInfo;
}

export interface StoredMessage {
  row: MessageRow;
  /** True when the message was there already (a resend): nothing new was stored, nothing must be pushed. */
  duplicate: boolean;
  /** C2C: each user's inbox sequence of the new message. */
  inbox: Map<string, number>;
}

/** Thrown inside the transaction when a concurrent resend stored the message first: rolls the sequences back. */
class LostRace extends Error {}

const findSent = (db: Database, message: NewMessage) =>
  db
    .query<MessageRow>('select * from im_messages where conversation_type = $1 and from_id = $2 and to_id = $3 and random = $4', [
      message.conversationType,
      message.from,
      message.to,
      message.random,
    ])
    .then((rows) => rows[0]);

/**
 * Stores a message with the conversation's next sequence and, for C2C, the next inbox sequence of both users, all in
 * one transaction. Row locks (`update ... returning` through upserts) make the counters safe on a connection pool;
 * users are locked in a fixed order so two sends in opposite directions cannot deadlock. Idempotent on
 * (from, to, random). Group messages beyond `keepGroupMessages` are dropped, oldest first.
 */
export async function storeMessage(db: Database, message: NewMessage, keepGroupMessages: number): Promise<StoredMessage> {
  const existing = await findSent(db, message);
  if (existing) return { row: existing, duplicate: true, inbox: new Map() };
  try {
    return await db.transaction(async (tx) => {
      const [{ last_seq: sequence }] = await tx.query<{ last_seq: number }>(
        `insert into im_threads (conversation_type, thread, last_seq) values ($1, $2, 1)
         on conflict (conversation_type, thread) do update set last_seq = im_threads.last_seq + 1 returning last_seq`,
        [message.conversationType, message.thread],
      );
      const [row] = await tx.query<MessageRow>(
        `insert into im_messages (conversation_type, thread, sequence, from_id, to_id, random, time, client_time, client_sequence, elements, cloud_custom_data, nick, avatar, priority, vip_level, need_read_receipt, is_support_extension, receivers, offline_push_info)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)
         on conflict (conversation_type, from_id, to_id, random) do nothing returning *`,
        [
          message.conversationType,
          message.thread,
          sequence,
          message.from,
          message.to,
          message.random,
          message.time,
          message.clientTime,
          message.clientSequence,
          JSON.stringify(message.elements),
          message.cloudCustomData,
          message.nick,
          message.avatar,
          message.priority,
          message.vipLevel ?? 0,
          message.needReadReceipt ?? false,
          message.isSupportExtension ?? false,
          message.receivers ?? null,
          message.offlinePushInfo ? JSON.stringify(message.offlinePushInfo) : null,
        ],
      );
      if (!row) throw new LostRace();
      const inbox = new Map<string, number>();
      if (message.conversationType === c2cType) {
        const pairs = [
          [message.from, message.to],
          [message.to, message.from],
        ].sort(([a], [b]) => (a < b ? -1 : 1));
        for (const [user, peer] of pairs) {
          const [{ inbox_seq }] = await tx.query<{ inbox_seq: number }>(
            `insert into im_users (user_id, inbox_seq) values ($1, 1) on conflict (user_id) do update set inbox_seq = im_users.inbox_seq + 1 returning inbox_seq`,
            [user],
          );
          await tx.query('insert into im_inbox (user_id, inbox_seq, message_id) values ($1, $2, $3)', [user, inbox_seq, row.id]);
          // A conversation the user deleted comes back with the next message.
          await tx.query(
            'insert into im_conversations (user_id, conversation_type, peer, thread) values ($1, 1, $2, $3) on conflict do nothing',
            [user, peer, message.thread],
          );
          inbox.set(user, inbox_seq);
        }
      } else {
        await tx.query('delete from im_messages where conversation_type = 2 and thread = $1 and sequence <= $2', [
          message.thread,
          sequence - keepGroupMessages,
        ]);
      }
      return { row, duplicate: false, inbox };
    });
  } catch (error) {
    if (!(error instanceof LostRace)) throw error;
    return { row: (await findSent(db, message))!, duplicate: true, inbox: new Map() };
  }
}

/** A stored message by conversation and sequence: `thread` from {@link c2cThread} or the group id. */
export async function findMessage(
  db: Database,
  conversationType: number,
  thread: string,
  sequence: number,
): Promise<MessageRow | undefined> {
  const [row] = await db.query<MessageRow>('select * from im_messages where conversation_type = $1 and thread = $2 and sequence = $3', [
    conversationType,
    thread,
    sequence,
  ]);
  return row;
}

/** The newest inbox sequence of a user (0 before their first message). */
/** The C2C message from `from` to `to` with the random, or undefined. */
export async function c2cMessageByRandom(db: Database, from: string, to: string, random: number): Promise<MessageRow | undefined> {
  const [row] = await db.query<MessageRow>(
    'select * from im_messages where conversation_type = 1 and from_id = $1 and to_id = $2 and random = $3',
    [from, to, random],
  );
  return row;
}

export async function newestInboxSequence(db: Database, userId: string): Promise<number> {
  const [row] = await db.query<{ inbox_seq: number }>('select inbox_seq from im_users where user_id = $1', [userId]);
  return row?.inbox_seq ?? 0;
}

/** Deletes messages for one user only; ids of messages that do not exist are ignored. */
export async function markDeleted(db: Database, userId: string, messageIds: readonly number[]): Promise<void> {
  if (messageIds.length === 0) return;
  await db.query(
    'insert into im_deleted (user_id, message_id) select $1, id from im_messages where id = any($2::bigint[]) on conflict do nothing',
    [userId, messageIds],
  );
}
