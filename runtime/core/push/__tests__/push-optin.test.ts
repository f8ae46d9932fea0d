import { describe, expect, it } from 'vitest';
import { optIn, optOut, readPushState } from '../push-optin.ts';
import { fakeBrowser, fakeServer, otherKey, serverKey } from './fake-push.ts';

describe('the push opt-in (docs/push.md "Opting in")', () => {
  it('says the browser cannot when it has no Notification or PushManager, and asks nothing', async () => {
    const { calls } = fakeServer([]);
    expect(await readPushState({}, calls)).toEqual({ kind: 'unsupported' });
    expect(await optIn({}, calls, ['goal'])).toEqual({ kind: 'unsupported' });
    const noManager = fakeBrowser({ pushManager: false });
    expect(await optIn(noManager.host, calls, ['goal'])).toEqual({ kind: 'unsupported' });
    expect(noManager.log).toEqual([]);
  });

  it('says the site has no service worker when none is registered for /m/', async () => {
    const browser = fakeBrowser({ worker: false });
    const { calls } = fakeServer(browser.log);
    expect(await readPushState(browser.host, calls)).toEqual({ kind: 'no-worker' });
    expect(await optIn(browser.host, calls, ['goal'])).toEqual({ kind: 'no-worker' });
    expect(browser.log).toEqual([]);
  });

  it('reads denied without asking, and a refusal at the prompt is denied too, with nothing subscribed', async () => {
    const refused = fakeBrowser({ permission: 'denied' });
    const { calls, stored } = fakeServer(refused.log);
    expect(await readPushState(refused.host, calls)).toEqual({ kind: 'denied' });
    expect(await optIn(refused.host, calls, ['goal'])).toEqual({ kind: 'denied' });
    expect(refused.log).toEqual([]);

    const refusing = fakeBrowser({ answer: 'denied' });
    expect(await readPushState(refusing.host, calls)).toEqual({ kind: 'off' });
    expect(await optIn(refusing.host, calls, ['goal'])).toEqual({ kind: 'denied' });
    expect(refusing.log).toEqual(['permission asked']);
    expect(stored.size).toBe(0);
  });

  it('asks permission, subscribes with the server key, then posts the subscription and the chosen topics', async () => {
    const browser = fakeBrowser({});
    const { calls, stored } = fakeServer(browser.log);
    expect(await readPushState(browser.host, calls)).toEqual({ kind: 'off' });
    expect(await optIn(browser.host, calls, ['kickoff', 'goal'])).toEqual({ kind: 'on', topics: ['kickoff', 'goal'] });
    expect(browser.log).toEqual([
      'permission asked',
      `browser subscribe visible=true key=${serverKey}`,
      'server subscribe https://push.example/device-1 p256/secret kickoff,goal',
    ]);
    expect(await readPushState(browser.host, calls)).toEqual({ kind: 'on', topics: ['kickoff', 'goal'] });

    // Changing the topics keeps the device's subscription and asks nothing again.
    expect(await optIn(browser.host, calls, ['red_card'])).toEqual({ kind: 'on', topics: ['red_card'] });
    expect(browser.log.slice(3)).toEqual(['server subscribe https://push.example/device-1 p256/secret red_card']);
    expect([...stored.keys()]).toEqual(['https://push.example/device-1']);
  });

  it('replaces a subscription made for another server key', async () => {
    const browser = fakeBrowser({ permission: 'granted' });
    const { calls } = fakeServer(browser.log);
    browser.hold(otherKey);
    await optIn(browser.host, calls, ['goal']);
    expect(browser.log).toEqual([
      'browser unsubscribe device-1',
      `browser subscribe visible=true key=${serverKey}`,
      'server subscribe https://push.example/device-2 p256/secret goal',
    ]);
  });

  it('opts out on the server and in the browser; no topic chosen is opting out', async () => {
    const browser = fakeBrowser({});
    const { calls, stored } = fakeServer(browser.log);
    await optIn(browser.host, calls, ['goal']);
    expect(await optOut(browser.host, calls)).toEqual({ kind: 'off' });
    expect(browser.log.slice(3)).toEqual(['server unsubscribe https://push.example/device-1', 'browser unsubscribe device-1']);
    expect(stored.size).toBe(0);
    expect(await readPushState(browser.host, calls)).toEqual({ kind: 'off' });

    await optIn(browser.host, calls, ['goal']);
    expect(await optIn(browser.host, calls, [])).toEqual({ kind: 'off' });
    expect(stored.size).toBe(0);
  });

  it('keeps the browser subscribed when the server refuses to forget it, so both sides agree', async () => {
    const browser = fakeBrowser({});
    const { calls } = fakeServer(browser.log);
    await optIn(browser.host, calls, ['goal']);
    const failing = { ...calls, unsubscribe: () => Promise.reject(new Error('网络错误')) };
    await expect(optOut(browser.host, failing)).rejects.toThrow('网络错误');
    expect(await readPushState(browser.host, calls)).toEqual({ kind: 'on', topics: ['goal'] });
  });

  it('reads a subscription the server does not know as off', async () => {
    const browser = fakeBrowser({ permission: 'granted' });
    const { calls } = fakeServer(browser.log);
    browser.hold(serverKey);
    expect(await readPushState(browser.host, calls)).toEqual({ kind: 'off' });
  });
});
