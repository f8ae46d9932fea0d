import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import type { Match, Team } from '../../../../schema/generated/api.ts';
import { serverUrl } from '../../../core/http/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { teamName } from '../../../core/rules/display-rules.ts';
import { matchPhase } from '../../../core/rules/match-status.ts';
import { kickoffLabel } from '../../../core/rules/server-time.ts';
import { fitToRoom } from '../../../core/rules/text-rules.ts';
import { nameRoom } from '../lib/names.ts';
import { matchPath } from '../lib/paths.ts';

const Row = styled(Link)`
  display: block;
  padding: 0.5rem 0;
  border-top: 1px solid ${(p) => p.theme.color.border};
  color: inherit;
  text-decoration: none;
  &:first-of-type {
    border-top: 0;
  }
`;

const Meta = styled.div`
  display: flex;
  justify-content: space-between;
  margin-bottom: 0.25rem;
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.6875rem;
`;

const Teams = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 4rem minmax(0, 1fr);
  align-items: center;
  gap: 0.25rem;
  font-size: 0.8125rem;
`;

const Side = styled.span<{ away?: boolean }>`
  display: flex;
  flex-direction: ${(p) => (p.away ? 'row' : 'row-reverse')};
  align-items: center;
  gap: 0.375rem;
  min-width: 0;
  img {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
  }
  span {
    overflow: hidden;
    white-space: nowrap;
  }
`;

const Score = styled.b<{ live: boolean }>`
  color: ${(p) => (p.live ? p.theme.accent : 'inherit')};
  font-size: 0.9375rem;
  font-variant-numeric: tabular-nums;
  text-align: center;
`;

function TeamSide(props: { team: Team; language: string; away?: boolean }) {
  const name = teamName(props.team, props.language);
  return (
    <Side away={props.away} title={name}>
      <img src={serverUrl(props.team.logo)} alt="" width="20" height="20" loading="lazy" />
      <span data-testid={props.away ? 'away-name' : 'home-name'}>{fitToRoom(name, nameRoom.side, props.language)}</span>
    </Side>
  );
}

/**
 * One match of a competition or a team: kickoff (China time), group or status, the teams and the score once it has
 * started. It opens the match's detail page.
 */
export function FixtureRow(props: { match: Match; note?: string }) {
  const { t, i18n } = useT('database');
  const { match } = props;
  const phase = matchPhase(match.sport_id, match.status);
  const started = phase === 'inplay' || phase === 'finished';
  return (
    <Row to={matchPath(match)} data-testid="fixture" data-match={match.id}>
      <Meta>
        <span>{kickoffLabel(match.start_time)}</span>
        <span>{[props.note, t(`status.${match.sport_id}.${match.status}`)].filter(Boolean).join(' · ')}</span>
      </Meta>
      <Teams>
        <TeamSide team={match.hometeam} language={i18n.language} />
        <Score live={phase === 'inplay'} data-testid="fixture-score">
          {started ? `${match.home_score} - ${match.away_score}` : t('vs')}
        </Score>
        <TeamSide team={match.awayteam} language={i18n.language} away />
      </Teams>
    </Row>
  );
}
