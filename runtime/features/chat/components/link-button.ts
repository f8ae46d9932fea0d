import { css, type Theme } from '@emotion/react';

/** A button that reads as a link inside a line of text (重新编辑, 重试): the accent colour, no box. */
export const linkButton = (theme: Theme) => css`
  margin-left: 0.375rem;
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.accent};
  font: inherit;
  cursor: pointer;
`;
