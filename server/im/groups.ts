import { ServerCode } from '../../runtime/im/protocol/server-codes.ts';
import type { Database } from '../db/database.ts';
import { ImError, invalidParameter } from './errors.ts';
import { channelMatchId, isCalendarDay, isMatchChannel } from './match-channel.ts';
import { isTopicId } from '../../runtime/im/protocol/group-codec.ts';
import { createdGroup, type GroupKind, type GroupRow } from './store/group-row-store.ts';
import { matchExists } from './store/match-feed-store.ts';
import { deleteMember, giveGroupConversation, giveTopicConversations, insertMember, lastGroupSequence } from './store/member-store.ts';
import { roomTitle } from './store/room-store.ts';
import { topicById, type TopicRow } from './store/topic-store.ts';

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

/**
 * The channel's group when `groupId` names a match or day channel (10010 when the match does not exist, or the day is
 * no calendar day); null for other ids.
 */
async function matchChannelGroup(db: Database, groupId: string): Promise<GroupInfo | null> {
  if (!isMatchChannel(groupId)) return null;
  const matchid = channelMatchId(groupId);
  const exists = matchid !== undefined ? await matchExists(db, matchid) : isCalendarDay(groupId);
  if (!exists) throw new ImError(ServerCode.GROUP_NOT_FOUND, `group ${groupId} does not exist`);
  return { id: groupId, type: 'AVChatRoom', name: groupId, announcesEntrances: false };
}

/** The group, or 10004 (no id) / 10010 (no such group). */
export async function requireGroup(db: Database, groupId: string | null | undefined): Promise<GroupInfo> {
  if (!groupId) throw invalidParameter('group_id is required');
  if (groupId === notifyGroupId) return { id: groupId, type: 'AVChatRoom', name: notifyGroupId, announcesEntrances: false };
  const matchChannel = await matchChannelGroup(db, groupId);
  if (matchChannel) return matchChannel;
  const liveid = groupId.match(liveGroupPattern)?.[1];
  if (!liveid) {
    const stored = await createdGroup(db, groupId);
    if (!stored) throw new ImError(ServerCode.GROUP_NOT_FOUND, `group ${groupId} does not exist`);
    return { id: groupId, type: stored.type, name: stored.name, announcesEntrances: stored.type === 'AVChatRoom', stored };
  }
  const title = await roomTitle(db, Number(liveid));
  if (title === undefined) throw new ImError(ServerCode.GROUP_NOT_FOUND, `group ${groupId} does not exist`);
  return { id: groupId, type: 'AVChatRoom', name: title, announcesEntrances: true };
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
  await insertMember(db, group.id, userId, now, role);
  await giveGroupConversation(db, group.id, userId);
  if (group.type === 'Community') await giveTopicConversations(db, group.id, [userId]);
}

/** Removes a member; false when they were not one. The conversation goes too: a live room is not kept after leaving. */
export async function removeMember(db: Database, groupId: string, userId: string): Promise<boolean> {
  // Leaving a memberless group is always a success: it has no members to remove (see notifyGroupId).
  if (isMemberless(groupId)) return true;
  return deleteMember(db, groupId, userId);
}

/** The sequence the group's next message will get. */
export async function nextGroupSequence(db: Database, groupId: string): Promise<number> {
  return (await lastGroupSequence(db, groupId)) + 1;
}
