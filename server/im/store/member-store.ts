import type { Database } from '../../db/database.ts';

/** Group membership as stored: members of created groups and rooms, and the conversations membership gives. */

/** Adds the member with `role` (a second join keeps the first row). */
export async function insertMember(db: Database, groupId: string, userId: string, now: number, role: string): Promise<void> {
  await db.query('insert into im_group_members (group_id, user_id, joined_at, role) values ($1, $2, $3, $4) on conflict do nothing', [
    groupId,
    userId,
    now,
    role,
  ]);
}

/** The user's conversation of the group, read up to its newest message. */
export async function giveGroupConversation(db: Database, groupId: string, userId: string): Promise<void> {
  await db.query(
    `insert into im_conversations (user_id, conversation_type, peer, thread, read_seq)
     values ($1, 2, $2, $2, coalesce((select last_seq from im_threads where conversation_type = 2 and thread = $2), 0)) on conflict do nothing`,
    [userId, groupId],
  );
}

/** Each user's conversation of each of the community's topics (or of one), read up to its newest message. */
export async function giveTopicConversations(db: Database, groupId: string, userIds: readonly string[], topicId?: string): Promise<void> {
  await db.query(
    `insert into im_conversations (user_id, conversation_type, peer, thread, read_seq)
     select u.user_id, 2, t.topic_id, t.topic_id, coalesce((select last_seq from im_threads where conversation_type = 2 and thread = t.topic_id), 0)
     from im_topics t cross join unnest($2::text[]) as u(user_id)
     where t.group_id = $1 and ($3::text is null or t.topic_id = $3) on conflict do nothing`,
    [groupId, userIds, topicId ?? null],
  );
}

/** Removes the member with the conversations of the group and its topics; false when they were not a member. */
export async function deleteMember(db: Database, groupId: string, userId: string): Promise<boolean> {
  const removed = await db.query('delete from im_group_members where group_id = $1 and user_id = $2 returning user_id', [groupId, userId]);
  await db.query('delete from im_conversations where user_id = $1 and conversation_type = 2 and peer = $2', [userId, groupId]);
  await db.query(
    'delete from im_conversations where user_id = $1 and conversation_type = 2 and peer in (select topic_id from im_topics where group_id = $2)',
    [userId, groupId],
  );
  return removed.length > 0;
}

export async function isMember(db: Database, groupId: string, userId: string): Promise<boolean> {
  const [row] = await db.query('select 1 from im_group_members where group_id = $1 and user_id = $2', [groupId, userId]);
  return row !== undefined;
}

/** The sequence of the group's (or topic's) newest message, 0 before the first. */
export async function lastGroupSequence(db: Database, thread: string): Promise<number> {
  const [row] = await db.query<{ last_seq: number }>('select last_seq from im_threads where conversation_type = 2 and thread = $1', [
    thread,
  ]);
  return row?.last_seq ?? 0;
}

/** Sets a member's custom fields (JSON). */
export async function setMemberFields(db: Database, groupId: string, userId: string, fields: string): Promise<void> {
  await db.query('update im_group_members set custom_fields = $3 where group_id = $1 and user_id = $2', [groupId, userId, fields]);
}

/** Adds `markType` to the members' marks (once), or removes it. */
export async function markMembers(
  db: Database,
  groupId: string,
  userIds: readonly string[],
  markType: number,
  enable: boolean,
): Promise<void> {
  await db.query(
    enable
      ? 'update im_group_members set marks = array_append(marks, $3::int) where group_id = $1 and user_id = any($2::text[]) and not ($3::int = any(marks))'
      : 'update im_group_members set marks = array_remove(marks, $3::int) where group_id = $1 and user_id = any($2::text[])',
    [groupId, userIds, markType],
  );
}
