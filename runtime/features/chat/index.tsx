import { loadChatSdk } from '../../core/chat/chat-sdk.ts';
import { defineFeature } from '../../core/feature.ts';
import { MenuIcon } from '../../ui/menu-icon.tsx';
import { menuLabel } from './menu-messages.ts';

// Each built screen is its own chunk, loaded on its route.
const conversations = () => import('./pages/conversations-page.tsx');
const chatRoom = () => import('./pages/chat-room-page.tsx');
const friends = () => import('./pages/friends-page.tsx');
const user = () => import('./pages/user-page.tsx');
const search = () => import('./pages/search-page.tsx');
const report = () => import('./pages/report-page.tsx');
const groupRoom = () => import('./pages/group-room-page.tsx');
const groupCreate = () => import('./pages/group-create-page.tsx');
// Info, announcements and member pages: one chunk (pages/group-pages.tsx says why).
const groupPages = () => import('./pages/group-pages.tsx');
/**
 * The screens that open on the chat's own data start the chat (the SDK's chunk, then a signed-in fan's login and first
 * conversation page) as they are entered, beside the page's own code: /c2c's first rows wait on the login
 * (bench/conversation-list-load.ts). Not a chunk of its own: the loader is in the entry already, and a chunk would
 * be one more request, queued behind the page's, before the SDK's could start. A guest gets the SDK logged out.
 */
const startChat = () => Promise.resolve({ prefetch: () => void loadChatSdk() });

export default defineFeature({
  name: 'chat',
  routes: [
    { path: '/c2c', titleKey: 'c2c', load: conversations, prefetch: startChat },
    { path: '/c2c-friends', titleKey: 'friends', load: friends },
    { path: '/c2c-chatroom/:id', titleKey: 'chatroom', load: chatRoom, prefetch: startChat },
    { path: '/c2c-user/:id', titleKey: 'user', load: user },
    { path: '/c2c-search', titleKey: 'search', load: search },
    { path: '/c2c-feedback/:type/:gid?', titleKey: 'feedback', load: report },
    { path: '/mobile/c2c-feedback/:type/:gid?', titleKey: 'feedback', load: report },
    { path: '/chat-group-create', titleKey: 'groupCreate.title', load: groupCreate, prefetch: startChat },
    { path: '/chat-group/:id', titleKey: 'group', load: groupRoom, prefetch: startChat },
    { path: '/chat-group/anchor/:id', titleKey: 'anchorGroup', load: groupRoom, prefetch: startChat },
    { path: '/chat-group-info/:gid', titleKey: 'groupInfo', load: groupPages },
    { path: '/chat-group-info/anchor/:gid', titleKey: 'groupInfo', load: groupPages },
    { path: '/chat-group-announcements/:gid', titleKey: 'announcements', load: groupPages },
    { path: '/chat-group-announcements/anchor/:gid', titleKey: 'announcements', load: groupPages },
    { path: '/chat-group-member/:uid/:gid', titleKey: 'member', load: groupPages },
    { path: '/chat-group-member/anchor/:uid/:gid', titleKey: 'member', load: groupPages },
  ],
  menu: {
    path: '/c2c',
    label: menuLabel,
    icon: ({ active }) => <MenuIcon active={active} path="M4 5h16v11H9l-5 4z" />,
    // The unread of the fan's one-to-one chats, kept by runtime/app/chat/follow-unread.ts.
    badge: 'c2cUnreadCount',
  },
  messages: async () => (await import('./messages.ts')).messages,
  provides: { fanGroupEntry: async () => (await import('./components/fan-group-entry.tsx')).FanGroupEntry },
});
