import { defineFeature } from '../../core/feature.ts';
import { MenuIcon } from '../../ui/menu-icon.tsx';
import { menuLabel } from './menu-messages.ts';

// Screens of this feature are built by later changes; until then each route shows its title and "coming soon".
const placeholder = () => import('./pages/placeholder-page.tsx');

export default defineFeature({
  name: 'video',
  routes: [
    { path: '/shortvideo/:id', titleKey: 'shortVideo', load: placeholder },
    { path: '/rec-category/:id?', titleKey: 'category', load: placeholder },
    { path: '/rec-collection/:id', titleKey: 'collection', load: placeholder },
    { path: '/rec-video/:id', titleKey: 'recordVideo', load: placeholder },
  ],
  menu: {
    path: '/rec-category',
    label: menuLabel,
    icon: ({ active }) => <MenuIcon active={active} path="M4 5h16v14H4zM10 9v6l5-3z" />,
  },
  messages: async () => (await import('./messages.ts')).messages,
});
