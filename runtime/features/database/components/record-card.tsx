import styled from '@emotion/styled';
import type { TeamRecord } from '../../../../schema/generated/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { sport } from '../../../core/rules/match-status.ts';
import { Section } from './section.tsx';

/** Figures in a grid of four: the value large, its label under it. */
export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 0.75rem 0.25rem;
  margin: 0;
  text-align: center;
  div {
    display: flex;
    flex-direction: column-reverse;
    gap: 0.125rem;
  }
  dt {
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.6875rem;
  }
  dd {
    margin: 0;
    font-size: 1.0625rem;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * A team's record over every stored finished match: played, won, drawn (football), lost, goals (basketball: points)
 * for and against, and the win rate.
 */
export function RecordCard(props: { record: TeamRecord; sportId: number }) {
  const { t } = useT('database');
  const { record } = props;
  const basketball = props.sportId === sport.basketball;
  const rate = record.played === 0 ? '-' : `${Math.round((record.won / record.played) * 100)}%`;
  const figures: [string, string | number][] = [
    ['record.played', record.played],
    ['record.won', record.won],
    ...(basketball ? [] : ([['record.drawn', record.drawn]] as [string, number][])),
    ['record.lost', record.lost],
    [basketball ? 'record.pointsFor' : 'record.goalsFor', record.goals_for],
    [basketball ? 'record.pointsAgainst' : 'record.goalsAgainst', record.goals_against],
    ['record.winRate', rate],
  ];
  return (
    <Section title={t('tab.record')} testId="record">
      <Figures>
        {figures.map(([key, value]) => (
          <div key={key} data-testid={key}>
            <dt>{t(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Figures>
    </Section>
  );
}
