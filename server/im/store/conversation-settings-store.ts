import type { Database } from '../../db/database.ts';

/**
 * A user's own settings of their conversations (migration 040): named conversation groups, mark bits, custom data,
 * remind types and dropped group-at tips. A conversation is named by its type (1 C2C, 2 group) and peer.
 */
export interface ConversationKey {
  conversationType: number;
  peer: string;
}

/** The id the SDK knows a conversation by, built in SQL (C2C<peer>, GROUP<peer>). */
const conversationIdSql = (alias: string) => `case when ${alias}.conversation_type = 1 then 'C2C' else 'GROUP' end || ${alias}.peer`;

/** The user's conversation groups in creation order, each with the ids of its conversations. */
export async function conversationGroupsOf(db: Database, userId: string): Promise<{ name: string; conversationIds: string[] }[]> {
  const rows = await db.query<{ name: string; ids: string[] | null }>(
    `select g.name, (select array_agg(${conversationIdSql('m')} order by ${conversationIdSql('m')}) from im_conversation_group_members m
       where m.user_id = g.user_id and m.group_name = g.name) as ids
     from im_conversation_groups g where g.user_id = $1 order by g.position`,
    [userId],
  );
  return rows.map((row) => ({ name: row.name, conversationIds: row.ids ?? [] }));
}

export async function hasConversationGroup(db: Database, userId: string, name: string): Promise<boolean> {
  return (await db.query('select 1 from im_conversation_groups where user_id = $1 and name = $2', [userId, name])).length > 0;
}

export async function conversationGroupCount(db: Database, userId: string): Promise<number> {
  return (await db.query<{ n: number }>('select count(*)::int as n from im_conversation_groups where user_id = $1', [userId]))[0].n;
}

/** False when the name is taken (a race lost to another device). */
export async function createConversationGroup(db: Database, userId: string, name: string): Promise<boolean> {
  return (
    (
      await db.query('insert into im_conversation_groups (user_id, name) values ($1, $2) on conflict do nothing returning name', [
        userId,
        name,
      ])
    ).length > 0
  );
}

export async function deleteConversationGroup(db: Database, userId: string, name: string): Promise<boolean> {
  return (await db.query('delete from im_conversation_groups where user_id = $1 and name = $2 returning name', [userId, name])).length > 0;
}

/** The members follow the new name (on update cascade). */
export async function renameConversationGroup(db: Database, userId: string, oldName: string, newName: string): Promise<boolean> {
  return (
    (
      await db.query('update im_conversation_groups set name = $3 where user_id = $1 and name = $2 returning name', [
        userId,
        oldName,
        newName,
      ])
    ).length > 0
  );
}

export async function addToConversationGroup(db: Database, userId: string, name: string, key: ConversationKey): Promise<void> {
  await db.query(
    'insert into im_conversation_group_members (user_id, group_name, conversation_type, peer) values ($1, $2, $3, $4) on conflict do nothing',
    [userId, name, key.conversationType, key.peer],
  );
}

/** False when the conversation was not in the group. */
export async function removeFromConversationGroup(db: Database, userId: string, name: string, key: ConversationKey): Promise<boolean> {
  const rows = await db.query(
    'delete from im_conversation_group_members where user_id = $1 and group_name = $2 and conversation_type = $3 and peer = $4 returning peer',
    [userId, name, key.conversationType, key.peer],
  );
  return rows.length > 0;
}

/** The ids (C2C<peer>, GROUP<peer>) of those among `keys` that are conversations of the user's: one query for all. */
export async function existingConversationIds(db: Database, userId: string, keys: readonly ConversationKey[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.query<{ id: string }>(
    `select ${conversationIdSql('c')} as id from im_conversations c
     join unnest($2::smallint[], $3::text[]) as k (conversation_type, peer) on c.conversation_type = k.conversation_type and c.peer = k.peer
     where c.user_id = $1`,
    [userId, keys.map((key) => key.conversationType), keys.map((key) => key.peer)],
  );
  return new Set(rows.map((row) => row.id));
}

/** Sets or clears one mark bit (0 to 31) of the user's conversation. */
export async function setMarkBit(db: Database, userId: string, key: ConversationKey, bit: number, enable: boolean): Promise<void> {
  await db.query(
    `update im_conversations set marks = case when $5 then marks | (1::bigint << $4::int) else marks & ~(1::bigint << $4::int) end
     where user_id = $1 and conversation_type = $2 and peer = $3`,
    [userId, key.conversationType, key.peer, bit, enable],
  );
}

export async function setCustomData(db: Database, userId: string, key: ConversationKey, customData: string): Promise<void> {
  await db.query('update im_conversations set custom_data = $4 where user_id = $1 and conversation_type = $2 and peer = $3', [
    userId,
    key.conversationType,
    key.peer,
    customData,
  ]);
}

export async function setRemindType(db: Database, userId: string, key: ConversationKey, remindType: number): Promise<void> {
  await db.query(
    `insert into im_remind_types (user_id, conversation_type, peer, remind_type) values ($1, $2, $3, $4)
     on conflict (user_id, conversation_type, peer) do update set remind_type = excluded.remind_type`,
    [userId, key.conversationType, key.peer, remindType],
  );
}

/** The user's remind flag of one conversation (0, accept and notify, when they never set one). */
export async function remindTypeOf(db: Database, userId: string, key: ConversationKey): Promise<number> {
  const [row] = await db.query<{ remind_type: number }>(
    'select remind_type from im_remind_types where user_id = $1 and conversation_type = $2 and peer = $3',
    [userId, key.conversationType, key.peer],
  );
  return row?.remind_type ?? 0;
}

/** The settings of the user's conversations among `ids` (C2C<peer>/GROUP<peer>), remind types also without one. */
export async function settingsOf(
  db: Database,
  userId: string,
  keys: readonly ConversationKey[],
): Promise<{ conversationId: string; marks: number; customData: string; remindType: number }[]> {
  if (keys.length === 0) return [];
  const rows = await db.query<{ id: string; marks: string | number; custom_data: string; remind_type: number }>(
    `select ${conversationIdSql('k')} as id, coalesce(c.marks, 0) as marks, coalesce(c.custom_data, '') as custom_data, coalesce(r.remind_type, 0)::int as remind_type
     from unnest($2::smallint[], $3::text[]) as k (conversation_type, peer)
     left join im_conversations c on c.user_id = $1 and c.conversation_type = k.conversation_type and c.peer = k.peer
     left join im_remind_types r on r.user_id = $1 and r.conversation_type = k.conversation_type and r.peer = k.peer`,
    [userId, keys.map((key) => key.conversationType), keys.map((key) => key.peer)],
  );
  return rows.map((row) => ({
    conversationId: row.id,
    marks: Number(row.marks),
    customData: row.custom_data,
    remindType: row.remind_type,
  }));
}

/**
 * Clears the conversation's history for the user only (spec 001 §7 clear history): every message so far is deleted
 * for them, as deleteMessage does, and the conversation is read to its end; the peer keeps everything.
 */
export async function clearHistory(db: Database, userId: string, key: ConversationKey): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ thread: string }>(
      'select thread from im_conversations where user_id = $1 and conversation_type = $2 and peer = $3',
      [userId, key.conversationType, key.peer],
    );
    if (!row) return false;
    await tx.query(
      'insert into im_deleted (user_id, message_id) select $1, id from im_messages where conversation_type = $2 and thread = $3 on conflict do nothing',
      [userId, key.conversationType, row.thread],
    );
    await tx.query(
      `update im_conversations set read_seq = greatest(read_seq, coalesce((select last_seq from im_threads where conversation_type = $2 and thread = $4), 0))
       where user_id = $1 and conversation_type = $2 and peer = $3`,
      [userId, key.conversationType, key.peer, row.thread],
    );
    return true;
  });
}

/** Drops group-at tips: the messages at these sequences of these groups (or topics) stop being tips for the user. */
export async function deleteGroupAtTips(
  db: Database,
  userId: string,
  refs: readonly { groupId: string; sequence: number }[],
): Promise<void> {
  if (refs.length === 0) return;
  await db.query(
    `insert into im_group_at_deleted (user_id, message_id)
     select $1, m.id from unnest($2::text[], $3::int[]) as r (thread, sequence)
     join im_messages m on m.conversation_type = 2 and m.thread = r.thread and m.sequence = r.sequence
     on conflict do nothing`,
    [userId, refs.map((ref) => ref.groupId), refs.map((ref) => ref.sequence)],
  );
}

/** Candidate group-at tips of a group conversation: others' text messages after the read position, not dropped. */
export async function mentionCandidates(
  db: Database,
  userId: string,
  thread: string,
  readSeq: number,
): Promise<{ from_id: string; sequence: number; data: string | null }[]> {
  return db.query(
    `select m.from_id, m.sequence, m.elements->0->>'data' as data from im_messages m
     where m.conversation_type = 2 and m.thread = $2 and m.sequence > $3 and m.from_id <> $1 and not m.revoked
       and m.elements->0->>'type' = 'TIMTextElem' and coalesce(m.elements->0->>'data', '') <> ''
       and not exists (select 1 from im_deleted d where d.user_id = $1 and d.message_id = m.id)
       and not exists (select 1 from im_group_at_deleted a where a.user_id = $1 and a.message_id = m.id)
     order by m.sequence`,
    [userId, thread, readSeq],
  );
}
