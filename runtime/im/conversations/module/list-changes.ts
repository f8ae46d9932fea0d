import type { ChatContext } from '../../core/chat-context.ts';
import { ImError, imError } from '../../errors.ts';
import { isValidConversationId } from '../conversation-id.ts';

/** Delete at most this many conversations per call (spec 001 §5). */
export const maxDeleteConversations = 100;

/** deleteConversation (spec 001 §5): the conversations known here, their history too unless told otherwise. */
export async function deleteConversations(context: ChatContext, argument: unknown): Promise<{ conversationIDList: string[] }> {
  const { ids, clearHistoryMessage } = parseDeleteArgument(argument);
  const known = ids.filter((id) => context.conversations.get(id));
  if (known.length === 0) throw imError('CONVERSATION_NOT_FOUND');
  const frame = await context.request('conversation.delete', {
    deleteConversationRequest: { conversationIds: known, clearHistoryMessage },
  });
  const deleted = frame.deleteConversationResponse?.deleted ?? known;
  for (const id of deleted) {
    context.conversations.delete(id);
    if (clearHistoryMessage) context.listOf(id).trim(0);
  }
  return { conversationIDList: deleted };
}

/** pinConversation: pinned first in the list, with the time it was pinned. */
export async function pinConversation(
  context: ChatContext,
  options: { conversationID: string; isPinned: boolean },
): Promise<{ conversationID: string }> {
  if (!isValidConversationId(options?.conversationID)) throw imError('INVALID_CONVERSATION_ID');
  if (typeof options.isPinned !== 'boolean') throw imError('INVALID_PARAMETER', 'isPinned must be a boolean');
  if (!context.conversations.get(options.conversationID)) throw imError('CONVERSATION_NOT_FOUND');
  await context.request('conversation.pin', {
    pinConversationRequest: { conversationId: options.conversationID, pin: options.isPinned },
  });
  context.conversations.update(options.conversationID, {
    isPinned: options.isPinned,
    pinnedTimeStamp: options.isPinned ? Math.floor(context.now() / 1000) : 0,
  });
  return { conversationID: options.conversationID };
}

/** setAllMessageRead: every conversation of the scope read, on the server and in the list. */
export async function setAllRead(context: ChatContext, scope: 'C2C' | 'GROUP' | 'ALL' = 'ALL'): Promise<void> {
  const limited = context.limiter.check('setAllMessageRead');
  if (limited) throw limited;
  try {
    await context.request('conversation.readAll', { setAllReadRequest: { c2c: scope !== 'GROUP', group: scope !== 'C2C' } });
  } catch (error) {
    throw error instanceof ImError && error.code ? error : imError('MESSAGE_UNREAD_ALL_FAIL');
  }
  for (const conversation of context.conversations.sorted()) {
    if (scope === 'ALL' || conversation.type === scope) context.conversations.update(conversation.conversationID, { unreadCount: 0 });
  }
}

/** deleteConversation takes an ID, or `{ conversationIDList, clearHistoryMessage }` (spec 001 §5 Delete conversation). */
export function parseDeleteArgument(argument: unknown): { ids: string[]; clearHistoryMessage: boolean } {
  if (typeof argument === 'string') {
    if (!isValidConversationId(argument)) throw imError('INVALID_CONVERSATION_ID', `invalid conversation ID: ${argument}`);
    return { ids: [argument], clearHistoryMessage: true };
  }
  const options = (argument ?? {}) as { conversationIDList?: unknown; clearHistoryMessage?: unknown };
  if (!Array.isArray(options.conversationIDList) || options.conversationIDList.length === 0)
    throw imError('INVALID_PARAMETER', 'conversationIDList must be a non-empty array');
  const invalid = options.conversationIDList.find((id) => !isValidConversationId(id));
  if (invalid !== undefined) throw imError('INVALID_CONVERSATION_ID', `invalid conversation ID: ${String(invalid)}`);
  if (options.clearHistoryMessage !== undefined && typeof options.clearHistoryMessage !== 'boolean')
    throw imError('INVALID_PARAMETER', 'clearHistoryMessage must be a boolean');
  return {
    ids: (options.conversationIDList as string[]).slice(0, maxDeleteConversations),
    clearHistoryMessage: options.clearHistoryMessage ?? true,
  };
}
