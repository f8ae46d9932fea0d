import { ConversationType, type Conversation } from '../../im/index.ts';

/**
 * The menu's chat badge (spec 000 §3 c2cUnreadCount): the unread messages of the one-to-one conversations only;
 * groups and anchor fan groups have their own counts (anchorGroups), and live rooms never count.
 */
export const c2cUnread = (conversations: readonly Conversation[]): number =>
  conversations.reduce((total, conversation) => total + (conversation.type === ConversationType.C2C ? Math.max(0, conversation.unreadCount) : 0), 0);
