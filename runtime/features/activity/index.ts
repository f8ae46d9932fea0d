import { defineFeature, pagesFrom } from '../../core/feature.ts';

const page = pagesFrom(() => import('./pages/activity-pages.tsx'));

export default defineFeature({
  name: 'activity',
  routes: [
    { path: '/activities', titleKey: 'activities', load: page('ActivitiesPage') },
    { path: '/activity/:id', titleKey: 'activity', load: page('ActivityPage') },
    { path: '/mobile/activity/:id', titleKey: 'activity', load: page('WebviewActivityPage') },
  ],
  messages: async () => (await import('./messages.ts')).messages,
});
