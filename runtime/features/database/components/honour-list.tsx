import styled from '@emotion/styled';
import type { TeamHonour } from '../../../../schema/generated/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { fullName } from '../../../core/rules/display-rules.ts';
import { Empty } from './load-states.tsx';
import { Section } from './section.tsx';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    gap: 0.75rem;
    padding: 0.5rem 0;
    border-top: 1px solid ${(p) => p.theme.color.border};
    font-size: 0.8125rem;
  }
  li:first-of-type {
    border-top: 0;
  }
  small {
    flex: none;
    color: ${(p) => p.theme.color.textMuted};
    font-variant-numeric: tabular-nums;
  }
`;

/** A team's titles: the competition and the season (its first day) of each; an empty state when it has none. */
export function HonourList(props: { honours: readonly TeamHonour[] }) {
  const { t, i18n } = useT('database');
  if (props.honours.length === 0) return <Empty text={t('honoursEmpty')} testId="honours-empty" />;
  return (
    <Section title={t('tab.honours')} testId="honours">
      <List>
        {props.honours.map((honour) => (
          <li key={`${honour.league_id}:${honour.season}`} data-testid="honour">
            <span>{fullName(honour, i18n.language)}</span>
            <small>{honour.season}</small>
          </li>
        ))}
      </List>
    </Section>
  );
}
