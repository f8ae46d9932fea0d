import { defineFeature } from '../../core/feature.ts';

// Screens of this feature are built by later changes; until then each route shows its title and "coming soon".
const placeholder = () => import('./pages/placeholder-page.tsx');

export default defineFeature({
  name: 'webview',
  routes: [
    { path: '/privacy', titleKey: 'privacy', load: placeholder },
    { path: '/mobile/about', titleKey: 'about', load: placeholder },
    { path: '/mobile/package-rules', titleKey: 'packageRules', load: () => import('./pages/package-rules-page.tsx') },
    { path: '/mobile/privacy/:type', titleKey: 'privacy', load: placeholder },
  ],
  messages: async () => (await import('./messages.ts')).messages,
});
