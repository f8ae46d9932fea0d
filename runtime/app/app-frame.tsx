import { Global, ThemeProvider, css } from '@emotion/react';
import { StrictMode, type ReactNode } from 'react';
import { paletteCss, themeFor } from '../core/theme/theme.ts';
import type { TenantConfig } from '../../schema/generated/resolved-manifest.ts';
import { FeedbackLayer } from '../ui/feedback-layer.tsx';

const globalCss = (tenant: TenantConfig) => css`
  ${paletteCss(tenant)}
  html {
    -webkit-text-size-adjust: 100%;
  }
  body {
    margin: 0;
    background: var(--sl-background);
    color: var(--sl-text);
    font-family: -apple-system, BlinkMacSystemFont, 'PingFang SC', 'Noto Sans CJK SC', 'Microsoft YaHei', 'Segoe UI', Roboto, sans-serif;
  }
`;

/**
 * Everything around the router: theme, global styles and the feedback layer. The browser (app/main.tsx) and the
 * build's prerender (app/prerender.tsx) render the same frame, so the hydrated page matches the HTML.
 */
export function AppFrame(props: { tenant: TenantConfig; children: ReactNode }) {
  return (
    <StrictMode>
      <ThemeProvider theme={themeFor()}>
        <Global styles={globalCss(props.tenant)} />
        {props.children}
        <FeedbackLayer />
      </ThemeProvider>
    </StrictMode>
  );
}
