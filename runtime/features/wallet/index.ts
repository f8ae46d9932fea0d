import { defineFeature } from '../../core/feature.ts';

// Screens of this feature are built by later changes; until then each route shows its title and "coming soon".
const placeholder = () => import('./pages/placeholder-page.tsx');

export default defineFeature({
  name: 'wallet',
  routes: [
    { path: '/recharge', titleKey: 'recharge', load: placeholder },
    { path: '/trans-log', titleKey: 'transactions', load: placeholder },
    { path: '/user-center/wallet', titleKey: 'wallet', load: placeholder },
    { path: '/user-center/withdraw', titleKey: 'withdraw', load: placeholder },
    { path: '/user-center/balance', titleKey: 'balance', load: placeholder },
    { path: '/mobile/recharge', titleKey: 'recharge', load: placeholder },
  ],
  messages: async () => (await import('./messages.ts')).messages,
});
