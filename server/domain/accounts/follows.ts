import type { FollowedAnchors } from '../../../schema/generated/api.ts';
import { unixSeconds } from '../../clock.ts';
import { DomainError } from '../errors.ts';
import type { Database } from '../ports.ts';
import {
  addFans,
  addFollowing,
  anchorFollowerIds,
  deleteFollow,
  followedCount,
  followedPage,
  followRow,
  insertFollow,
  isAnchor,
} from './follow-store.ts';

/** What a follow or unfollow answers, and whether the call changed anything (only a change is announced). */
export interface FollowResult {
  anchorid: number;
  attent: 0 | 1;
  fans_count: number;
  changed: boolean;
}

/**
 * Sets whether a fan follows an anchor. The (fan, anchor) key makes it idempotent: a second follow inserts nothing and
 * a second unfollow deletes nothing, and the counters move only with a row that was inserted or deleted, in the same
 * transaction, so fans_count is the number of rows even under concurrent calls.
 */
export async function setFollow(db: Database, userId: number, anchorId: number, follow: boolean, now: Date): Promise<FollowResult> {
  if (userId === anchorId) throw new DomainError('BAD_INPUT', '不能关注自己');
  return db.transaction(async (tx) => {
    if (!(await isAnchor(tx, anchorId))) throw new DomainError('NOT_FOUND', '主播不存在');
    const changed = follow ? await insertFollow(tx, userId, anchorId, now.toISOString()) : await deleteFollow(tx, userId, anchorId);
    const step = !changed ? 0 : follow ? 1 : -1;
    if (step) await addFollowing(tx, userId, step);
    const fansCount = await addFans(tx, anchorId, step);
    return { anchorid: anchorId, attent: follow ? 1 : 0, fans_count: fansCount, changed: step !== 0 };
  });
}

/** Whether a fan follows an anchor (false for guests). */
export async function follows(db: Database, userId: number | undefined, anchorId: number): Promise<boolean> {
  if (userId === undefined) return false;
  return followRow(db, userId, anchorId);
}

/** A followed anchor as the follows page shows it: who, how many fans, and their room (liveid 0 when none). */
export type FollowedAnchor = FollowedAnchors['list'][number];

/** A page of the anchors a fan follows, the latest followed first. */
export async function followedAnchors(
  db: Database,
  userId: number,
  page: number,
  size: number,
): Promise<{ list: FollowedAnchor[]; total: number }> {
  const rows = await followedPage(db, userId, size, (page - 1) * size);
  const total = await followedCount(db, userId);
  return {
    total,
    list: rows.map((r) => ({
      anchorid: r.anchorid,
      nick_name: r.nick_name,
      avatar: r.avatar,
      fans_count: r.fans_count,
      liveid: r.liveid ?? 0,
      title: r.title ?? '',
      followed_at: unixSeconds(r.created_at),
    })),
  };
}

/** The fans who follow the anchor: whom the anchor's going-live notice is for (domain/push). */
export function followersOfAnchor(db: Database, anchorId: number): Promise<number[]> {
  return anchorFollowerIds(db, anchorId);
}
