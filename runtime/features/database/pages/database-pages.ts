export { default as BillboardPage } from './billboard-page.tsx';
export { default as DatabaseHomePage } from './database-home-page.tsx';
export { default as FifaSectionPage } from './fifa-section-page.tsx';
export { default as FifaTeamPage } from './fifa-team-page.tsx';
export { default as LeaguePage } from './league-page.tsx';
export { default as TeamPage } from './team-page.tsx';
