import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../store/__tests__/memory-storage.ts';

/**
 * Issue 19: the server config the reference server put into the page is taken as the app starts, so the chat's start
 * (which waits for its im_sdkappid) waits for no round trip; a stale page, or one without it (static hosting), asks.
 */

// The build's tenant module (the page's #sideline-tenant): what the app store reads, its fans reading Portuguese.
vi.mock('virtual:sideline/tenant', () => ({
  tenant: {
    code: 'qutu',
    siteName: { cn: '趣图体育', 'pt-br': 'Qutu' },
    api: { hosts: [], fallbackHost: '' },
    sources: [],
    spSource: 3002,
    locales: { default: 'pt-br' },
    theme: { primary: '#2a7ae2', defaultMode: 'light' },
  },
}));

const servedAt = Date.parse('2026-06-01T12:00:00Z');
const config = { config: { im_sdkappid: '1400000001', switch_room_chat: '1' }, emoji: ['⚽'] };
const configAnswer = { path: '/api/config/getCommonConfig', body: {}, personal: false, everyLang: true, data: config };

/** A page as the browser holds it: only the element the app reads, with the JSON the server wrote (or none). */
function pageWith(json: string | null) {
  vi.stubGlobal('document', {
    getElementById: (id: string) => (id === 'sideline-first-answers' && json !== null ? { textContent: json } : null),
  });
}

/** The app's modules afresh, as a new page load has them (the served answers are read once per page). */
async function freshApp() {
  vi.resetModules();
  const { takeServedConfig } = await import('../served-config.ts');
  const { useAppStore } = await import('../../store/use-app-store.ts');
  const { useSession } = await import('../../session/use-session.ts');
  return { takeServedConfig, useAppStore, useSession };
}

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the server config served in the page', () => {
  it('is taken when fresh, though the page was asked in another language than the fan reads', async () => {
    pageWith(JSON.stringify({ at: servedAt, lang: 'cn', answers: [configAnswer] }));
    vi.setSystemTime(servedAt + 29_000);
    const app = await freshApp();
    expect(app.useAppStore.getState().lang).toBe('pt-br');
    expect(app.takeServedConfig()).toBe(true);
    expect(app.useAppStore.getState().config).toEqual(config.config);
    expect(app.useAppStore.getState().commonConfig.emoji).toEqual(['⚽']);
    // Taken once: a second start (none happens) would ask.
    expect(app.takeServedConfig()).toBe(false);
  });

  it('is taken for a signed-in fan too: it is the same for everyone', async () => {
    pageWith(JSON.stringify({ at: servedAt, lang: 'pt-br', answers: [configAnswer] }));
    vi.setSystemTime(servedAt);
    const app = await freshApp();
    app.useSession.setState({ user: { uid: 7 } as never });
    expect(app.takeServedConfig()).toBe(true);
    expect(app.useAppStore.getState().config?.im_sdkappid).toBe('1400000001');
  });

  it('is asked for when the page is 30 s old or more by the phone’s clock, ahead or behind, and nothing is taken', async () => {
    for (const skew of [30_000, -30_000]) {
      pageWith(JSON.stringify({ at: servedAt, lang: 'pt-br', answers: [configAnswer] }));
      vi.setSystemTime(servedAt + skew);
      const app = await freshApp();
      expect(app.takeServedConfig()).toBe(false);
      expect(app.useAppStore.getState().config).toBeNull();
    }
  });

  it('is asked for on static hosting (no answers in the page), when the page holds only other answers, or unreadable JSON', async () => {
    for (const json of [
      null,
      JSON.stringify({ at: servedAt, lang: 'pt-br', answers: [{ ...configAnswer, path: '/webapi/live/getCategory' }] }),
      '{"at":',
    ]) {
      pageWith(json);
      vi.setSystemTime(servedAt);
      const app = await freshApp();
      expect(app.takeServedConfig()).toBe(false);
      expect(app.useAppStore.getState().config).toBeNull();
    }
  });

  it('a language-bound answer is still refused in another language (only the config is the same in every one)', async () => {
    pageWith(JSON.stringify({ at: servedAt, lang: 'cn', answers: [{ ...configAnswer, everyLang: undefined }] }));
    vi.setSystemTime(servedAt);
    const app = await freshApp();
    expect(app.takeServedConfig()).toBe(false);
  });
});
