import { defineFeature, pagesFrom } from '../../core/feature.ts';

const page = pagesFrom(() => import('./pages/webview-pages.ts'));

export default defineFeature({
  name: 'webview',
  routes: [
    { path: '/privacy', titleKey: 'privacy', load: page('PrivacyPage') },
    { path: '/mobile/about', titleKey: 'about', load: page('AboutPage') },
    { path: '/mobile/package-rules', titleKey: 'packageRules', load: page('PackageRulesPage') },
    { path: '/mobile/privacy/:type', titleKey: 'privacy', load: page('ProtocolPage') },
  ],
  messages: async () => (await import('./messages.ts')).messages,
});
