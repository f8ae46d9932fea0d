import type { Database } from '../../db/database.ts';
import type { GroupKind, GroupRow } from './group-row-store.ts';
import { deleteTopicThread } from './topic-store.ts';

/**
 * Groups users create, their members and their join applications (migration 034). Chat ids are text, as everywhere
 * in the gateway; a member's nick and avatar come from `users` (guests have none and cannot be members here).
 */

/** Custom only in a community (migration 049), a plain member there. */
export type MemberRole = 'Owner' | 'Admin' | 'Member' | 'Custom';

export interface MemberRow {
  user_id: string;
  role: MemberRole;
  joined_at: number;
  name_card: string;
  mute_until: number;
  nick: string;
  avatar: string;
  /** Key to value (migration 042). */
  custom_fields: Record<string, string>;
  marks: number[];
}

export interface ApplicationRow {
  group_id: string;
  group_name: string;
  applicant: string;
  applicant_nick: string;
  apply_message: string;
  created_at: number;
  /** The user a member invited (migration 049); '' for a request to join. */
  invitee: string;
}

const memberColumns = `m.user_id, m.role, m.joined_at, m.name_card, m.mute_until, m.custom_fields, m.marks, coalesce(u.nick_name, '') as nick, coalesce(u.avatar, '') as avatar`;
const memberJoin = `im_group_members m left join users u on u.id::text = m.user_id`;
/** Owner first, then admins, then members, each by join time. */
const memberOrder = `case m.role when 'Owner' then 0 when 'Admin' then 1 else 2 end, m.joined_at, m.user_id`;

/** A new group; its slow mode is the column's default (none). */
export async function insertGroup(db: Database, group: Omit<GroupRow, 'info_time'>): Promise<void> {
  await db.query(
    `insert into im_groups (group_id, type, name, introduction, notification, avatar, owner_id, join_option, mute_all, max_members, created_at, info_time, is_support_topic, invite_option)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11, $12, $13)`,
    [
      group.group_id,
      group.type,
      group.name,
      group.introduction,
      group.notification,
      group.avatar,
      group.owner_id,
      group.join_option,
      group.mute_all,
      group.max_members,
      group.created_at,
      group.is_support_topic,
      group.invite_option,
    ],
  );
}

export async function groupExists(db: Database, groupId: string): Promise<boolean> {
  return (await db.query('select 1 from im_groups where group_id = $1', [groupId])).length > 0;
}

export async function groupsById(db: Database, groupIds: readonly string[]): Promise<GroupRow[]> {
  if (groupIds.length === 0) return [];
  return db.query<GroupRow>('select * from im_groups where group_id = any($1::text[])', [groupIds]);
}

/**
 * The user's created groups (not live rooms), a page of them, with how many there are: communities after the normal
 * groups (spec 001 §7), each kind oldest joined first.
 */
export async function groupsOf(db: Database, userId: string, offset: number, limit: number): Promise<{ rows: GroupRow[]; total: number }> {
  const rows = await db.query<GroupRow>(
    `select g.* from im_groups g join im_group_members m on m.group_id = g.group_id and m.user_id = $1
     order by g.type = 'Community', m.joined_at, g.group_id offset $2 limit $3`,
    [userId, offset, limit],
  );
  const [{ total }] = await db.query<{ total: number }>(
    'select count(*)::int as total from im_groups g join im_group_members m on m.group_id = g.group_id and m.user_id = $1',
    [userId],
  );
  return { rows, total };
}

export async function memberCounts(db: Database, groupIds: readonly string[]): Promise<Map<string, number>> {
  if (groupIds.length === 0) return new Map();
  const rows = await db.query<{ group_id: string; count: number }>(
    'select group_id, count(*)::int as count from im_group_members where group_id = any($1::text[]) group by group_id',
    [groupIds],
  );
  return new Map(rows.map((row) => [row.group_id, row.count]));
}

export async function memberOf(db: Database, groupId: string, userId: string): Promise<MemberRow | undefined> {
  const [row] = await db.query<MemberRow>(`select ${memberColumns} from ${memberJoin} where m.group_id = $1 and m.user_id = $2`, [
    groupId,
    userId,
  ]);
  return row;
}

export async function membersById(db: Database, groupId: string, userIds: readonly string[]): Promise<MemberRow[]> {
  if (userIds.length === 0) return [];
  return db.query<MemberRow>(
    `select ${memberColumns} from ${memberJoin} where m.group_id = $1 and m.user_id = any($2::text[]) order by ${memberOrder}`,
    [groupId, userIds],
  );
}

export async function memberPage(db: Database, groupId: string, offset: number, limit: number): Promise<MemberRow[]> {
  return db.query<MemberRow>(
    `select ${memberColumns} from ${memberJoin} where m.group_id = $1 order by ${memberOrder} offset $2 limit $3`,
    [groupId, offset, limit],
  );
}

/** Every member's id: whom a group message, tip or dismissal reaches. */
export async function memberIds(db: Database, groupId: string): Promise<string[]> {
  return (await db.query<{ user_id: string }>('select user_id from im_group_members where group_id = $1', [groupId])).map(
    (row) => row.user_id,
  );
}

/** The owner and admins: who handles applications. */
export async function managerIds(db: Database, groupId: string): Promise<string[]> {
  const rows = await db.query<{ user_id: string }>(
    `select user_id from im_group_members where group_id = $1 and role in ('Owner', 'Admin')`,
    [groupId],
  );
  return rows.map((row) => row.user_id);
}

export async function setRole(db: Database, groupId: string, userId: string, role: MemberRole): Promise<void> {
  await db.query('update im_group_members set role = $3 where group_id = $1 and user_id = $2', [groupId, userId, role]);
}

export async function setMuteUntil(db: Database, groupId: string, userId: string, until: number): Promise<void> {
  await db.query('update im_group_members set mute_until = $3 where group_id = $1 and user_id = $2', [groupId, userId, until]);
}

export async function setNameCard(db: Database, groupId: string, userId: string, nameCard: string): Promise<void> {
  await db.query('update im_group_members set name_card = $3 where group_id = $1 and user_id = $2', [groupId, userId, nameCard]);
}

/** Hands the group over: the old owner becomes a Member, the new one the Owner (spec 001 §4), in one transaction. */
export async function changeOwner(db: Database, groupId: string, oldOwner: string, newOwner: string, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(`update im_group_members set role = 'Member' where group_id = $1 and user_id = $2`, [groupId, oldOwner]);
    await tx.query(`update im_group_members set role = 'Owner' where group_id = $1 and user_id = $2`, [groupId, newOwner]);
    await tx.query('update im_groups set owner_id = $2, info_time = $3 where group_id = $1', [groupId, newOwner, now]);
  });
}

/** The profile fields group.update changes (already checked), and the time of the change. */
export async function updateGroup(
  db: Database,
  groupId: string,
  change: Partial<
    Pick<GroupRow, 'name' | 'introduction' | 'notification' | 'avatar' | 'join_option' | 'mute_all' | 'slow_mode' | 'invite_option'>
  >,
  now: number,
): Promise<void> {
  if (Object.keys(change).length === 0) return;
  // One fixed statement: a field left out keeps its value (null keeps the column's).
  await db.query(
    `update im_groups set info_time = $2, name = coalesce($3, name), introduction = coalesce($4, introduction), notification = coalesce($5, notification),
       avatar = coalesce($6, avatar), join_option = coalesce($7, join_option), mute_all = coalesce($8, mute_all),
       slow_mode = coalesce($9, slow_mode), invite_option = coalesce($10, invite_option) where group_id = $1`,
    [
      groupId,
      now,
      change.name ?? null,
      change.introduction ?? null,
      change.notification ?? null,
      change.avatar ?? null,
      change.join_option ?? null,
      change.mute_all ?? null,
      change.slow_mode ?? null,
      change.invite_option ?? null,
    ],
  );
}

/**
 * Removes the group and everything of it: members, their conversations, applications, its messages and sequence
 * counter (so a later group of the same custom id starts afresh), and a community's topics with theirs.
 */
export async function deleteGroup(db: Database, groupId: string): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { topic_id } of await tx.query<{ topic_id: string }>('select topic_id from im_topics where group_id = $1', [groupId]))
      await deleteTopicThread(tx, topic_id);
    await tx.query('delete from im_group_members where group_id = $1', [groupId]);
    await tx.query('delete from im_conversations where conversation_type = 2 and peer = $1', [groupId]);
    await tx.query('delete from im_messages where conversation_type = 2 and thread = $1', [groupId]);
    await tx.query('delete from im_threads where conversation_type = 2 and thread = $1', [groupId]);
    await tx.query('delete from im_groups where group_id = $1', [groupId]);
  });
}

/** A request to join (no invitee), or a member's invitation of `invitee`; made again, it replaces the message. */
export async function saveApplication(
  db: Database,
  groupId: string,
  applicant: string,
  message: string,
  now: number,
  invitee = '',
): Promise<void> {
  await db.query(
    `insert into im_group_applications (group_id, applicant, apply_message, created_at, invitee) values ($1, $2, $3, $4, $5)
     on conflict (group_id, applicant, invitee) do update set apply_message = excluded.apply_message, created_at = excluded.created_at`,
    [groupId, applicant, message, now, invitee],
  );
}

/** Applications to the groups the user owns or administers, oldest first, a page of them. */
export async function applicationsFor(db: Database, handler: string, offset: number, limit: number): Promise<ApplicationRow[]> {
  return db.query<ApplicationRow>(
    `select a.group_id, g.name as group_name, a.applicant, coalesce(u.nick_name, '') as applicant_nick, a.apply_message, a.created_at, a.invitee
     from im_group_applications a
     join im_groups g on g.group_id = a.group_id
     join im_group_members m on m.group_id = a.group_id and m.user_id = $1 and m.role in ('Owner', 'Admin')
     left join users u on u.id::text = a.applicant
     order by a.created_at, a.group_id, a.applicant, a.invitee offset $2 limit $3`,
    [handler, offset, limit],
  );
}

/** Takes an application (or, with `invitee`, an invitation) out of the list; false when there was none. */
export async function takeApplication(db: Database, groupId: string, applicant: string, invitee = ''): Promise<boolean> {
  return (
    (
      await db.query('delete from im_group_applications where group_id = $1 and applicant = $2 and invitee = $3 returning applicant', [
        groupId,
        applicant,
        invitee,
      ])
    ).length > 0
  );
}

/** Largest member count per type: Tencent's defaults (docs/decisions.md "Chat groups"). */
export const maxMembersOf = (type: GroupKind): number =>
  ({ Private: 200, Public: 2000, ChatRoom: 6000, AVChatRoom: 1_000_000, Community: 100_000 })[type];
