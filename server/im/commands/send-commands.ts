import { ServerCode } from '../../../runtime/im/protocol/server-codes.ts';
import type { Database } from '../../db/database.ts';
import { slowModeFor } from '../../domain/rooms/room-managers.ts';
import { isVip } from '../../domain/money/vip/vip-membership.ts';
import { banSecondsLeft } from '../store/ban-store.ts';
import { atAllUserId, decodeAtList } from '../../../runtime/im/protocol/mentions.ts';
import { checkedElements, type StoredElement } from '../content.ts';
import { checkImageElements } from '../image-elements.ts';
import { checkMediaElements } from '../media-elements.ts';
import { checkSharedFiles, recordSharedFiles } from '../shared-files.ts';
import { maxReceivers } from '../../../runtime/im/protocol/message-codec.ts';
import { isPlainRole } from '../../../runtime/im/protocol/group-codec.ts';
import { ImError, invalidParameter } from '../errors.ts';
import { requireThread, type GroupInfo } from '../groups.ts';
import { isMember } from '../store/member-store.ts';
import { memberOf } from '../store/group-store.ts';
import { isBlocked } from '../store/relationship-store.ts';
import { c2cThread, c2cType, groupType, storeMessage, type NewMessage, type OfflinePushInfo } from '../store/message-store.ts';
import { onlineOnlyMessage, pushFrame, wireMessage } from '../wire.ts';
import { isGuest, type CommandCall, type CommandHandler } from './command.ts';
import { fanOut } from './group-call.ts';
import { requirePurchased } from './service-call.ts';
import { senderOf } from '../store/user-store.ts';
import { mutedSecondsLeft, refuseWhileMuted } from '../site-mute.ts';

/** A registered user by chat id (numeric) with their VIP level at `now` (0 when not VIP), or undefined. */
async function registeredUser(
  db: Database,
  userId: string,
  now: Date,
): Promise<{ nick_name: string; avatar: string; vipLevel: number; mutedSeconds: number } | undefined> {
  if (!/^\d{1,9}$/.test(userId)) return undefined;
  const row = await senderOf(db, Number(userId));
  return (
    row && {
      nick_name: row.nick_name,
      avatar: row.avatar,
      vipLevel: isVip(row, now) ? row.vip_level : 0,
      mutedSeconds: mutedSecondsLeft(row.chat_muted_until, now.getTime()),
    }
  );
}

/** The checked message of a send request, with the sender's profile (never the client's claim of it). */
async function checkedSend(
  call: CommandCall,
  conversationType: NewMessage['conversationType'],
): Promise<{ message: NewMessage; onlineOnly: boolean; sharedFiles: string[] }> {
  const request = call.frame.sendMessageRequest;
  const message = request?.message;
  if (!message) throw invalidParameter('send_message_request.message is required');
  if (isGuest(call.user.id)) throw new ImError(ServerCode.NO_PERMISSION, 'guests cannot send messages');
  const { sendsPerSecond } = call.gateway.settings;
  if (!call.gateway.sendLimit.take(call.user.id, sendsPerSecond))
    throw new ImError(ServerCode.SEND_TOO_FAST, `more than ${sendsPerSecond} sends in a second`);
  // The random makes a resend idempotent; without one, every message would be a resend of the first.
  if (!message.random) throw invalidParameter('message.random is required');
  const to = message.to ?? '';
  const sender = await registeredUser(call.context.db, call.user.id, new Date(call.now * 1000));
  // An operator's site-wide mute refuses every send while it runs (site-mute.ts).
  refuseWhileMuted(conversationType === groupType ? to : '', sender?.mutedSeconds ?? 0);
  const cloudCustomData = message.cloudCustomData ?? '';
  const elements = checkedElements(message.elements, cloudCustomData, call.now);
  await checkImageElements(call, elements);
  await checkMediaElements(call, elements);
  const sharedFiles = await checkSharedFiles(call, elements);
  const thread = conversationType === c2cType ? c2cThread(call.user.id, to) : to;
  return {
    onlineOnly: Boolean(request.onlineOnly || message.onlineOnly),
    sharedFiles,
    message: {
      offlinePushInfo: offlinePushInfoOf(message.offlinePushInfo),
      conversationType,
      from: call.user.id,
      to,
      thread,
      random: message.random,
      time: call.now,
      clientTime: message.clientTime ?? 0,
      clientSequence: message.clientSequence ?? 0,
      elements,
      cloudCustomData,
      nick: sender?.nick_name ?? '',
      avatar: sender?.avatar ?? '',
      priority: message.priority ?? 0,
      vipLevel: sender?.vipLevel ?? 0,
      // An online-only message is never stored: nobody could answer its receipt (docs/decisions.md).
      needReadReceipt: Boolean(message.needReadReceipt) && !(request.onlineOnly || message.onlineOnly),
      isSupportExtension: Boolean(message.isSupportExtension),
    },
  };
}

/** The sender's offline push info (JSON on the wire), its strings cut to sane lengths; none when absent or broken. */
function offlinePushInfoOf(json: string | null | undefined): OfflinePushInfo | undefined {
  let info: Record<string, unknown>;
  try {
    info = JSON.parse(json || 'null') as Record<string, unknown>;
  } catch {
    throw invalidParameter('offline_push_info is JSON');
  }
  if (!info || typeof info !== 'object' || Array.isArray(info)) return undefined;
  const cut = (key: string, length: number) => (typeof info[key] === 'string' ? (info[key] as string).slice(0, length) : '');
  return {
    title: cut('title', 100),
    description: cut('description', 200),
    extension: cut('extension', 1024),
    disablePush: info.disablePush === true,
    ignoreIOSBadge: info.ignoreIOSBadge === true,
    androidOPPOChannelID: cut('androidOPPOChannelID', 64),
  };
}

/**
 * A group message to specified members (spec 001 §5): at most 50, each a member, for created groups only (a live
 * room's long polls read every stored message). The purchase-bit check of the commercial ability belongs here, before
 * anything else (docs/decisions.md "Messages to specified receivers"). Answers the receivers, or none for the group.
 */
async function checkedReceivers(
  call: CommandCall,
  groupId: string,
  groupKind: string,
  receiverList: readonly string[] | null | undefined,
): Promise<string[] | undefined> {
  const receivers = [...new Set((receiverList ?? []).map(String))];
  if (receivers.length === 0) return undefined;
  requirePurchased(call.gateway, 'specifiedReceivers');
  if (receivers.length > maxReceivers) throw invalidParameter(`a message goes to at most ${maxReceivers} specified receivers`);
  if (groupKind === 'AVChatRoom') throw invalidParameter('specified receivers are for created groups, not live rooms');
  for (const userId of receivers)
    if (!(await isMember(call.context.db, groupId, userId))) throw invalidParameter(`${userId} is not a member of ${groupId}`);
  return receivers;
}

/**
 * The slow mode that holds the caller back in `group` (0: none): a live room's for everyone but its anchor and
 * managers (changePubConfig), a created group's for its plain members (group.update slowMode; the owner and admins are
 * exempt). A community's topics have none of their own: the group's holds its own thread only.
 */
async function slowModeOf(call: CommandCall, group: GroupInfo, topic: boolean): Promise<number> {
  const liveId = group.id.match(/^live_(\d{1,9})$/)?.[1];
  if (liveId) return /^\d{1,9}$/.test(call.user.id) ? slowModeFor(call.context.db, Number(liveId), Number(call.user.id)) : 0;
  if (topic || !group.stored?.slow_mode) return 0;
  const member = await memberOf(call.context.db, group.id, call.user.id);
  return isPlainRole(member?.role) ? group.stored.slow_mode : 0;
}

/**
 * Slow mode (10023): a member it holds (slowModeOf) sends at most once per the group's interval of the server clock.
 * The interval and the wait left are in the error info, in whole seconds.
 */
async function keepSlowMode(call: CommandCall, group: GroupInfo, topic: boolean, random: number, stored: boolean): Promise<void> {
  const groupId = group.id;
  const interval = await slowModeOf(call, group, topic);
  if (interval === 0) return;
  const wait = call.gateway.sendSpacing.take(groupId, call.user.id, random, call.now, interval, stored);
  if (wait > 0)
    throw new ImError(ServerCode.SLOW_MODE, `slow mode: one message every ${interval} seconds in ${groupId}, wait ${wait} more seconds`);
}

/**
 * A created group's mutes (spec 001 §8, 20012): a member muted until later than now, and, while the whole group is
 * muted, every member who is neither its owner nor an admin; and its @all, which plain members may not send (10007).
 */
async function keepGroupRules(call: CommandCall, groupId: string, muteAll: boolean, elements: readonly StoredElement[]): Promise<void> {
  const member = await memberOf(call.context.db, groupId, call.user.id);
  if (member && member.mute_until > call.now)
    throw new ImError(ServerCode.GROUP_MEMBER_MUTED, `muted in ${groupId} for ${member.mute_until - call.now} more seconds`);
  if (muteAll && isPlainRole(member?.role)) throw new ImError(ServerCode.GROUP_MEMBER_MUTED, `${groupId} is muted for its members`);
  // @all reaches every member: the owner's and admins' call, as in WeChat (docs/decisions.md "Group chat room").
  const atAll = elements.some((element) => element.type === 'TIMTextElem' && decodeAtList(element.data).includes(atAllUserId));
  if (atAll && isPlainRole(member?.role))
    throw new ImError(ServerCode.NO_PERMISSION, `only the owner and admins of ${groupId} mention everyone`);
}

/** `c2c.send` and `group.send`. */
export const sendCommands: Record<string, CommandHandler> = {
  /**
   * Stores the message and pushes it to every socket of both users, after the response, each copy with that user's
   * inbox sequence: the sending socket too, so its inbox has no gap (it drops the copy by conversation and sequence).
   */
  async 'c2c.send'(call) {
    const { message, onlineOnly, sharedFiles } = await checkedSend(call, c2cType);
    if (message.elements.some((element) => element.type === 'TIMTextElem' && element.data !== ''))
      throw invalidParameter('a one-to-one message mentions no one');
    if (message.to === call.user.id || !(await registeredUser(call.context.db, message.to, new Date(call.now * 1000))))
      throw new ImError(ServerCode.INVALID_RECIPIENT, `no user ${message.to}`);
    if (await isBlocked(call.context.db, Number(message.to), Number(call.user.id)))
      throw new ImError(ServerCode.IN_PEER_BLACKLIST, `${message.to} has blocked you`);
    await recordSharedFiles(call.context.db, sharedFiles, { conversationType: c2cType, thread: message.thread });
    if (onlineOnly) {
      const push = pushFrame('push.message', message.to, { messagePush: { messages: [onlineOnlyMessage(message)] } });
      call.afterResponse(() => {
        call.gateway.push(message.to, push);
        call.gateway.push(message.from, push, call.connection);
      });
      return { sendMessageResponse: { sequence: 0, time: message.time, duplicate: false } };
    }
    const stored = await storeMessage(call.context.db, message, call.gateway.settings.keepGroupMessages);
    if (!stored.duplicate) {
      call.afterResponse(() => {
        for (const [userId, inboxSequence] of stored.inbox) {
          call.gateway.push(
            userId,
            pushFrame('push.message', userId, { messagePush: { messages: [wireMessage(stored.row, { inboxSequence })] } }),
          );
        }
      });
    }
    return { sendMessageResponse: { sequence: stored.row.sequence, time: stored.row.time, duplicate: stored.duplicate } };
  },

  /**
   * Stores the message of a group or of a community's topic (`to` the topic id: its community's members only, the
   * topic's thread; spec 001 §7), members only, not banned: 10017, not muted: 20012. A live room's wakes its long
   * polls (online-only ones wait per poll key) and, after the response, goes to the sockets that joined the room; a
   * created group's goes to every member online (group-call.ts fanOut).
   */
  async 'group.send'(call) {
    const { message, onlineOnly, sharedFiles } = await checkedSend(call, groupType);
    const { group, topic } = await requireThread(call.context.db, message.to);
    // Before membership: the SDK's live-room ban also took the user out of the room, and the answer says for how long.
    const banned = await banSecondsLeft(call.context.db, group.id, call.user.id, call.now);
    if (banned > 0) throw new ImError(ServerCode.MUTED, `banned from sending in ${group.id} for ${banned} more seconds`);
    if (!(await isMember(call.context.db, group.id, call.user.id)))
      throw new ImError(ServerCode.NO_PERMISSION, `not a member of ${group.id}`);
    message.receivers = await checkedReceivers(call, group.id, group.type, call.frame.sendMessageRequest?.message?.receiverList);
    const audience = message.receivers && [...new Set([...message.receivers, call.user.id])];
    // Spec 001 §8: a community with topics takes its messages in its topics only.
    if (!topic && group.stored?.is_support_topic) throw invalidParameter(`${group.id} has topics: send to one of them`);
    if (group.stored) await keepGroupRules(call, group.id, group.stored.mute_all || Boolean(topic?.mute_all), message.elements);
    await keepSlowMode(call, group, Boolean(topic), message.random, !onlineOnly);
    call.gateway.presence.touch(group.id, call.user.id);
    await recordSharedFiles(call.context.db, sharedFiles, { conversationType: groupType, thread: message.thread });
    if (onlineOnly) {
      const wire = onlineOnlyMessage(message);
      if (group.type !== 'AVChatRoom') await fanOut(call, group, wire, audience);
      else {
        call.gateway.polls.deliverOnlineOnly(group.id, wire);
        call.afterResponse(() => call.gateway.pushToGroup(group.id, wire));
      }
      return { sendMessageResponse: { sequence: 0, time: message.time, duplicate: false } };
    }
    const stored = await storeMessage(call.context.db, message, call.gateway.settings.keepGroupMessages);
    if (!stored.duplicate) await fanOut(call, group, wireMessage(stored.row), audience);
    return { sendMessageResponse: { sequence: stored.row.sequence, time: stored.row.time, duplicate: stored.duplicate } };
  },
};
