import { isVip } from '../../money/vip/vip-membership.ts';
import { unixSeconds } from '../../../clock.ts';
import type { VideoComment } from '../../../../schema/generated/api.ts';
import { DomainError } from '../../errors.ts';
import type { Database } from '../../ports.ts';
import type { AttemptLimit } from '../ports.ts';
import {
  addToLikeCount,
  commentPage,
  countComments,
  deleteCommentLike,
  deleteCommentRow,
  insertComment,
  insertCommentLike,
  lockComment,
  type CommentRow,
} from './video-comment-store.ts';
import { isVideoOfKind } from './video-store.ts';

/** The longest comment, in characters (code points, as PostgreSQL's char_length and the client count them). */
export const maxCommentLength = 200;

/** Which kind of video a comment call addresses: recorded (`/rec-video`) or short (`/shortvideo`). */
export type CommentedKind = 'record' | 'short';

/** A comment as the list shows it; `now` (the server clock) decides whether its author is VIP at the moment. */
function present(row: CommentRow, now: Date): VideoComment {
  return {
    id: row.id,
    video_id: row.video_id,
    content: row.content,
    created_at: unixSeconds(row.created_at),
    like_count: row.like_count,
    liked: row.liked ? 1 : 0,
    author: { id: row.user_id, nick_name: row.nick_name, avatar: row.avatar, isVIP: isVip(row, now) },
  };
}

const commentNotFound = () => new DomainError('NOT_FOUND', '评论不存在');
const videoNotFound = () => new DomainError('NOT_FOUND', '视频不存在');

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

/** A page of a video's comments, newest first; "not found" for an id that is not a video of `kind`. */
export async function listComments(
  db: Database,
  videoId: number,
  kind: CommentedKind,
  page: number,
  size: number,
  viewerId: number | undefined,
  now: Date,
): Promise<{ list: VideoComment[]; total: number }> {
  if (!(await isVideoOfKind(db, videoId, kind))) throw videoNotFound();
  const rows = await commentPage(db, videoId, page, size, viewerId);
  return { list: rows.map((row) => present(row, now)), total: await countComments(db, videoId) };
}

/**
 * Stores a fan's comment (trimmed, 1 to 200 characters) on a video of `kind` and answers it as the list shows it. The
 * fan's allowance (`limit`) is counted once the comment would be stored: a refused one costs the fan nothing.
 */
export async function postComment(
  db: Database,
  limit: AttemptLimit,
  comment: { videoId: number; kind: CommentedKind; userId: number; content: string },
  now: Date,
): Promise<VideoComment> {
  const content = comment.content.trim();
  const problem = commentProblem(content);
  if (problem) throw new DomainError('BAD_INPUT', problem);
  if (!(await isVideoOfKind(db, comment.videoId, comment.kind))) throw videoNotFound();
  if (!(await limit.hit(String(comment.userId)))) throw new DomainError('TOO_MANY_REQUESTS', '评论过于频繁，请稍后再试');
  return present(await insertComment(db, comment.videoId, comment.userId, content, now.toISOString()), now);
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
    const comment = await lockComment(tx, commentId);
    if (!comment) throw commentNotFound();
    if (comment.user_id !== userId) throw new DomainError('FORBIDDEN', '只能删除自己的评论');
    await deleteCommentRow(tx, commentId);
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
    if (!(await lockComment(tx, commentId))) throw commentNotFound();
    const changed = like
      ? await insertCommentLike(tx, commentId, userId, now.toISOString())
      : await deleteCommentLike(tx, commentId, userId);
    const step = !changed ? 0 : like ? 1 : -1;
    return { id: commentId, liked: like ? 1 : 0, like_count: await addToLikeCount(tx, commentId, step) };
  });
}
