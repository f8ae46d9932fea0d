import type { Database } from '../../db/database.ts';
import { visibleTo } from './history-store.ts';
import type { MessageRow } from './message-store.ts';

/** A row of im_conversations with what the list shows of it. */
export interface ConversationRow {
  conversation_type: number;
  peer: string;
  thread: string;
  read_seq: number;
  peer_read_seq: number;
  peer_read_time: number;
  pinned: boolean;
  pinned_time: number;
  unread: number;
  name: string | null;
  /** GROUP: the created group's type; null for live rooms (AVChatRoom). */
  group_type: string | null;
  /** GROUP: the created group's picture; null for live rooms and C2C. */
  face_url: string | null;
  last_message: MessageRow | null;
  /** The user's own settings (migration 040): mark bits (a bigint, read as text), custom data, remind type, groups. */
  marks: string | number;
  custom_data: string;
  remind_type: number;
  conversation_groups: string[] | null;
}

/**
 * The user's conversations, pinned first (latest pin first), then by last message, newest first. Unread counts the
 * peer's (in a group: the others') stored messages after the read position that are neither revoked nor deleted by
 * the user, nor group tips; live rooms (AVChatRoom) always count 0 (spec 001 §4). Topics' conversations are not
 * listed: their unread counts come with topic.list, as the Tencent SDK keeps them out of the list.
 *
 * The order needs only each conversation's last visible message (one index lookup); the page is cut from it first,
 * and only the page's rows get their unread count, names, settings and message, so a page of 100 out of 500 costs a
 * fifth of the whole list rather than all of it (bench/conversation-list-load.ts pages through 500).
 */
export function listConversations(db: Database, userId: string, offset: number, limit: number): Promise<ConversationRow[]> {
  return db.query<ConversationRow>(
    `with page as (
       select c.*, last.id as last_id, last.time as last_time
       from im_conversations c
       left join lateral (
         select m.id, m.time from im_messages m
         where m.conversation_type = c.conversation_type and m.thread = c.thread and ${visibleTo('m', 'c.user_id')}
           and not exists (select 1 from im_deleted d where d.user_id = c.user_id and d.message_id = m.id)
         order by m.sequence desc limit 1
       ) last on true
       where c.user_id = $1 and not exists (select 1 from im_topics t where t.topic_id = c.peer)
       order by c.pinned desc, c.pinned_time desc, last.time desc nulls last, c.peer
       offset $2 limit $3
     )
     select c.conversation_type, c.peer, c.thread, c.read_seq, c.peer_read_seq, c.peer_read_time, c.pinned, c.pinned_time,
       case when c.conversation_type = 2 and coalesce(g.type, 'AVChatRoom') = 'AVChatRoom' then 0 else (
         select count(*)::int from im_messages m
         where m.conversation_type = c.conversation_type and m.thread = c.thread and m.sequence > c.read_seq and not m.revoked
           and (case when c.conversation_type = 1 then m.from_id = c.peer else m.from_id <> c.user_id and m.elements->0->>'type' <> 'TIMGroupTipElem' end)
           and ${visibleTo('m', 'c.user_id')}
           and not exists (select 1 from im_deleted d where d.user_id = c.user_id and d.message_id = m.id)
       ) end as unread,
       coalesce(u.nick_name, r.title, g.name) as name,
       g.type as group_type,
       c.marks, c.custom_data,
       coalesce((select rt.remind_type from im_remind_types rt where rt.user_id = c.user_id and rt.conversation_type = c.conversation_type and rt.peer = c.peer), 0)::int as remind_type,
       (select array_agg(cg.name order by cg.position) from im_conversation_group_members gm
        join im_conversation_groups cg on cg.user_id = gm.user_id and cg.name = gm.group_name
        where gm.user_id = c.user_id and gm.conversation_type = c.conversation_type and gm.peer = c.peer) as conversation_groups,
       g.avatar as face_url,
       (select to_jsonb(m) from im_messages m where m.id = c.last_id) as last_message
     from page c
     left join users u on c.conversation_type = 1 and u.id::text = c.peer
     left join rooms r on c.conversation_type = 2 and 'live_' || r.liveid = c.peer
     left join im_groups g on c.conversation_type = 2 and g.group_id = c.peer
     order by c.pinned desc, c.pinned_time desc, c.last_time desc nulls last, c.peer`,
    [userId, offset, limit],
  );
}

/** Newest sequence of a conversation's thread (0 when empty). */
async function newestSequence(db: Database, conversationType: number, thread: string): Promise<number> {
  const [row] = await db.query<{ last_seq: number }>('select last_seq from im_threads where conversation_type = $1 and thread = $2', [
    conversationType,
    thread,
  ]);
  return row?.last_seq ?? 0;
}

/**
 * Moves the user's read position to `sequence` (0 or beyond the newest: the newest); it never moves back. Answers the
 * position and whether it moved, or undefined when the user has no such conversation.
 */
export async function markRead(
  db: Database,
  userId: string,
  conversationType: number,
  peer: string,
  sequence: number,
): Promise<{ readSeq: number; changed: boolean } | undefined> {
  const [conversation] = await db.query<{ thread: string; read_seq: number }>(
    'select thread, read_seq from im_conversations where user_id = $1 and conversation_type = $2 and peer = $3',
    [userId, conversationType, peer],
  );
  if (!conversation) return undefined;
  const newest = await newestSequence(db, conversationType, conversation.thread);
  const target = sequence === 0 ? newest : Math.min(sequence, newest);
  const [row] = await db.query<{ read_seq: number }>(
    'update im_conversations set read_seq = greatest(read_seq, $4) where user_id = $1 and conversation_type = $2 and peer = $3 returning read_seq',
    [userId, conversationType, peer, target],
  );
  return row ? { readSeq: row.read_seq, changed: row.read_seq !== conversation.read_seq } : undefined;
}

/** Records on the peer's side that `reader` read their C2C conversation up to `sequence` at `time`. */
export async function notePeerRead(db: Database, peer: string, reader: string, sequence: number, time: number): Promise<void> {
  await db.query(
    'update im_conversations set peer_read_seq = greatest(peer_read_seq, $3), peer_read_time = $4 where user_id = $1 and conversation_type = 1 and peer = $2',
    [peer, reader, sequence, time],
  );
}

/** The user's conversations of one type (for read-all). */
export function conversationsOf(db: Database, userId: string, conversationType: number): Promise<{ peer: string }[]> {
  return db.query<{ peer: string }>('select peer from im_conversations where user_id = $1 and conversation_type = $2 order by peer', [
    userId,
    conversationType,
  ]);
}

export async function setPinned(
  db: Database,
  userId: string,
  conversationType: number,
  peer: string,
  pinned: boolean,
  now: number,
): Promise<boolean> {
  const rows = await db.query(
    'update im_conversations set pinned = $4, pinned_time = case when $4 then $5 else 0 end where user_id = $1 and conversation_type = $2 and peer = $3 returning peer',
    [userId, conversationType, peer, pinned, now],
  );
  return rows.length > 0;
}

/** Removes a conversation from the user's list; with `clearHistory`, also deletes its messages for the user. */
export async function deleteConversation(
  db: Database,
  userId: string,
  conversationType: number,
  peer: string,
  clearHistory: boolean,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ thread: string }>(
      'delete from im_conversations where user_id = $1 and conversation_type = $2 and peer = $3 returning thread',
      [userId, conversationType, peer],
    );
    if (!row) return false;
    if (clearHistory) {
      await tx.query(
        'insert into im_deleted (user_id, message_id) select $1, id from im_messages where conversation_type = $2 and thread = $3 on conflict do nothing',
        [userId, conversationType, row.thread],
      );
    }
    return true;
  });
}
