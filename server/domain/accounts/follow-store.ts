import type { Database } from '../ports.ts';

/** Whether the user is an anchor. */
export async function isAnchor(db: Database, userId: number): Promise<boolean> {
  const [anchor] = await db.query('select 1 from users where id = $1 and is_anchor', [userId]);
  return anchor !== undefined;
}

/** Adds the follow; false when it was there already (the (fan, anchor) key). */
export async function insertFollow(db: Database, userId: number, anchorId: number, at: string): Promise<boolean> {
  const rows = await db.query(
    'insert into anchor_follows (user_id, anchor_id, created_at) values ($1, $2, $3) on conflict do nothing returning 1',
    [userId, anchorId, at],
  );
  return rows.length > 0;
}

/** Removes the follow; false when there was none. */
export async function deleteFollow(db: Database, userId: number, anchorId: number): Promise<boolean> {
  const rows = await db.query('delete from anchor_follows where user_id = $1 and anchor_id = $2 returning 1', [userId, anchorId]);
  return rows.length > 0;
}

/** Moves the fan's count of anchors followed by `step`. */
export async function addFollowing(db: Database, userId: number, step: number): Promise<void> {
  await db.query('update users set attent_count = attent_count + $2 where id = $1', [userId, step]);
}

/** Moves the anchor's fan count by `step` (0 reads it): the count after. */
export async function addFans(db: Database, anchorId: number, step: number): Promise<number> {
  const [counted] = await db.query<{ fans_count: number }>(
    'update users set fans_count = fans_count + $2 where id = $1 returning fans_count',
    [anchorId, step],
  );
  return counted.fans_count;
}

/** Whether the fan follows the anchor. */
export async function followRow(db: Database, userId: number, anchorId: number): Promise<boolean> {
  return (await db.query('select 1 from anchor_follows where user_id = $1 and anchor_id = $2', [userId, anchorId])).length > 0;
}

/** A page of the anchors a fan follows, with their first room (nulls when none), the latest followed first. */
export async function followedPage(db: Database, userId: number, limit: number, offset: number) {
  return db.query<{
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
    [userId, limit, offset],
  );
}

/** How many anchors the fan follows. */
export async function followedCount(db: Database, userId: number): Promise<number> {
  const [{ total }] = await db.query<{ total: number }>('select count(*)::int as total from anchor_follows where user_id = $1', [userId]);
  return Number(total);
}

/** Every fan who follows the anchor (the audience of the anchor's going-live notice, domain/push). */
export async function anchorFollowerIds(db: Database, anchorId: number): Promise<number[]> {
  const rows = await db.query<{ user_id: number }>('select user_id from anchor_follows where anchor_id = $1', [anchorId]);
  return rows.map((r) => r.user_id);
}
