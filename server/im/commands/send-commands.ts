import { ServerCode } from '../../../runtime/im/protocol/server-codes.ts';
import type { WireMessage } from '../../../runtime/im/protocol/codec.ts';
import type { Database } from '../../db/database.ts';
import { checkedElements } from '../content.ts';
import { ImError, invalidParameter } from '../errors.ts';
import { isMember, requireGroup } from '../groups.ts';
import { c2cThread, c2cType, groupType, storeMessage, type NewMessage } from '../store/message-store.ts';
import { pushFrame, wireMessage } from '../wire.ts';
import { isGuest, type CommandCall, type CommandHandler } from './command.ts';

/** A registered user by chat id (numeric), or undefined. */
async function registeredUser(db: Database, userId: string): Promise<{ nick_name: string; avatar: string } | undefined> {
  if (!/^\d{1,9}$/.test(userId)) return undefined;
  const [row] = await db.query<{ nick_name: string; avatar: string }>('select nick_name, avatar from users where id = $1', [Number(userId)]);
  return row;
}

/** The checked message of a send request, with the sender's profile (never the client's claim of it). */
async function checkedSend(call: CommandCall, conversationType: NewMessage['conversationType']): Promise<{ message: NewMessage; onlineOnly: boolean }> {
  const request = call.frame.sendMessageRequest;
  const message = request?.message;
  if (!message) throw invalidParameter('send_message_request.message is required');
  if (isGuest(call.user.id)) throw new ImError(ServerCode.NO_PERMISSION, 'guests cannot send messages');
  // The random makes a resend idempotent; without one, every message would be a resend of the first.
  if (!message.random) throw invalidParameter('message.random is required');
  const to = message.to ?? '';
  const cloudCustomData = message.cloudCustomData ?? '';
  const elements = checkedElements(message.elements, cloudCustomData);
  const sender = await registeredUser(call.context.db, call.user.id);
  const thread = conversationType === c2cType ? c2cThread(call.user.id, to) : to;
  return {
    onlineOnly: Boolean(request.onlineOnly || message.onlineOnly),
    message: {
      conversationType, from: call.user.id, to, thread, random: message.random, time: call.now,
      clientTime: message.clientTime ?? 0, clientSequence: message.clientSequence ?? 0, elements, cloudCustomData,
      nick: sender?.nick_name ?? '', avatar: sender?.avatar ?? '', priority: message.priority ?? 0,
    },
  };
}

/** An online-only message: never stored, so no sequence and no inbox position. */
const onlineOnlyMessage = (message: NewMessage): WireMessage => ({
  conversationType: message.conversationType,
  from: message.from,
  to: message.to,
  sequence: 0,
  random: message.random,
  time: message.time,
  clientTime: message.clientTime,
  clientSequence: message.clientSequence,
  elements: message.elements,
  cloudCustomData: message.cloudCustomData,
  nick: message.nick,
  avatar: message.avatar,
  priority: message.priority,
  onlineOnly: true,
});

/** `c2c.send` and `group.send`. */
export const sendCommands: Record<string, CommandHandler> = {
  /**
   * Stores the message and pushes it to every socket of both users, after the response, each copy with that user's
   * inbox sequence: the sending socket too, so its inbox has no gap (it drops the copy by conversation and sequence).
   */
  async 'c2c.send'(call) {
    const { message, onlineOnly } = await checkedSend(call, c2cType);
    if (message.to === call.user.id || !(await registeredUser(call.context.db, message.to))) throw new ImError(ServerCode.INVALID_RECIPIENT, `no user ${message.to}`);
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
          call.gateway.push(userId, pushFrame('push.message', userId, { messagePush: { messages: [wireMessage(stored.row, { inboxSequence })] } }));
        }
      });
    }
    return { sendMessageResponse: { sequence: stored.row.sequence, time: stored.row.time, duplicate: stored.duplicate } };
  },

  /** Stores the message of a live room (members only) and wakes its long polls; online-only ones wait per poll key. */
  async 'group.send'(call) {
    const { message, onlineOnly } = await checkedSend(call, groupType);
    const group = await requireGroup(call.context.db, message.to);
    if (!(await isMember(call.context.db, group.id, call.user.id))) throw new ImError(ServerCode.NO_PERMISSION, `not a member of ${group.id}`);
    call.gateway.presence.touch(group.id, call.user.id);
    if (onlineOnly) {
      call.gateway.polls.deliverOnlineOnly(group.id, onlineOnlyMessage(message));
      return { sendMessageResponse: { sequence: 0, time: message.time, duplicate: false } };
    }
    const stored = await storeMessage(call.context.db, message, call.gateway.settings.keepGroupMessages);
    if (!stored.duplicate) call.gateway.polls.wake(group.id);
    return { sendMessageResponse: { sequence: stored.row.sequence, time: stored.row.time, duplicate: stored.duplicate } };
  },
};
