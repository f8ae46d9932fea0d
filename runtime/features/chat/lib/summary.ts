import { ConversationType, MessageType, type Conversation, type LastMessage } from '../../../im/index.ts';

/** What a conversation row says of its last message: a catalogue key (with values) or the sender's text as it is. */
export type Summary = { key: 'revokedBySelf' | 'revokedByPeer' | 'customMessage' | 'customWith' | 'imageMessage'; values?: Record<string, string> } | { text: string };

/** The last message's summary for `selfID`: who revoked it, a custom message's description, or the text itself. */
export function lastMessageSummary(last: LastMessage | null, selfID: string): Summary {
  if (!last) return { text: '' };
  if (last.isRevoked) return { key: (last.revoker || last.fromAccount) === selfID ? 'revokedBySelf' : 'revokedByPeer' };
  if (last.type === MessageType.IMAGE) return { key: 'imageMessage' };
  if (last.type === MessageType.CUSTOM) {
    const description = (last.payload as { description?: string }).description?.trim();
    return description ? { key: 'customWith', values: { description } } : { key: 'customMessage' };
  }
  // Several lines of a message read as one in the row.
  return { text: ((last.payload as { text?: string }).text ?? last.messageForShow ?? '').replace(/\s+/g, ' ').trim() };
}

/** The unread badge of a row: none at zero and never for a live room (AVChatRoom, spec 001 §4); 99+ above 99. */
export function unreadBadge(conversation: Pick<Conversation, 'unreadCount' | 'groupType'>): string {
  if (conversation.groupType === 'AVChatRoom' || conversation.unreadCount <= 0) return '';
  return conversation.unreadCount > 99 ? '99+' : String(conversation.unreadCount);
}

/** The one-to-one conversations, in the order the chat layer keeps (pinned first, then newest, spec 001 §4 Sorting). */
export const privateConversations = (list: readonly Conversation[]): Conversation[] => list.filter((c) => c.type === ConversationType.C2C);
