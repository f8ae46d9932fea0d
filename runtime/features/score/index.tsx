import { defineFeature } from '../../core/feature.ts';
import { MenuIcon } from '../../ui/menu-icon.tsx';
import { menuLabel } from './menu-messages.ts';

const detail = () => import('./pages/match-detail-page.tsx');
const webviewTab = () => import('./pages/match-tab-page.tsx');

export default defineFeature({
  name: 'score',
  routes: [
    { path: '/score', titleKey: 'score', load: () => import('./pages/score-page.tsx'), prefetch: () => import('./api/day-matches.ts') },
    { path: '/score/detail/:matchid', titleKey: 'detail', load: detail },
    { path: '/score/basketball/detail/:matchid', titleKey: 'basketballDetail', load: detail },
    { path: '/score/detail/football/:matchid', titleKey: 'footballDetail', load: detail },
    { path: '/score/detail/basketball/:matchid', titleKey: 'basketballDetail', load: detail },
    { path: '/score/collected', titleKey: 'collected', load: () => import('./pages/collected-page.tsx') },
    { path: '/score/search', titleKey: 'search', load: () => import('./pages/match-search-page.tsx') },
    { path: '/mobile/happening/:matchid', titleKey: 'happening', load: webviewTab },
    { path: '/mobile/analysis/:matchid', titleKey: 'analysis', load: webviewTab },
    { path: '/mobile/lineup/:matchid', titleKey: 'lineup', load: webviewTab },
    { path: '/mobile/index/:matchid', titleKey: 'index', load: webviewTab },
    { path: '/mobile/rank/:matchid', titleKey: 'rank', load: webviewTab },
    { path: '/mobile/basketball/happening/:matchid', titleKey: 'happening', load: webviewTab },
    { path: '/mobile/basketball/analysis/:matchid', titleKey: 'analysis', load: webviewTab },
    { path: '/mobile/basketball/lineup/:matchid', titleKey: 'lineup', load: webviewTab },
    { path: '/mobile/basketball/index/:matchid', titleKey: 'index', load: webviewTab },
    { path: '/mobile/basketball/rank/:matchid', titleKey: 'rank', load: webviewTab },
  ],
  menu: {
    path: '/score',
    label: menuLabel,
    icon: ({ active }) => <MenuIcon active={active} path="M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 7.5l3.3 2.4-1.2 3.9h-4.2l-1.2-3.9z" />,
  },
  messages: async () => (await import('./messages.ts')).messages,
  provides: {
    matchQuiz: async () => (await import('./components/quiz/match-quiz.tsx')).MatchQuiz,
  },
});
