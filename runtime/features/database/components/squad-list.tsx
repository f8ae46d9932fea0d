import styled from '@emotion/styled';
import type { LineupPlayer, TeamLineup } from '../../../../schema/generated/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { fitToRoom } from '../../../core/rules/text-rules.ts';
import { nameRoom } from '../lib/names.ts';
import { Empty } from './load-states.tsx';
import { Section } from './section.tsx';

const Players = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: 2rem minmax(0, 1fr) auto 2.5rem;
    gap: 0.5rem;
    align-items: center;
    padding: 0.4375rem 0;
    border-top: 1px solid ${(p) => p.theme.color.border};
    font-size: 0.8125rem;
  }
  li:first-of-type {
    border-top: 0;
  }
  b {
    color: ${(p) => p.theme.color.textMuted};
    font-variant-numeric: tabular-nums;
    text-align: center;
  }
  small {
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.6875rem;
  }
  em {
    font-style: normal;
    font-variant-numeric: tabular-nums;
    text-align: right;
  }
`;

function PlayerList(props: { players: readonly LineupPlayer[]; sportId: number; testId: string }) {
  const { t, i18n } = useT('database');
  return (
    <Players data-testid={props.testId}>
      {props.players.map((player) => (
        <li key={player.id} data-testid="squad-player">
          <b>{player.number}</b>
          <span title={player.name}>{fitToRoom(player.name, nameRoom.row, i18n.language)}</span>
          <small>{t(`pos.${props.sportId}.${player.position}`, { defaultValue: player.position })}</small>
          <em aria-label={t('rating')}>{player.rating.toFixed(1)}</em>
        </li>
      ))}
    </Players>
  );
}

/** A team's squad: starters (with the formation in football) and substitutes, each with shirt number, position and rating. */
export function SquadList(props: { squad: TeamLineup; sportId: number }) {
  const { t } = useT('database');
  const { squad } = props;
  if (squad.starters.length === 0 && squad.substitutes.length === 0) return <Empty text={t('squadEmpty')} />;
  return (
    <div data-testid="squad">
      <Section title={squad.formation ? `${t('starters')} · ${t('formation', { formation: squad.formation })}` : t('starters')}>
        <PlayerList players={squad.starters} sportId={props.sportId} testId="starters" />
      </Section>
      {squad.substitutes.length > 0 ? (
        <Section title={t('substitutes')}>
          <PlayerList players={squad.substitutes} sportId={props.sportId} testId="substitutes" />
        </Section>
      ) : null}
    </div>
  );
}
