import { defineFeature } from '../../core/feature.ts';
import { messages } from './messages.ts';

// Screens of this feature are built by later changes; until then each route shows its title and "coming soon".
const placeholder = () => import('./pages/placeholder-page.tsx');

export default defineFeature({
  name: 'share',
  routes: [
    { path: '/share/live/:id', titleKey: 'live', load: placeholder },
    { path: '/share/video/:id', titleKey: 'video', load: placeholder },
    { path: '/share/dynamic/:id', titleKey: 'dynamic', load: placeholder },
    { path: '/share/match/:sport/:id', titleKey: 'match', load: placeholder },
    { path: '/share/shortvideo/:id', titleKey: 'shortVideo', load: placeholder },
    { path: '/share/recordvideo/:id', titleKey: 'recordVideo', load: placeholder },
    { path: '/pp/talk', titleKey: 'talk', load: placeholder },
  ],
  i18n: messages,
});
