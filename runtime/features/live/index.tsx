import { defineFeature } from '../../core/feature.ts';
import { MenuIcon } from '../../ui/menu-icon.tsx';
import { menuLabel } from './menu-messages.ts';

export default defineFeature({
  name: 'live',
  routes: [
    { path: '/live', titleKey: 'live', load: () => import('./pages/live-page.tsx'), prefetch: () => import('./api/live-first.ts') },
    { path: '/live/lives', titleKey: 'lives', load: () => import('./pages/lives-page.tsx') },
    { path: '/live/videos', titleKey: 'videos', load: () => import('./pages/videos-page.tsx') },
    { path: '/live-detail/:id', titleKey: 'liveDetail', load: () => import('./pages/live-detail-page.tsx') },
    { path: '/anchor-list', titleKey: 'anchorList', load: () => import('./pages/anchor-list-page.tsx') },
  ],
  menu: {
    path: '/live',
    label: menuLabel,
    icon: ({ active }) => (
      <MenuIcon
        active={active}
        path="M4 7h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1zM8 3l4 4 4-4M10 10.5v5l4.2-2.5z"
      />
    ),
  },
  messages: async () => (await import('./messages.ts')).messages,
  provides: {
    roomChat: async () => (await import('./components/room-chat/room-chat.tsx')).RoomChat,
  },
});
