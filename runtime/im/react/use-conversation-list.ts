import { useEffect, useReducer, useSyncExternalStore } from 'react';
import { ImEvent, type ChatSdk, type Conversation } from '../index.ts';
import { totalUnread } from '../conversations/unread.ts';

const lists = new WeakMap<object, Conversation[]>();
const empty: Conversation[] = [];

/**
 * The list a screen draws now, as the same array while nothing was announced: the last one announced while a screen
 * listened, or else what the SDK holds. A screen that mounts after the first page was announced (its code ran after the
 * chat had logged in) would otherwise draw nothing until the next announcement, which the once-a-second limit (spec 001
 * §9) holds back, or until the paging of a long list ends (bench/conversation-list-load.ts).
 */
export function conversationListOf(sdk: Pick<ChatSdk, 'getLocalConversationList'> & object): Conversation[] {
  const kept = lists.get(sdk);
  if (kept) return kept;
  const held = sdk.getLocalConversationList();
  if (held.length === 0) return empty;
  lists.set(sdk, held);
  return held;
}

/** The sorted conversation list (loaded once the SDK is ready), and the total unread count. */
export function useConversationList(sdk: ChatSdk): { conversations: Conversation[]; totalUnread: number } {
  const conversations = useSyncExternalStore(
    (changed) =>
      sdk.on(ImEvent.CONVERSATION_LIST_UPDATED, (list) => {
        lists.set(sdk, list);
        changed();
      }),
    () => conversationListOf(sdk),
  );
  // The list asked for on mount is rendered at once: no update event may follow it for a while.
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!sdk.isReady()) return;
    sdk.getConversationList().then(
      ({ data }) => {
        lists.set(sdk, data.conversationList);
        rerender();
      },
      () => undefined,
    );
  }, [sdk]);
  return { conversations, totalUnread: totalUnread(conversations) };
}
