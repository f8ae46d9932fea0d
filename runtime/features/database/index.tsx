import { defineFeature } from '../../core/feature.ts';
import { MenuIcon } from '../../ui/menu-icon.tsx';
import { menuLabel } from './menu-messages.ts';

// Screens of this feature are built by later changes; until then each route shows its title and "coming soon".
const placeholder = () => import('./pages/placeholder-page.tsx');

export default defineFeature({
  name: 'database',
  routes: [
    { path: '/database', titleKey: 'database', load: placeholder },
    { path: '/database/league/:sname/:cid', titleKey: 'league', load: placeholder },
    { path: '/database/team/:sname/:teamId', titleKey: 'team', load: placeholder },
    { path: '/database/billboard/:type', titleKey: 'billboard', load: placeholder },
    { path: '/fifa-team/:id', titleKey: 'fifaTeam', load: placeholder },
    { path: '/mobile/fifa-team/honor/:teamid', titleKey: 'fifaHonor', load: placeholder },
    { path: '/mobile/fifa-team/stats/:teamid', titleKey: 'fifaStats', load: placeholder },
    { path: '/mobile/fifa-team/lineup/:teamid', titleKey: 'fifaLineup', load: placeholder },
  ],
  menu: {
    path: '/database',
    label: menuLabel,
    icon: ({ active }) => <MenuIcon active={active} path="M4 20V11h4v9zM10 20V4h4v16zM16 20v-6h4v6z" />,
  },
  messages: async () => (await import('./messages.ts')).messages,
});
