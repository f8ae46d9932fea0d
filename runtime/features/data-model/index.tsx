import { defineFeature } from '../../core/feature.ts';
import { MenuIcon } from '../../ui/menu-icon.tsx';
import { menuLabel } from './menu-messages.ts';

// Screens of this feature are built by later changes; until then each route shows its title and "coming soon".
const placeholder = () => import('./pages/placeholder-page.tsx');

export default defineFeature({
  name: 'data-model',
  routes: [
    { path: '/data', titleKey: 'data', load: placeholder },
    { path: '/data/model/:kind', titleKey: 'model', load: placeholder },
    { path: '/data/model/detail/:kind/:id', titleKey: 'detail', load: placeholder },
    { path: '/data/model/subscribe/:id', titleKey: 'subscribe', load: placeholder },
    { path: '/data/model/subscription-records', titleKey: 'records', load: placeholder },
    { path: '/mobile/model/detail/:kind/:id', titleKey: 'detail', load: placeholder },
  ],
  menu: {
    path: '/data',
    label: menuLabel,
    icon: ({ active }) => <MenuIcon active={active} path="M4 4v16h16M7 15l4-5 3 3 5-7" />,
  },
  messages: async () => (await import('./messages.ts')).messages,
});
