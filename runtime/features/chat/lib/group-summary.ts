import { ConversationType, MessageType, type Conversation, type GroupTipPayload, type LastMessage } from '../../../im/index.ts';
import { tipLine, type NameOf } from './group-tips.ts';
import { mentionsMe } from './mentions.ts';
import { lastMessageSummary, type Summary } from './summary.ts';

/** What a group row says of its last message: a catalogue key with values, or text as it is. */
export type GroupSummary = { key: string; values?: Record<string, string> } | { text: string };

/**
 * A group's last message in its row (WeChat's): a tip as its line ("Ana joined the group"), a revoked one with who
 * revoked it, another member's message as "name: text", the fan's own as the text alone.
 */
export function groupLastMessageSummary(
  last: LastMessage | null,
  selfID: string,
  nameOf: NameOf,
  lengthOf: (seconds: number) => string,
): GroupSummary {
  if (!last) return { text: '' };
  if (last.type === MessageType.GROUP_TIP) return tipLine(last.payload as GroupTipPayload, nameOf, lengthOf);
  const own = (last.revoker || last.fromAccount) === selfID;
  if (last.isRevoked)
    return own
      ? { key: 'revokedBySelf' }
      : { key: 'revokedByMember', values: { name: nameOf(last.revoker || last.fromAccount, last.nick) } };
  const summary: Summary = lastMessageSummary(last, selfID);
  if (last.fromAccount === selfID) return summary;
  const text = 'text' in summary ? summary.text : undefined;
  return text === undefined ? summary : { key: 'fromMember', values: { name: nameOf(last.fromAccount, last.nick), text } };
}

/** The at-me marker of a row: unread messages and the last one, not revoked, mentions the fan (or everyone). */
export const atMe = (conversation: Pick<Conversation, 'unreadCount' | 'lastMessage'>, selfID: string): boolean =>
  conversation.unreadCount > 0 &&
  conversation.lastMessage !== null &&
  !conversation.lastMessage.isRevoked &&
  mentionsMe(conversation.lastMessage, selfID);

/**
 * The group tab: the fan's group conversations (fan groups among them), live rooms and the system conversation left
 * out, in the chat layer's order (pinned first, then newest), as the private tab.
 */
export const groupConversations = (list: readonly Conversation[]): Conversation[] =>
  list.filter((c) => c.type === ConversationType.GROUP && c.groupType !== 'AVChatRoom');

/** The group id of a GROUP conversation. */
export const groupOf = (conversation: Pick<Conversation, 'conversationID'>): string => conversation.conversationID.replace(/^GROUP/, '');
