import type { PushKey, PushSubscribeRequest } from '../../../schema/generated/api.ts';

/** A topic a fan may hear (docs/push.md "Topics"). */
export type PushTopic = PushSubscribeRequest['topics'][number];

/**
 * What this device can do about match alerts, as the opt-in shows it (docs/push.md "Opting in"):
 * `unsupported` the browser has no Notification or PushManager; `no-worker` the site registered no service worker
 * (its manifest does not enable one); `denied` the fan refused notifications to the site; `off` it may opt in;
 * `on` this device is subscribed with `topics`.
 */
export type PushState =
  { kind: 'unsupported' } | { kind: 'no-worker' } | { kind: 'denied' } | { kind: 'off' } | { kind: 'on'; topics: PushTopic[] };

/** The part of a browser's PushSubscription the opt-in uses. */
export interface DeviceSubscription {
  readonly endpoint: string;
  readonly options?: { readonly applicationServerKey: ArrayBuffer | null };
  toJSON(): { endpoint?: string; expirationTime?: number | null; keys?: Record<string, string> };
  unsubscribe(): Promise<boolean>;
}

/** The part of a browser's PushManager the opt-in uses. */
export interface DevicePushManager {
  getSubscription(): Promise<DeviceSubscription | null>;
  subscribe(options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array<ArrayBuffer> }): Promise<DeviceSubscription>;
}

/** What the browser offers: absent parts are what it lacks. Tests pass their own. */
export interface PushHost {
  notification?: { readonly permission: NotificationPermission; requestPermission(): Promise<NotificationPermission> };
  /** The service worker registration controlling /m/, if any. */
  registration?: () => Promise<{ pushManager?: DevicePushManager } | undefined>;
}

/** The server's push calls (docs/api.md "Web Push"). */
export interface PushCalls {
  key(): Promise<PushKey>;
  subscribe(body: PushSubscribeRequest): Promise<{ topics: PushTopic[] }>;
  unsubscribe(endpoint: string): Promise<{ removed: boolean }>;
  subscription(endpoint: string): Promise<{ topics: PushTopic[] | null }>;
}

/** The topics of a followed match, in the order the settings list them: what the offer after a follow turns on. */
export const matchTopics: readonly PushTopic[] = ['kickoff', 'goal', 'red_card', 'half_time', 'full_time'];

/** Every topic the settings list: the match's, then a followed anchor's room going live. */
export const alertTopics: readonly PushTopic[] = [...matchTopics, 'anchor_live'];

/** The device's push manager, or the state that says why there is none (nothing is asked of the fan). */
async function pushManagerOf(host: PushHost): Promise<DevicePushManager | PushState> {
  if (!host.notification || !host.registration) return { kind: 'unsupported' };
  const registration = await host.registration().catch(() => undefined);
  if (!registration) return { kind: 'no-worker' };
  if (!registration.pushManager) return { kind: 'unsupported' };
  if (host.notification.permission === 'denied') return { kind: 'denied' };
  return registration.pushManager;
}

const isState = (value: DevicePushManager | PushState): value is PushState => 'kind' in value;

/**
 * This device's state without asking the fan anything: the browser's subscription, if any, and the topics the server
 * keeps for its endpoint. A subscription the server does not know (lost, or made on another account) reads as off.
 */
export async function readPushState(host: PushHost, calls: PushCalls): Promise<PushState> {
  const manager = await pushManagerOf(host);
  if (isState(manager)) return manager;
  const subscription = await manager.getSubscription();
  if (!subscription || host.notification?.permission !== 'granted') return { kind: 'off' };
  const { topics } = await calls.subscription(subscription.endpoint);
  return topics && topics.length > 0 ? { kind: 'on', topics } : { kind: 'off' };
}

/** The base64url key of /api/push/key as the bytes `applicationServerKey` takes. */
export function keyBytes(key: string): Uint8Array<ArrayBuffer> {
  const base64 = key.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (key.length % 4)) % 4);
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

function sameKey(held: ArrayBuffer | null | undefined, wanted: Uint8Array<ArrayBuffer>): boolean {
  if (!held) return false;
  const bytes = new Uint8Array(held);
  return bytes.length === wanted.length && bytes.every((b, i) => b === wanted[i]);
}

/**
 * Opts this device in with `topics`, or changes them when it is in. Call it from the fan's own tap only: it asks the
 * browser for notification permission when the fan has not answered yet. A subscription made for another server key
 * (the site's key changed) is replaced. Resolves to the new state; a refusal resolves to `denied`.
 */
export async function optIn(host: PushHost, calls: PushCalls, topics: readonly PushTopic[]): Promise<PushState> {
  if (topics.length === 0) return optOut(host, calls);
  const manager = await pushManagerOf(host);
  if (isState(manager)) return manager;
  const permission = host.notification?.permission === 'granted' ? 'granted' : await host.notification?.requestPermission();
  if (permission !== 'granted') return { kind: 'denied' };
  const applicationServerKey = keyBytes((await calls.key()).key);
  let subscription = await manager.getSubscription();
  if (subscription && !sameKey(subscription.options?.applicationServerKey, applicationServerKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await manager.subscribe({ userVisibleOnly: true, applicationServerKey });
  const json = subscription.toJSON();
  const stored = await calls.subscribe({
    endpoint: subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    topics: topics as PushSubscribeRequest['topics'],
  });
  return { kind: 'on', topics: stored.topics };
}

/**
 * Opts this device out: the server forgets its endpoint first (so a failure there leaves both sides as they were),
 * then the browser drops the subscription.
 */
export async function optOut(host: PushHost, calls: PushCalls): Promise<PushState> {
  const manager = await pushManagerOf(host);
  if (isState(manager)) return manager;
  const subscription = await manager.getSubscription();
  if (subscription) {
    await calls.unsubscribe(subscription.endpoint);
    await subscription.unsubscribe();
  }
  return { kind: 'off' };
}
