import { anchorOfFansGroup, ConversationType, type Conversation } from '../../im/index.ts';
import type { AnchorGroup } from '../../core/store/client-state.ts';

/**
 * The menu's chat badge (spec 000 §3 c2cUnreadCount): the unread messages of the one-to-one conversations only;
 * groups and anchor fan groups have their own counts (anchorGroups), and live rooms never count.
 */
export const c2cUnread = (conversations: readonly Conversation[]): number =>
  conversations.reduce(
    (total, conversation) => total + (conversation.type === ConversationType.C2C ? Math.max(0, conversation.unreadCount) : 0),
    0,
  );

/**
 * anchorGroups (spec 000 §3, "anchor groups track an unread count per group"): the fan's anchor fan groups among the
 * conversations (docs/decisions.md "Anchor fan groups"), each with its own unread count, in the list's order.
 */
export const anchorGroupUnread = (conversations: readonly Conversation[]): AnchorGroup[] =>
  conversations.flatMap((conversation) => {
    const id = conversation.type === ConversationType.GROUP ? conversation.conversationID.slice('GROUP'.length) : '';
    return anchorOfFansGroup(id) ? [{ id, unreadCount: Math.max(0, conversation.unreadCount) }] : [];
  });

/** Whether two anchorGroups lists say the same, so an unchanged list does not wake the store's readers. */
export const sameAnchorGroups = (a: readonly AnchorGroup[], b: readonly AnchorGroup[]): boolean =>
  a.length === b.length && a.every((group, i) => group.id === b[i].id && group.unreadCount === b[i].unreadCount);
