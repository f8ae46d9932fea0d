import { defineFeature } from '../../core/feature.ts';
import { MenuIcon } from '../../ui/menu-icon.tsx';
import { menuLabel } from './menu-messages.ts';

// Each built screen is its own chunk, loaded on its route; the group info, announcement and member screens show their
// title and "coming soon" until they are built.
const placeholder = () => import('./pages/placeholder-page.tsx');
const conversations = () => import('./pages/conversations-page.tsx');
const chatRoom = () => import('./pages/chat-room-page.tsx');
const friends = () => import('./pages/friends-page.tsx');
const user = () => import('./pages/user-page.tsx');
const search = () => import('./pages/search-page.tsx');
const report = () => import('./pages/report-page.tsx');
const groupRoom = () => import('./pages/group-room-page.tsx');

export default defineFeature({
  name: 'chat',
  routes: [
    { path: '/c2c', titleKey: 'c2c', load: conversations },
    { path: '/c2c-friends', titleKey: 'friends', load: friends },
    { path: '/c2c-chatroom/:id', titleKey: 'chatroom', load: chatRoom },
    { path: '/c2c-user/:id', titleKey: 'user', load: user },
    { path: '/c2c-search', titleKey: 'search', load: search },
    { path: '/c2c-feedback/:type/:gid?', titleKey: 'feedback', load: report },
    { path: '/mobile/c2c-feedback/:type/:gid?', titleKey: 'feedback', load: report },
    { path: '/chat-group/:id', titleKey: 'group', load: groupRoom },
    { path: '/chat-group/anchor/:id', titleKey: 'anchorGroup', load: groupRoom },
    { path: '/chat-group-info/:gid', titleKey: 'groupInfo', load: placeholder },
    { path: '/chat-group-info/anchor/:gid', titleKey: 'groupInfo', load: placeholder },
    { path: '/chat-group-announcements/:gid', titleKey: 'announcements', load: placeholder },
    { path: '/chat-group-announcements/anchor/:gid', titleKey: 'announcements', load: placeholder },
    { path: '/chat-group-member/:uid/:gid', titleKey: 'member', load: placeholder },
    { path: '/chat-group-member/anchor/:uid/:gid', titleKey: 'member', load: placeholder },
  ],
  menu: {
    path: '/c2c',
    label: menuLabel,
    icon: ({ active }) => <MenuIcon active={active} path="M4 5h16v11H9l-5 4z" />,
    // The unread of the fan's one-to-one chats, kept by runtime/app/chat/follow-unread.ts.
    badge: 'c2cUnreadCount',
  },
  messages: async () => (await import('./messages.ts')).messages,
});
