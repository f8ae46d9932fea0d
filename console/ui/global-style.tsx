import { Global, css } from '@emotion/react';
import { color, font } from './tokens.ts';

const styles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html,
  body,
  #root {
    height: 100%;
  }
  body {
    margin: 0;
    font: ${font.body};
    color: ${color.text};
    background: ${color.page};
    -webkit-font-smoothing: antialiased;
  }
  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
  }
  a {
    color: ${color.accent};
  }
  :focus-visible {
    outline: 2px solid ${color.accent};
    outline-offset: 2px;
  }
`;

/** The console's page-wide styles. */
export function GlobalStyle() {
  return <Global styles={styles} />;
}
