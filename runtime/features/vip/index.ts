import { defineFeature } from '../../core/feature.ts';

// Screens of this feature are built by later changes; until then each route shows its title and "coming soon".
const placeholder = () => import('./pages/placeholder-page.tsx');

export default defineFeature({
  name: 'vip',
  routes: [
    { path: '/vip-plans', titleKey: 'plans', load: placeholder },
    { path: '/vip-user/:uid', titleKey: 'user', load: placeholder },
  ],
  messages: async () => (await import('./messages.ts')).messages,
});
