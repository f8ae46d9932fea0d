import { describe, expect, it } from 'vitest';
import { offerAfterFollow, offerKey, type OfferPorts } from '../follow-offer.ts';
import type { PushState } from '../push-optin.ts';
import { fakeBrowser, fakeServer, serverKey } from './fake-push.ts';

/** The offer over a fake browser and server: `taps` answers each time it is shown; what it shows and tells is logged. */
function offerOn(browser: ReturnType<typeof fakeBrowser>, taps: boolean[], memory = new Map<string, string>()) {
  const server = fakeServer(browser.log);
  const told: (PushState | 'failed')[] = [];
  const ports: OfferPorts = {
    host: browser.host,
    calls: server.calls,
    memory: { getItem: (key) => memory.get(key) ?? null, setItem: (key, value) => void memory.set(key, value) },
    ask: async () => {
      browser.log.push('offer shown');
      return taps.shift() ?? false;
    },
    tell: (outcome) => void told.push(outcome),
  };
  return { ports, server, told, memory };
}

describe('the alerts offer after following a match (docs/push.md "Opting in")', () => {
  it('a tap on the offer opts in with the match topics, the browser asked only after it; once per device', async () => {
    const browser = fakeBrowser({});
    const { ports, server, told } = offerOn(browser, [true]);
    expect(await offerAfterFollow(ports)).toEqual({ kind: 'on', topics: ['kickoff', 'goal', 'red_card', 'half_time', 'full_time'] });
    expect(browser.log).toEqual([
      'offer shown',
      'permission asked',
      `browser subscribe visible=true key=${serverKey}`,
      'server subscribe https://push.example/device-1 p256/secret kickoff,goal,red_card,half_time,full_time',
    ]);
    expect(told).toEqual([{ kind: 'on', topics: ['kickoff', 'goal', 'red_card', 'half_time', 'full_time'] }]);
    expect(server.stored.size).toBe(1);
    // The next follow, even after opting out in the settings: the device has chosen.
    await server.calls.unsubscribe('https://push.example/device-1');
    expect(await offerAfterFollow(ports)).toBe('not-offered');
    expect(browser.log.filter((line) => line === 'offer shown')).toHaveLength(1);
  });

  it('declined, it is not shown again and nothing is asked of the browser', async () => {
    const browser = fakeBrowser({});
    const { ports, server, memory } = offerOn(browser, [false, true]);
    expect(await offerAfterFollow(ports)).toBe('declined');
    expect(await offerAfterFollow(ports)).toBe('not-offered');
    expect(browser.log).toEqual(['offer shown']);
    expect(server.stored.size).toBe(0);
    expect(memory.get(offerKey)).toBe('offered');
  });

  it('remembered before it shows: a page closed over the offer does not bring it back', async () => {
    const browser = fakeBrowser({});
    const memory = new Map<string, string>();
    const first = offerOn(browser, [], memory);
    // The offer on screen, never answered: the page goes away with it.
    const shown = new Promise<void>((resolve) => {
      first.ports.ask = () => {
        browser.log.push('offer shown');
        resolve();
        return new Promise<boolean>(() => undefined);
      };
    });
    void offerAfterFollow(first.ports);
    await shown;
    expect(browser.log).toEqual(['offer shown']);
    expect(await offerAfterFollow(offerOn(browser, [true], memory).ports)).toBe('not-offered');
  });

  it('not offered to a device already subscribed, one that refused or allowed the site before, or that cannot', async () => {
    const subscribed = fakeBrowser({ permission: 'granted' });
    const on = offerOn(subscribed, [true]);
    subscribed.hold(serverKey);
    await on.server.calls.subscribe({
      endpoint: 'https://push.example/device-1',
      expirationTime: null,
      keys: { p256dh: 'p256', auth: 'secret' },
      topics: ['goal'],
    });
    expect(await offerAfterFollow(on.ports)).toBe('not-offered');
    for (const browser of [
      fakeBrowser({ permission: 'denied' }),
      fakeBrowser({ permission: 'granted' }),
      fakeBrowser({ worker: false }),
      fakeBrowser({ pushManager: false }),
    ]) {
      const { ports, memory } = offerOn(browser, [true]);
      expect(await offerAfterFollow(ports)).toBe('not-offered');
      expect(memory.size).toBe(0);
      expect(browser.log.filter((line) => !line.startsWith('server subscribe'))).toEqual([]);
    }
    expect(await offerAfterFollow(offerOn(fakeBrowser({}), [true]).ports)).not.toBe('not-offered');
  });

  it('a refusal at the browser prompt or a failed call is told, and the offer is not shown again', async () => {
    const refusing = fakeBrowser({ answer: 'denied' });
    const refused = offerOn(refusing, [true]);
    expect(await offerAfterFollow(refused.ports)).toEqual({ kind: 'denied' });
    expect(refused.told).toEqual([{ kind: 'denied' }]);
    expect(refused.server.stored.size).toBe(0);

    const browser = fakeBrowser({});
    const failing = offerOn(browser, [true, true]);
    failing.ports.calls = { ...failing.ports.calls, subscribe: () => Promise.reject(new Error('网络错误')) };
    expect(await offerAfterFollow(failing.ports)).toBe('failed');
    expect(failing.told).toEqual(['failed']);
    expect(await offerAfterFollow(failing.ports)).toBe('not-offered');
  });
});
