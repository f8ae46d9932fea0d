import styled from '@emotion/styled';

/** A rounded button in the theme colour, as tall as the app's text fields: send, search, retry. */
export const PillButton = styled.button`
  flex: none;
  min-width: 4rem;
  height: 2.25rem;
  padding: 0 1rem;
  border: 0;
  border-radius: 999px;
  background: ${(p) => p.theme.primary};
  color: ${(p) => p.theme.onPrimary};
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  cursor: pointer;
  &:disabled {
    opacity: 0.5;
    cursor: default;
  }
`;
