import styled from '@emotion/styled';
import type { Match } from '../../../../schema/generated/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { competitionName, kickoffClock, teamName } from '../../../core/rules/display-rules.ts';
import { fittingWidth, truncateByWidth } from '../../../core/rules/text-rules.ts';
import { serverDay } from '../lib/server-day.ts';

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
  span:first-of-type {
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
    return <span title={full}>{truncateByWidth(full, fittingWidth(teamRoom, i18n.language))}</span>;
  };
  return (
    <Line>
      <small>
        {competitionName(match.matchevent, i18n.language)} · {serverDay(match.start_time).slice(5)} {kickoffClock(match.start_time)} · {t(`status.${props.modelStatus}`)}
      </small>
      {name(match.hometeam)}
      <b>{props.modelStatus === 1 ? t('vs') : `${match.home_score} - ${match.away_score}`}</b>
      {name(match.awayteam)}
    </Line>
  );
}
