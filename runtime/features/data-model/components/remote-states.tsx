import styled from '@emotion/styled';
import { loadStates } from '../../../ui/load-states.tsx';

/** The data models' loading, failure and not-found states (runtime/ui/load-states.tsx), in their own words. */
export const { Skeleton, LoadError, RemoteView } = loadStates('data-model', 'model');

/** A card of a data-model screen. */
export const Card = styled.section`
  margin: 0.625rem 0.75rem;
  padding: 0.75rem;
  border-radius: 0.625rem;
  background: ${(p) => p.theme.color.surface};
  h2 {
    margin: 0 0 0.5rem;
    font-size: 0.9375rem;
  }
  p {
    margin: 0.25rem 0;
    font-size: 0.8125rem;
    color: ${(p) => p.theme.color.textMuted};
  }
`;
