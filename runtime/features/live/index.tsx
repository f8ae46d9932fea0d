import { defineFeature } from '../../core/feature.ts';
import { MenuIcon } from '../../ui/menu-icon.tsx';
import { messages } from './messages.ts';

// Screens of this feature are built by later changes; until then each route shows its title and "coming soon".
const placeholder = () => import('./pages/placeholder-page.tsx');

export default defineFeature({
  name: 'live',
  routes: [
    { path: '/live', titleKey: 'live', load: placeholder },
    { path: '/live/lives', titleKey: 'lives', load: placeholder },
    { path: '/live/videos', titleKey: 'videos', load: placeholder },
    { path: '/live-detail/:id', titleKey: 'liveDetail', load: placeholder },
    { path: '/anchor-list', titleKey: 'anchorList', load: placeholder },
  ],
  menu: {
    path: '/live',
    labelKey: 'menuLabel',
    icon: ({ active }) => <MenuIcon active={active} path="M4 7h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1zM8 3l4 4 4-4M10 10.5v5l4.2-2.5z" />,
  },
  i18n: messages,
});
