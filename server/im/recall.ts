import { communityOfTopic, isTopicId } from '../../runtime/im/protocol/group-codec.ts';
import type { Database } from '../domain/ports.ts';
import type { ChatGateway } from './gateway-port.ts';
import { messageIdOf, publishOnlineOnly, systemSender, type RoomEvent } from './room-events.ts';
import type { RoomChat } from './room-moderation.ts';
import { revokeMessage } from './store/change-store.ts';
import { createdGroup } from './store/group-row-store.ts';
import { memberIds } from './store/group-store.ts';
import { groupType, type MessageRow } from './store/message-store.ts';
import { pushFrame, wireMessage } from './wire.ts';

/** The group a group message belongs to: a topic's is its community. */
export const groupOf = (row: MessageRow): string => (isTopicId(row.to_id) ? communityOfTopic(row.to_id) : row.to_id);

/** The realtime message that tells a group's live readers (who poll) that one of its messages was revoked. */
export function revokeNotice(row: MessageRow, revoker: string): RoomEvent {
  return {
    type: 'revokeMessage',
    msg_id: messageIdOf(row),
    group_id: row.to_id,
    from: row.from_id,
    random: Number(row.random),
    sequence: row.sequence,
    revoker,
  };
}

/** Pushes a stored message's change (1 revoked, 2 modified) to every socket of each user. */
export function pushChangeTo(im: ChatGateway, users: readonly string[], kind: 1 | 2, row: MessageRow): void {
  for (const userId of users) im.push(userId, pushFrame('push.change', userId, { changePush: { kind, message: wireMessage(row) } }));
}

/**
 * The platform recalls a group message (the operators' console deletes a reported message), first half: the message is
 * revoked by `administrator` whoever sent it, on `db` (the caller's transaction, with the report it settles, so the
 * report never closes on a message that stays). Answers the revoked row, or undefined when it was revoked already or
 * is no group message (nothing to announce).
 */
export async function revokeAsPlatform(db: Database, messageId: number): Promise<MessageRow | undefined> {
  const revoked = await revokeMessage(db, messageId, systemSender);
  return revoked.changed && revoked.row.conversation_type === groupType ? revoked.row : undefined;
}

/**
 * Second half, after the commit: every open client hears the recall the way a sender's own revoke is heard (spec 001
 * §9): a created group's members by a change push on their sockets, a live room's readers by the stored message's new
 * state in their polls and the online-only revokeMessage.
 */
export async function announceRecall(context: RoomChat, row: MessageRow): Promise<void> {
  const { db, im } = context;
  const created = await createdGroup(db, groupOf(row));
  if (created && created.type !== 'AVChatRoom') pushChangeTo(im, await memberIds(db, groupOf(row)), 1, row);
  im.polls.changed(row.to_id, wireMessage(row));
  publishOnlineOnly(im, row.to_id, revokeNotice(row, systemSender));
}
