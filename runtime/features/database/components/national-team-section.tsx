import type { DatabaseTeamInfo } from '../../../../schema/generated/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { RankChange } from './fifa-rank-table.tsx';
import { HonourList } from './honour-list.tsx';
import { Empty } from './load-states.tsx';
import { MatchList } from './match-list.tsx';
import { Figures, RecordCard } from './record-card.tsx';
import { Section } from './section.tsx';
import { SquadList } from './squad-list.tsx';

/** The sections of a national team, as /fifa-team/{id} shows them in tabs and /mobile/fifa-team/{section}/{teamid} one at a time. */
export const nationalSections = ['stats', 'honor', 'lineup'] as const;
export type NationalSection = (typeof nationalSections)[number];

/** The FIFA rank, points and change of a national team; a team the ranking does not list says so. */
function FifaCard(props: { info: DatabaseTeamInfo }) {
  const { t } = useT('database');
  const { fifa } = props.info;
  return (
    <Section title={t('fifaRank')} testId="fifa-card">
      {fifa ? (
        <Figures>
          <div data-testid="fifa-rank-value">
            <dt>{t('fifa.rank')}</dt>
            <dd>{fifa.rank}</dd>
          </div>
          <div data-testid="fifa-points-value">
            <dt>{t('fifa.points')}</dt>
            <dd>{fifa.points}</dd>
          </div>
          <div>
            <dt>{t('fifa.change')}</dt>
            <dd>
              <RankChange change={fifa.change} />
            </dd>
          </div>
        </Figures>
      ) : (
        <Empty text={t('fifaUnranked')} />
      )}
    </Section>
  );
}

/** One section of a national team: stats (FIFA rank, record, recent matches), honours or the lineup. */
export function NationalTeamSection(props: { info: DatabaseTeamInfo; section: NationalSection }) {
  const { t } = useT('database');
  const { info } = props;
  if (props.section === 'honor') return <HonourList honours={info.honours} />;
  if (props.section === 'lineup') return <SquadList squad={info.squad} sportId={info.team.sport_id} />;
  return (
    <>
      <FifaCard info={info} />
      <RecordCard record={info.record} sportId={info.team.sport_id} />
      <MatchList matches={info.matches} title={t('recentMatches')} />
    </>
  );
}
