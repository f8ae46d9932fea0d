import { ServerCode } from '../../runtime/im/protocol/server-codes.ts';
import type { Database } from '../db/database.ts';
import { ImError, invalidParameter } from './errors.ts';
import { isMatchChannel, matchChannelGroup } from './match-channel.ts';
import { isTopicId } from '../../runtime/im/protocol/group-codec.ts';
import { topicById, type TopicRow } from './store/topic-store.ts';

/** The types a group may have here. */
export type GroupKind = 'Public' | 'Private' | 'ChatRoom' | 'AVChatRoom' | 'Community';

/**
 * A group the gateway knows: a live room `live_<liveid>` for every room and the notification group
 * {@link notifyGroupId} (both AVChatRoom, without a row), or a group a user created (a row of im_groups, `stored`).
 */
export interface GroupInfo {
  id: string;
  type: GroupKind;
  name: string;
  /** Whether the group hears EnterRoomMessage when someone joins: a live room does, the notification group does not. */
  announcesEntrances: boolean;
  /** The im_groups row of a group a user created (its owner, join option, mute ...); undefined for live rooms. */
  stored?: GroupRow;
}

/** A row of im_groups. */
export interface GroupRow {
  group_id: string;
  type: GroupKind;
  name: string;
  introduction: string;
  notification: string;
  avatar: string;
  owner_id: string;
  join_option: 'FreeAccess' | 'NeedPermission' | 'DisableApply';
  mute_all: boolean;
  max_members: number;
  created_at: number;
  info_time: number;
  /** A community whose messages go to its topics (migration 038); false for every other type. */
  is_support_topic: boolean;
  /** Seconds between two sends of a member (migration 043; 0 unlimited); the owner and admins are exempt. */
  slow_mode: number;
  /** Who beside the owner and admins may add members (migration 049). */
  invite_option: 'FreeAccess' | 'NeedPermission' | 'DisableInvite';
}

/**
 * The notification group of spec 001 §config ("Notification group joined: NOTIFY_ROOM"): every app joins it, guests
 * by anonymous long polling; only the server (`administrator`) writes into it (match-start notices, race-start-notices.ts).
 * It keeps no members and no conversations: a join only opens the reading, so a user can never send into it (no
 * permission: not a member) and it never shows in a conversation list.
 */
export const notifyGroupId = 'NOTIFY_ROOM';

const liveGroupPattern = /^live_(\d{1,9})$/;

/** The groups only the server writes into, whose join only opens the reading (NOTIFY_ROOM, match channels). */
const isMemberless = (groupId: string): boolean => groupId === notifyGroupId || isMatchChannel(groupId);

/** Ids a user may not give a group: the live rooms', the notification group's and the match channels'. */
export const isReservedGroupId = (groupId: string): boolean => isMemberless(groupId) || liveGroupPattern.test(groupId);

/** The group, or 10004 (no id) / 10010 (no such group). */
export async function requireGroup(db: Database, groupId: string | null | undefined): Promise<GroupInfo> {
  if (!groupId) throw invalidParameter('group_id is required');
  if (groupId === notifyGroupId) return { id: groupId, type: 'AVChatRoom', name: notifyGroupId, announcesEntrances: false };
  const matchChannel = await matchChannelGroup(db, groupId);
  if (matchChannel) return matchChannel;
  const liveid = liveGroupPattern.exec(groupId)?.[1];
  if (!liveid) {
    const [stored] = await db.query<GroupRow>('select * from im_groups where group_id = $1', [groupId]);
    if (!stored) throw new ImError(ServerCode.GROUP_NOT_FOUND, `group ${groupId} does not exist`);
    return { id: groupId, type: stored.type, name: stored.name, announcesEntrances: stored.type === 'AVChatRoom', stored };
  }
  const [room] = await db.query<{ title: string }>('select title from rooms where liveid = $1', [Number(liveid)]);
  if (!room) throw new ImError(ServerCode.GROUP_NOT_FOUND, `group ${groupId} does not exist`);
  return { id: groupId, type: 'AVChatRoom', name: room.title, announcesEntrances: true };
}

/**
 * The group whose thread a message, a history or a pull names: a group's own id, or a topic id (its community's
 * thread of that topic, spec 001 §3), with the topic then. 10010 when either does not exist.
 */
export async function requireThread(
  db: Database,
  id: string | null | undefined,
): Promise<{ group: GroupInfo; thread: string; topic?: TopicRow }> {
  if (!isTopicId(id)) {
    const group = await requireGroup(db, id);
    return { group, thread: group.id };
  }
  const topic = await topicById(db, id);
  if (!topic) throw new ImError(ServerCode.GROUP_NOT_FOUND, `topic ${id} does not exist`);
  return { group: await requireGroup(db, topic.group_id), thread: topic.topic_id, topic };
}

/**
 * Adds a member (again: a second join is a success too, the role unchanged) and gives them the group's conversation
 * and those of its topics (a community's), read up to the newest message: what came before the join is history.
 */
export async function addMember(
  db: Database,
  group: GroupInfo,
  userId: string,
  now: number,
  role: 'Owner' | 'Admin' | 'Member' = 'Member',
): Promise<void> {
  if (isMemberless(group.id)) return;
  await db.query('insert into im_group_members (group_id, user_id, joined_at, role) values ($1, $2, $3, $4) on conflict do nothing', [
    group.id,
    userId,
    now,
    role,
  ]);
  await db.query(
    `insert into im_conversations (user_id, conversation_type, peer, thread, read_seq)
     values ($1, 2, $2, $2, coalesce((select last_seq from im_threads where conversation_type = 2 and thread = $2), 0)) on conflict do nothing`,
    [userId, group.id],
  );
  if (group.type === 'Community') await giveTopicConversations(db, group.id, [userId]);
}

/** Each user's conversation of each of the community's topics (or of one), read up to its newest message. */
export async function giveTopicConversations(db: Database, groupId: string, userIds: readonly string[], topicId?: string): Promise<void> {
  await db.query(
    `insert into im_conversations (user_id, conversation_type, peer, thread, read_seq)
     select u.user_id, 2, t.topic_id, t.topic_id, coalesce((select last_seq from im_threads where conversation_type = 2 and thread = t.topic_id), 0)
     from im_topics t cross join unnest($2::text[]) as u(user_id)
     where t.group_id = $1 and ($3::text is null or t.topic_id = $3) on conflict do nothing`,
    [groupId, userIds, topicId ?? null],
  );
}

/** Removes a member; false when they were not one. The conversation goes too: a live room is not kept after leaving. */
export async function removeMember(db: Database, groupId: string, userId: string): Promise<boolean> {
  // Leaving a memberless group is always a success: it has no members to remove (see notifyGroupId).
  if (isMemberless(groupId)) return true;
  const removed = await db.query('delete from im_group_members where group_id = $1 and user_id = $2 returning user_id', [groupId, userId]);
  await db.query('delete from im_conversations where user_id = $1 and conversation_type = 2 and peer = $2', [userId, groupId]);
  await db.query(
    'delete from im_conversations where user_id = $1 and conversation_type = 2 and peer in (select topic_id from im_topics where group_id = $2)',
    [userId, groupId],
  );
  return removed.length > 0;
}

export async function isMember(db: Database, groupId: string, userId: string): Promise<boolean> {
  const [row] = await db.query('select 1 from im_group_members where group_id = $1 and user_id = $2', [groupId, userId]);
  return row !== undefined;
}

/** The sequence the group's next message will get. */
export async function nextGroupSequence(db: Database, groupId: string): Promise<number> {
  const [row] = await db.query<{ last_seq: number }>('select last_seq from im_threads where conversation_type = 2 and thread = $1', [
    groupId,
  ]);
  return (row?.last_seq ?? 0) + 1;
}
