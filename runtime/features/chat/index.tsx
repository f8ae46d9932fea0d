import { defineFeature } from '../../core/feature.ts';
import { MenuIcon } from '../../ui/menu-icon.tsx';
import { menuLabel } from './menu-messages.ts';

// The conversation list and the one-to-one chat are built (each its own chunk, loaded on its route); the other
// screens come with the chat layer's groups and friends, and until then show their title and "coming soon".
const placeholder = () => import('./pages/placeholder-page.tsx');
const conversations = () => import('./pages/conversations-page.tsx');
const chatRoom = () => import('./pages/chat-room-page.tsx');

export default defineFeature({
  name: 'chat',
  routes: [
    { path: '/c2c', titleKey: 'c2c', load: conversations },
    { path: '/c2c-friends', titleKey: 'friends', load: placeholder },
    { path: '/c2c-chatroom/:id', titleKey: 'chatroom', load: chatRoom },
    { path: '/c2c-user/:id', titleKey: 'user', load: placeholder },
    { path: '/c2c-search', titleKey: 'search', load: placeholder },
    { path: '/c2c-feedback/:type/:gid?', titleKey: 'feedback', load: placeholder },
    { path: '/mobile/c2c-feedback/:type/:gid?', titleKey: 'feedback', load: placeholder },
    { path: '/chat-group/:id', titleKey: 'group', load: placeholder },
    { path: '/chat-group/anchor/:id', titleKey: 'anchorGroup', load: placeholder },
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
  },
  messages: async () => (await import('./messages.ts')).messages,
});
