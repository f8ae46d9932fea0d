/**
 * The Web Push part of the site's service worker (docs/push.md): a push shows the notification the server wrote (in
 * the language the fan subscribed in, with the brand's icon), and a tap focuses or opens the match or room under /m/. The
 * worker's entry calls `listenForPush(self)` once.
 *
 * Typed with the few worker APIs it uses, so it compiles with the app's DOM typings as well as the worker's own: a
 * `ServiceWorkerGlobalScope` is one of these scopes.
 */

/** What the server sends (server/domain/push/push-notices.ts), decrypted by the browser. */
export interface PushPayload {
  title: string;
  body: string;
  /** Where a tap leads: a path under /m/. */
  url: string;
  /** One notification per match or room: a later notice of it replaces the earlier one. */
  tag?: string;
  /** The brand's icon, a URL under /m/. */
  icon?: string;
}

interface WaitingEvent {
  waitUntil(work: Promise<unknown>): void;
}
interface PushMessageEvent extends WaitingEvent {
  readonly data: { json(): unknown } | null;
}
interface NotificationTapEvent extends WaitingEvent {
  readonly notification: { close(): void; readonly data: unknown };
}
interface WorkerWindow {
  readonly url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

/** The parts of a ServiceWorkerGlobalScope this module uses. */
export interface PushWorkerScope {
  readonly registration: {
    readonly scope: string;
    showNotification(title: string, options?: NotificationOptions & { renotify?: boolean }): Promise<void>;
  };
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WorkerWindow[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushMessageEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationTapEvent) => void): void;
}

/** Listens for pushes and taps on their notifications. */
export function listenForPush(scope: PushWorkerScope): void {
  scope.addEventListener('push', (event) => event.waitUntil(showPush(scope, event.data)));
  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(openTapped(scope, event.notification.data));
  });
}

/**
 * Shows the message. A browser takes a push without a notification as a broken promise to the fan (Chrome then shows
 * one of its own), so even a message it cannot read shows the site's home under its address.
 */
function showPush(scope: PushWorkerScope, data: PushMessageEvent['data']): Promise<void> {
  const payload = readPayload(data);
  const home = new URL(scope.registration.scope);
  if (!payload) return scope.registration.showNotification(home.hostname, { data: { url: home.pathname } });
  return scope.registration.showNotification(payload.title, {
    body: payload.body,
    icon: payload.icon,
    badge: payload.icon,
    tag: payload.tag,
    renotify: payload.tag !== undefined,
    data: { url: payload.url },
  });
}

function readPayload(data: PushMessageEvent['data']): PushPayload | null {
  try {
    const value = data?.json() as Partial<PushPayload> | null | undefined;
    return typeof value?.title === 'string' && typeof value.body === 'string' && typeof value.url === 'string'
      ? (value as PushPayload)
      : null;
  } catch {
    return null;
  }
}

/** The page a tap opens: a path of this site under /m/; anything else (another site, a script URL) opens /m/. */
export function tappedUrl(scopeUrl: string, data: unknown): string {
  const home = new URL(scopeUrl);
  const wanted = (data as { url?: unknown } | null)?.url;
  if (typeof wanted !== 'string') return home.href;
  const url = new URL(wanted, home);
  return url.origin === home.origin && url.pathname.startsWith('/m/') ? url.href : home.href;
}

/** Focuses a window of the app on the page, or brings one of its windows to it, or opens a new one. */
async function openTapped(scope: PushWorkerScope, data: unknown): Promise<unknown> {
  const url = tappedUrl(scope.registration.scope, data);
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = windows.find((client) => client.url === url);
  if (same) return same.focus();
  const app = windows.find((client) => new URL(client.url).pathname.startsWith('/m/'));
  // navigate() rejects for a window this worker does not control (opened before it took over): open a new one then.
  if (app)
    return app
      .navigate(url)
      .then(() => app.focus())
      .catch(() => scope.clients.openWindow(url));
  return scope.clients.openWindow(url);
}
