import { confirmDialog, feedbackUi } from '../feedback/feedback-store.ts';
import { translate } from '../i18n/i18n.ts';
import { currentPathAndQuery, navigateTo } from '../navigation/navigator.ts';
import { createLoginPrompt } from '../session/login-prompt.ts';
import { useSession } from '../session/use-session.ts';
import { useAppStore } from '../store/use-app-store.ts';
import { tenant } from '../tenant/tenant.ts';
import { HostPool } from './host-pool.ts';
import { createHttpClient } from './http-client.ts';
import type { HttpTexts } from './http-ui.ts';

/**
 * Empty hosts in the manifest mean the page's own origin, read when asked: the server's render of a landing page's
 * rows renders the pages of any origin in one copy of these modules (server/http/row-render.ts).
 */
export const apiHosts = new HostPool(tenant.api.hosts, () => tenant.api.fallbackHost || location.origin);

/** The query of the address the app was opened with: carried parameters survive moves inside the app. */
const startSearch = location.search;

function httpTexts(): HttpTexts {
  return {
    loading: translate('http.loading'),
    loginTitle: translate('http.loginTitle'),
    loginMessage: translate('http.loginMessage'),
    confirm: translate('http.confirm'),
    cancel: translate('http.cancel'),
  };
}

/** The one login dialog: the HTTP client's login timeout and a guest's action without a session share it. */
export const loginPrompt = createLoginPrompt({
  ui: { confirm: confirmDialog },
  texts: httpTexts,
  currentPath: currentPathAndQuery,
  goToLogin(backurl) {
    useSession.getState().setBackurl(backurl);
    navigateTo('/login');
  },
});

/**
 * Spec 000 §8: user info reset and local storage cleared. The fan's language and theme mode are settings rather than
 * session, so they are written back at once (docs/decisions.md).
 */
function expireSession(): void {
  localStorage.clear();
  useSession.setState({ user: null, guest: null, backurl: '', videoWatchedSec: 0 });
  // Persisting again writes only what is left: the language and the mode.
  useAppStore.setState({ searchLog: [], selectedHeadline: '', c2cPageTab: 'private', prevPage: '' });
}

/** The runtime's HTTP client for this tenant. Features call `api.get` / `api.post`; nothing else calls axios. */
export const api = createHttpClient({
  hosts: apiHosts,
  query: () => {
    const user = useSession.getState().user;
    return {
      token: user?.token,
      uid: user?.uid,
      sp_source: useAppStore.getState().sp_source,
      platform: 3,
      lang: useAppStore.getState().lang,
      carryQuery: tenant.carryQuery,
      pageSearch: location.search || startSearch,
    };
  },
  ui: feedbackUi,
  texts: httpTexts,
  session: { expire: expireSession, promptLogin: loginPrompt.open },
});

/** A path the server answered with (team logos, uploads) as an address on the API host; full URLs stay as they are. */
export function serverUrl(path: string): string {
  if (!path || /^(https?:|data:)/.test(path)) return path;
  return apiHosts.preferred().replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`);
}
