import type { Database } from '../../db/database.ts';
import type { MessageRow } from '../wire.ts';

/** A message with the reader's view of it: inbox position (sync), own deletion, and whether the peer read it. */
export type ReadersMessageRow = MessageRow & { inbox_seq: number; is_deleted: boolean; is_peer_read: boolean };

// The reader's outgoing C2C messages up to the peer's read position are read by the peer.
const peerRead = `(m.from_id = $1 and m.conversation_type = 1 and m.sequence <= coalesce(c.peer_read_seq, 0)) as is_peer_read`;

/** The reader's inbox after `cookie`, oldest first; deleted messages come marked, so inbox sequences have no gaps. */
export function inboxAfter(db: Database, userId: string, cookie: number, limit: number): Promise<ReadersMessageRow[]> {
  return db.query<ReadersMessageRow>(
    `select m.*, i.inbox_seq, (d.message_id is not null) as is_deleted, ${peerRead}
     from im_inbox i
     join im_messages m on m.id = i.message_id
     left join im_deleted d on d.user_id = i.user_id and d.message_id = m.id
     left join im_conversations c on c.user_id = i.user_id and c.conversation_type = m.conversation_type and c.thread = m.thread
     where i.user_id = $1 and i.inbox_seq > $2
     order by i.inbox_seq limit $3`,
    [userId, cookie, limit],
  );
}

/** History of one conversation before `before` (0: from the newest), newest first, without the reader's deletions. */
export function historyBefore(db: Database, userId: string, conversationType: number, thread: string, before: number, limit: number): Promise<ReadersMessageRow[]> {
  return db.query<ReadersMessageRow>(
    `select m.*, 0 as inbox_seq, false as is_deleted, ${peerRead}
     from im_messages m
     left join im_conversations c on c.user_id = $1 and c.conversation_type = m.conversation_type and c.thread = m.thread
     where m.conversation_type = $2 and m.thread = $3 and ($4 = 0 or m.sequence < $4)
       and not exists (select 1 from im_deleted d where d.user_id = $1 and d.message_id = m.id)
     order by m.sequence desc limit $5`,
    [userId, conversationType, thread, before, limit],
  );
}

/** Stored group messages from `start`, oldest first (long polling). */
export function groupMessagesFrom(db: Database, groupId: string, start: number, limit: number): Promise<MessageRow[]> {
  return db.query<MessageRow>('select * from im_messages where conversation_type = 2 and thread = $1 and sequence >= $2 order by sequence limit $3', [groupId, start, limit]);
}

/** The oldest and newest stored sequence of a group (0 and 0 when none is kept). */
export async function groupSequenceRange(db: Database, groupId: string): Promise<{ oldest: number; newest: number }> {
  const [row] = await db.query<{ oldest: number | null; newest: number | null }>(
    'select min(sequence) as oldest, max(sequence) as newest from im_messages where conversation_type = 2 and thread = $1',
    [groupId],
  );
  return { oldest: row?.oldest ?? 0, newest: row?.newest ?? 0 };
}
