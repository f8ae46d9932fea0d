import { defineFeature } from '../../core/feature.ts';
import { MenuIcon } from '../../ui/menu-icon.tsx';
import { messages } from './messages.ts';

// Screens of this feature are built by later changes; until then each route shows its title and "coming soon".
const placeholder = () => import('./pages/placeholder-page.tsx');

export default defineFeature({
  name: 'headline',
  routes: [
    { path: '/headline', titleKey: 'headline', load: placeholder },
  ],
  menu: {
    path: '/headline',
    labelKey: 'menuLabel',
    icon: ({ active }) => <MenuIcon active={active} path="M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" />,
  },
  i18n: messages,
});
