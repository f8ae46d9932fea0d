import { addMessages, translate } from '../../core/i18n/i18n.ts';
import { offlineMessages as messages } from './offline-messages.ts';

/** Where the site's service worker is served (cli/build/service-worker.ts); its scope is the whole app. */
const workerUrl = '/m/sw.js';

const namespace = 'offline';

/**
 * Registers the site's service worker and shows the offline notice while the browser has no network. Loaded once the
 * page has loaded and the browser is idle (app/main.tsx), on sites whose manifest asks for the worker: nothing of it
 * is in the app's first download, and the worker's own install then waits for nothing the page needs.
 */
export function startOfflineShell(): void {
  navigator.serviceWorker.register(workerUrl, { scope: '/m/' }).catch(() => undefined);
  // The browser keeps the worker up to date by itself at each visit; a new build's worker takes over at the next one.
  addMessages('cn', namespace, messages.cn);
  addMessages('pt-br', namespace, messages['pt-br']);
  const notice = offlineNotice();
  // Offline when the browser says so, or when the worker had to answer the page or its list from its kept copies.
  let servedKept = false;
  const show = () => {
    notice.textContent = translate('notice', namespace);
    notice.hidden = navigator.onLine && !servedKept;
  };
  addEventListener('online', show);
  addEventListener('offline', show);
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ sidelineOffline?: boolean }>) => {
    if (typeof event.data?.sidelineOffline !== 'boolean') return;
    servedKept = event.data.sidelineOffline;
    show();
  });
  navigator.serviceWorker.controller?.postMessage('sideline:offline?');
  document.body.append(notice);
  show();
}

/**
 * A bar above the bottom menu, clear of the page's header, in the page's own colours: a polite status, so a screen reader hears that the
 * lists are the last ones kept. Drawn without the app's styling, as it stands outside the app's tree.
 */
function offlineNotice(): HTMLElement {
  const notice = document.createElement('div');
  notice.setAttribute('role', 'status');
  notice.dataset.testid = 'offline-notice';
  notice.style.cssText = [
    'position:fixed',
    'z-index:900',
    'bottom:calc(3.5rem + env(safe-area-inset-bottom))',
    'left:0',
    'right:0',
    'padding:0.375rem 0.75rem',
    'background:var(--sl-text)',
    'color:var(--sl-surface)',
    'font-size:0.8125rem',
    'line-height:1.4',
    'text-align:center',
  ].join(';');
  return notice;
}
