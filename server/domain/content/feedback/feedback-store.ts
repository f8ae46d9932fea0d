import type { FeedbackListRequest } from '../../../../schema/generated/api.ts';
import type { Database } from '../../ports.ts';

/** What a message to customer service is about, or `report` for a report of a chat user or group (reports.ts). */
export type FeedbackCategory = NonNullable<FeedbackListRequest['category']>;

/** How many of `keys` are uploads of `userId`. */
export async function countOwnUploads(db: Database, keys: readonly (string | null)[], userId: number): Promise<number> {
  const [{ own }] = await db.query<{ own: number }>('select count(*)::int as own from uploads where key = any($1) and user_id = $2', [
    keys,
    userId,
  ]);
  return own;
}

/** A message or report as stored. */
export interface NewFeedbackRow {
  userId: number | null;
  category: FeedbackCategory;
  content: string;
  contact: string;
  images: readonly string[];
  target?: { type: 'user' | 'group'; id: string; reason: string };
}

/** Keeps a message (or a report, with what it names and why); answers its id. */
export async function insertFeedback(db: Database, row: NewFeedbackRow, at: string): Promise<number> {
  const [inserted] = row.target
    ? await db.query<{ id: number }>(
        `insert into feedback (user_id, category, content, contact, images, target_type, target_id, reason, created_at)
     values ($1, 'report', $2, '', $3, $4, $5, $6, $7) returning id`,
        [row.userId, row.content, JSON.stringify(row.images), row.target.type, row.target.id, row.target.reason, at],
      )
    : await db.query<{ id: number }>(
        'insert into feedback (user_id, category, content, contact, images, created_at) values ($1, $2, $3, $4, $5, $6) returning id',
        [row.userId, row.category, row.content, row.contact, JSON.stringify(row.images), at],
      );
  return inserted.id;
}

export interface FeedbackRow {
  id: number;
  category: FeedbackCategory;
  content: string;
  contact: string;
  images: string[];
  reply: string | null;
  created_at: Date | string;
  replied_at: Date | string | null;
}

/** A page of one fan's messages, newest first, with how many they sent. */
export async function feedbackOf(
  db: Database,
  userId: number,
  page: number,
  size: number,
): Promise<{ rows: FeedbackRow[]; total: number }> {
  const rows = await db.query<FeedbackRow>(
    'select id, category, content, contact, images, reply, created_at, replied_at from feedback where user_id = $1 order by id desc limit $2 offset $3',
    [userId, size, (page - 1) * size],
  );
  const [{ total }] = await db.query<{ total: number }>('select count(*)::int as total from feedback where user_id = $1', [userId]);
  return { rows, total };
}

/** Stores customer service's reply to an unanswered message; undefined when it is missing or answered already. */
export async function storeReply(db: Database, id: number, reply: string, at: string): Promise<{ user_id: number | null } | undefined> {
  const [row] = await db.query<{ user_id: number | null }>(
    'update feedback set reply = $2, replied_at = $3 where id = $1 and reply is null returning user_id',
    [id, reply, at],
  );
  return row;
}

/** Whether a message exists. */
export async function feedbackExists(db: Database, id: number): Promise<boolean> {
  return (await db.query('select 1 from feedback where id = $1', [id])).length > 0;
}

export interface ReceivedRow {
  id: number;
  user_id: number | null;
  category: FeedbackCategory;
  content: string;
  contact: string;
  images: string[];
  target_type: 'user' | 'group' | null;
  target_id: string | null;
  reason: string | null;
  reply: string | null;
  created_at: Date | string;
}

/** A page of everything received, newest first, of one category or all, with how many there are. */
export async function receivedPage(
  db: Database,
  category: FeedbackCategory | undefined,
  page: number,
  size: number,
): Promise<{ rows: ReceivedRow[]; total: number }> {
  const filter = category ? 'where category = $3' : 'where $3::text is null';
  const rows = await db.query<ReceivedRow>(
    `select id, user_id, category, content, contact, images, target_type, target_id, reason, reply, created_at from feedback ${filter} order by id desc limit $1 offset $2`,
    [size, (page - 1) * size, category ?? null],
  );
  const [{ total }] = await db.query<{ total: number }>(`select count(*)::int as total from feedback ${filter.replace('$3', '$1')}`, [
    category ?? null,
  ]);
  return { rows, total };
}
