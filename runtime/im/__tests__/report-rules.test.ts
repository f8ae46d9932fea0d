import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatContext } from '../core/chat-context.ts';
import { Emitter } from '../core/emitter.ts';
import type { FetchLike } from '../core/host.ts';
import { imError } from '../errors.ts';
import { ImEvent, type ImEventMap } from '../events.ts';
import type { FrameBody } from '../protocol/codec.ts';
import { decodeServiceRequest, fromBase64, toBase64, type WireReport } from '../protocol/service-codec.ts';
import { ReportModule } from '../report/report-module.ts';
import {
  keepEvent,
  keepFailed,
  mostlySlow,
  qualityIntervalMs,
  qualityItems,
  qualityReportsAllowed,
  ReportLimits,
} from '../report/report-rules.ts';
import { checkedUserIds, statusLimit } from '../status/status-rules.ts';
import { codeOf } from './code-of.ts';

describe('quality statistics (spec 001 §9)', () => {
  it('counts per command: totals, successes, rate, average delay of the successes and the delay buckets', () => {
    const items = qualityItems(
      [
        { command: 'c2c.send', code: 0, ms: 200 },
        { command: 'c2c.send', code: 0, ms: 1500 },
        { command: 'c2c.send', code: 2801, ms: 15_000 },
        { command: 'hello', code: 0, ms: 50 },
      ],
      3,
      120,
    );
    expect(items).toEqual([
      {
        command: 'c2c.send',
        totalCount: 3,
        successCount: 2,
        successRate: 2 / 3,
        averageDelay: 850,
        underOneSecond: 1,
        oneToThreeSeconds: 1,
        overThreeSeconds: 1,
        reportIndex: 3,
        wholePeriod: 120,
      },
      {
        command: 'hello',
        totalCount: 1,
        successCount: 1,
        successRate: 1,
        averageDelay: 50,
        underOneSecond: 1,
        oneToThreeSeconds: 0,
        overThreeSeconds: 0,
        reportIndex: 3,
        wholePeriod: 120,
      },
    ]);
  });

  it('warns only when over half the requests took more than 3 s', () => {
    const slow = { command: 'x', code: 0, ms: 3001 };
    const fast = { command: 'x', code: 0, ms: 10 };
    expect(mostlySlow([slow, fast])).toBe(false);
    expect(mostlySlow([slow, slow, fast])).toBe(true);
    expect(mostlySlow([])).toBe(false);
  });

  it('reports every 120 s unless q_rpt_interval says otherwise, and honours the app id black and white lists', () => {
    expect(qualityIntervalMs({})).toBe(120_000);
    expect(qualityIntervalMs({ q_rpt_interval: '30' })).toBe(30_000);
    expect(qualityIntervalMs({ q_rpt_interval: 'soon' })).toBe(120_000);
    expect(qualityReportsAllowed(1400000001, {})).toBe(true);
    expect(qualityReportsAllowed(1400000001, { q_rpt_sdkappid_bl: '7, 1400000001' })).toBe(false);
    expect(qualityReportsAllowed(1400000001, { q_rpt_sdkappid_wl: '7' })).toBe(false);
    expect(qualityReportsAllowed(1400000001, { q_rpt_sdkappid_wl: '7,1400000001' })).toBe(true);
  });
});

describe('event and failed-report buffers (spec 001 §9)', () => {
  it('keeps events of levels 4, 5 and 6 only, the newest 100', () => {
    const events: { level?: number; name?: string }[] = [];
    expect(keepEvent(events, { level: 3, name: 'info' })).toBe(false);
    for (let i = 0; i < 105; i++) expect(keepEvent(events, { level: 4 + (i % 3), name: `e${i}` })).toBe(true);
    expect(events).toHaveLength(ReportLimits.maxEvents);
    expect(events[0].name).toBe('e5');
  });

  it('keeps the newest 10 failed reports', () => {
    let kept: WireReport[] = [];
    for (let i = 0; i < 12; i++) kept = keepFailed(kept, { kind: 'events', madeAt: i });
    expect(kept.map((report) => report.madeAt)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });
});

/** A report module whose socket and HTTP answers the test decides; it records what went where. */
function reportsOn(options: { socket: 'ok' | 'fails' | 'down'; http: 'ok' | 'fails' | 'none' }, stored = new Map<string, string>()) {
  const viaSocket: string[] = [];
  const viaHttp: string[] = [];
  const warnings: string[] = [];
  const emitter = new Emitter<ImEventMap>();
  const fetch: FetchLike = async (url, init) => {
    viaHttp.push(`${url.replace(/reqtime=\d+/, 'reqtime=T')} ${decodeServiceRequest(init!.body!).report?.kind}`);
    if (options.http === 'fails') throw new Error('offline');
    return { ok: true, status: 204, arrayBuffer: async () => new ArrayBuffer(0) };
  };
  const context = {
    emitter,
    now: () => Date.now(),
    sdkAppID: 1400000001,
    httpBase: 'https://chat.example.com',
    cloudConfig: {},
    fetch: options.http === 'none' ? undefined : fetch,
    log: { warn: (message: string) => warnings.push(message), debug: () => undefined },
    connection: { isLoggedIn: options.socket !== 'down' },
    request: async (command: string, body?: FrameBody) => {
      viaSocket.push(`${command} ${decodeServiceRequest(body!.service!).report?.kind}`);
      if (options.socket === 'fails') throw imError('NETWORK_TIMEOUT');
      return {};
    },
  } as unknown as ChatContext;
  const storage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
  };
  return {
    module: new ReportModule(context, storage),
    emitter,
    viaSocket,
    viaHttp,
    warnings,
    kept: () => JSON.parse(stored.get('sideline-im-1400000001-reports') ?? '[]') as unknown[],
  };
}

describe('the report module', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_790_000_000_000 });
  });
  afterEach(() => vi.useRealTimers());

  it('sends the quality report of each 120 s over the socket, and nothing for a period without requests', async () => {
    const { module, viaSocket, viaHttp } = reportsOn({ socket: 'ok', http: 'ok' });
    module.start();
    module.observe({ command: 'c2c.send', code: 0, ms: 100 });
    await vi.advanceTimersByTimeAsync(119_999);
    expect(viaSocket).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(viaSocket).toEqual(['report.quality quality']);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(viaSocket).toHaveLength(1);
    expect(viaHttp).toEqual([]);
    module.stop();
  });

  it('sends events once 20 wait, or 60 s after the first; error, kick and disconnect events are caught', async () => {
    const { module, emitter, viaSocket } = reportsOn({ socket: 'ok', http: 'ok' });
    module.start();
    for (let i = 0; i < 19; i++) module.event(4, 'warning', 0, '');
    await vi.advanceTimersByTimeAsync(0);
    expect(viaSocket).toEqual([]);
    emitter.emit(ImEvent.ERROR, imError('NETWORK_RECONNECT_FAILED'));
    await vi.advanceTimersByTimeAsync(0);
    expect(viaSocket).toEqual(['report.events events']);
    emitter.emit(ImEvent.NET_STATE_CHANGE, { state: 'disconnected' });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(viaSocket).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(viaSocket).toHaveLength(2);
    module.stop();
  });

  it('posts over HTTP when the socket is down or fails, and keeps what fails both ways (at most 10) until one gets through', async () => {
    const down = reportsOn({ socket: 'down', http: 'ok' });
    down.module.event(5, 'error', 2800, 'network error');
    await down.module.sendEvents();
    expect(down.viaHttp).toEqual(['https://chat.example.com/im/report?sdkappid=1400000001&reqtime=T events']);
    expect(down.kept()).toEqual([]);

    const failing = reportsOn({ socket: 'fails', http: 'fails' });
    for (let i = 0; i < 12; i++) {
      failing.module.event(5, 'error', i, '');
      await failing.module.sendEvents();
    }
    expect(failing.viaSocket).toHaveLength(12);
    expect(failing.viaHttp).toHaveLength(12);
    expect(failing.kept()).toHaveLength(ReportLimits.maxFailedReports);
  });

  it('sends the kept reports after the next one that gets through', async () => {
    const storage = new Map<string, string>();
    const first = reportsOn({ socket: 'fails', http: 'none' }, storage);
    first.module.event(5, 'error', 1, '');
    await first.module.sendEvents();
    expect(first.module.failedReports()).toHaveLength(1);
    // A later session of the same app, on the same storage, with a working socket.
    const { module, viaSocket } = reportsOn({ socket: 'ok', http: 'none' }, storage);
    module.event(5, 'error', 2, '');
    await module.sendEvents();
    expect(viaSocket).toEqual(['report.events events', 'report.events events']);
    expect(module.failedReports()).toEqual([]);
  });
});

describe('user status rules (spec 001 §5, §9)', () => {
  it('takes 500 ids to query and 100 to (un)subscribe, overridable by the cloud config, and refuses lists that are not ids', () => {
    expect([statusLimit('query', {}), statusLimit('subscribe', {}), statusLimit('unsubscribe', {})]).toEqual([500, 100, 100]);
    expect(statusLimit('query', { user_status_query_limit: '50' })).toBe(50);
    expect(statusLimit('subscribe', { user_status_subscribe_limit: '-1' })).toBe(100);
    expect(checkedUserIds(['1', '1', '2'], 2, 'x')).toEqual(['1', '2']);
    expect(checkedUserIds(undefined, 2, 'x')).toEqual([]);
    for (const bad of ['1', [1], [''], ['1', '2', '3']])
      expect(
        codeOf(() => checkedUserIds(bad, 2, 'x')),
        JSON.stringify(bad),
      ).toBe(2504);
  });

  it('sends customStatus base64 of its UTF-8, and reads it back', () => {
    expect(toBase64('看球中 ⚽')).toBe('55yL55CD5LitIOKavQ==');
    expect(toBase64('ab')).toBe('YWI=');
    expect(toBase64('')).toBe('');
    for (const text of ['', 'a', 'ab', 'abc', '进球了 ⚽🏀', '\u{1F600}x']) expect(fromBase64(toBase64(text))).toBe(text);
    expect(fromBase64('not base64!')).toBeUndefined();
    expect(fromBase64('/w==')).toBeUndefined();
  });
});
