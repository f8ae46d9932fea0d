import { defineFeature } from '../../core/feature.ts';
import { MenuIcon } from '../../ui/menu-icon.tsx';
import { menuLabel } from './menu-messages.ts';

export default defineFeature({
  name: 'headline',
  routes: [{ path: '/headline', titleKey: 'headline', load: () => import('./pages/headline-page.tsx') }],
  menu: {
    path: '/headline',
    label: menuLabel,
    icon: ({ active }) => <MenuIcon active={active} path="M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" />,
  },
  messages: async () => (await import('./messages.ts')).messages,
});
