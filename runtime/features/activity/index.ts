import { defineFeature } from '../../core/feature.ts';

// Screens of this feature are built by later changes; until then each route shows its title and "coming soon".
const placeholder = () => import('./pages/placeholder-page.tsx');

export default defineFeature({
  name: 'activity',
  routes: [
    { path: '/activities', titleKey: 'activities', load: placeholder },
    { path: '/activity/:id', titleKey: 'activity', load: placeholder },
    { path: '/mobile/activity/:id', titleKey: 'activity', load: placeholder },
  ],
  messages: async () => (await import('./messages.ts')).messages,
});
