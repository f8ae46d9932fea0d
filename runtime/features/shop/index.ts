import { defineFeature } from '../../core/feature.ts';

// Screens of this feature are built by later changes; until then each route shows its title and "coming soon".
const placeholder = () => import('./pages/placeholder-page.tsx');

export default defineFeature({
  name: 'shop',
  routes: [
    { path: '/newshop', titleKey: 'shop', load: placeholder },
    { path: '/newshop/records', titleKey: 'records', load: placeholder },
  ],
  messages: async () => (await import('./messages.ts')).messages,
});
