import type { Database } from '../../db/database.ts';
import type { MessageRow } from './message-store.ts';

/** A message with the reader's view of it: inbox position (sync), own deletion, and whether the peer read it. */
export type ReadersMessageRow = MessageRow & { inbox_seq: number; is_deleted: boolean; is_peer_read: boolean };

/**
 * SQL: the message `m` may be read by the user `user` (an SQL expression): a group message to specified receivers
 * (spec 001 §5, im_messages.receivers) only by them and its sender; every other message by whoever reads its thread.
 */
export const visibleTo = (m: string, user: string): string =>
  `(${m}.receivers is null or ${m}.from_id = ${user} or ${user} = any(${m}.receivers))`;

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
export function historyBefore(
  db: Database,
  userId: string,
  conversationType: number,
  thread: string,
  before: number,
  limit: number,
): Promise<ReadersMessageRow[]> {
  return db.query<ReadersMessageRow>(
    `select m.*, 0 as inbox_seq, false as is_deleted, ${peerRead}
     from im_messages m
     left join im_conversations c on c.user_id = $1 and c.conversation_type = m.conversation_type and c.thread = m.thread
     where m.conversation_type = $2 and m.thread = $3 and ($4 = 0 or m.sequence < $4) and ${visibleTo('m', '$1')}
       and not exists (select 1 from im_deleted d where d.user_id = $1 and d.message_id = m.id)
     order by m.sequence desc limit $5`,
    [userId, conversationType, thread, before, limit],
  );
}

/**
 * Hopping (getMessageListHopping): from `sequence` (or, for C2C without one, `time`; 0: the newest) itself on, older ones newest
 * first (direction 0) or newer ones oldest first (direction 1), without the reader's deletions and what is not theirs
 * to read.
 */
export function historyHopping(
  db: Database,
  userId: string,
  conversationType: number,
  thread: string,
  from: { sequence: number; time: number },
  newer: boolean,
  limit: number,
): Promise<ReadersMessageRow[]> {
  const byTime = conversationType === 1 && from.sequence === 0;
  const start = byTime ? from.time : from.sequence;
  const column = byTime ? 'm.time' : 'm.sequence';
  const bound = start === 0 ? 'true' : `${column} ${newer ? '>=' : '<='} $4`;
  return db.query<ReadersMessageRow>(
    `select m.*, 0 as inbox_seq, false as is_deleted, ${peerRead}
     from im_messages m
     left join im_conversations c on c.user_id = $1 and c.conversation_type = m.conversation_type and c.thread = m.thread
     where m.conversation_type = $2 and m.thread = $3 and $4::bigint >= 0 and ${bound} and ${visibleTo('m', '$1')}
       and not exists (select 1 from im_deleted d where d.user_id = $1 and d.message_id = m.id)
     order by ${column} ${newer ? 'asc' : 'desc'}, m.sequence ${newer ? 'asc' : 'desc'} limit $5`,
    [userId, conversationType, thread, start, limit],
  );
}

/** Stored group messages from `start`, oldest first (long polling; `reader`: a member's pull, without what is not theirs). */
export function groupMessagesFrom(db: Database, groupId: string, start: number, limit: number, reader = ''): Promise<MessageRow[]> {
  return db.query<MessageRow>(
    `select * from im_messages m where conversation_type = 2 and thread = $1 and sequence >= $2 and ${visibleTo('m', '$4')} order by sequence limit $3`,
    [groupId, start, limit, reader],
  );
}

/** The oldest and newest stored sequence of a group (0 and 0 when none is kept). */
/** The group's newest stored messages before sequence `before`, newest first, at most `limit`. */
export function newestGroupMessagesBefore(db: Database, groupId: string, before: number, limit: number): Promise<MessageRow[]> {
  return db.query<MessageRow>(
    'select * from im_messages where conversation_type = 2 and thread = $1 and sequence < $2 order by sequence desc limit $3',
    [groupId, before, limit],
  );
}
