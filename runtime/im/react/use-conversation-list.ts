import { useEffect, useReducer, useSyncExternalStore } from 'react';
import { ImEvent, type ChatSdk, type Conversation } from '../index.ts';
import { totalUnread } from '../conversations/unread.ts';

const lists = new WeakMap<ChatSdk, Conversation[]>();
const empty: Conversation[] = [];

/** The sorted conversation list (loaded once the SDK is ready), and the total unread count. */
export function useConversationList(sdk: ChatSdk): { conversations: Conversation[]; totalUnread: number } {
  const conversations = useSyncExternalStore(
    (changed) =>
      sdk.on(ImEvent.CONVERSATION_LIST_UPDATED, (list) => {
        lists.set(sdk, list);
        changed();
      }),
    () => lists.get(sdk) ?? empty,
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
