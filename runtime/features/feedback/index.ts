import { defineFeature } from '../../core/feature.ts';

// Screens of this feature are built by later changes; until then each route shows its title and "coming soon".
const placeholder = () => import('./pages/placeholder-page.tsx');

export default defineFeature({
  name: 'feedback',
  routes: [
    { path: '/user-center/feedback', titleKey: 'feedback', load: placeholder },
    { path: '/mobile/service/feedback', titleKey: 'service', load: placeholder },
    { path: '/mobile/s/feedback', titleKey: 'service', load: placeholder },
  ],
  messages: async () => (await import('./messages.ts')).messages,
});
