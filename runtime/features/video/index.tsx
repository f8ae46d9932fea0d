import { defineFeature } from '../../core/feature.ts';
import { MenuIcon } from '../../ui/menu-icon.tsx';
import { menuLabel } from './menu-messages.ts';

export default defineFeature({
  name: 'video',
  routes: [
    { path: '/shortvideo/:id', titleKey: 'shortVideo', load: () => import('./pages/short-video-page.tsx') },
    { path: '/rec-category/:id?', titleKey: 'category', load: () => import('./pages/category-page.tsx') },
    { path: '/rec-collection/:id', titleKey: 'collection', load: () => import('./pages/collection-page.tsx') },
    { path: '/rec-video/:id', titleKey: 'recordVideo', load: () => import('./pages/record-video-page.tsx') },
  ],
  menu: {
    path: '/rec-category',
    label: menuLabel,
    icon: ({ active }) => <MenuIcon active={active} path="M4 5h16v14H4zM10 9v6l5-3z" />,
  },
  messages: async () => (await import('./messages.ts')).messages,
  provides: {
    shortClips: async () => (await import('./components/short-clips.tsx')).ShortClips,
  },
});
