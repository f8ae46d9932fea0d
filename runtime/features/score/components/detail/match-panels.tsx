import { useContext, useEffect, useRef } from 'react';
import type { BookmakerOdds, Match } from '../../../../../schema/generated/api.ts';
import { useT } from '../../../../core/i18n/i18n.ts';
import { isInPlay, sport } from '../../../../core/rules/match-status.ts';
import { matchDetailApi } from '../../api/match-detail.ts';
import { useLoaded } from '../../hooks/use-loaded.ts';
import { MatchGapsContext, PushedLinesContext, usePushed } from '../../hooks/use-live-match.ts';
import { mergeOdds } from '../../../../core/live-scores/match-delta.ts';
import { useTextLive } from '../../hooks/use-text-live.ts';
import { AnalysisTab } from '../tabs/analysis-tab.tsx';
import { IncidentTimeline } from '../tabs/incident-timeline.tsx';
import { LineupTab } from '../tabs/lineup-tab.tsx';
import { OddsTab } from '../tabs/odds-tab.tsx';
import { RankTab } from '../tabs/rank-tab.tsx';
import { Section } from '../tabs/section.tsx';
import { StatsBars } from '../tabs/stats-bars.tsx';
import { TextLiveList } from '../tabs/text-live-list.tsx';
import { TabBody } from './tab-body.tsx';

/** While a match is in play its statistics, incidents and odds move: they are fetched again this often. */
const liveRefreshMs = 30_000;

const refreshOf = (match: Match) => (isInPlay(match.sport_id, match.status) ? liveRefreshMs : undefined);

/** Calls `refresh` at each gap in the open match's channel after the first render (MatchGapsContext). */
function useGapRefresh(refresh: () => void): void {
  const gaps = useContext(MatchGapsContext);
  const seen = useRef(gaps);
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;
  useEffect(() => {
    if (seen.current === gaps) return;
    seen.current = gaps;
    refreshRef.current();
  }, [gaps]);
}

/** Status tab: statistics, the incidents timeline (football) and the text live, paged by startid. */
export function StatusPanel(props: { match: Match }) {
  const { t } = useT('score');
  const { match } = props;
  const key = `${match.sport_id}-${match.id}`;
  const stats = useLoaded(key, () => matchDetailApi.stats(match.sport_id, match.id), refreshOf(match));
  const incidents = useLoaded(
    key,
    () => (match.sport_id === sport.football ? matchDetailApi.incidents(match.id) : Promise.resolve({ list: [] })),
    refreshOf(match),
  );
  const gaps = useContext(MatchGapsContext);
  const textLive = useTextLive(
    (startid) => matchDetailApi.textLive(match.sport_id, match.id, startid),
    key,
    isInPlay(match.sport_id, match.status),
    useContext(PushedLinesContext),
    gaps,
  );
  // The statistics a goal implies (and each minute's) come in the match's deltas, in place of what was fetched.
  const pushedStats = usePushed(stats.status === 'ready' ? stats.data.stats : undefined, (held, delta) => delta.stats ?? held);
  // A pushed goal or a new period moves the incidents too: they are asked again at once, quietly, rather than at
  // their next 30 s refresh (the scoreboard, the text live and the statistics take the push itself).
  const moment = `${key}|${match.home_score}-${match.away_score}|${match.status}`;
  const seen = useRef(moment);
  const { refresh: refreshIncidents } = incidents;
  // A gap lost the statistics of the deltas it skipped: they are asked again with the match.
  useGapRefresh(stats.refresh);
  useEffect(() => {
    if (seen.current === moment) return;
    const sameMatch = seen.current.startsWith(`${key}|`);
    seen.current = moment;
    if (!sameMatch) return;
    refreshIncidents();
  }, [moment, key, refreshIncidents]);
  return (
    <>
      <Section>
        <h2>{t('statusTab.stats')}</h2>
        <TabBody loaded={stats} isEmpty={(d) => Object.keys(d.stats).length === 0}>
          {(d) => <StatsBars stats={pushedStats ?? d.stats} />}
        </TabBody>
      </Section>
      {match.sport_id === sport.football ? (
        <Section>
          <h2>{t('statusTab.incidents')}</h2>
          <TabBody loaded={incidents} isEmpty={(d) => d.list.length === 0} empty={t('statusTab.noIncidents')}>
            {(d) => <IncidentTimeline incidents={d.list} />}
          </TabBody>
        </Section>
      ) : null}
      <Section>
        <h2>{t('statusTab.textLive')}</h2>
        <TabBody loaded={textLive} isEmpty={(lines) => lines.length === 0} empty={t('statusTab.noTextLive')}>
          {(lines) => <TextLiveList lines={lines} />}
        </TabBody>
      </Section>
    </>
  );
}

export function AnalysisPanel(props: { match: Match }) {
  const { match } = props;
  const loaded = useLoaded(`${match.id}`, () => matchDetailApi.analysis(match.sport_id, match.id));
  return <TabBody loaded={loaded}>{(analysis) => <AnalysisTab analysis={analysis} match={match} />}</TabBody>;
}

export function LineupPanel(props: { match: Match }) {
  const { match } = props;
  const loaded = useLoaded(`${match.id}`, () => matchDetailApi.lineup(match.sport_id, match.id));
  return (
    <TabBody loaded={loaded} isEmpty={(l) => l.home.starters.length === 0}>
      {(lineup) => <LineupTab lineup={lineup} match={match} />}
    </TabBody>
  );
}

export function IndexPanel(props: { match: Match }) {
  const { match } = props;
  const loaded = useLoaded(`${match.id}`, () => matchDetailApi.odds(match.sport_id, match.id), refreshOf(match));
  // The prices the match's channel pushes after a fetch are merged into it in place; the next fetch replaces them.
  // A gap lost the prices of the deltas it skipped: they are asked again with the match.
  useGapRefresh(loaded.refresh);
  const rows = usePushed<readonly BookmakerOdds[]>(loaded.status === 'ready' ? loaded.data.list : undefined, (held, delta) =>
    mergeOdds(held, delta.odds),
  );
  return (
    <TabBody loaded={loaded} isEmpty={(o) => o.list.length === 0}>
      {() => <OddsTab odds={rows ?? []} />}
    </TabBody>
  );
}

export function RankPanel(props: { match: Match }) {
  const { match } = props;
  const loaded = useLoaded(`${match.id}`, () => matchDetailApi.rank(match.sport_id, match.id));
  return (
    <TabBody loaded={loaded} isEmpty={(r) => r.list.length === 0}>
      {(rank) => <RankTab rows={rank.list} match={match} />}
    </TabBody>
  );
}
