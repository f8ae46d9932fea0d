import { defineFeature, pagesFrom } from '../../core/feature.ts';

const page = pagesFrom(() => import('./pages/wallet-pages.ts'));

export default defineFeature({
  name: 'wallet',
  routes: [
    { path: '/recharge', titleKey: 'recharge', load: page('RechargePage') },
    { path: '/trans-log', titleKey: 'transactions', load: page('TransLogPage') },
    { path: '/user-center/wallet', titleKey: 'wallet', load: page('WalletPage') },
    { path: '/user-center/withdraw', titleKey: 'withdraw', load: page('WithdrawPage') },
    { path: '/user-center/balance', titleKey: 'balance', load: page('BalancePage') },
    { path: '/mobile/recharge', titleKey: 'recharge', load: page('RechargePage') },
  ],
  messages: async () => (await import('./messages.ts')).messages,
});
