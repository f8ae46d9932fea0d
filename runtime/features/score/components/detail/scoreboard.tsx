import styled from '@emotion/styled';
import type { Match, Team } from '../../../../../schema/generated/api.ts';
import { useT } from '../../../../core/i18n/i18n.ts';
import { useNow } from '../../../../core/time/use-now.ts';
import { matchState, showsScore } from '../../lib/schedule.ts';
import { kickoffClock, teamName } from '../../../../core/rules/display-rules.ts';
import { fitToRoom } from '../../../../core/rules/text-rules.ts';
import { useServerUrl } from '../../lib/server-url.ts';
import { colors } from '../../../../core/theme/theme.ts';

/**
 * A team's name under its logo has a third of a 375 px phone beside the 7rem centre, about 119 px: room for 8 Chinese
 * characters at 14 px (cut by spec 000 §5 widths, see fittingWidth). The CSS ellipsis stays as the net for narrower phones.
 */
const teamRoom = 8;

const Board = styled.section`
  display: grid;
  grid-template-columns: 1fr 7rem 1fr;
  align-items: start;
  padding: 0.75rem 0.75rem 1rem;
  background: ${(p) => p.theme.primary};
  color: ${(p) => p.theme.onPrimary};
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.375rem;
  min-width: 0;
  img {
    width: 3rem;
    height: 3rem;
    padding: 0.25rem;
    border-radius: 50%;
    background: ${colors.surface};
  }
  span {
    overflow: hidden;
    max-width: 100%;
    font-size: 0.875rem;
    text-align: center;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Centre = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.25rem;
  padding-top: 0.25rem;
  b {
    font-size: 1.75rem;
    font-variant-numeric: tabular-nums;
    line-height: 1.2;
  }
  small {
    font-size: 0.75rem;
  }
`;

function TeamSide(props: { team: Team }) {
  const { i18n } = useT('score');
  const url = useServerUrl();
  const name = teamName(props.team, i18n.language);
  return (
    <Side>
      <img src={url(props.team.logo)} alt="" width="48" height="48" />
      <span title={name}>{fitToRoom(name, teamRoom, i18n.language)}</span>
    </Side>
  );
}

/** The top of a match: both teams, the score once it has started, and the live clock or the status (the core's rules). */
export function Scoreboard(props: { match: Match; fetchedAtMs: number }) {
  const { t } = useT('score');
  // The clock ticks here alone, so the open tab below does not render again every second.
  const now = useNow(1_000);
  const { match } = props;
  const state = matchState(match, now, props.fetchedAtMs);
  return (
    <Board data-testid="scoreboard" data-status={match.status}>
      <TeamSide team={match.hometeam} />
      <Centre>
        <small>{kickoffClock(match.start_time)}</small>
        <b data-testid="detail-score">{showsScore(match) ? `${match.home_score} - ${match.away_score}` : t('vs')}</b>
        {state.kind === 'clock' ? (
          <small data-testid="detail-clock">
            {state.periodKey ? `${t(state.periodKey)} ` : ''}
            {state.text}
          </small>
        ) : state.kind === 'label' ? (
          <small>{t(state.key)}</small>
        ) : (
          <small>{t('soon')}</small>
        )}
      </Centre>
      <TeamSide team={match.awayteam} />
    </Board>
  );
}
