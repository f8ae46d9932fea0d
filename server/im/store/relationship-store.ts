import type { Database } from '../../db/database.ts';

/**
 * Friends, friend applications, profiles and the blacklist of chat users (migration 032). Chat ids are text; only
 * registered users (numeric ids) have relationships, so every function takes their numeric ids.
 */

export interface FriendRow {
  friend_id: number;
  remark: string;
  source: string;
  add_time: number;
}

export interface ApplicationRow {
  from_id: number;
  to_id: number;
  source: string;
  wording: string;
  remark: string;
  created_at: number;
}

export interface ProfileRow {
  id: number;
  nick_name: string;
  avatar: string;
  signature: string;
  fields: Record<string, string>;
}

export async function existingUsers(db: Database, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.query<{ id: number }>('select id from users where id = any($1::int[])', [ids]);
  return new Set(rows.map((row) => row.id));
}

export async function friendsOf(db: Database, userId: number): Promise<FriendRow[]> {
  return db.query<FriendRow>(
    `select friend_id, remark, source, extract(epoch from created_at)::int as add_time from friends where user_id = $1 order by created_at, friend_id`,
    [userId],
  );
}

/** Users with `userId` in their friend list, and those in its own. */
export function listedWith(db: Database, userId: number): Promise<{ user_id: number }[]> {
  return db.query<{ user_id: number }>(
    'select user_id from friends where friend_id = $1 union select friend_id from friends where user_id = $1',
    [userId],
  );
}

export async function isFriend(db: Database, userId: number, friendId: number): Promise<boolean> {
  return (await db.query('select 1 from friends where user_id = $1 and friend_id = $2', [userId, friendId])).length > 0;
}

/** Puts `friendId` in `userId`'s list (no change when it is there already). */
export async function addFriendRow(
  db: Database,
  userId: number,
  friendId: number,
  source: string,
  remark: string,
  now: number,
): Promise<void> {
  await db.query(
    'insert into friends (user_id, friend_id, source, remark, created_at) values ($1, $2, $3, $4, to_timestamp($5)) on conflict do nothing',
    [userId, friendId, source, remark, now],
  );
}

/** Takes `friendId` out of `userId`'s list, and out of its friend groups: they hold current friends only. */
export async function removeFriendRow(db: Database, userId: number, friendId: number): Promise<boolean> {
  await db.query('delete from im_friend_group_members where user_id = $1 and member_id = $2', [userId, friendId]);
  return (await db.query('delete from friends where user_id = $1 and friend_id = $2 returning 1', [userId, friendId])).length > 0;
}

export async function setRemark(db: Database, userId: number, friendId: number, remark: string): Promise<boolean> {
  return (
    (await db.query('update friends set remark = $3 where user_id = $1 and friend_id = $2 returning 1', [userId, friendId, remark]))
      .length > 0
  );
}

/** Files (or renews) an application; its time is the newest one's. */
export async function saveApplication(db: Database, application: ApplicationRow): Promise<void> {
  await db.query(
    `insert into im_friend_applications (from_id, to_id, source, wording, remark, created_at) values ($1, $2, $3, $4, $5, $6)
     on conflict (from_id, to_id) do update set source = excluded.source, wording = excluded.wording, remark = excluded.remark, created_at = excluded.created_at`,
    [application.from_id, application.to_id, application.source, application.wording, application.remark, application.created_at],
  );
}

export async function takeApplication(db: Database, fromId: number, toId: number): Promise<ApplicationRow | undefined> {
  const [row] = await db.query<ApplicationRow>('delete from im_friend_applications where from_id = $1 and to_id = $2 returning *', [
    fromId,
    toId,
  ]);
  return row;
}

/** Applications sent to and by the user, newest first. */
export async function applicationsOf(db: Database, userId: number): Promise<ApplicationRow[]> {
  return db.query<ApplicationRow>(
    'select * from im_friend_applications where to_id = $1 or from_id = $1 order by created_at desc, from_id, to_id',
    [userId],
  );
}

export async function profilesOf(db: Database, ids: readonly number[]): Promise<ProfileRow[]> {
  if (ids.length === 0) return [];
  return db.query<ProfileRow>(
    `select u.id, u.nick_name, u.avatar, u.signature, coalesce(p.fields, '{}'::jsonb) as fields
     from users u left join im_profiles p on p.user_id = u.id where u.id = any($1::int[]) order by u.id`,
    [ids],
  );
}

/** Stores checked fields: nick, avatar and selfSignature are the app's own profile columns, the rest im_profiles. */
export async function updateProfile(db: Database, userId: number, items: readonly { tag: string; value: string }[]): Promise<void> {
  const own: Record<string, string> = { nick: 'nick_name', avatar: 'avatar', selfSignature: 'signature' };
  const fields: Record<string, string> = {};
  await db.transaction(async (tx) => {
    for (const { tag, value } of items) {
      if (own[tag]) await tx.query(`update users set ${own[tag]} = $2 where id = $1`, [userId, value]);
      else fields[tag] = value;
    }
    await tx.query(
      `insert into im_profiles (user_id, fields) values ($1, $2::jsonb) on conflict (user_id) do update set fields = im_profiles.fields || excluded.fields`,
      [userId, JSON.stringify(fields)],
    );
  });
}

export async function applicationsReadAt(db: Database, userId: number): Promise<number> {
  const [row] = await db.query<{ applications_read_at: number }>('select applications_read_at from im_profiles where user_id = $1', [
    userId,
  ]);
  return row?.applications_read_at ?? 0;
}

export async function markApplicationsRead(db: Database, userId: number, now: number): Promise<void> {
  await db.query(
    'insert into im_profiles (user_id, applications_read_at) values ($1, $2) on conflict (user_id) do update set applications_read_at = excluded.applications_read_at',
    [userId, now],
  );
}

export async function blacklistOf(
  db: Database,
  userId: number,
  start: number,
  count: number,
): Promise<{ blocked_id: number; created_at: number }[]> {
  return db.query('select blocked_id, created_at from im_blacklist where user_id = $1 order by created_at, blocked_id offset $2 limit $3', [
    userId,
    start,
    count,
  ]);
}

export async function isBlocked(db: Database, userId: number, blockedId: number): Promise<boolean> {
  return (await db.query('select 1 from im_blacklist where user_id = $1 and blocked_id = $2', [userId, blockedId])).length > 0;
}

export async function block(db: Database, userId: number, blockedId: number, now: number): Promise<void> {
  await db.query('insert into im_blacklist (user_id, blocked_id, created_at) values ($1, $2, $3) on conflict do nothing', [
    userId,
    blockedId,
    now,
  ]);
}

export async function unblock(db: Database, userId: number, blockedId: number): Promise<boolean> {
  return (await db.query('delete from im_blacklist where user_id = $1 and blocked_id = $2 returning 1', [userId, blockedId])).length > 0;
}

/** The user's friend groups with their members, by name. */
export async function friendGroupsOf(db: Database, userId: number): Promise<{ name: string; members: number[] }[]> {
  const rows = await db.query<{ name: string; member_id: number | null }>(
    'select g.name, m.member_id from im_friend_groups g left join im_friend_group_members m on m.user_id = g.user_id and m.name = g.name where g.user_id = $1 order by g.name, m.member_id',
    [userId],
  );
  const groups = new Map<string, number[]>();
  for (const row of rows) {
    const members = groups.get(row.name) ?? [];
    if (row.member_id !== null) members.push(row.member_id);
    groups.set(row.name, members);
  }
  return [...groups].map(([name, members]) => ({ name, members }));
}

/** False when the user has a group of that name already. */
export async function createFriendGroup(db: Database, userId: number, name: string): Promise<boolean> {
  return (
    (await db.query('insert into im_friend_groups (user_id, name) values ($1, $2) on conflict do nothing returning 1', [userId, name]))
      .length > 0
  );
}

export async function deleteFriendGroup(db: Database, userId: number, name: string): Promise<boolean> {
  return (await db.query('delete from im_friend_groups where user_id = $1 and name = $2 returning 1', [userId, name])).length > 0;
}

/** Renames a group (its members follow): false when it does not exist or the new name is taken. */
export async function renameFriendGroup(db: Database, userId: number, oldName: string, newName: string): Promise<boolean> {
  if ((await db.query('select 1 from im_friend_groups where user_id = $1 and name = $2', [userId, newName])).length > 0) return false;
  return (
    (await db.query('update im_friend_groups set name = $3 where user_id = $1 and name = $2 returning 1', [userId, oldName, newName]))
      .length > 0
  );
}

export async function hasFriendGroup(db: Database, userId: number, name: string): Promise<boolean> {
  return (await db.query('select 1 from im_friend_groups where user_id = $1 and name = $2', [userId, name])).length > 0;
}

export async function addToFriendGroup(db: Database, userId: number, name: string, memberId: number): Promise<void> {
  await db.query('insert into im_friend_group_members (user_id, name, member_id) values ($1, $2, $3) on conflict do nothing', [
    userId,
    name,
    memberId,
  ]);
}

export async function removeFromFriendGroup(db: Database, userId: number, name: string, memberId: number): Promise<boolean> {
  return (
    (
      await db.query('delete from im_friend_group_members where user_id = $1 and name = $2 and member_id = $3 returning 1', [
        userId,
        name,
        memberId,
      ])
    ).length > 0
  );
}
