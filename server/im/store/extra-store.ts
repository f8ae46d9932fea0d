import type { Database } from '../../db/database.ts';

/** Read receipts and message extensions (migration 042). */

/**
 * Records `userId`'s receipt for each message once; answers the ids of the messages it was new for (a second
 * receipt for the same message tells the sender nothing new).
 */
export async function addReceipts(db: Database, userId: string, messageIds: readonly number[], now: number): Promise<number[]> {
  if (messageIds.length === 0) return [];
  const rows = await db.query<{ message_id: string | number }>(
    `insert into im_read_receipts (message_id, user_id, read_at) select id, $1, $2 from im_messages where id = any($3::bigint[])
     on conflict do nothing returning message_id`,
    [userId, now, messageIds],
  );
  return rows.map((row) => Number(row.message_id));
}

/** Which of the messages `peer` sent a receipt for (C2C). */
export async function receiptsBy(db: Database, peer: string, messageIds: readonly number[]): Promise<Set<number>> {
  if (messageIds.length === 0) return new Set();
  const rows = await db.query<{ message_id: string | number }>(
    'select message_id from im_read_receipts where user_id = $1 and message_id = any($2::bigint[])',
    [peer, messageIds],
  );
  return new Set(rows.map((row) => Number(row.message_id)));
}

/**
 * The readers a group message counts (docs/decisions.md "Chat read receipts and extensions"): its group's members
 * now, but the sender, who had joined by the time it was sent. Read: those of them who sent a receipt; unread: the rest.
 */
const readers = `from im_group_members g where g.group_id = $1 and g.user_id <> m.from_id and g.joined_at <= m.time`;
const hasReceipt = `exists (select 1 from im_read_receipts r where r.message_id = m.id and r.user_id = g.user_id)`;

/** Read and unread counts of group messages, by message id. */
export async function groupReceiptCounts(
  db: Database,
  groupId: string,
  messageIds: readonly number[],
): Promise<Map<number, { read: number; unread: number }>> {
  if (messageIds.length === 0) return new Map();
  const rows = await db.query<{ id: string | number; read: number; unread: number }>(
    `select m.id, (select count(*)::int ${readers} and ${hasReceipt}) as read, (select count(*)::int ${readers} and not ${hasReceipt}) as unread
     from im_messages m where m.id = any($2::bigint[])`,
    [groupId, messageIds],
  );
  return new Map(rows.map((row) => [Number(row.id), { read: row.read, unread: row.unread }]));
}

/** One page of a group message's readers (read) or non-readers (unread), by user id after `cursor`. */
export async function groupReceiptMembers(
  db: Database,
  groupId: string,
  messageId: number,
  read: boolean,
  cursor: string,
  count: number,
): Promise<{ userIds: string[]; complete: boolean }> {
  const rows = await db.query<{ user_id: string }>(
    `select g.user_id from im_messages m join im_group_members g on g.group_id = $1 and g.user_id <> m.from_id and g.joined_at <= m.time
     where m.id = $2 and ${read ? '' : 'not '}${hasReceipt} and g.user_id > $3 order by g.user_id limit $4`,
    [groupId, messageId, cursor, count + 1],
  );
  return { userIds: rows.slice(0, count).map((row) => row.user_id), complete: rows.length <= count };
}

export interface ExtensionRow {
  key: string;
  value: string;
  seq: number;
}

/** A message's extensions changed at or after `startSequence`, by sequence then key, at most `limit`, and whether that was all. */
export async function extensionsOf(
  db: Database,
  messageId: number,
  startSequence: number,
  limit: number,
): Promise<{ extensions: ExtensionRow[]; complete: boolean }> {
  const rows = await db.query<ExtensionRow>(
    'select key, value, seq from im_message_extensions where message_id = $1 and seq >= $2 order by seq, key limit $3',
    [messageId, startSequence, limit + 1],
  );
  return { extensions: rows.slice(0, limit), complete: rows.length <= limit };
}

export interface ExtensionChange {
  /** The message's extension sequence after the change. */
  sequence: number;
  /** Per requested extension, in order: 0 and what is stored now, or a code and what is stored (conflict, not found). */
  results: { code: number; extension: ExtensionRow }[];
}

export type ExtensionOutcome = 'ok' | 'conflict' | 'missing' | 'over';

/**
 * Changes a message's extensions in one transaction, the message row locked so two changes cannot interleave.
 * `decide` judges each requested key against what is stored (its seq check); the accepted ones are written with the
 * new extension sequence. Clear all deletes every key and remembers the sequence.
 */
export async function changeExtensions(
  db: Database,
  messageId: number,
  operation:
    { kind: 'set'; extensions: readonly ExtensionRow[]; maxKeys: number } | { kind: 'delete'; keys: readonly string[] } | { kind: 'clear' },
  codes: { conflict: number; notFound: number },
): Promise<ExtensionChange | 'too-many'> {
  return db.transaction(async (tx) => {
    const [{ extension_seq: before }] = await tx.query<{ extension_seq: number }>(
      'select extension_seq from im_messages where id = $1 for update',
      [messageId],
    );
    const stored = new Map(
      (await tx.query<ExtensionRow>('select key, value, seq from im_message_extensions where message_id = $1', [messageId])).map((row) => [
        row.key,
        row,
      ]),
    );
    const sequence = before + 1;
    const results: ExtensionChange['results'] = [];
    if (operation.kind === 'clear') {
      await tx.query('delete from im_message_extensions where message_id = $1', [messageId]);
      await tx.query('update im_messages set extension_seq = $2, extension_clear_seq = $2 where id = $1', [messageId, sequence]);
      return { sequence, results: [...stored.values()].map((row) => ({ code: 0, extension: { ...row, value: '', seq: sequence } })) };
    }
    if (operation.kind === 'delete') {
      for (const key of operation.keys) {
        const row = stored.get(key);
        if (!row) results.push({ code: codes.notFound, extension: { key, value: '', seq: 0 } });
        else results.push({ code: 0, extension: { key, value: '', seq: sequence } });
      }
      const deleted = results.filter((result) => result.code === 0).map((result) => result.extension.key);
      if (deleted.length === 0) return { sequence: before, results };
      await tx.query('delete from im_message_extensions where message_id = $1 and key = any($2::text[])', [messageId, deleted]);
      await tx.query('update im_messages set extension_seq = $2 where id = $1', [messageId, sequence]);
      return { sequence, results };
    }
    for (const wanted of operation.extensions) {
      const row = stored.get(wanted.key);
      // Tencent's check: a key that is there changes only for who saw its last change (the seq it gives is the stored one).
      if (row && row.seq !== wanted.seq) results.push({ code: codes.conflict, extension: row });
      else results.push({ code: 0, extension: { key: wanted.key, value: wanted.value, seq: sequence } });
    }
    const accepted = results.filter((result) => result.code === 0).map((result) => result.extension);
    const newKeys = accepted.filter((extension) => !stored.has(extension.key)).length;
    if (stored.size + newKeys > operation.maxKeys) return 'too-many';
    if (accepted.length === 0) return { sequence: before, results };
    for (const extension of accepted) {
      await tx.query(
        `insert into im_message_extensions (message_id, key, value, seq) values ($1, $2, $3, $4)
         on conflict (message_id, key) do update set value = excluded.value, seq = excluded.seq`,
        [messageId, extension.key, extension.value, sequence],
      );
    }
    await tx.query('update im_messages set extension_seq = $2 where id = $1', [messageId, sequence]);
    return { sequence, results };
  });
}
