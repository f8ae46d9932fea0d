import styled from '@emotion/styled';
import type { Incident } from '../../../../../schema/generated/api.ts';
import { useT } from '../../../../core/i18n/i18n.ts';
import { IncidentIcon } from '../../../../ui/incident-icon.tsx';

const Timeline = styled.ol`
  position: relative;
  margin: 0;
  padding: 0.5rem 0.75rem;
  list-style: none;
  &::before {
    content: '';
    position: absolute;
    top: 0;
    bottom: 0;
    left: 50%;
    border-left: 1px solid ${(p) => p.theme.color.border};
  }
`;

const Item = styled.li<{ away: boolean }>`
  position: relative;
  display: flex;
  flex-direction: ${(p) => (p.away ? 'row' : 'row-reverse')};
  align-items: center;
  gap: 0.375rem;
  width: 50%;
  box-sizing: border-box;
  margin-left: ${(p) => (p.away ? '50%' : '0')};
  padding: 0.3125rem ${(p) => (p.away ? '0 0.3125rem 1.25rem' : '1.25rem 0.3125rem 0')};
  font-size: 0.8125rem;
  text-align: ${(p) => (p.away ? 'left' : 'right')};
  b {
    position: absolute;
    ${(p) => (p.away ? 'left: -1rem' : 'right: -1rem')};
    width: 2rem;
    border-radius: 999px;
    background: ${(p) => p.theme.color.background};
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.6875rem;
    text-align: center;
  }
  small {
    color: ${(p) => p.theme.color.textMuted};
  }
`;

/** Football incidents as a timeline: home on the left, away on the right, minutes on the centre line, newest first. */
export function IncidentTimeline(props: { incidents: Incident[] }) {
  const { t } = useT('score');
  return (
    <Timeline data-testid="incidents">
      {[...props.incidents].reverse().map((incident) => (
        <Item key={`${incident.at_second}-${incident.kind}-${incident.player}`} away={incident.side === 'away'} data-kind={incident.kind}>
          <b>{incident.minute}'</b>
          <IncidentIcon kind={incident.kind} label={t(`incident.${incident.kind}`)} />
          <span>
            {incident.player}
            {incident.player_in ? (
              <small>
                {' '}
                <IncidentIcon kind="player_in" label={t('incident.playerIn')} /> {incident.player_in}
              </small>
            ) : null}
          </span>
        </Item>
      ))}
    </Timeline>
  );
}
