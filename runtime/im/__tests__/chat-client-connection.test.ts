import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FetchLike } from '../core/host.ts';
import { ErrorCode, type ImError } from '../errors.ts';
import { ImEvent } from '../events.ts';
import { client, SDKAppID, settle } from './chat-client-setup.ts';

beforeEach(() => {
  vi.useFakeTimers({ now: 1_790_000_000_000 });
});
afterEach(() => vi.useRealTimers());

describe('connection address (spec 001 §7)', () => {
  it('carries sdkappid, instanceid, random, platform, host, version and sdkversion, with a fresh random per socket', async () => {
    const { chat, sockets } = client();
    chat.session.login({ userID: 'me', userSig: 'sig' }).catch(() => undefined);
    sockets[0].open();
    const url = new URL(sockets[0].url);
    expect(`${url.protocol}//${url.host}${url.pathname}`).toBe('wss://chat.example.com/im/ws');
    expect([...url.searchParams.keys()]).toEqual(['sdkappid', 'instanceid', 'random', 'platform', 'host', 'version', 'sdkversion']);
    expect(url.searchParams.get('sdkappid')).toBe(String(SDKAppID));
    expect(url.searchParams.get('instanceid')).toMatch(/^\d+$/);
    // The instance in the address is the one every header carries.
    expect(String(sockets[0].written[0].header?.instanceId)).toBe(url.searchParams.get('instanceid'));
    expect(url.searchParams.get('random')).toMatch(/^\d+$/);
    expect(url.searchParams.get('platform')).toBe('7');
    expect(url.searchParams.get('host')).toBe('chat.example.com');
    expect(url.searchParams.get('version')).toBe('1');
    expect(url.searchParams.get('sdkversion')).toBe('2.27.6');

    sockets[0].onclose?.({});
    await vi.advanceTimersByTimeAsync(500);
    const again = new URL(sockets[1].url);
    expect(again.searchParams.get('instanceid')).toBe(url.searchParams.get('instanceid'));
    expect(again.searchParams.get('random')).not.toBe(url.searchParams.get('random'));
    chat.destroy();
  });

  it('given several servers (the app’s host list, spec 000 §7), stays on one while it answers and moves to the next when a reconnect fails', async () => {
    const { chat, sockets } = client({ server: ['https://a.example.com/', 'https://b.example.com'] });
    chat.session.login({ userID: 'me', userSig: 'sig' }).catch(() => undefined);
    sockets[0].open();
    // Up long enough to count as healthy: what follows are the first tries after a drop.
    await vi.advanceTimersByTimeAsync(2000);
    const hostOf = (index: number) => new URL(sockets[index].url).host;
    /** The newest socket closes (opened or not), and the reconnect's pause passes. */
    const drop = async () => {
      sockets.at(-1)?.onclose?.({});
      await vi.advanceTimersByTimeAsync(2000);
    };
    // Its server died: the first reconnect tries it again, and once that never opens, the next server.
    await drop();
    await drop();
    sockets[2].open();
    await vi.advanceTimersByTimeAsync(2000);
    expect([0, 1, 2].map(hostOf)).toEqual(['a.example.com', 'a.example.com', 'b.example.com']);
    // Opened there: a later drop tries b first; past the last server the list starts over.
    await drop();
    await drop();
    expect([3, 4].map(hostOf)).toEqual(['b.example.com', 'a.example.com']);
    chat.destroy();
  });
});

describe('login timeout (spec 001 §9: 90 s)', () => {
  it('fails a login the server does not answer after 90 s, not before, with the timeout code', async () => {
    const { chat, sockets } = client();
    let failure: ImError | undefined;
    chat.session.login({ userID: 'me', userSig: 'sig' }).catch((error: ImError) => (failure = error));
    sockets[0].open();
    expect(sockets[0].commands()).toEqual(['login']);
    await vi.advanceTimersByTimeAsync(89_999);
    expect(failure).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(failure?.code).toBe(ErrorCode.NETWORK_TIMEOUT);
    chat.destroy();
  });
});

describe('network probe wiring (spec 001 §4 Connection, §8)', () => {
  /** Fails the connection three times in a row (each socket closes at once), so the fourth failure probes. */
  async function failThreeTimes(fetch: FetchLike) {
    const setup = client({ fetch });
    const errors: number[] = [];
    setup.chat.emitter.on(ImEvent.ERROR, (error) => errors.push(error.code));
    setup.chat.session.login({ userID: 'me', userSig: 'sig' }).catch(() => undefined);
    for (let attempt = 0; attempt < 3; attempt++) {
      setup.sockets.at(-1)?.onclose?.({});
      await vi.advanceTimersByTimeAsync(1500);
    }
    setup.sockets.at(-1)?.onclose?.({});
    await settle();
    return { ...setup, errors };
  }

  it('asks the server over HTTP; a 503 counts as a working network, so reconnecting goes on without an error', async () => {
    const asked: string[] = [];
    const { chat, sockets, errors } = await failThreeTimes(
      async (url) => (asked.push(url), { ok: false, status: 503, arrayBuffer: async () => new ArrayBuffer(0) }),
    );
    expect(asked).toEqual(['https://chat.example.com/im/probe']);
    expect(errors).toEqual([]);
    const opened = sockets.length;
    await vi.advanceTimersByTimeAsync(3000);
    expect(sockets).toHaveLength(opened + 1);
    chat.destroy();
  });

  it('emits reconnect-failed when the probe cannot reach the server', async () => {
    const { chat, errors } = await failThreeTimes(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(errors).toEqual([ErrorCode.NETWORK_RECONNECT_FAILED]);
    chat.destroy();
  });
});
