import styled from '@emotion/styled';

/** A titled block inside a tab. */
export const Section = styled.section`
  margin: 0.5rem 0.75rem;
  padding: 0.5rem 0.75rem;
  border-radius: 0.625rem;
  background: ${(p) => p.theme.color.surface};
  h2 {
    margin: 0.25rem 0 0.5rem;
    font-size: 0.875rem;
  }
`;
