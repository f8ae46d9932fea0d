import type { VideoComment } from '../../schema/generated/api.ts';
import type { Database } from '../db/database.ts';

/** The longest comment, in characters (code points, as PostgreSQL's char_length and the client count them). */
export const maxCommentLength = 200;

interface CommentRow {
  id: number;
  video_id: number;
  content: string;
  created_at: Date | string;
  user_id: number;
  nick_name: string;
  avatar: string;
}

const select = `select c.id, c.video_id, c.content, c.created_at, c.user_id, u.nick_name, u.avatar
  from video_comments c join users u on u.id = c.user_id`;

function present(row: CommentRow): VideoComment {
  return {
    id: row.id,
    video_id: row.video_id,
    content: row.content,
    created_at: Math.floor(new Date(row.created_at).getTime() / 1000),
    author: { id: row.user_id, nick_name: row.nick_name, avatar: row.avatar },
  };
}

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

/** Whether `videoId` is a recorded video: comments belong to those only (short videos' counts are the seed's). */
export async function isRecordVideo(db: Database, videoId: number): Promise<boolean> {
  return (await db.query("select 1 from videos where id = $1 and kind = 'record'", [videoId])).length > 0;
}

/** A page of a video's comments, newest first (by id: two comments of one second keep the order they came in). */
export async function listComments(db: Database, videoId: number, page: number, size: number): Promise<{ list: VideoComment[]; total: number }> {
  const rows = await db.query<CommentRow>(`${select} where c.video_id = $1 order by c.id desc limit $2 offset $3`, [videoId, size, (page - 1) * size]);
  const [{ total }] = await db.query<{ total: number }>('select count(*)::int as total from video_comments where video_id = $1', [videoId]);
  return { list: rows.map(present), total };
}

/** Stores a checked, trimmed comment and answers it as the list shows it. */
export async function addComment(db: Database, videoId: number, userId: number, content: string, now: Date): Promise<VideoComment> {
  const [{ id }] = await db.query<{ id: number }>('insert into video_comments (video_id, user_id, content, created_at) values ($1, $2, $3, $4) returning id', [videoId, userId, content, now.toISOString()]);
  const [row] = await db.query<CommentRow>(`${select} where c.id = $1`, [id]);
  return present(row);
}
