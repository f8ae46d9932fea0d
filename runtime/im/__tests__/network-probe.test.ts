import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { probeNetwork, probeWaitMs } from '../connection/network-probe.ts';
import type { FetchLike } from '../core/host.ts';
import { ErrorCode, ImError, ServerCode } from '../errors.ts';

const answering =
  (status: number): FetchLike =>
  async () => ({ ok: status < 400, status, arrayBuffer: async () => new ArrayBuffer(0) });
const failing =
  (error: unknown): FetchLike =>
  async () => {
    throw error;
  };

describe('network probe (spec 001 §4 Connection, §8: over-frequency and overload count as network OK)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('counts any HTTP answer as a working network, 429 and 503 included', async () => {
    for (const status of [200, 404, 429, 503]) expect(await probeNetwork(answering(status), 'http://chat.test/im/probe')).toBe(true);
  });

  it('counts an over-frequency or overload rejection as a working network', async () => {
    for (const code of [ErrorCode.OVER_FREQUENCY_LIMIT, ErrorCode.OPEN_SERVICE_OVERLOAD, ServerCode.SERVICE_OVERLOAD]) {
      expect(await probeNetwork(failing(new ImError(code)), 'http://chat.test/im/probe')).toBe(true);
    }
  });

  it('counts a request that cannot reach the server as no network', async () => {
    expect(await probeNetwork(failing(new TypeError('Failed to fetch')), 'http://chat.test/im/probe')).toBe(false);
    expect(await probeNetwork(failing(new ImError(ErrorCode.NETWORK_ERROR)), 'http://chat.test/im/probe')).toBe(false);
    expect(await probeNetwork(failing(null), 'http://chat.test/im/probe')).toBe(false);
  });

  it('gives up after the 3 s network wait and aborts the request', async () => {
    let signal: { aborted?: boolean } | undefined;
    const hanging: FetchLike = (_url, init) => {
      signal = init?.signal as { aborted?: boolean };
      return new Promise(() => undefined);
    };
    let verdict: boolean | undefined;
    void probeNetwork(hanging, 'http://chat.test/im/probe').then((ok) => (verdict = ok));
    await vi.advanceTimersByTimeAsync(probeWaitMs - 1);
    expect(verdict).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(verdict).toBe(false);
    expect(signal?.aborted).toBe(true);
    expect(probeWaitMs).toBe(3000);
  });

  it('takes the network as fine when there is no fetch to ask with', async () => {
    expect(await probeNetwork(undefined, 'http://chat.test/im/probe')).toBe(true);
  });
});
