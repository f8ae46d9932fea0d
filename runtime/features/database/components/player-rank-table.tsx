import styled from '@emotion/styled';
import type { DatabaseEventRank } from '../../../../schema/generated/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { teamName } from '../../../core/rules/display-rules.ts';
import { fitToRoom } from '../../../core/rules/text-rules.ts';
import { nameRoom } from '../lib/names.ts';
import { teamPath } from '../lib/paths.ts';
import { DataTable, TeamCell } from './data-table.tsx';

const Player = styled.td`
  && {
    text-align: left;
  }
  small {
    display: block;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.6875rem;
  }
`;

const Table = styled(DataTable)`
  th:nth-of-type(2),
  td:nth-of-type(2) {
    width: 32%;
  }
  th:nth-of-type(3),
  td:nth-of-type(3) {
    text-align: left;
  }
`;

/**
 * A competition's top players: rank, player (shirt number and position under the name), team and the value ranked:
 * goals or assists in total, or basketball points per game with the games played.
 */
export function PlayerRankTable(props: { rank: DatabaseEventRank; sportId: number }) {
  const { t, i18n } = useT('database');
  const perGame = props.rank.kind === 'points';
  return (
    <Table data-testid="player-rank" data-kind={props.rank.kind}>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">{t('col.player')}</th>
          <th scope="col">{t('col.team')}</th>
          {perGame ? <th scope="col">{t('col.games')}</th> : null}
          <th scope="col">{t(`value.${props.rank.kind}`)}</th>
        </tr>
      </thead>
      <tbody>
        {props.rank.list.map((player) => (
          <tr key={player.id} data-testid="player-row">
            <td>{player.rank}</td>
            <Player>
              <span data-testid="player-name" title={player.name}>
                {fitToRoom(player.name, nameRoom.cell, i18n.language)}
              </span>
              <small>
                #{player.number} {t(`pos.${props.sportId}.${player.position}`, { defaultValue: player.position })}
              </small>
            </Player>
            <td>
              <TeamCell
                to={teamPath(player.team_id, props.sportId)}
                logo={player.team_logo}
                name={teamName({ name_zh: player.team_name_zh, name_en: player.team_name_en }, i18n.language)}
                room={nameRoom.cell}
              />
            </td>
            {perGame ? <td>{player.games}</td> : null}
            <td>
              <b data-testid="player-value">{player.value}</b>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
