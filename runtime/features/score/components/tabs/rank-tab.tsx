import styled from '@emotion/styled';
import type { Match, StandingRow } from '../../../../../schema/generated/api.ts';
import { useT } from '../../../../core/i18n/i18n.ts';
import { teamName } from '../../../../core/rules/display-rules.ts';
import { sport } from '../../../../core/rules/match-status.ts';
import { useServerUrl } from '../../lib/server-url.ts';
import { DataTable } from './data-table.tsx';

const Table = styled(DataTable)`
  tr[data-playing='true'] td {
    background: ${(p) => p.theme.color.surface};
    font-weight: 600;
  }
`;

const TeamCell = styled.td`
  && {
    text-align: left;
  }
  span {
    display: flex;
    align-items: center;
    gap: 0.375rem;
    max-width: 8.5rem;
  }
  img {
    flex: none;
    width: 1.125rem;
    height: 1.125rem;
  }
  em {
    overflow: hidden;
    font-style: normal;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/**
 * The league table of the match's league, the two teams of the match highlighted. Football shows played, won, drawn,
 * lost, goals and points; basketball, where points are wins, shows played, won, lost and the win rate.
 */
export function RankTab(props: { rows: StandingRow[]; match: Match }) {
  const { t, i18n } = useT('score');
  const url = useServerUrl();
  const football = props.match.sport_id === sport.football;
  const playing = new Set([props.match.hometeam.id, props.match.awayteam.id]);
  const columns = football
    ? ['rankTab.played', 'rankTab.won', 'rankTab.drawn', 'rankTab.lost', 'rankTab.goals', 'rankTab.points']
    : ['rankTab.played', 'rankTab.won', 'rankTab.lost', 'rankTab.rate'];
  return (
    <Table data-testid="standings">
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">{t('rankTab.team')}</th>
          {columns.map((key) => (
            <th key={key} scope="col">
              {t(key)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={row.team_id} data-playing={playing.has(row.team_id)} data-testid="standing">
            <td>{row.rank}</td>
            <TeamCell>
              <span>
                <img src={url(row.logo)} alt="" width="18" height="18" loading="lazy" />
                <em>{teamName(row, i18n.language)}</em>
              </span>
            </TeamCell>
            <td>{row.played}</td>
            <td>{row.won}</td>
            {football ? <td>{row.drawn}</td> : null}
            <td>{row.lost}</td>
            {football ? (
              <>
                <td>
                  {row.goals_for}:{row.goals_against}
                </td>
                <td>
                  <b>{row.points}</b>
                </td>
              </>
            ) : (
              <td>{row.played === 0 ? '-' : `${Math.round((row.won / row.played) * 100)}%`}</td>
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
