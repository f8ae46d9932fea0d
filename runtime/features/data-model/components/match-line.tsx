import styled from '@emotion/styled';
import type { Match } from '../../../../schema/generated/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { competitionName, teamName } from '../../../core/rules/display-rules.ts';
import { kickoffLabel } from '../../../core/rules/server-time.ts';
import { fitToRoom } from '../../../core/rules/text-rules.ts';

const Line = styled.div`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: 0.5rem;
  font-size: 0.875rem;
  small {
    grid-column: 1 / -1;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.6875rem;
  }
  > span:first-of-type {
    text-align: right;
  }
  b {
    min-width: 3rem;
    text-align: center;
  }
`;

/** Room for a team name on this line: six Chinese characters (spec 000 §5 width, the runtime's fittingWidth). */
const teamRoom = 6;

/** Competition, kickoff day and time, the two teams (cut by the spec's text width) and the score once started. */
export function MatchLine(props: { match: Match; modelStatus: number }) {
  const { t, i18n } = useT('data-model');
  const { match } = props;
  const name = (team: Match['hometeam']) => {
    const full = teamName(team, i18n.language);
    return <span title={full}>{fitToRoom(full, teamRoom, i18n.language)}</span>;
  };
  return (
    <Line>
      <small>
        {competitionName(match.matchevent, i18n.language)} · {kickoffLabel(match.start_time)} ·{' '}
        <span data-testid="model-status">{t(`status.${props.modelStatus}`)}</span>
      </small>
      {name(match.hometeam)}
      <b data-testid="model-score">{props.modelStatus === 1 ? t('vs') : `${match.home_score} - ${match.away_score}`}</b>
      {name(match.awayteam)}
    </Line>
  );
}
