import { defineFeature } from '../../core/feature.ts';

export default defineFeature({
  name: 'task',
  routes: [{ path: '/user-center/task', titleKey: 'task', load: () => import('./pages/task-page.tsx') }],
  messages: async () => (await import('./messages.ts')).messages,
});
