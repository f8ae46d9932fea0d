import { defineFeature } from '../../core/feature.ts';

export default defineFeature({
  name: 'search',
  routes: [{ path: '/search', titleKey: 'search', load: () => import('./pages/search-page.tsx') }],
  messages: async () => (await import('./messages.ts')).messages,
});
