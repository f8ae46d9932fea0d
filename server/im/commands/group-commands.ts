import { ServerCode } from '../../../runtime/im/protocol/server-codes.ts';
import { ImError } from '../errors.ts';
import { addMember, nextGroupSequence, removeMember, requireGroup } from '../groups.ts';
import { chatNick, publishOnlineOnly } from '../room-events.ts';
import type { CommandHandler } from './command.ts';

/** The window `group.onlineCount` answers with, in seconds (spec 001 §9). */
const onlineCountExpireSeconds = 60;

/** `group.join`, `group.quit` and `group.onlineCount`. Groups are live rooms (`live_<liveid>`, AVChatRoom) today. */
export const groupCommands: Record<string, CommandHandler> = {
  /**
   * Open to everyone, guests too; joining again is a success too (a reconnect joins again). The room hears
   * EnterRoomMessage (the joiner too, on its new key), unless the user was there within the presence window: a
   * reconnect's join is no entrance.
   */
  async 'group.join'({ gateway, context, connection, frame, user, now }) {
    const group = await requireGroup(context.db, frame.groupRequest?.groupId);
    await addMember(context.db, group, user.id, now);
    const returning = gateway.presence.isPresent(group.id, user.id) || gateway.connectedMembers(group.id).includes(user.id);
    // The socket may have closed while the database answered; its close has already left every room, so it must not
    // be added back (it would be pushed to forever).
    if (connection.open) gateway.groupSockets.join(connection, group.id);
    gateway.presence.touch(group.id, user.id);
    const key = gateway.polls.issue(group.id, user.id);
    if (!returning && group.announcesEntrances) publishOnlineOnly(gateway, group.id, { type: 'EnterRoomMessage', uid: user.id, nick_name: await chatNick(context.db, user.id) });
    return { joinGroupResponse: { status: 'JoinedSuccess', groupType: group.type, longPollingKey: key.key, nextSequence: await nextGroupSequence(context.db, group.id) } };
  },

  async 'group.quit'({ gateway, context, frame, user }) {
    const group = await requireGroup(context.db, frame.groupRequest?.groupId);
    if (!(await removeMember(context.db, group.id, user.id))) throw new ImError(ServerCode.NO_PERMISSION, `not a member of ${group.id}`);
    for (const socket of gateway.socketsOf(user.id)) gateway.groupSockets.leave(socket, group.id);
    gateway.presence.forget(group.id, user.id);
    gateway.polls.revoke(group.id, user.id);
  },

  async 'group.onlineCount'({ gateway, context, frame }) {
    const group = await requireGroup(context.db, frame.groupRequest?.groupId);
    const onlineMemberNum = gateway.presence.count(group.id, gateway.connectedMembers(group.id));
    return { onlineCountResponse: { onlineMemberNum, expireTime: onlineCountExpireSeconds } };
  },
};
