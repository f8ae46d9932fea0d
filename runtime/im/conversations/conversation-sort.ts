import type { Conversation } from '../types.ts';

const lastTimeOf = (conversation: Conversation): number => conversation.lastMessage?.lastTime ?? 0;

/**
 * Spec 001 §4 Sorting: pinned conversations first, then the rest; each block newest last message first, and
 * conversations with no last message time after the others of their block. Stable for equal times.
 */
export function compareConversations(a: Conversation, b: Conversation): number {
  if (a.isPinned !== b.isPinned) return a.isPinned ? -1 : 1;
  const timeA = lastTimeOf(a);
  const timeB = lastTimeOf(b);
  if (!timeA !== !timeB) return timeA ? -1 : 1;
  return timeB - timeA;
}

export const sortConversations = (list: readonly Conversation[]): Conversation[] => [...list].sort(compareConversations);
