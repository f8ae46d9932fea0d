import type { Database } from '../../ports.ts';

/** A fan's comment waiting for a moderator, with its author and video. */
export interface WaitingCommentRow {
  id: number;
  video_id: number;
  video_kind: 'record' | 'short';
  video_title: string;
  user_id: number;
  nick_name: string;
  content: string;
  created_at: Date | string;
}

/** The comments no moderator has kept yet, oldest first, at most `limit`. */
export function waitingCommentRows(db: Database, limit: number): Promise<WaitingCommentRow[]> {
  return db.query<WaitingCommentRow>(
    `select c.id, c.video_id, v.kind as video_kind, v.title as video_title, c.user_id, u.nick_name, c.content, c.created_at
     from video_comments c join videos v on v.id = c.video_id join users u on u.id = c.user_id
     where c.reviewed_at is null order by c.id limit $1`,
    [limit],
  );
}

/** How many comments wait. */
export async function countWaitingComments(db: Database): Promise<number> {
  const [{ total }] = await db.query<{ total: number }>('select count(*)::int as total from video_comments where reviewed_at is null');
  return total;
}

/** A waiting comment, locked until the transaction ends; undefined when it is gone or was kept. */
export async function lockWaitingComment(
  db: Database,
  id: number,
): Promise<{ video_id: number; user_id: number; content: string } | undefined> {
  const [row] = await db.query<{ video_id: number; user_id: number; content: string }>(
    'select video_id, user_id, content from video_comments where id = $1 and reviewed_at is null for update',
    [id],
  );
  return row;
}

/** Marks a comment kept. */
export async function markCommentReviewed(db: Database, id: number, at: string): Promise<void> {
  await db.query('update video_comments set reviewed_at = $2 where id = $1', [id, at]);
}

/** Whether a comment with this id was ever stored (the id sequence has handed it out). */
export async function commentIdIssued(db: Database, id: number): Promise<boolean> {
  const [row] = await db.query<{ issued: boolean }>('select is_called and $1 <= last_value as issued from video_comments_id_seq', [id]);
  return row.issued;
}
