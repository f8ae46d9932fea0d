import { defineFeature, pagesFrom } from '../../core/feature.ts';
import { MenuIcon } from '../../ui/menu-icon.tsx';
import { menuLabel } from './menu-messages.ts';

const accountPage = pagesFrom(() => import('./pages/account-pages.ts'));

export default defineFeature({
  name: 'user-center',
  routes: [
    { path: '/user-center', titleKey: 'userCenter', load: () => import('./pages/user-center-page.tsx') },
    { path: '/user-center/anchor/:uid?', titleKey: 'anchor', load: accountPage('AnchorPage') },
    { path: '/user-center/setting', titleKey: 'setting', load: accountPage('SettingPage') },
    { path: '/user-center/info', titleKey: 'info', load: accountPage('InfoPage') },
    { path: '/user-center/bind-phone', titleKey: 'bindPhone', load: accountPage('BindPhonePage') },
    { path: '/user-center/message', titleKey: 'message', load: accountPage('MessagePage') },
    { path: '/user-center/edit-account', titleKey: 'editAccount', load: accountPage('EditAccountPage') },
    { path: '/user-center/live-record', titleKey: 'liveRecord', load: accountPage('LiveRecordPage') },
    { path: '/user-center/my-material', titleKey: 'myMaterial', load: accountPage('MaterialPage') },
    { path: '/user-center/apply/:type', titleKey: 'apply', load: accountPage('ApplyPage') },
    { path: '/user-center/my-address', titleKey: 'myAddress', load: () => import('./pages/address-page.tsx') },
    { path: '/user-center/attent-mgmt', titleKey: 'attentMgmt', load: accountPage('AttentMgmtPage') },
    { path: '/user-center/my-log', titleKey: 'myLog', load: accountPage('MyLogPage') },
    { path: '/user-center/benefits', titleKey: 'benefits', load: () => import('./pages/benefits-page.tsx') },
  ],
  menu: {
    path: '/user-center',
    label: menuLabel,
    icon: ({ active }) => <MenuIcon active={active} path="M12 12a4 4 0 1 0 0-8a4 4 0 0 0 0 8zM4 21c1-4 4.5-6 8-6s7 2 8 6z" />,
  },
  messages: async () => (await import('./messages.ts')).messages,
});
