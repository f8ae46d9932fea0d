import { defineFeature } from '../../core/feature.ts';

// Pages opened from outside the app: each loads on its own, with nothing but what it draws.
const content = () => import('./pages/share-content-page.tsx');
const video = () => import('./pages/share-video-page.tsx');

export default defineFeature({
  name: 'share',
  routes: [
    { path: '/share/live/:id', titleKey: 'live', load: () => import('./pages/share-live-page.tsx') },
    { path: '/share/video/:id', titleKey: 'video', load: video },
    { path: '/share/dynamic/:id', titleKey: 'dynamic', load: content },
    { path: '/share/match/:sport/:id', titleKey: 'match', load: () => import('./pages/share-match-page.tsx') },
    { path: '/share/shortvideo/:id', titleKey: 'shortVideo', load: video },
    { path: '/share/recordvideo/:id', titleKey: 'recordVideo', load: video },
    { path: '/pp/talk', titleKey: 'talk', load: () => import('./pages/talk-page.tsx') },
  ],
  messages: async () => (await import('./messages.ts')).messages,
});
