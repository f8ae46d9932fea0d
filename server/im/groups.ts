import { ServerCode } from '../../runtime/im/protocol/server-codes.ts';
import type { Database } from '../db/database.ts';
import { ImError, invalidParameter } from './errors.ts';
import { isMatchChannel, matchChannelGroup } from './match-channel.ts';

/**
 * A group the gateway knows, type AVChatRoom: a live room `live_<liveid>` for every room, and the notification group
 * {@link notifyGroupId}.
 */
export interface GroupInfo {
  id: string;
  type: 'AVChatRoom';
  name: string;
  /** Whether the group hears EnterRoomMessage when someone joins: a live room does, the notification group does not. */
  announcesEntrances: boolean;
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

/** The group, or 10004 (no id) / 10010 (no such group). */
export async function requireGroup(db: Database, groupId: string | null | undefined): Promise<GroupInfo> {
  if (!groupId) throw invalidParameter('group_id is required');
  if (groupId === notifyGroupId) return { id: groupId, type: 'AVChatRoom', name: notifyGroupId, announcesEntrances: false };
  const matchChannel = await matchChannelGroup(db, groupId);
  if (matchChannel) return matchChannel;
  const liveid = liveGroupPattern.exec(groupId)?.[1];
  const [room] = liveid ? await db.query<{ title: string }>('select title from rooms where liveid = $1', [Number(liveid)]) : [];
  if (!room) throw new ImError(ServerCode.GROUP_NOT_FOUND, `group ${groupId} does not exist`);
  return { id: groupId, type: 'AVChatRoom', name: room.title, announcesEntrances: true };
}

/** Adds a member (again: a second join is a success too) and gives them the group's conversation. */
export async function addMember(db: Database, group: GroupInfo, userId: string, now: number): Promise<void> {
  if (isMemberless(group.id)) return;
  await db.query('insert into im_group_members (group_id, user_id, joined_at) values ($1, $2, $3) on conflict do nothing', [group.id, userId, now]);
  await db.query(
    `insert into im_conversations (user_id, conversation_type, peer, thread) values ($1, 2, $2, $2) on conflict do nothing`,
    [userId, group.id],
  );
}

/** Removes a member; false when they were not one. The conversation goes too: a live room is not kept after leaving. */
export async function removeMember(db: Database, groupId: string, userId: string): Promise<boolean> {
  // Leaving a memberless group is always a success: it has no members to remove (see notifyGroupId).
  if (isMemberless(groupId)) return true;
  const removed = await db.query('delete from im_group_members where group_id = $1 and user_id = $2 returning user_id', [groupId, userId]);
  await db.query('delete from im_conversations where user_id = $1 and conversation_type = 2 and peer = $2', [userId, groupId]);
  return removed.length > 0;
}

export async function isMember(db: Database, groupId: string, userId: string): Promise<boolean> {
  const [row] = await db.query('select 1 from im_group_members where group_id = $1 and user_id = $2', [groupId, userId]);
  return row !== undefined;
}

/** The sequence the group's next message will get. */
export async function nextGroupSequence(db: Database, groupId: string): Promise<number> {
  const [row] = await db.query<{ last_seq: number }>('select last_seq from im_threads where conversation_type = 2 and thread = $1', [groupId]);
  return (row?.last_seq ?? 0) + 1;
}
