import styled from '@emotion/styled';
import { loadStates } from '../../../ui/load-states.tsx';

/** The database's loading, failure and not-found states (runtime/ui/load-states.tsx), in its own words. */
export const { Skeleton, LoadError, RemoteView } = loadStates('database', 'database');

const Notice = styled.p`
  margin: 0;
  padding: 1.5rem 1rem;
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.8125rem;
  text-align: center;
`;

/** Nothing to show in a list or a tab. */
export function Empty(props: { text: string; testId?: string }) {
  return <Notice data-testid={props.testId ?? 'database-empty'}>{props.text}</Notice>;
}
