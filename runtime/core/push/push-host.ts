import { api } from '../http/api.ts';
import type { PushCalls, PushHost } from './push-optin.ts';

/** The push calls are quiet: the opt-in shows its own state and the server's message. */
const quiet = { hideLoading: true, noToast: true } as const;

/** The server's push calls through the app's client (which sends the site's language, the notices' language). */
export const pushCalls: PushCalls = {
  key: () => api.get('/api/push/key', undefined, quiet),
  subscribe: (body) => api.post('/api/push/subscribe', { ...body }, quiet),
  unsubscribe: (endpoint) => api.post('/api/push/unsubscribe', { endpoint }, quiet),
  subscription: (endpoint) => api.post('/api/push/subscription', { endpoint }, quiet),
};

/** This browser as the opt-in sees it: without Notification, PushManager or service workers, those parts are absent. */
export function browserPushHost(): PushHost {
  const supported = typeof Notification !== 'undefined' && 'PushManager' in window && 'serviceWorker' in navigator;
  if (!supported) return {};
  return {
    notification: Notification,
    registration: () => navigator.serviceWorker.getRegistration('/m/'),
  };
}
