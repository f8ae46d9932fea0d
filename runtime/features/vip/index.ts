import { defineFeature, pagesFrom } from '../../core/feature.ts';

const page = pagesFrom(() => import('./pages/vip-pages.ts'));

export default defineFeature({
  name: 'vip',
  routes: [
    { path: '/vip-plans', titleKey: 'plans', load: page('VipPlansPage') },
    { path: '/vip-user/:uid', titleKey: 'user', load: page('VipUserPage') },
  ],
  messages: async () => (await import('./messages.ts')).messages,
});
