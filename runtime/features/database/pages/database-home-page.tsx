import styled from '@emotion/styled';
import { useEffect } from 'react';
import type { DatabaseHome } from '../../../../schema/generated/api.ts';
import { useRemote, type Remote } from '../../../core/http/use-remote.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { competitionName } from '../../../core/rules/display-rules.ts';
import { sport } from '../../../core/rules/match-status.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { getHome } from '../api/get-home.ts';
import { BillboardLinks } from '../components/billboard-links.tsx';
import { FifaRankTable } from '../components/fifa-rank-table.tsx';
import { RemoteView } from '../components/load-states.tsx';
import { Section } from '../components/section.tsx';
import { TileGrid } from '../components/tile-grid.tsx';
import { VisitedLeagues } from '../components/visited-leagues.tsx';
import { leaguePath } from '../lib/paths.ts';

const Title = styled.h1`
  margin: 0;
  font-size: inherit;
`;

/**
 * The database home's answer: fetched on each visit, and kept in the app store's `databaseHomeData` (spec 000 §3
 * client state, in memory only) so that coming back shows the last answer at once instead of skeletons.
 */
function useHome(): Remote<DatabaseHome> & { retry(): void } {
  const home = useRemote(getHome, 'home');
  const kept = useAppStore((s) => s.databaseHomeData) as DatabaseHome | null;
  const answer = home.state === 'ready' ? home.data : null;
  useEffect(() => {
    if (answer) useAppStore.setState({ databaseHomeData: answer });
  }, [answer]);
  return home.state === 'loading' && kept ? { state: 'ready', data: kept, retry: home.retry } : home;
}

/**
 * /database: the fan's visited leagues, the billboards, the hot football and basketball competitions and the FIFA top
 * 10 with a way to the full ranking.
 */
export default function DatabaseHomePage() {
  const { t, i18n } = useT('database');
  const home = useHome();
  const events = home.state === 'ready' ? home.data.hot_events : [];
  const tiles = (sportId: number) =>
    events
      .filter((e) => e.sport_id === sportId)
      .map((e) => ({ id: e.id, to: leaguePath(e), logo: e.logo, name: competitionName(e, i18n.language) }));
  return (
    <Page data-page="database">
      <PageHeader>
        <Title>{t('database')}</Title>
      </PageHeader>
      <VisitedLeagues known={events} />
      <BillboardLinks />
      <RemoteView remote={home} rows={6}>
        {(data) => (
          <>
            <Section title={t('hotFootball')} testId="hot-football">
              <TileGrid tiles={tiles(sport.football)} testId="hot-football-list" tileTestId="league-tile" />
            </Section>
            <Section title={t('hotBasketball')} testId="hot-basketball">
              <TileGrid tiles={tiles(sport.basketball)} testId="hot-basketball-list" tileTestId="league-tile" />
            </Section>
            <Section
              title={t('fifaRank')}
              testId="fifa-top"
              more={{ to: '/database/billboard/fifa', label: t('more'), testId: 'fifa-more' }}
            >
              <FifaRankTable rows={data.fifa_top} />
            </Section>
          </>
        )}
      </RemoteView>
    </Page>
  );
}
