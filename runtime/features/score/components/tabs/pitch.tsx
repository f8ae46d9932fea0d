import styled from '@emotion/styled';
import type { LineupPlayer, TeamLineup } from '../../../../../schema/generated/api.ts';
import { formationRows } from '../../lib/formation.ts';
import { colors } from '../../../../core/theme/theme.ts';

const Field = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  aspect-ratio: 68 / 105;
  margin: 0.5rem 0.75rem;
  border-radius: 0.5rem;
  background: repeating-linear-gradient(180deg, ${colors.pitch} 0 10%, ${colors.pitchStripe} 10% 20%);
  color: ${colors.onPitch};
  /* The pitch markings: the halfway line and the centre circle. */
  &::before {
    content: '';
    position: absolute;
    top: 50%;
    left: 0;
    right: 0;
    border-top: 1px solid ${colors.onMediaMuted};
  }
  &::after {
    content: '';
    position: absolute;
    top: 50%;
    left: 50%;
    width: 22%;
    aspect-ratio: 1;
    border: 1px solid ${colors.onMediaMuted};
    border-radius: 50%;
    transform: translate(-50%, -50%);
  }
`;

const Half = styled.div<{ away: boolean }>`
  position: relative;
  z-index: 1;
  display: flex;
  flex: 1;
  flex-direction: ${(p) => (p.away ? 'column-reverse' : 'column')};
  justify-content: space-around;
  padding: 0.25rem 0;
`;

const Row = styled.div`
  display: flex;
  justify-content: space-around;
`;

const Player = styled.div<{ away: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  width: 3.75rem;
  font-size: 0.625rem;
  b {
    width: 1.625rem;
    height: 1.625rem;
    border: 2px solid ${colors.onMedia};
    border-radius: 50%;
    background: ${(p) => (p.away ? colors.highlight : p.theme.primary)};
    color: ${(p) => (p.away ? colors.onHighlight : p.theme.onPrimary)};
    font-size: 0.75rem;
    line-height: 1.625rem;
    text-align: center;
  }
  span {
    overflow: hidden;
    max-width: 100%;
    margin-top: 0.125rem;
    text-overflow: ellipsis;
    text-shadow: 0 1px 2px ${colors.mediaShadow};
    white-space: nowrap;
  }
`;

function PlayerMark(props: { player: LineupPlayer; away: boolean }) {
  return (
    <Player away={props.away} data-testid="pitch-player">
      <b>{props.player.number}</b>
      <span>{props.player.name}</span>
    </Player>
  );
}

/** Both starting elevens on one pitch: home from the top goal, away from the bottom, each row as its formation says. */
export function Pitch(props: { home: TeamLineup; away: TeamLineup }) {
  return (
    <Field data-testid="pitch">
      {(
        [
          [props.home, false],
          [props.away, true],
        ] as const
      ).map(([team, away]) => (
        <Half key={away ? 'away' : 'home'} away={away} data-side={away ? 'away' : 'home'}>
          {formationRows(team.formation, team.starters).map((row, index) => (
            <Row key={index}>
              {row.map((player) => (
                <PlayerMark key={player.id} player={player} away={away} />
              ))}
            </Row>
          ))}
        </Half>
      ))}
    </Field>
  );
}
