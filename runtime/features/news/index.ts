import { defineFeature } from '../../core/feature.ts';

export default defineFeature({
  name: 'news',
  routes: [{ path: '/mobile/news', titleKey: 'news', load: () => import('./pages/news-page.tsx') }],
  messages: async () => (await import('./messages.ts')).messages,
});
