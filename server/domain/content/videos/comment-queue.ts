import { unixSeconds } from '../../../clock.ts';
import { DomainError } from '../../errors.ts';
import type { Database } from '../../ports.ts';
import {
  commentIdIssued,
  countWaitingComments,
  lockWaitingComment,
  markCommentReviewed,
  waitingCommentRows,
} from './comment-queue-store.ts';
import { countComments, deleteCommentRow } from './video-comment-store.ts';

/** How many comments the console's screen shows at once, the oldest first. */
const queuePageSize = 50;

/** A waiting comment as the audit log keeps it. */
export interface QueuedComment {
  videoId: number;
  userId: number;
  content: string;
}

/**
 * The console's video comments queue (docs/operators.md "Video comments"): fans' comments no moderator has kept or
 * deleted, oldest first, with the video and author; the content is plain text (the console renders it as text).
 */
export async function commentQueue(db: Database) {
  const [rows, total] = await Promise.all([waitingCommentRows(db, queuePageSize), countWaitingComments(db)]);
  const items = rows.map((row) => ({
    id: row.id,
    videoId: row.video_id,
    videoKind: row.video_kind,
    videoTitle: row.video_title,
    userId: row.user_id,
    nickName: row.nick_name,
    content: row.content,
    createdAt: unixSeconds(row.created_at),
  }));
  return { items, total };
}

/** How many comments wait (the navigation's count). */
export const waitingComments = (db: Database): Promise<number> => countWaitingComments(db);

/**
 * The waiting comment `id`, locked: one already kept or deleted is a CONFLICT (the route names who from the audit log;
 * a fan's own deletion has no entry, and the message says it is gone), an id never issued NOT_FOUND.
 */
async function waitingComment(db: Database, id: number): Promise<QueuedComment> {
  const row = await lockWaitingComment(db, id);
  if (row) return { videoId: row.video_id, userId: row.user_id, content: row.content };
  if (await commentIdIssued(db, id)) throw new DomainError('CONFLICT', '该评论已处理或已被删除');
  throw new DomainError('NOT_FOUND', '评论不存在');
}

/** Keeps a waiting comment: it leaves the queue and stays on the video. Answers the comment as it was. */
export async function keepComment(db: Database, id: number, now: Date): Promise<QueuedComment> {
  const comment = await waitingComment(db, id);
  await markCommentReviewed(db, id, now.toISOString());
  return comment;
}

/**
 * Deletes a waiting comment (its likes go with it): the fan app no longer lists it. Answers the comment as it was and
 * the video's comment count after.
 */
export async function deleteQueuedComment(db: Database, id: number): Promise<{ comment: QueuedComment; total: number }> {
  const comment = await waitingComment(db, id);
  await deleteCommentRow(db, id);
  return { comment, total: await countComments(db, comment.videoId) };
}
