import { GroupLimits, GroupNoticeType, GroupTipType, JoinOption } from '../../../runtime/im/protocol/group-codec.ts';
import { ServerCode } from '../../../runtime/im/protocol/server-codes.ts';
import { joinBanSecondsLeft } from '../store/ban-store.ts';
import { ImError } from '../errors.ts';
import { addMember, nextGroupSequence, removeMember, requireGroup, type GroupInfo } from '../groups.ts';
import { isMember } from '../store/member-store.ts';
import { type GroupRow } from '../store/group-row-store.ts';
import { chatNick, publishOnlineOnly } from '../room-events.ts';
import { keepSiteMute } from '../site-mute.ts';
import { managerIds, memberCounts, memberOf, saveApplication } from '../store/group-store.ts';
import { isGuest, type CommandCall, type CommandHandler } from './command.ts';
import { checkedText, pushNotice, storeTip, wireGroup } from './group-call.ts';

/** The window `group.onlineCount` answers with, in seconds (spec 001 §9). */
const onlineCountExpireSeconds = 60;

/**
 * Joining a group a user created, other than a live room (spec 001 §4, §5): a ChatRoom is free; a Public group and a
 * community follow their joinOption (FreeAccess joins, NeedPermission files an application its owner and admins hear
 * of as notice 1, DisableApply refuses with 10007); a Private group is joined by invitation only (10007). A member joining again is
 * AlreadyInGroup; a full group answers 10014. A join adds tip 1 to the group.
 */
async function joinCreatedGroup(call: CommandCall, group: GroupInfo & { stored: GroupRow }, applyMessage: string): Promise<string> {
  const { context, user, now } = call;
  if (isGuest(user.id)) throw new ImError(ServerCode.NO_PERMISSION, 'guests cannot join groups');
  if (await isMember(context.db, group.id, user.id)) return 'AlreadyInGroup';
  const joinOption =
    group.type === 'Public' || group.type === 'Community'
      ? group.stored.join_option
      : group.type === 'Private'
        ? JoinOption.DISABLE_APPLY
        : JoinOption.FREE_ACCESS;
  if (joinOption === JoinOption.DISABLE_APPLY) throw new ImError(ServerCode.NO_PERMISSION, `${group.id} accepts no applications`);
  const count = (await memberCounts(context.db, [group.id])).get(group.id) ?? 0;
  if (count >= group.stored.max_members) throw new ImError(ServerCode.GROUP_FULL, `${group.id} is full`);
  if (joinOption === JoinOption.NEED_PERMISSION) {
    await saveApplication(context.db, group.id, user.id, applyMessage, now);
    pushNotice(call, await managerIds(context.db, group.id), {
      type: GroupNoticeType.JOIN_REQUEST,
      group: await wireGroup(call, group.stored, count),
      message: applyMessage,
      applicant: user.id,
    });
    return 'WaitAdminApproval';
  }
  await addMember(context.db, group, user.id, now);
  await storeTip(call, group, GroupTipType.JOIN, [user.id]);
  return 'JoinedSuccess';
}

/** `group.join`, `group.quit` and `group.onlineCount`: live rooms (`live_<liveid>`, AVChatRoom) and created groups. */
export const groupCommands: Record<string, CommandHandler> = {
  /**
   * Open to everyone, guests too, but those the SDK banned from the room (10017 with the seconds left, until the ban
   * ends); joining again is a success too (a reconnect joins again). The room hears
   * EnterRoomMessage (the joiner too, on its new key), unless the user was there within the presence window (a
   * reconnect's join is no entrance) or was announced entering it within that window (a quit and a join again, as a
   * page replacing its anonymous reading with a member's join: entrances.ts).
   */
  async 'group.join'(call) {
    const { gateway, context, connection, frame, user, now } = call;
    const group = await requireGroup(context.db, frame.groupRequest?.groupId);
    if (group.stored && group.type !== 'AVChatRoom') {
      const applyMessage = checkedText(frame.groupRequest?.applyMessage, 'apply message', GroupLimits.notificationChars);
      // The group's managers read the message: a fan muted on the site applies without one.
      if (applyMessage) await keepSiteMute(call, group.id);
      const status = await joinCreatedGroup(call, { ...group, stored: group.stored }, applyMessage);
      return { joinGroupResponse: { status, groupType: group.type, nextSequence: await nextGroupSequence(context.db, group.id) } };
    }
    const banned = await joinBanSecondsLeft(context.db, group.id, user.id, now);
    if (banned > 0) throw new ImError(ServerCode.MUTED, `banned from ${group.id} for ${banned} more seconds`);
    await addMember(context.db, group, user.id, now);
    // The user's own sockets, not the room's: a match's kickoff joins thousands into one room, and listing its
    // members at each join made the joins' cost grow with the square of the room.
    const returning =
      gateway.presence.isPresent(group.id, user.id) || gateway.socketsOf(user.id).some((socket) => socket.groups.has(group.id));
    // The socket may have closed while the database answered; its close has already left every room, so it must not
    // be added back (it would be pushed to forever).
    if (connection.open) gateway.groupSockets.join(connection, group.id);
    gateway.presence.touch(group.id, user.id);
    const key = gateway.polls.issue(group.id, user.id);
    if (!returning && group.announcesEntrances && gateway.entrances.announce(group.id, user.id))
      publishOnlineOnly(gateway, group.id, { type: 'EnterRoomMessage', uid: user.id, nick_name: await chatNick(context.db, user.id) });
    return {
      joinGroupResponse: {
        status: 'JoinedSuccess',
        groupType: group.type,
        longPollingKey: key.key,
        nextSequence: await nextGroupSequence(context.db, group.id),
      },
    };
  },

  /**
   * Anyone but the owner of a created group (10009: they dismiss it or hand it over first) may quit; the rest of a
   * created group hears tip 2, the quitter's other sockets notice 8.
   */
  async 'group.quit'(call) {
    const { gateway, context, frame, user } = call;
    const group = await requireGroup(context.db, frame.groupRequest?.groupId);
    if (group.stored && (await memberOf(context.db, group.id, user.id))?.role === 'Owner')
      throw new ImError(ServerCode.OWNER_CANNOT_QUIT, `the owner of ${group.id} dismisses it or changes its owner instead of quitting`);
    if (!(await removeMember(context.db, group.id, user.id))) throw new ImError(ServerCode.NO_PERMISSION, `not a member of ${group.id}`);
    if (group.stored) {
      await storeTip(call, group, GroupTipType.QUIT, [user.id]);
      pushNotice(call, [user.id], { type: GroupNoticeType.QUIT, group: { groupId: group.id, type: group.type, name: group.name } });
    }
    for (const socket of gateway.socketsOf(user.id)) gateway.groupSockets.leave(socket, group.id);
    gateway.presence.forget(group.id, user.id);
    gateway.endPollKeys(group.id, user.id);
  },

  async 'group.onlineCount'({ gateway, context, frame, user }) {
    const group = await requireGroup(context.db, frame.groupRequest?.groupId);
    // A live room's audience is public; who of a created group is online is its members' business (issue 20).
    if (group.stored && group.type !== 'AVChatRoom' && !(await isMember(context.db, group.id, user.id)))
      throw new ImError(ServerCode.NO_PERMISSION, `not a member of ${group.id}`);
    const onlineMemberNum = gateway.presence.count(group.id, gateway.connectedMembers(group.id));
    return { onlineCountResponse: { onlineMemberNum, expireTime: onlineCountExpireSeconds } };
  },
};
