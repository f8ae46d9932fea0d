import styled from '@emotion/styled';

/** A card of a screen: a rounded block on the surface colour, with its heading and muted paragraphs. */
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
