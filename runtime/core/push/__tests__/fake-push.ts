import type { PushSubscribeRequest } from '../../../../schema/generated/api.ts';
import { keyBytes, type DevicePushManager, type DeviceSubscription, type PushCalls, type PushHost, type PushTopic } from '../push-optin.ts';

// A real key's shape: 65 bytes, uncompressed point (0x04 ...), base64url as /api/push/key answers it.
export const serverKey = Buffer.from(Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : i))).toString('base64url');
export const otherKey = Buffer.from(Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : 200 - i))).toString('base64url');

/** A browser that records what is done to it: its permission answers `answer` when asked. */
export function fakeBrowser(options: {
  permission?: NotificationPermission;
  answer?: NotificationPermission;
  worker?: boolean;
  pushManager?: boolean;
}) {
  const log: string[] = [];
  let held: DeviceSubscription | null = null;
  const subscriptionFor = (key: Uint8Array, n: number): DeviceSubscription => ({
    endpoint: `https://push.example/device-${n}`,
    options: { applicationServerKey: key.slice().buffer },
    toJSON: () => ({ endpoint: `https://push.example/device-${n}`, expirationTime: null, keys: { p256dh: 'p256', auth: 'secret' } }),
    unsubscribe: async () => {
      log.push(`browser unsubscribe device-${n}`);
      held = null;
      return true;
    },
  });
  let made = 0;
  const pushManager: DevicePushManager = {
    getSubscription: async () => held,
    subscribe: async ({ userVisibleOnly, applicationServerKey }) => {
      log.push(`browser subscribe visible=${userVisibleOnly} key=${Buffer.from(applicationServerKey).toString('base64url')}`);
      held = subscriptionFor(applicationServerKey, ++made);
      return held;
    },
  };
  const notification = {
    permission: options.permission ?? 'default',
    async requestPermission() {
      log.push('permission asked');
      notification.permission = options.answer ?? 'granted';
      return notification.permission;
    },
  };
  const host: PushHost = {
    notification,
    registration: async () => (options.worker === false ? undefined : options.pushManager === false ? {} : { pushManager }),
  };
  return { host, log, hold: (key: string) => (held = subscriptionFor(keyBytes(key), ++made)) };
}

/** The server's calls, keeping subscriptions by endpoint as the server does. */
export function fakeServer(log: string[]) {
  const stored = new Map<string, PushTopic[]>();
  const calls: PushCalls = {
    key: async () => ({ key: serverKey, topics: ['kickoff', 'goal', 'red_card', 'half_time', 'full_time', 'anchor_live'] }),
    subscribe: async (body: PushSubscribeRequest) => {
      log.push(`server subscribe ${body.endpoint} ${body.keys.p256dh}/${body.keys.auth} ${body.topics.join(',')}`);
      stored.set(body.endpoint, [...body.topics]);
      return { topics: [...body.topics] };
    },
    unsubscribe: async (endpoint) => {
      log.push(`server unsubscribe ${endpoint}`);
      return { removed: stored.delete(endpoint) };
    },
    subscription: async (endpoint) => ({ topics: stored.get(endpoint) ?? null }),
  };
  return { calls, stored };
}
