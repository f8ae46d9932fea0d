import { defineFeature, pagesFrom } from '../../core/feature.ts';
import { MenuIcon } from '../../ui/menu-icon.tsx';
import { menuLabel } from './menu-messages.ts';

const page = pagesFrom(() => import('./pages/model-pages.ts'));

export default defineFeature({
  name: 'data-model',
  routes: [
    { path: '/data', titleKey: 'data', load: page('DataHomePage') },
    { path: '/data/model/:kind', titleKey: 'model', load: page('ModelListPage') },
    { path: '/data/model/detail/:kind/:id', titleKey: 'detail', load: page('ModelDetailPage') },
    { path: '/data/model/subscribe/:id', titleKey: 'subscribe', load: page('SubscribePage') },
    { path: '/data/model/subscription-records', titleKey: 'records', load: page('RecordsPage') },
    { path: '/mobile/model/detail/:kind/:id', titleKey: 'detail', load: page('ModelDetailPage') },
  ],
  menu: {
    path: '/data',
    label: menuLabel,
    icon: ({ active }) => <MenuIcon active={active} path="M4 4v16h16M7 15l4-5 3 3 5-7" />,
  },
  messages: async () => (await import('./messages.ts')).messages,
});
