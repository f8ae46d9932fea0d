import type { FollowedAnchors } from '../../schema/generated/api.ts';
import type { Database } from '../db/database.ts';
import { DomainError } from '../domain/errors.ts';

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
    const [anchor] = await tx.query('select 1 from users where id = $1 and is_anchor', [anchorId]);
    if (!anchor) throw new DomainError('NOT_FOUND', '主播不存在');
    const rows = follow
      ? await tx.query(
          'insert into anchor_follows (user_id, anchor_id, created_at) values ($1, $2, $3) on conflict do nothing returning 1',
          [userId, anchorId, now.toISOString()],
        )
      : await tx.query('delete from anchor_follows where user_id = $1 and anchor_id = $2 returning 1', [userId, anchorId]);
    const step = rows.length === 0 ? 0 : follow ? 1 : -1;
    if (step) await tx.query('update users set attent_count = attent_count + $2 where id = $1', [userId, step]);
    const [counted] = await tx.query<{ fans_count: number }>(
      'update users set fans_count = fans_count + $2 where id = $1 returning fans_count',
      [anchorId, step],
    );
    return { anchorid: anchorId, attent: follow ? 1 : 0, fans_count: counted.fans_count, changed: step !== 0 };
  });
}

/** Whether a fan follows an anchor (false for guests). */
export async function follows(db: Database, userId: number | undefined, anchorId: number): Promise<boolean> {
  if (userId === undefined) return false;
  return (await db.query('select 1 from anchor_follows where user_id = $1 and anchor_id = $2', [userId, anchorId])).length > 0;
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
  const rows = await db.query<{
    anchorid: number;
    nick_name: string;
    avatar: string;
    fans_count: number;
    liveid: number | null;
    title: string | null;
    created_at: Date | string;
  }>(
    `select u.id as anchorid, u.nick_name, u.avatar, u.fans_count, r.liveid, r.title, f.created_at
     from anchor_follows f join users u on u.id = f.anchor_id
     left join lateral (select liveid, title from rooms where anchor_id = u.id order by liveid limit 1) r on true
     where f.user_id = $1 order by f.created_at desc, u.id limit $2 offset $3`,
    [userId, size, (page - 1) * size],
  );
  const [{ total }] = await db.query<{ total: number }>('select count(*)::int as total from anchor_follows where user_id = $1', [userId]);
  return {
    total: Number(total),
    list: rows.map((r) => ({
      anchorid: r.anchorid,
      nick_name: r.nick_name,
      avatar: r.avatar,
      fans_count: r.fans_count,
      liveid: r.liveid ?? 0,
      title: r.title ?? '',
      followed_at: Math.floor(new Date(r.created_at).getTime() / 1000),
    })),
  };
}
