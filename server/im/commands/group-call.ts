import { randomInt } from 'node:crypto';
import { ServerCode } from '../../../runtime/im/protocol/server-codes.ts';
import {
  decodeGroupRequest,
  encodeGroupNotice,
  encodeGroupResponse,
  type GroupNotice,
  type GroupResponse,
  type WireGroupMember,
  type WireGroupProfile,
  wireMuteAll,
} from '../../../runtime/im/protocol/group-codec.ts';
import type { imgroup } from '../../../runtime/im/protocol/generated/group.js';
import type { FrameBody, WireMessage } from '../../../runtime/im/protocol/codec.ts';
import { blockedWords } from '../content.ts';
import { ImError, invalidParameter } from '../errors.ts';
import { nextGroupSequence, requireGroup, type GroupInfo } from '../groups.ts';
import { type GroupRow } from '../store/group-row-store.ts';
import { remindTypeOf } from '../store/conversation-settings-store.ts';
import { memberCounts, memberIds, memberOf, type MemberRow } from '../store/group-store.ts';
import { groupType, storeMessage } from '../store/message-store.ts';
import { pushFrame, wireMessage } from '../wire.ts';
import { isGuest, type CommandCall } from './command.ts';
import { nicksById } from '../store/user-store.ts';

/** Helpers the group commands share: their request and answer bytes, roles, notices, tips and fan-out. */

/** The decoded `group` bytes of the request; 10004 when they are not a GroupRequest. Guests get 10007. */
export function groupRequest(call: CommandCall): imgroup.GroupRequest {
  if (isGuest(call.user.id)) throw new ImError(ServerCode.NO_PERMISSION, 'guests cannot use groups');
  let request: imgroup.GroupRequest;
  try {
    request = decodeGroupRequest(call.frame.group ?? new Uint8Array());
  } catch {
    throw invalidParameter('group must be a GroupRequest');
  }
  // PostgreSQL text cannot hold NUL: refused here, before it could fail a statement halfway through a command.
  if (JSON.stringify(request).includes('\\u0000')) throw invalidParameter('text must not contain NUL characters');
  return request;
}

export const answer = (response: GroupResponse): FrameBody => ({ group: encodeGroupResponse(response) });

/** Avatars are URLs: bounded so a profile stays small (ours; the spec gives no limit). */
export const maxAvatarChars = 500;

/** The random part of a generated group or topic id: 10 letters and digits that cannot be misread (no I, O, 0, 1). */
export function randomIdSuffix(): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from({ length: 10 }, () => letters[randomInt(letters.length)]).join('');
}

/** A group a user created (live rooms are managed by their anchors, not by these commands: 10007). */
export async function createdGroup(call: CommandCall, groupId: string): Promise<GroupInfo & { stored: GroupRow }> {
  const group = await requireGroup(call.context.db, groupId);
  if (!group.stored) throw new ImError(ServerCode.NO_PERMISSION, `${group.id} is a live room: its anchor manages it`);
  return group as GroupInfo & { stored: GroupRow };
}

/** The caller's membership, or 10007: only members read and act in a group. */
export async function requireMember(call: CommandCall, groupId: string, userId = call.user.id): Promise<MemberRow> {
  const member = await memberOf(call.context.db, groupId, userId);
  if (!member) throw new ImError(ServerCode.NO_PERMISSION, `${userId} is not a member of ${groupId}`);
  return member;
}

/** Only the owner and admins manage members and applications (10007 for anyone else). */
export async function requireManager(call: CommandCall, groupId: string): Promise<MemberRow> {
  const member = await requireMember(call, groupId);
  if (member.role !== 'Owner' && member.role !== 'Admin')
    throw new ImError(ServerCode.NO_PERMISSION, `only the owner and admins of ${groupId} may do this`);
  return member;
}

export async function requireOwner(call: CommandCall, groupId: string): Promise<MemberRow> {
  const member = await requireMember(call, groupId);
  if (member.role !== 'Owner') throw new ImError(ServerCode.NO_PERMISSION, `only the owner of ${groupId} may do this`);
  return member;
}

/**
 * A profile text the caller chose (name, introduction, notification, name card, apply message): at most `maxChars`
 * characters (10004) and no blocked word (80001, as in messages).
 */
export function checkedText(value: string | null | undefined, field: string, maxChars: number): string {
  const text = value ?? '';
  // PostgreSQL text cannot hold NUL (the apply message comes in the core's GroupRequest, not through groupRequest()).
  if (text.includes('\u0000')) throw invalidParameter(`${field} must not contain NUL characters`);
  if ([...text].length > maxChars) throw invalidParameter(`${field} is limited to ${maxChars} characters`);
  const lower = text.toLowerCase();
  if (blockedWords.some((word) => lower.includes(word.toLowerCase())))
    throw new ImError(ServerCode.BLOCKED_WORD, `the ${field} contains a blocked word`);
  return text;
}

export function wireMember(row: MemberRow): WireGroupMember {
  return {
    userId: row.user_id,
    nick: row.nick,
    avatar: row.avatar,
    role: row.role,
    joinTime: row.joined_at,
    nameCard: row.name_card,
    muteUntil: row.mute_until,
    // By key: jsonb keeps its own order.
    memberCustomField: Object.entries(row.custom_fields ?? {})
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, value]) => ({ key, value })),
    markList: row.marks ?? [],
  };
}

/** The group's profile on the wire; `self` is the caller's membership, shown with their remind flag. */
export async function wireGroup(call: CommandCall, row: GroupRow, memberCount: number, self?: MemberRow): Promise<WireGroupProfile> {
  const remindType = self ? await remindTypeOf(call.context.db, self.user_id, { conversationType: groupType, peer: row.group_id }) : 0;
  return {
    groupId: row.group_id,
    type: row.type,
    name: row.name,
    introduction: row.introduction,
    notification: row.notification,
    avatar: row.avatar,
    ownerId: row.owner_id,
    createTime: row.created_at,
    memberCount,
    maxMemberCount: row.max_members,
    joinOption: row.join_option,
    muteAllMembers: wireMuteAll(row.mute_all),
    nextMessageSeq: await nextGroupSequence(call.context.db, row.group_id),
    selfInfo: self ? { ...wireMember(self), remindType } : null,
    isSupportTopic: row.is_support_topic,
    slowMode: row.slow_mode,
    inviteOption: row.invite_option,
  };
}

/** The group's profile as the wire carries it, with its member count read now. */
export async function groupProfileFor(call: CommandCall, row: GroupRow, self?: MemberRow): Promise<WireGroupProfile> {
  const counts = await memberCounts(call.context.db, [row.group_id]);
  return wireGroup(call, row, counts.get(row.group_id) ?? 0, self);
}

/** Sends a group system notice (push.group) to every socket of `userIds` but the caller's own, after the response. */
export function pushNotice(call: CommandCall, userIds: readonly string[], notice: GroupNotice): void {
  const bytes = encodeGroupNotice({ time: call.now, operatorId: call.user.id, ...notice });
  call.afterResponse(() => {
    for (const userId of new Set(userIds)) call.gateway.push(userId, pushFrame('push.group', userId, { group: bytes }), call.connection);
  });
}

/**
 * A stored message of a created group reaches every member online (all their sockets, the sender's too: its SDK
 * drops its own copy); a created live room's, like a live room's, reaches the sockets that joined it.
 */
export async function fanOut(call: CommandCall, group: GroupInfo, message: WireMessage, audience?: readonly string[]): Promise<void> {
  if (group.type === 'AVChatRoom') {
    call.gateway.polls.wake(group.id, message);
    call.afterResponse(() => call.gateway.pushToGroup(group.id, message));
    return;
  }
  // A message to specified receivers (send-commands.ts) reaches them and its sender only.
  const members = audience ?? (await memberIds(call.context.db, group.id));
  const frame = pushFrame('push.message', '', { messagePush: { messages: [message] } });
  call.afterResponse(() => {
    for (const userId of members) call.gateway.push(userId, frame);
  });
}

/**
 * The nicks of the users a tip names, as they are when it is stored (ours, beside Tencent's fields): a tip is read
 * long after, by members who may never have seen the people it names, and a conversation row shows it without loading
 * anyone (docs/decisions.md "Group chat room").
 */
async function nicksOf(call: CommandCall, userIds: readonly string[]): Promise<Record<string, string>> {
  const numeric = [...new Set(userIds)].filter((id) => /^\d{1,9}$/.test(id)).map(Number);
  if (numeric.length === 0) return {};
  const rows = await nicksById(call.context.db, numeric);
  return Object.fromEntries(rows.map((row) => [String(row.id), row.nick_name]));
}

/**
 * A group tip (spec 001 §4, types 1-8) as a stored message of the group's conversation, from the operator, pushed to
 * every member now in it (a topic's tip, type 8, goes to the topic's `thread`). The tip's fields travel as JSON in
 * the element's data (group.proto GroupTip). Live rooms created here get none: their joins are EnterRoomMessage, as in every live room.
 */
export async function storeTip(
  call: CommandCall,
  group: GroupInfo,
  operationType: number,
  userIds: readonly string[],
  extra: Record<string, unknown> = {},
  thread = group.id,
): Promise<void> {
  if (group.type === 'AVChatRoom') return;
  const newOwner = (extra.newGroupProfile as { ownerID?: string } | undefined)?.ownerID;
  const nicks = await nicksOf(call, [call.user.id, ...userIds, ...(newOwner ? [newOwner] : [])]);
  const data = JSON.stringify({ operationType, operatorID: call.user.id, userIDList: userIds, ...extra, nicks });
  const stored = await storeMessage(
    call.context.db,
    {
      conversationType: groupType,
      from: call.user.id,
      to: thread,
      thread,
      random: randomInt(1, 2 ** 31),
      time: call.now,
      clientTime: call.now,
      clientSequence: 0,
      elements: [{ type: 'TIMGroupTipElem', text: '', data, description: '', extension: '' }],
      cloudCustomData: '',
      nick: '',
      avatar: '',
      priority: 0,
    },
    call.gateway.settings.keepGroupMessages,
  );
  await fanOut(call, group, wireMessage(stored.row));
}
