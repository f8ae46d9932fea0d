import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import type { Match, Team } from '../../../../schema/generated/api.ts';
import { serverUrl } from '../../../core/http/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { competitionName, kickoffClock, teamName } from '../../../core/rules/display-rules.ts';
import { fitToRoom } from '../../../core/rules/text-rules.ts';
import { isFinished, isInPlay, sportPath } from '../../../core/rules/match-status.ts';
import { Strip } from './section.tsx';
import { colors } from '../../../core/theme/theme.ts';

/**
 * Room for names, in Chinese characters (cut by spec 000 §5 widths, see fittingWidth). A 9.5rem card leaves a team
 * about 86 px beside its logo and score, 6 characters at 13 px; the league shares the header with the kickoff time,
 * 7 at 11 px.
 */
const teamRoom = 6;
const competitionRoom = 7;

const Card = styled(Link)`
  flex: none;
  width: 9.5rem;
  padding: 0.5rem 0.625rem;
  border-radius: 0.625rem;
  background: ${(p) => p.theme.color.surface};
  color: inherit;
  font-size: 0.8125rem;
  text-decoration: none;
  header {
    display: flex;
    justify-content: space-between;
    margin-bottom: 0.375rem;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.6875rem;
  }
  header b {
    color: ${colors.danger};
    font-weight: 600;
  }
`;

const Line = styled.div`
  display: flex;
  align-items: center;
  gap: 0.375rem;
  height: 1.5rem;
  img {
    flex: none;
    width: 1.125rem;
    height: 1.125rem;
  }
  span {
    overflow: hidden;
    flex: 1;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  em {
    font-style: normal;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

function TeamLine(props: { team: Team; score?: number; lang: string }) {
  const name = teamName(props.team, props.lang);
  return (
    <Line>
      <img src={serverUrl(props.team.logo)} alt="" width="18" height="18" loading="lazy" />
      <span title={name}>{fitToRoom(name, teamRoom, props.lang)}</span>
      {props.score === undefined ? null : <em>{props.score}</em>}
    </Line>
  );
}

/** Hot matches as cards: league, kickoff or "live", both teams and, once started, the score. Each opens the match. */
export function MatchCards(props: { matches: Match[] }) {
  const { t, i18n } = useT('headline');
  return (
    <Strip data-testid="hot-matches">
      {props.matches.map((match) => {
        const started = isInPlay(match.sport_id, match.status) || isFinished(match.sport_id, match.status);
        return (
          <Card key={match.id} to={`/score/detail/${sportPath(match.sport_id)}/${match.id}`} data-testid="match-card">
            <header>
              <span>{fitToRoom(competitionName(match.matchevent, i18n.language), competitionRoom, i18n.language)}</span>
              {isInPlay(match.sport_id, match.status) ? (
                <b>{t('live')}</b>
              ) : (
                <span>{isFinished(match.sport_id, match.status) ? t('finished') : kickoffClock(match.start_time)}</span>
              )}
            </header>
            <TeamLine team={match.hometeam} score={started ? match.home_score : undefined} lang={i18n.language} />
            <TeamLine team={match.awayteam} score={started ? match.away_score : undefined} lang={i18n.language} />
          </Card>
        );
      })}
    </Strip>
  );
}
