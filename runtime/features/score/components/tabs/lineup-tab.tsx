import styled from '@emotion/styled';
import type { LineupPlayer, Match, MatchLineup } from '../../../../../schema/generated/api.ts';
import { useT } from '../../../../core/i18n/i18n.ts';
import { sport } from '../../../../core/rules/match-status.ts';
import { teamName } from '../../../../core/rules/display-rules.ts';
import { Pitch } from './pitch.tsx';
import { Section } from './section.tsx';

const Formations = styled.div`
  display: flex;
  justify-content: space-between;
  margin: 0.5rem 0.75rem 0;
  font-size: 0.8125rem;
  b {
    margin-left: 0.375rem;
    color: ${(p) => p.theme.accent};
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0.75rem;
`;

const Players = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: 0.375rem;
    padding: 0.25rem 0;
    font-size: 0.8125rem;
  }
  b {
    width: 1.5rem;
    color: ${(p) => p.theme.color.textMuted};
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

function PlayerList(props: { players: LineupPlayer[]; testId: string }) {
  return (
    <Players data-testid={props.testId}>
      {props.players.map((player) => (
        <li key={player.id}>
          <b>{player.number}</b>
          <span>{player.name}</span>
        </li>
      ))}
    </Players>
  );
}

/** Football: both formations drawn on a pitch, then the substitutes; basketball: starters and substitutes as lists. */
export function LineupTab(props: { lineup: MatchLineup; match: Match }) {
  const { t, i18n } = useT('score');
  const { lineup, match } = props;
  const football = match.sport_id === sport.football;
  return (
    <div data-testid="lineup">
      {football ? (
        <>
          <Formations>
            <span>
              {teamName(match.hometeam, i18n.language)}
              <b data-testid="formation">{lineup.home.formation}</b>
            </span>
            <span>
              {teamName(match.awayteam, i18n.language)}
              <b data-testid="formation">{lineup.away.formation}</b>
            </span>
          </Formations>
          <Pitch home={lineup.home} away={lineup.away} />
        </>
      ) : (
        <Section>
          <h2>{t('lineupTab.starters')}</h2>
          <Columns>
            <PlayerList players={lineup.home.starters} testId="home-starters" />
            <PlayerList players={lineup.away.starters} testId="away-starters" />
          </Columns>
        </Section>
      )}
      <Section>
        <h2>{t('lineupTab.substitutes')}</h2>
        <Columns>
          <PlayerList players={lineup.home.substitutes} testId="home-substitutes" />
          <PlayerList players={lineup.away.substitutes} testId="away-substitutes" />
        </Columns>
      </Section>
    </div>
  );
}
