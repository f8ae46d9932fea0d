import styled from '@emotion/styled';
import type { FifaRankRow } from '../../../../schema/generated/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { teamName } from '../../../core/rules/display-rules.ts';
import { nameRoom } from '../lib/names.ts';
import { nationalTeamPath } from '../lib/paths.ts';
import { DataTable, TeamCell } from './data-table.tsx';
import { colors } from '../../../core/theme/theme.ts';

const Change = styled.span<{ trend: 'up' | 'down' | 'same' }>`
  color: ${(p) => (p.trend === 'up' ? colors.danger : p.trend === 'down' ? colors.success : p.theme.color.textMuted)};
`;

/** Places moved since the last ranking: ▲ up, ▼ down, – unchanged (up in red, as Chinese sports pages colour a rise). */
export function RankChange(props: { change: number }) {
  const trend = props.change > 0 ? 'up' : props.change < 0 ? 'down' : 'same';
  return (
    <Change trend={trend} data-testid="fifa-change">
      {trend === 'same' ? '–' : `${trend === 'up' ? '▲' : '▼'}${Math.abs(props.change)}`}
    </Change>
  );
}

/** National teams in the FIFA-style ranking: rank, team (opening its page), points and the change. */
export function FifaRankTable(props: { rows: readonly FifaRankRow[]; testId?: string }) {
  const { t, i18n } = useT('database');
  return (
    <DataTable data-testid={props.testId ?? 'fifa-rank'}>
      <thead>
        <tr>
          <th scope="col">{t('fifa.rank')}</th>
          <th scope="col">{t('fifa.team')}</th>
          <th scope="col">{t('fifa.points')}</th>
          <th scope="col">{t('fifa.change')}</th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={row.team_id} data-testid="fifa-row">
            <td>{row.rank}</td>
            <td>
              <TeamCell to={nationalTeamPath(row.team_id)} logo={row.logo} name={teamName(row, i18n.language)} room={nameRoom.cell} />
            </td>
            <td>{row.points}</td>
            <td>
              <RankChange change={row.change} />
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
