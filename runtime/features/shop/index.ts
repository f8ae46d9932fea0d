import { defineFeature, pagesFrom } from '../../core/feature.ts';

const page = pagesFrom(() => import('./pages/shop-pages.ts'));

export default defineFeature({
  name: 'shop',
  routes: [
    { path: '/newshop', titleKey: 'shop', load: page('ShopPage') },
    { path: '/newshop/records', titleKey: 'records', load: page('ShopRecordsPage') },
  ],
  messages: async () => (await import('./messages.ts')).messages,
});
