import { ConversationType, MessageType, type Conversation, type LastMessage, type LocationPayload } from '../../../im/index.ts';
import { kindKeyOf, type KindKey } from './message-kind.ts';

/** What a conversation row says of its last message: a catalogue key (with values) or the sender's text as it is. */
export type Summary =
  | { key: 'revokedBySelf' | 'revokedByPeer' | 'customMessage' | 'customWith' | 'locationWith' | KindKey; values?: Record<string, string> }
  | { text: string };

/** The last message's summary for `selfID`: who revoked it, else what its content says ({@link contentSummary}). */
export function lastMessageSummary(last: LastMessage | null, selfID: string): Summary {
  if (!last) return { text: '' };
  if (last.isRevoked) return { key: (last.revoker || last.fromAccount) === selfID ? 'revokedBySelf' : 'revokedByPeer' };
  return contentSummary(last.type, last.payload, last.messageForShow);
}

/**
 * A message's content on one line: a custom message's description, a place's name, another kind by its name in the
 * fan's language, or the text itself.
 */
export function contentSummary(type: string, payload: unknown, messageForShow = ''): Summary {
  if (type === MessageType.LOCATION) {
    const description = (payload as LocationPayload).description?.replace(/\s+/g, ' ').trim();
    if (description) return { key: 'locationWith', values: { description } };
  }
  const kind = kindKeyOf(type);
  if (kind) return { key: kind };
  if (type === MessageType.CUSTOM) {
    const description = (payload as { description?: string }).description?.trim();
    return description ? { key: 'customWith', values: { description } } : { key: 'customMessage' };
  }
  // Several lines of a message read as one in the row.
  return { text: ((payload as { text?: string }).text ?? messageForShow ?? '').replace(/\s+/g, ' ').trim() };
}

/** The unread badge of a row: none at zero and never for a live room (AVChatRoom, spec 001 §4); 99+ above 99. */
export function unreadBadge(conversation: Pick<Conversation, 'unreadCount' | 'groupType'>): string {
  if (conversation.groupType === 'AVChatRoom' || conversation.unreadCount <= 0) return '';
  return conversation.unreadCount > 99 ? '99+' : String(conversation.unreadCount);
}

/** The one-to-one conversations, in the order the chat layer keeps (pinned first, then newest, spec 001 §4 Sorting). */
export const privateConversations = (list: readonly Conversation[]): Conversation[] => list.filter((c) => c.type === ConversationType.C2C);
