import type { Database } from '../ports.ts';

/** A stored system message, with when the fan read it (null while unread). */
export interface MessageRow {
  id: number;
  kind: string;
  title_zh: string;
  title_pt: string;
  content_zh: string;
  content_pt: string;
  link: string;
  created_at: Date | string;
  read_at: Date | string | null;
}

/** The messages a fan sees: their own and everyone's. */
const visible = '(m.user_id = $1 or m.user_id is null)';

/** Stores a message (for everyone when userId is null); a seed key already stored inserts nothing. */
export async function insertMessage(
  db: Database,
  message: {
    userId: number | null;
    kind: string;
    titleZh: string;
    titlePt: string;
    contentZh: string;
    contentPt: string;
    link: string;
    seedKey: string | null;
    at: string;
  },
): Promise<void> {
  await db.query(
    `insert into system_messages (user_id, kind, title_zh, title_pt, content_zh, content_pt, link, seed_key, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict (seed_key) do nothing`,
    [
      message.userId,
      message.kind,
      message.titleZh,
      message.titlePt,
      message.contentZh,
      message.contentPt,
      message.link,
      message.seedKey,
      message.at,
    ],
  );
}

/** A page of the fan's messages, newest first. */
export async function messagesPage(db: Database, userId: number, limit: number, offset: number): Promise<MessageRow[]> {
  return db.query<MessageRow>(
    `select m.id, m.kind, m.title_zh, m.title_pt, m.content_zh, m.content_pt, m.link, m.created_at, r.read_at
     from system_messages m left join system_message_reads r on r.message_id = m.id and r.user_id = $1
     where ${visible} order by m.created_at desc, m.id desc limit $2 offset $3`,
    [userId, limit, offset],
  );
}

/** How many messages the fan sees. */
export async function visibleMessages(db: Database, userId: number): Promise<number> {
  const [{ total }] = await db.query<{ total: number }>(`select count(*)::int as total from system_messages m where ${visible}`, [userId]);
  return Number(total);
}

/** How many of the messages the fan sees they have not read. */
export async function unreadMessages(db: Database, userId: number): Promise<number> {
  const [{ unread }] = await db.query<{ unread: number }>(
    `select count(*)::int as unread from system_messages m
     where ${visible} and not exists (select 1 from system_message_reads r where r.message_id = m.id and r.user_id = $1)`,
    [userId],
  );
  return Number(unread);
}

/** Marks read at `at` the fan's messages of `ids`, or all of them when `ids` is absent; read ones stay as they were. */
export async function markMessagesRead(db: Database, userId: number, ids: readonly number[] | undefined, at: string): Promise<void> {
  const only = ids === undefined ? '' : ' and m.id = any($3)';
  await db.query(
    `insert into system_message_reads (user_id, message_id, read_at)
     select $1, m.id, $2 from system_messages m where ${visible}${only}
     on conflict do nothing`,
    ids === undefined ? [userId, at] : [userId, at, [...ids]],
  );
}
