import type { Database } from '../../ports.ts';

export interface CommentRow {
  id: number;
  video_id: number;
  content: string;
  created_at: Date | string;
  like_count: number;
  liked: boolean;
  user_id: number;
  nick_name: string;
  avatar: string;
  vip_level: number;
  vip_date: Date | string | null;
}

/** Comments with their author and whether the fan `$1` likes each (0 for a guest, who likes none). */
const select = `select c.id, c.video_id, c.content, c.created_at, c.like_count, c.user_id, u.nick_name, u.avatar, u.vip_level, u.vip_date,
    exists (select 1 from video_comment_likes l where l.comment_id = c.id and l.user_id = $1) as liked
  from video_comments c join users u on u.id = c.user_id`;

/** A page of a video's comments, newest first (by id: two comments of one second keep the order they came in). */
export function commentPage(
  db: Database,
  videoId: number,
  page: number,
  size: number,
  viewerId: number | undefined,
): Promise<CommentRow[]> {
  return db.query<CommentRow>(`${select} where c.video_id = $2 order by c.id desc limit $3 offset $4`, [
    viewerId ?? 0,
    videoId,
    size,
    (page - 1) * size,
  ]);
}

/** How many comments a video has. */
export async function countComments(db: Database, videoId: number): Promise<number> {
  const [{ total }] = await db.query<{ total: number }>('select count(*)::int as total from video_comments where video_id = $1', [videoId]);
  return total;
}

/** Stores a comment; answers it as the list reads it, for its author. */
export async function insertComment(db: Database, videoId: number, userId: number, content: string, at: string): Promise<CommentRow> {
  const [{ id }] = await db.query<{ id: number }>(
    'insert into video_comments (video_id, user_id, content, created_at) values ($1, $2, $3, $4) returning id',
    [videoId, userId, content, at],
  );
  const [row] = await db.query<CommentRow>(`${select} where c.id = $2`, [userId, id]);
  return row;
}

/** A comment's author and video, locked until the transaction ends; undefined when there is none. */
export async function lockComment(db: Database, commentId: number): Promise<{ user_id: number; video_id: number } | undefined> {
  const [comment] = await db.query<{ user_id: number; video_id: number }>(
    'select user_id, video_id from video_comments where id = $1 for update',
    [commentId],
  );
  return comment;
}

/** Deletes a comment (its likes go with it). */
export async function deleteCommentRow(db: Database, commentId: number): Promise<void> {
  await db.query('delete from video_comments where id = $1', [commentId]);
}

/** Adds a fan's like of a comment; false when it was there already. */
export async function insertCommentLike(db: Database, commentId: number, userId: number, at: string): Promise<boolean> {
  const rows = await db.query(
    'insert into video_comment_likes (comment_id, user_id, created_at) values ($1, $2, $3) on conflict do nothing returning 1',
    [commentId, userId, at],
  );
  return rows.length > 0;
}

/** Takes a fan's like of a comment back; false when there was none. */
export async function deleteCommentLike(db: Database, commentId: number, userId: number): Promise<boolean> {
  const rows = await db.query('delete from video_comment_likes where comment_id = $1 and user_id = $2 returning 1', [commentId, userId]);
  return rows.length > 0;
}

/** Moves a comment's like count by `step`; answers the count after. */
export async function addToLikeCount(db: Database, commentId: number, step: number): Promise<number> {
  const [counted] = await db.query<{ like_count: number }>(
    'update video_comments set like_count = like_count + $2 where id = $1 returning like_count',
    [commentId, step],
  );
  return counted.like_count;
}
