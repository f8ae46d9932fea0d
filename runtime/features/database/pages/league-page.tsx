import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { DatabaseEventInfo } from '../../../../schema/generated/api.ts';
import { useRemote } from '../../../core/http/use-remote.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { Page } from '../../../ui/page.tsx';
import { TabStrip } from '../../../ui/tab-strip.tsx';
import { getEventInfo } from '../api/get-event-info.ts';
import { DatabaseHeader } from '../components/database-header.tsx';
import { FixturesPanel } from '../components/fixtures-panel.tsx';
import { LeagueHead } from '../components/league-head.tsx';
import { LoadError, RemoteView } from '../components/load-states.tsx';
import { PlayersPanel } from '../components/players-panel.tsx';
import { StandingsPanel } from '../components/standings-panel.tsx';
import { TeamsPanel } from '../components/teams-panel.tsx';
import { competitionName } from '../../../core/rules/display-rules.ts';
import { idParam } from '../lib/paths.ts';
import { useVisitedLeagues } from '../use-visited-leagues.ts';

const tabs = ['standings', 'fixtures', 'players', 'teams'] as const;
type LeagueTab = (typeof tabs)[number];

/**
 * /database/league/{sname}/{cid}: a competition (cid) with its seasons and the tabs standings, fixtures and results,
 * top players and teams; `sname` is the sport's path name (lib/paths.ts). The tab, season and round live in the
 * address, so going back from a team or a match returns to the same view. Opening it adds the competition to the
 * fan's visited leagues.
 */
export default function LeaguePage() {
  const { t, i18n } = useT('database');
  const cid = idParam(useParams().cid);
  const info = useRemote(() => (cid ? getEventInfo(cid) : Promise.reject(new Error('no such competition'))), String(cid));
  const visit = useVisitedLeagues((s) => s.visit);
  const league = info.state === 'ready' ? info.data : undefined;
  useEffect(() => {
    if (league) visit({ id: league.id, name: competitionName(league, i18n.language), logo: league.logo, sportsType: league.sport_id });
    // Once per competition opened, not again when the language changes.
  }, [league?.id]);

  return (
    <Page data-page="league">
      <DatabaseHeader title={league ? competitionName(league, i18n.language) : t('league')} />
      {cid === undefined ? (
        <LoadError notFound notFoundTitle={t('leagueNotFound')} />
      ) : (
        <RemoteView remote={info} notFoundTitle={t('leagueNotFound')}>
          {(data) => <LeagueBody info={data} />}
        </RemoteView>
      )}
    </Page>
  );
}

function LeagueBody(props: { info: DatabaseEventInfo }) {
  const { t } = useT('database');
  const { info } = props;
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab') as LeagueTab | null;
  const tab: LeagueTab = asked && tabs.includes(asked) ? asked : 'standings';
  const askedSeason = search.get('season');
  const season = askedSeason && info.seasons.some((s) => s.season === askedSeason) ? askedSeason : info.season;
  const round = idParam(search.get('round') ?? undefined);
  // Each change replaces the address: back leaves the competition rather than stepping through its tabs.
  const show = (change: Record<string, string | undefined>) => {
    const next = Object.fromEntries(
      Object.entries({ tab, season: askedSeason ?? undefined, round: round ? String(round) : undefined, ...change }).filter(
        ([, v]) => v !== undefined,
      ),
    ) as Record<string, string>;
    setSearch(next, { replace: true });
  };

  return (
    <>
      <LeagueHead info={info} season={season} onSeason={(next) => show({ season: next, round: undefined })} />
      <TabStrip
        label={t('league')}
        value={tab}
        options={tabs.map((value) => ({ value, label: t(`tab.${value}`) }))}
        onChange={(next) => show({ tab: next })}
        testId="league-tabs"
      />
      <div key={`${tab}:${season}`} data-testid={`panel-${tab}`}>
        {tab === 'standings' ? <StandingsPanel info={info} season={season} /> : null}
        {tab === 'fixtures' ? (
          <FixturesPanel info={info} season={season} round={round} onRound={(next) => show({ round: String(next) })} />
        ) : null}
        {tab === 'players' ? <PlayersPanel info={info} season={season} /> : null}
        {tab === 'teams' ? <TeamsPanel info={info} season={season} /> : null}
      </div>
    </>
  );
}
