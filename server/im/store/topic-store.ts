import type { Database } from '../../db/database.ts';

/**
 * A community's topics (migration 038). A topic's messages are group messages whose thread is the topic id; each
 * member's read position is their im_conversations row of peer = the topic id.
 */

export interface TopicRow {
  topic_id: string;
  group_id: string;
  name: string;
  introduction: string;
  notification: string;
  avatar: string;
  custom_data: string;
  mute_all: boolean;
  created_at: number;
  info_time: number;
  position?: number;
}

/** A topic as one member sees it: with its newest sequence, their read position and unread count, and its last message. */
export interface ReaderTopicRow extends TopicRow {
  last_seq: number;
  read_seq: number;
  unread: number;
  last_time: number | null;
  last_sequence: number | null;
  last_from: string | null;
  last_elements: { type: string; text?: string }[] | string | null;
  /** The reader's message remind flag for the topic (conversation.remind; 0 without one). */
  remind_type: number;
}

export async function insertTopic(db: Database, topic: Omit<TopicRow, 'info_time'>): Promise<void> {
  await db.query(
    `insert into im_topics (topic_id, group_id, name, introduction, notification, avatar, custom_data, mute_all, created_at, info_time)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
    [
      topic.topic_id,
      topic.group_id,
      topic.name,
      topic.introduction,
      topic.notification,
      topic.avatar,
      topic.custom_data,
      topic.mute_all,
      topic.created_at,
    ],
  );
}

export async function topicById(db: Database, topicId: string): Promise<TopicRow | undefined> {
  const [row] = await db.query<TopicRow>('select * from im_topics where topic_id = $1', [topicId]);
  return row;
}

export async function topicCount(db: Database, groupId: string): Promise<number> {
  const [{ count }] = await db.query<{ count: number }>('select count(*)::int as count from im_topics where group_id = $1', [groupId]);
  return count;
}

/**
 * The community's topics (all, or those of `topicIds`), oldest first, as `userId` sees them. Unread counts the others'
 * stored messages after the read position that are neither revoked, nor deleted by the user, nor tips (as a group's).
 */
export function readerTopics(db: Database, groupId: string, userId: string, topicIds: readonly string[]): Promise<ReaderTopicRow[]> {
  return db.query<ReaderTopicRow>(
    `select t.*, coalesce(th.last_seq, 0) as last_seq, coalesce(c.read_seq, 0) as read_seq,
       (select count(*)::int from im_messages m
        where m.conversation_type = 2 and m.thread = t.topic_id and m.sequence > coalesce(c.read_seq, 0) and not m.revoked
          and m.from_id <> $2 and m.elements->0->>'type' <> 'TIMGroupTipElem'
          and not exists (select 1 from im_deleted d where d.user_id = $2 and d.message_id = m.id)) as unread,
       last.time as last_time, last.sequence as last_sequence, last.from_id as last_from, last.elements as last_elements,
       coalesce(r.remind_type, 0)::int as remind_type
     from im_topics t
     left join im_threads th on th.conversation_type = 2 and th.thread = t.topic_id
     left join im_conversations c on c.user_id = $2 and c.conversation_type = 2 and c.peer = t.topic_id
     left join im_remind_types r on r.user_id = $2 and r.conversation_type = 2 and r.peer = t.topic_id
     left join lateral (
       select m.time, m.sequence, m.from_id, m.elements from im_messages m
       where m.conversation_type = 2 and m.thread = t.topic_id and not exists (select 1 from im_deleted d where d.user_id = $2 and d.message_id = m.id)
       order by m.sequence desc limit 1
     ) last on true
     where t.group_id = $1 and (cardinality($3::text[]) = 0 or t.topic_id = any($3::text[]))
     order by t.position`,
    [groupId, userId, topicIds],
  );
}

/** The fields topic.update changes (already checked), and the time of the change; one fixed statement (null keeps). */
export async function updateTopic(
  db: Database,
  topicId: string,
  change: Partial<Pick<TopicRow, 'name' | 'introduction' | 'notification' | 'avatar' | 'custom_data' | 'mute_all'>>,
  now: number,
): Promise<void> {
  await db.query(
    `update im_topics set info_time = $2, name = coalesce($3, name), introduction = coalesce($4, introduction), notification = coalesce($5, notification),
       avatar = coalesce($6, avatar), custom_data = coalesce($7, custom_data), mute_all = coalesce($8, mute_all) where topic_id = $1`,
    [
      topicId,
      now,
      change.name ?? null,
      change.introduction ?? null,
      change.notification ?? null,
      change.avatar ?? null,
      change.custom_data ?? null,
      change.mute_all ?? null,
    ],
  );
}

/** Removes a topic with its messages, sequence counter and every member's conversation of it (inside a transaction). */
export async function deleteTopicThread(db: Database, topicId: string): Promise<void> {
  await db.query('delete from im_conversations where conversation_type = 2 and peer = $1', [topicId]);
  await db.query('delete from im_messages where conversation_type = 2 and thread = $1', [topicId]);
  await db.query('delete from im_threads where conversation_type = 2 and thread = $1', [topicId]);
  await db.query('delete from im_topics where topic_id = $1', [topicId]);
}
