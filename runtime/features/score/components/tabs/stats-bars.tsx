import styled from '@emotion/styled';
import type { MatchStats } from '../../../../../schema/generated/api.ts';
import { useT } from '../../../../core/i18n/i18n.ts';
import { colors } from '../../../../core/theme/theme.ts';

const List = styled.ul`
  margin: 0;
  padding: 0.5rem 0.75rem;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 2.5rem 1fr 2.5rem;
  grid-template-rows: auto 0.375rem;
  row-gap: 0.25rem;
  margin-bottom: 0.625rem;
  font-size: 0.8125rem;
  font-variant-numeric: tabular-nums;
  span:nth-of-type(2) {
    color: ${(p) => p.theme.color.textMuted};
    text-align: center;
  }
  span:nth-of-type(3) {
    text-align: right;
  }
`;

const Bar = styled.div<{ home: number }>`
  display: flex;
  grid-column: 1 / -1;
  gap: 0.25rem;
  &::before,
  &::after {
    content: '';
    border-radius: 999px;
  }
  &::before {
    flex: ${(p) => p.home};
    background: ${(p) => p.theme.accent};
  }
  &::after {
    flex: ${(p) => 1 - p.home};
    background: ${colors.highlight};
  }
`;

/** Team statistics as paired bars: home in the accent colour on the left, away in amber on the right. */
export function StatsBars(props: { stats: MatchStats['stats'] }) {
  const { t } = useT('score');
  return (
    <List data-testid="match-stats">
      {Object.entries(props.stats).map(([key, [home, away]]) => {
        const total = home + away;
        return (
          <Row key={key} data-stat={key}>
            <span>{key === 'possession' ? `${home}%` : home}</span>
            <span>{t(`stat.${key}`)}</span>
            <span>{key === 'possession' ? `${away}%` : away}</span>
            <Bar home={total === 0 ? 0.5 : home / total} aria-hidden="true" />
          </Row>
        );
      })}
    </List>
  );
}
