import { describe, expect, it } from 'vitest';
import { listenForPush, tappedUrl, type PushWorkerScope } from '../push-events.ts';

type Listener = (event: never) => void;

/** A worker's scope as the browser gives it, recording what the module asks of it. */
function workerScope(openWindows: string[] = [], controlled = true) {
  const listeners = new Map<string, Listener>();
  const shown: { title: string; options?: NotificationOptions }[] = [];
  const actions: string[] = [];
  const scope = {
    registration: {
      scope: 'https://sports.example.com/m/',
      showNotification: async (title: string, options?: NotificationOptions) => void shown.push({ title, options }),
    },
    clients: {
      matchAll: async () =>
        openWindows.map((url) => ({
          url,
          focus: async () => actions.push(`focus ${url}`),
          // The browser rejects navigate() on a window the worker does not control.
          navigate: async (to: string) => {
            if (!controlled) throw new TypeError('This service worker is not the client’s active service worker.');
            actions.push(`navigate ${url} -> ${to}`);
          },
        })),
      openWindow: async (url: string) => actions.push(`open ${url}`),
    },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  } as unknown as PushWorkerScope;
  listenForPush(scope);
  /** Dispatches an event and waits for the work it handed to waitUntil. */
  const dispatch = async (type: string, event: object) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (work = p) } as never);
    await work;
  };
  return { shown, actions, dispatch };
}

const goal = {
  title: '进球！鲁能 1-0 国安',
  body: '鲁能 进球 · 中超',
  url: '/m/score/detail/football/7',
  tag: 'match-7',
  icon: '/m/tenant/icon.png',
};

describe('the service worker and Web Push (docs/push.md)', () => {
  it('shows the notification the server wrote, with the brand icon, one per match', async () => {
    const worker = workerScope();
    await worker.dispatch('push', { data: { json: () => goal } });
    expect(worker.shown).toEqual([
      {
        title: goal.title,
        options: { body: goal.body, icon: goal.icon, badge: goal.icon, tag: 'match-7', renotify: true, data: { url: goal.url } },
      },
    ]);
  });

  it('still shows something for a message it cannot read, as browsers require', async () => {
    const worker = workerScope();
    await worker.dispatch('push', { data: { json: () => JSON.parse('not json') } });
    await worker.dispatch('push', { data: null });
    expect(worker.shown.map((shown) => shown.title)).toEqual(['sports.example.com', 'sports.example.com']);
  });

  it('a tap focuses the match if a window shows it, else brings an app window there, else opens one', async () => {
    const notification = (url: string) => ({ notification: { close: () => undefined, data: { url } } });
    const matchUrl = 'https://sports.example.com/m/score/detail/football/7';
    const focused = workerScope([matchUrl]);
    await focused.dispatch('notificationclick', notification(goal.url));
    expect(focused.actions).toEqual([`focus ${matchUrl}`]);

    const elsewhere = workerScope(['https://sports.example.com/m/live']);
    await elsewhere.dispatch('notificationclick', notification(goal.url));
    expect(elsewhere.actions).toEqual([
      `navigate https://sports.example.com/m/live -> ${matchUrl}`,
      'focus https://sports.example.com/m/live',
    ]);

    const closed = workerScope();
    await closed.dispatch('notificationclick', notification(goal.url));
    expect(closed.actions).toEqual([`open ${matchUrl}`]);
  });

  it('a tap opens a new window when the app window it would bring there is not the worker’s to navigate', async () => {
    const notification = { notification: { close: () => undefined, data: { url: goal.url } } };
    const uncontrolled = workerScope(['https://sports.example.com/m/live'], false);
    await uncontrolled.dispatch('notificationclick', notification);
    expect(uncontrolled.actions).toEqual(['open https://sports.example.com/m/score/detail/football/7']);
  });

  it('never opens another site or a script from a message', () => {
    const scope = 'https://sports.example.com/m/';
    expect(tappedUrl(scope, { url: 'https://evil.example.net/m/x' })).toBe(scope);
    expect(tappedUrl(scope, { url: 'javascript:alert(1)' })).toBe(scope);
    expect(tappedUrl(scope, { url: '/admin' })).toBe(scope);
    expect(tappedUrl(scope, null)).toBe(scope);
    expect(tappedUrl(scope, { url: '/m/score/detail/basketball/9' })).toBe('https://sports.example.com/m/score/detail/basketball/9');
  });
});
