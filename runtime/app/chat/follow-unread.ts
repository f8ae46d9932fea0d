import { ImEvent, type ChatSdk } from '../../im/index.ts';
import { useAppStore } from '../../core/store/use-app-store.ts';
import type { AnchorGroup } from '../../core/store/client-state.ts';
import { anchorGroupUnread, c2cUnread, sameAnchorGroups } from './c2c-unread.ts';

/**
 * Keeps c2cUnreadCount (spec 000 §3 client state) at the fan's one-to-one unread total, which the menu's chat entry
 * shows as its badge, and anchorGroups at the fan groups' own counts: on every conversation list change (a message, a
 * read, a sync), and 0 and none once nobody is logged in.
 */
export function followUnread(sdk: ChatSdk): () => void {
  const set = (count: number, anchorGroups: AnchorGroup[]) => {
    const state = useAppStore.getState();
    if (state.c2cUnreadCount !== count) useAppStore.setState({ c2cUnreadCount: count });
    if (!sameAnchorGroups(state.anchorGroups, anchorGroups)) useAppStore.setState({ anchorGroups });
  };
  const offs = [
    sdk.on(ImEvent.CONVERSATION_LIST_UPDATED, (list) => set(c2cUnread(list), anchorGroupUnread(list))),
    sdk.on(ImEvent.SDK_NOT_READY, () => set(0, [])),
  ];
  return () => offs.forEach((off) => off());
}
