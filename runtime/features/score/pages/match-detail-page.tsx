import styled from '@emotion/styled';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { Match } from '../../../../schema/generated/api.ts';
import { serverUrl } from '../../../core/http/api.ts';
import { builtTabs } from '../../../core/build-flags.ts';
import { competitionName } from '../../../core/rules/display-rules.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { visibleTabs } from '../../../core/rules/visibility.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import type { TabName } from '../../../core/tabs.ts';
import { MessagePanel } from '../../../ui/message-panel.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { matchDetailApi } from '../api/match-detail.ts';
import { DetailTabs } from '../components/detail/detail-tabs.tsx';
import { Scoreboard } from '../components/detail/scoreboard.tsx';
import { TabBody } from '../components/detail/tab-body.tsx';
import { TabPanel } from '../components/detail/tab-panel.tsx';
import { useLoaded } from '../hooks/use-loaded.ts';
import { MatchGapsContext, PushedLinesContext, PushedDeltasContext, useLiveMatch } from '../hooks/use-live-match.ts';
import { useMatch } from '../hooks/use-match.ts';
import { matchIdOf, sportOfPath } from '../lib/detail-route.ts';
import { ServerUrlContext } from '../lib/server-url.ts';

const Header = styled(PageHeader)`
  justify-content: flex-start;
  gap: 0.25rem;
  padding: 0 0.5rem;
  button {
    display: flex;
    padding: 0.25rem;
    border: 0;
    background: none;
    color: inherit;
  }
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/** /score/detail/{matchid} and its football and basketball variants: the scoreboard and the tabs the switches allow. */
export default function MatchDetailPage() {
  const { t, i18n } = useT('score');
  const { pathname } = useLocation();
  const matchid = matchIdOf(useParams().matchid);
  const navigate = useNavigate();
  const back = () => (window.history.state?.idx > 0 ? navigate(-1) : navigate('/score', { replace: true }));
  // The refresh stays the fallback; the match's channel changes the scoreboard in between (hooks/use-live-match.ts).
  const { loaded, lines, deltas, gaps } = useLiveMatch(useMatch(matchid, sportOfPath(pathname)));
  const match = loaded.status === 'ready' ? loaded.data.match : undefined;

  return (
    <ServerUrlContext.Provider value={serverUrl}>
      <Page data-page="match-detail">
        <Header>
          <button type="button" aria-label={t('page.back')} onClick={back}>
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          <span>{match ? competitionName(match.matchevent, i18n.language) : t('detail')}</span>
        </Header>
        {matchid === undefined ? (
          <MessagePanel testId="match-not-found" title={t('page.notFound')} text={t('page.notFoundHint')} />
        ) : (
          <PushedLinesContext.Provider value={lines}>
            <PushedDeltasContext.Provider value={deltas}>
              <MatchGapsContext.Provider value={gaps}>
                <TabBody loaded={loaded}>{(data) => <MatchBody match={data.match} fetchedAt={data.fetchedAt} />}</TabBody>
              </MatchGapsContext.Provider>
            </PushedDeltasContext.Provider>
          </PushedLinesContext.Provider>
        )}
      </Page>
    </ServerUrlContext.Provider>
  );
}

function MatchBody(props: { match: Match; fetchedAt: number }) {
  const { match } = props;
  const config = useAppStore((s) => s.config);
  const rooms = useLoaded(`${match.id}`, () => matchDetailApi.anchors(match.sport_id, match.id));
  const roomList = rooms.status === 'ready' ? rooms.data.list : [];
  const tabs = useMemo(
    () =>
      config && rooms.status !== 'loading'
        ? visibleTabs({
            page: 'score-detail',
            switches: config,
            built: builtTabs,
            matchId: match.id,
            sportId: match.sport_id,
            hasRoomAnchor: roomList.length > 0,
          })
        : [],
    [config, rooms.status, roomList.length, match.id, match.sport_id],
  );
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab') as TabName | null;
  const selected = asked && tabs.includes(asked) ? asked : tabs.includes('status') ? 'status' : tabs[0];
  // A tab that a switch has just hidden is dropped from the address, so a reload opens one that exists.
  useEffect(() => {
    if (asked && tabs.length > 0 && !tabs.includes(asked)) setSearch({}, { replace: true });
  }, [asked, tabs, setSearch]);

  return (
    <>
      <Scoreboard match={match} fetchedAtMs={props.fetchedAt} />
      {tabs.length > 0 && selected ? (
        <>
          <DetailTabs tabs={tabs} selected={selected} onSelect={(tab) => setSearch({ tab }, { replace: true })} />
          <TabPanel key={selected} tab={selected} match={match} rooms={roomList} />
        </>
      ) : null}
    </>
  );
}
