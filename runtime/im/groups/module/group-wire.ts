import type { ChatContext } from '../../core/chat-context.ts';
import {
  decodeGroupResponse,
  encodeGroupRequest,
  muteAllFromWire,
  type GroupRequest,
  type GroupResponse,
  type WireGroupMember,
  type WireGroupProfile,
} from '../../protocol/group-codec.ts';
import { remindTypeOf } from '../../conversations/conversation-settings.ts';
import type { Group, GroupMember, MemberRoleName } from '../types.ts';

/** One group command over the socket: the request in the frame's `group` bytes, the answer from them. */
export async function groupRequest(context: ChatContext, command: string, request: GroupRequest): Promise<GroupResponse> {
  const limited = context.limiter.check(command);
  if (limited) throw limited;
  const frame = await context.request(command, { group: encodeGroupRequest(request) });
  return decodeGroupResponse(frame.group ?? new Uint8Array());
}

const roleOf = (role: string | null | undefined): MemberRoleName =>
  role === 'Owner' || role === 'Admin' || role === 'Custom' ? role : 'Member';

export function memberFromWire(wire: WireGroupMember): GroupMember {
  return {
    userID: wire.userId ?? '',
    avatar: wire.avatar ?? '',
    nick: wire.nick ?? '',
    role: roleOf(wire.role),
    joinTime: wire.joinTime ?? 0,
    nameCard: wire.nameCard ?? '',
    muteUntil: wire.muteUntil ?? 0,
    memberCustomField: (wire.memberCustomField ?? []).map(({ key, value }) => ({ key: key ?? '', value: value ?? '' })),
    markList: wire.markList ?? [],
  };
}

export function groupFromWire(wire: WireGroupProfile, self: string): Group {
  const mine = wire.selfInfo;
  return {
    groupID: wire.groupId ?? '',
    type: wire.type ?? '',
    name: wire.name ?? '',
    avatar: wire.avatar ?? '',
    introduction: wire.introduction ?? '',
    notification: wire.notification ?? '',
    ownerID: wire.ownerId ?? '',
    createTime: wire.createTime ?? 0,
    memberNum: wire.memberCount ?? 0,
    memberCount: wire.memberCount ?? 0,
    maxMemberNum: wire.maxMemberCount ?? 0,
    joinOption: wire.joinOption ?? '',
    inviteOption: wire.inviteOption || 'DisableInvite',
    muteAllMembers: muteAllFromWire(wire.muteAllMembers),
    nextMessageSeq: wire.nextMessageSeq ?? 0,
    isSupportTopic: Boolean(wire.isSupportTopic),
    slowMode: wire.slowMode ?? 0,
    groupCustomField: [],
    selfInfo: mine
      ? {
          userID: self,
          role: roleOf(mine.role),
          joinTime: mine.joinTime ?? 0,
          nameCard: mine.nameCard ?? '',
          muteUntil: mine.muteUntil ?? 0,
          messageRemindType: remindTypeOf(mine.remindType),
        }
      : { userID: self, role: '', joinTime: 0, nameCard: '', muteUntil: 0, messageRemindType: '' },
  };
}
