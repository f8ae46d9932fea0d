import { useCallback, useRef, useSyncExternalStore } from 'react';
import { ImEvent, type ChatSdk, type Message } from '../index.ts';

const changeEvents = [ImEvent.MESSAGE_RECEIVED, ImEvent.MESSAGE_STATUS_CHANGED, ImEvent.MESSAGE_REVOKED, ImEvent.MESSAGE_MODIFIED] as const;

/**
 * The messages held for one conversation, oldest first, re-rendering when one arrives, is sent by this user (once
 * when it goes out, again when it is sent or fails), is revoked or modified, or is read by the peer. The snapshot is a new array only when something in this conversation changed.
 */
export function useMessages(sdk: ChatSdk, conversationID: string): readonly Message[] {
  const snapshot = useRef<{ key: string; stale: boolean; list: readonly Message[] }>({ key: '', stale: true, list: [] });
  const subscribe = useCallback(
    (changed: () => void) => {
      const touched = (messages: Message[] | { conversationID: string }) => {
        const mine = Array.isArray(messages)
          ? messages.some((m) => m.conversationID === conversationID)
          : messages.conversationID === conversationID;
        if (!mine) return;
        snapshot.current.stale = true;
        changed();
      };
      const offs = changeEvents.map((event) => sdk.on(event, touched));
      offs.push(sdk.on(ImEvent.MESSAGE_READ_BY_PEER, touched));
      return () => offs.forEach((off) => off());
    },
    [sdk, conversationID],
  );
  return useSyncExternalStore(subscribe, () => {
    const current = snapshot.current;
    const held = sdk.getLocalMessages(conversationID);
    // History paged in by getMessageList announces nothing: a held list that gained or lost messages is news too.
    const grown = held.length !== current.list.length || held[0] !== current.list[0];
    if (current.stale || current.key !== conversationID || grown) snapshot.current = { key: conversationID, stale: false, list: [...held] };
    return snapshot.current.list;
  });
}
