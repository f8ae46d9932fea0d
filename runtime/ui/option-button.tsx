import styled from '@emotion/styled';

/**
 * One of a few bordered options side by side on a card or sheet (a quiz answer, a mute duration). Extended by each
 * place for its size and for how its chosen option looks.
 */
export const OptionButton = styled.button`
  min-width: 0;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: 0.5rem;
  background: ${(p) => p.theme.color.background};
  color: ${(p) => p.theme.color.text};
  font: inherit;
  font-size: 0.8125rem;
  cursor: pointer;
`;
