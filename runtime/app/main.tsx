import { Global, ThemeProvider, css } from '@emotion/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { startServices } from '../core/boot.ts';
import { addMessages, changeLocale, languageTag, startI18n } from '../core/i18n/i18n.ts';
import { setNavigator } from '../core/navigation/navigator.ts';
import { appBase } from '../core/navigation/redirect.ts';
import { captureStartParams } from '../core/navigation/start-params.ts';
import { useAppStore } from '../core/store/use-app-store.ts';
import { applyMode, paletteCss, themeFor } from '../core/theme/theme.ts';
import { tenant } from '../core/tenant/tenant.ts';
import type { Locale } from '../core/tenant/tenant-config.ts';
import { FeedbackLayer } from '../ui/feedback-layer.tsx';
import { features } from './feature-registry.ts';
import { registerSlots } from './feature-slots.ts';
import { buildRoutes } from './routes.tsx';
import './chat/chat-loader.ts';

captureStartParams(tenant.code, location.search, localStorage);

const store = useAppStore;
startI18n(store.getState().lang);
for (const [locale, namespaces] of Object.entries(tenant.locales?.overrides ?? {})) {
  for (const [namespace, messages] of Object.entries(namespaces)) addMessages(locale as Locale, namespace, messages, true);
}

function applyPreferences(state: { lang: Locale; mode: 'light' | 'dark' }) {
  applyMode(state.mode);
  document.documentElement.lang = languageTag[state.lang];
  changeLocale(state.lang);
}
applyPreferences(store.getState());
store.subscribe(applyPreferences);

const globalCss = css`
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

registerSlots(features);
const router = createBrowserRouter(buildRoutes(tenant, features), { basename: appBase });
setNavigator((path, options) => void router.navigate(path, options));
void startServices();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ThemeProvider theme={themeFor(tenant)}>
      <Global styles={globalCss} />
      <RouterProvider router={router} />
      <FeedbackLayer />
    </ThemeProvider>
  </StrictMode>,
);
