import { defineFeature } from '../../core/feature.ts';

const page = () => import('./pages/feedback-page.tsx');

export default defineFeature({
  name: 'feedback',
  routes: [
    { path: '/user-center/feedback', titleKey: 'feedback', load: page },
    { path: '/mobile/service/feedback', titleKey: 'service', load: page },
    { path: '/mobile/s/feedback', titleKey: 'service', load: page },
  ],
  messages: async () => (await import('./messages.ts')).messages,
});
