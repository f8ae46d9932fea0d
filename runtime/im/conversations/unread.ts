import { ConversationType, GroupType, MessageRemindType, MessageType, type Conversation, type Message } from '../types.ts';

/** AVChatRoom groups never count unread (spec 001 §4 Unread counting). */
export const countsUnread = (conversation: Pick<Conversation, 'type' | 'groupType'>): boolean =>
  !(conversation.type === ConversationType.GROUP && conversation.groupType === GroupType.AVCHATROOM);

/**
 * The unread count after a list fetch: group (and topic) counts are replaced by the server's; C2C counts are replaced
 * when the server sent unread pairs, otherwise what arrived locally is added to the server's.
 */
export function unreadAfterFetch(local: Conversation | undefined, fetched: Conversation, serverHasUnreadPairs: boolean): number {
  if (!countsUnread(fetched)) return 0;
  if (fetched.type !== ConversationType.C2C || serverHasUnreadPairs) return fetched.unreadCount;
  return fetched.unreadCount + (local?.unreadCount ?? 0);
}

/** Whether a new message raises the unread count: incoming, stored (not online-only), in a counting conversation. */
/** Group tips are not counted (as on the server's list). */
export const raisesUnread = (conversation: Conversation, message: Message): boolean =>
  message.flow === 'in' && !message.onlineOnly && !message.isRead && message.type !== MessageType.GROUP_TIP && countsUnread(conversation);

/** Revoking a message the user had not read yet takes it off the count, never below 0. */
export const unreadAfterRevoke = (conversation: Conversation, message: Message): number =>
  message.flow === 'in' && !message.isRead && countsUnread(conversation)
    ? Math.max(0, conversation.unreadCount - 1)
    : conversation.unreadCount;

export const totalUnread = (list: Iterable<Conversation>): number => {
  let total = 0;
  // As Tencent's: conversations the user silenced (remind type other than accept and notify) stay out of the total.
  for (const conversation of list)
    if (countsUnread(conversation) && conversation.messageRemindType === MessageRemindType.ACPT_AND_NOTE) total += conversation.unreadCount;
  return total;
};
