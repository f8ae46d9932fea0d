import { textWidth } from '../../../core/rules/text-rules.ts';
import { MessageType, type Conversation, type Friend, type Message } from '../../../im/index.ts';

/** Text compared without case, accents or width differences, so "joao" finds "João" and "ＡＢ" finds "ab". */
export const searchable = (text: string): string => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** Friends whose remark or nick holds the keyword. */
export function matchFriends(friends: readonly Friend[], keyword: string): Friend[] {
  const wanted = searchable(keyword);
  if (!wanted) return [];
  return friends.filter((friend) => [friend.remark, friend.profile?.nick ?? ''].some((name) => searchable(name).includes(wanted)));
}

export interface MessageHit {
  conversation: Conversation;
  message: Message;
}

/**
 * Text messages of the loaded one-to-one conversations that hold the keyword, newest first: what the chat layer holds
 * (the pages the fan has opened and what arrived since), never revoked ones. At most `limit`.
 */
export function matchMessages(
  conversations: readonly Conversation[],
  messagesOf: (conversationID: string) => readonly Message[],
  keyword: string,
  limit = 50,
): MessageHit[] {
  const wanted = searchable(keyword);
  if (!wanted) return [];
  const hits: MessageHit[] = [];
  for (const conversation of conversations) {
    for (const message of messagesOf(conversation.conversationID)) {
      if (message.isRevoked || message.type !== MessageType.TEXT) continue;
      if (searchable((message.payload as { text?: string }).text ?? '').includes(wanted)) hits.push({ conversation, message });
    }
  }
  return hits.sort((a, b) => b.message.time - a.message.time).slice(0, limit);
}

/** The fan's groups (the group tab's conversations) whose name holds the keyword, in the tab's order. */
export function matchGroups(groups: readonly Conversation[], keyword: string): Conversation[] {
  const wanted = searchable(keyword);
  if (!wanted) return [];
  return groups.filter((group) => searchable(group.name || group.groupProfile?.name || '').includes(wanted));
}

/** A nick is at most 16 wide (spec 000 §5): a wider keyword can name nobody, and the server refuses it. */
const peopleKeywordWidthMax = 16;

/** Whether the server is asked about fans for `keyword`: not empty and no wider than a nick may be. */
export const searchesPeople = (keyword: string): boolean => keyword !== '' && textWidth(keyword) <= peopleKeywordWidthMax;
