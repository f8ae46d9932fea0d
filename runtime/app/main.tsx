import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { startServices } from '../core/boot.ts';
import { rowAnswersLeft } from '../core/http/served-answer.ts';
import { addMessages, changeLocale, languageTag, startI18n } from '../core/i18n/i18n.ts';
import { servedRowsInHtml } from '../core/prerender/served-rows.ts';
import { startHydrating } from '../core/prerender/use-hydrated.ts';
import { setNavigator } from '../core/navigation/navigator.ts';
import { appBase } from '../core/navigation/redirect.ts';
import { captureStartParams } from '../core/navigation/start-params.ts';
import { useAppStore } from '../core/store/use-app-store.ts';
import { nextTask } from '../core/time/next-task.ts';
import { applyMode } from '../core/theme/theme.ts';
import { tenant } from '../core/tenant/tenant.ts';
import type { Locale } from '../../schema/generated/resolved-manifest.ts';
import { AppFrame } from './app-frame.tsx';
import { features } from './feature-registry.ts';
import { registerSlots } from './feature-slots.ts';
import { buildRoutes } from './routes.tsx';
import './chat/chat-loader.ts';

captureStartParams(tenant.code, location.search, localStorage);

const store = useAppStore;
startI18n(store.getState().lang);
for (const [locale, namespaces] of Object.entries(tenant.locales.overrides)) {
  for (const [namespace, messages] of Object.entries(namespaces)) addMessages(locale as Locale, namespace, messages, true);
}

function applyPreferences(state: { lang: Locale; mode: 'light' | 'dark' }) {
  applyMode(state.mode);
  document.documentElement.lang = languageTag[state.lang];
  changeLocale(state.lang);
}
applyPreferences(store.getState());
store.subscribe(applyPreferences);

registerSlots(features);
// The installable app's worker and offline notice (app/pwa/), on sites that ask for them: once the page has loaded
// and the browser is idle, so they never compete with the first screen.
if (tenant.pwa.serviceWorker && tenant.pwa.enabled && 'serviceWorker' in navigator)
  addEventListener(
    'load',
    () => (window.requestIdleCallback ?? setTimeout)(() => void import('./pwa/offline-shell.ts').then((m) => m.startOfflineShell())),
    {
      once: true,
    },
  );
// The start runs in three tasks, not one: evaluating the entry, creating the router (which matches the address and
// starts the route's loaders) and starting the services (the session's first request) each take tens of milliseconds
// on a slow phone, and one task of them all held the main thread for some 200 ms after the first paint
// (docs/decisions.md "TBT at load").
void nextTask().then(startApp);

function startApp() {
  const router = createBrowserRouter(buildRoutes(tenant, features), { basename: appBase });
  setNavigator((path, options) => void router.navigate(path, options));
  void nextTask().then(startServices);

  const container = document.getElementById('root') as HTMLElement;
  const app = (
    <AppFrame tenant={tenant}>
      <RouterProvider router={router} />
    </AppFrame>
  );
  const renderAfresh = () => {
    container.replaceChildren();
    delete container.dataset.prerendered;
    createRoot(container).render(app);
  };
  // The build prerendered this route in the site's language (docs/decisions.md "Prerendered first screens"): hydrate
  // it once the route's page has loaded, so the first render is the page and not the router's empty fallback. A fan
  // who chose the other language gets a fresh render; the head's script kept the other language's HTML hidden.
  // Rows the reference server rendered are hydrated only when the page took every answer they were rendered from
  // (fresh, for a guest, for the fan's day); otherwise the first render would not match them, and it renders afresh.
  const hydratable = () => !servedRowsInHtml() || !rowAnswersLeft();
  if (container.dataset.prerendered !== store.getState().lang) return renderAfresh();
  // In a transition, React hydrates in slices of a few milliseconds and lets the browser paint and handle input
  // between them, instead of hydrating the whole page in one long task (docs/decisions.md "The first screen's main
  // thread").
  const hydrate = () => {
    if (!hydratable()) return renderAfresh();
    startHydrating();
    startTransition(() => void hydrateRoot(container, app));
  };
  if (router.state.initialized) return hydrate();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    hydrate();
  });
}
