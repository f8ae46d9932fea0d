import type { StandingRow } from '../../../../schema/generated/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { sport } from '../../../core/rules/match-status.ts';
import { teamName } from '../../../core/rules/display-rules.ts';
import { nameRoom } from '../lib/names.ts';
import { teamPath } from '../lib/paths.ts';
import { DataTable, TeamCell } from './data-table.tsx';

/** A win rate as a whole percentage; a team that has not played has none. */
const winRate = (row: { won: number; played: number }) => (row.played === 0 ? '-' : `${Math.round((row.won / row.played) * 100)}%`);

/**
 * A league or group table. Football: played, won, drawn, lost, goals and points. Basketball, where a win is 2 points and
 * a loss 1 and there are no draws: played, won, lost, win rate and points. Each team opens its page.
 */
export function StandingsTable(props: { rows: readonly StandingRow[]; sportId: number; testId?: string }) {
  const { t, i18n } = useT('database');
  const football = props.sportId !== sport.basketball;
  const columns = football ? ['played', 'won', 'drawn', 'lost', 'goals', 'points'] : ['played', 'won', 'lost', 'rate', 'points'];
  return (
    <DataTable data-testid={props.testId ?? 'standings'}>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">{t('col.team')}</th>
          {columns.map((key) => (
            <th key={key} scope="col">
              {t(`col.${key}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={row.team_id} data-testid="standing" data-team={row.team_id}>
            <td>{row.rank}</td>
            <td>
              <TeamCell
                to={teamPath(row.team_id, props.sportId)}
                logo={row.logo}
                name={teamName(row, i18n.language)}
                room={nameRoom.cell}
              />
            </td>
            <td>{row.played}</td>
            <td>{row.won}</td>
            {football ? <td>{row.drawn}</td> : null}
            <td>{row.lost}</td>
            <td>{football ? `${row.goals_for}:${row.goals_against}` : winRate(row)}</td>
            <td>
              <b>{row.points}</b>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
