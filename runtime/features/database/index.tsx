import { defineFeature, pagesFrom } from '../../core/feature.ts';
import { MenuIcon } from '../../ui/menu-icon.tsx';
import { menuLabel } from './menu-messages.ts';

const page = pagesFrom(() => import('./pages/database-pages.ts'));

export default defineFeature({
  name: 'database',
  routes: [
    { path: '/database', titleKey: 'database', load: page('DatabaseHomePage') },
    { path: '/database/league/:sname/:cid', titleKey: 'league', load: page('LeaguePage') },
    { path: '/database/team/:sname/:teamId', titleKey: 'team', load: page('TeamPage') },
    { path: '/database/billboard/:type', titleKey: 'billboard', load: page('BillboardPage') },
    { path: '/fifa-team/:id', titleKey: 'fifaTeam', load: page('FifaTeamPage') },
    { path: '/mobile/fifa-team/honor/:teamid', titleKey: 'fifaHonor', load: page('FifaSectionPage') },
    { path: '/mobile/fifa-team/stats/:teamid', titleKey: 'fifaStats', load: page('FifaSectionPage') },
    { path: '/mobile/fifa-team/lineup/:teamid', titleKey: 'fifaLineup', load: page('FifaSectionPage') },
  ],
  menu: {
    path: '/database',
    label: menuLabel,
    icon: ({ active }) => <MenuIcon active={active} path="M4 20V11h4v9zM10 20V4h4v16zM16 20v-6h4v6z" />,
  },
  messages: async () => (await import('./messages.ts')).messages,
});
