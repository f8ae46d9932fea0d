import { isVip } from '../domain/money/vip/vip-membership.ts';
import type { VideoComment } from '../../schema/generated/api.ts';
import type { Database } from '../db/database.ts';
import { DomainError } from '../domain/errors.ts';

/** The longest comment, in characters (code points, as PostgreSQL's char_length and the client count them). */
export const maxCommentLength = 200;

/** Which kind of video a comment call addresses: recorded (`/rec-video`) or short (`/shortvideo`). */
export type CommentedKind = 'record' | 'short';

interface CommentRow {
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

/** A comment as the list shows it; `now` (the server clock) decides whether its author is VIP at the moment. */
function present(row: CommentRow, now: Date): VideoComment {
  return {
    id: row.id,
    video_id: row.video_id,
    content: row.content,
    created_at: Math.floor(new Date(row.created_at).getTime() / 1000),
    like_count: row.like_count,
    liked: row.liked ? 1 : 0,
    author: { id: row.user_id, nick_name: row.nick_name, avatar: row.avatar, isVIP: isVip(row, now) },
  };
}

const commentNotFound = () => new DomainError('NOT_FOUND', '评论不存在');

/**
 * Why a comment cannot be posted as typed, or null when it can: empty once trimmed, or longer than 200 characters.
 * The messages are the answer's `msg` (docs/api.md "Video comments").
 */
export function commentProblem(content: string): string | null {
  const length = [...content].length;
  if (length === 0) return '评论内容不能为空';
  if (length > maxCommentLength) return `评论最多${maxCommentLength}字`;
  return null;
}

/** Whether `videoId` is a video of `kind`: ids are one space, so a call that names the wrong kind finds nothing. */
export async function isVideoOfKind(db: Database, videoId: number, kind: CommentedKind): Promise<boolean> {
  return (await db.query('select 1 from videos where id = $1 and kind = $2', [videoId, kind])).length > 0;
}

/** A page of a video's comments, newest first (by id: two comments of one second keep the order they came in). */
export async function listComments(
  db: Database,
  videoId: number,
  page: number,
  size: number,
  viewerId: number | undefined,
  now: Date,
): Promise<{ list: VideoComment[]; total: number }> {
  const rows = await db.query<CommentRow>(`${select} where c.video_id = $2 order by c.id desc limit $3 offset $4`, [
    viewerId ?? 0,
    videoId,
    size,
    (page - 1) * size,
  ]);
  return { list: rows.map((row) => present(row, now)), total: await countComments(db, videoId) };
}

async function countComments(db: Database, videoId: number): Promise<number> {
  const [{ total }] = await db.query<{ total: number }>('select count(*)::int as total from video_comments where video_id = $1', [videoId]);
  return total;
}

/** Stores a checked, trimmed comment and answers it as the list shows it. */
export async function addComment(db: Database, videoId: number, userId: number, content: string, now: Date): Promise<VideoComment> {
  const [{ id }] = await db.query<{ id: number }>(
    'insert into video_comments (video_id, user_id, content, created_at) values ($1, $2, $3, $4) returning id',
    [videoId, userId, content, now.toISOString()],
  );
  const [row] = await db.query<CommentRow>(`${select} where c.id = $2`, [userId, id]);
  return present(row, now);
}

/**
 * Deletes the fan's own comment (its likes go with it) and answers the video's comment count after. Status 3 for a
 * comment that does not exist (or no longer does), 4 for someone else's.
 */
export async function deleteComment(
  db: Database,
  commentId: number,
  userId: number,
): Promise<{ id: number; video_id: number; total: number }> {
  return db.transaction(async (tx) => {
    const [comment] = await tx.query<{ user_id: number; video_id: number }>(
      'select user_id, video_id from video_comments where id = $1 for update',
      [commentId],
    );
    if (!comment) throw commentNotFound();
    if (comment.user_id !== userId) throw new DomainError('FORBIDDEN', '只能删除自己的评论');
    await tx.query('delete from video_comments where id = $1', [commentId]);
    return { id: commentId, video_id: comment.video_id, total: await countComments(tx, comment.video_id) };
  });
}

/**
 * Sets whether a fan likes a comment. The (comment, fan) key makes it idempotent: a second like inserts nothing and a
 * second unlike deletes nothing, and like_count moves only with a row inserted or deleted, in the same transaction.
 */
export async function setCommentLike(
  db: Database,
  commentId: number,
  userId: number,
  like: boolean,
  now: Date,
): Promise<{ id: number; liked: 0 | 1; like_count: number }> {
  return db.transaction(async (tx) => {
    const [comment] = await tx.query('select 1 from video_comments where id = $1 for update', [commentId]);
    if (!comment) throw commentNotFound();
    const rows = like
      ? await tx.query(
          'insert into video_comment_likes (comment_id, user_id, created_at) values ($1, $2, $3) on conflict do nothing returning 1',
          [commentId, userId, now.toISOString()],
        )
      : await tx.query('delete from video_comment_likes where comment_id = $1 and user_id = $2 returning 1', [commentId, userId]);
    const step = rows.length === 0 ? 0 : like ? 1 : -1;
    const [counted] = await tx.query<{ like_count: number }>(
      'update video_comments set like_count = like_count + $2 where id = $1 returning like_count',
      [commentId, step],
    );
    return { id: commentId, liked: like ? 1 : 0, like_count: counted.like_count };
  });
}
