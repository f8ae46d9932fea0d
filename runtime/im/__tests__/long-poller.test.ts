import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LongPoller } from '../groups/module/long-poller.ts';
import { defaultPollingConfig, nextPollDelay, pollingConfigFrom } from '../groups/module/polling-interval.ts';
import { Logger } from '../core/logger.ts';
import {
  decodeLongPollRequest,
  decodeLongPollResponse,
  encodeLongPollRequest,
  encodeLongPollResponse,
  type LongPollResponse,
} from '../protocol/codec.ts';

/** A scripted long-poll endpoint: answers each poll at once with the next scripted reply, recording when it was asked. */
function scriptedEndpoint(replies: (LongPollResponse | 'fail')[]) {
  const polls: { at: number; startSequence: number }[] = [];
  const keys: string[] = [];
  const fetch = async (_url: string, init?: { body?: Uint8Array }) => {
    const request = decodeLongPollRequest(init?.body ?? new Uint8Array());
    polls.push({ at: Date.now(), startSequence: request.startSequence });
    keys.push(request.key);
    const reply = replies.shift() ?? {};
    if (reply === 'fail') throw new Error('connection reset');
    const bytes = encodeLongPollResponse(reply);
    return { ok: true, status: 200, arrayBuffer: async () => new Uint8Array(bytes).buffer };
  };
  return { polls, keys, fetch };
}

const message = (sequence: number) => ({
  sequence,
  from: 'u1',
  to: 'live_1',
  conversationType: 2,
  elements: [{ type: 'TIMTextElem', text: `m${sequence}` }],
});

describe('live-room polling intervals (spec 001 §4, §9)', () => {
  it('waits 300 ms normally, 2,300 ms after 20 empty polls, 2,000 ms after a failure', () => {
    expect(nextPollDelay(defaultPollingConfig, 0, false)).toBe(300);
    expect(nextPollDelay(defaultPollingConfig, 19, false)).toBe(300);
    expect(nextPollDelay(defaultPollingConfig, 20, false)).toBe(2300);
    expect(nextPollDelay(defaultPollingConfig, 0, true)).toBe(2000);
  });

  it('takes polling_interval, polling_interval_plus and polling_no_msg_count from the cloud config', () => {
    const config = pollingConfigFrom({ polling_interval: '500', polling_interval_plus: 1000, polling_no_msg_count: '5', other: 'x' });
    expect(nextPollDelay(config, 4, false)).toBe(500);
    expect(nextPollDelay(config, 5, false)).toBe(1500);
    expect(pollingConfigFrom({ polling_interval: 'soon' }).interval).toBe(300);
  });
});

describe('LongPoller', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  const start = (replies: (LongPollResponse | 'fail')[], warn = vi.fn()) => {
    const endpoint = scriptedEndpoint(replies);
    const received: number[] = [];
    const failures: number[] = [];
    const stops: string[] = [];
    const poller = new LongPoller({
      url: () => 'http://127.0.0.1/im/long-poll',
      key: 'k',
      startSequence: 1,
      fetch: endpoint.fetch,
      wire: { encodeLongPollRequest, decodeLongPollResponse },
      config: defaultPollingConfig,
      log: new Logger((level, text) => level === 'warn' && warn(text), 0),
      messages: (messages) => received.push(...messages.map((m) => m.sequence ?? 0)),
      joinAgain: async () => 'k2',
      failed: (error) => failures.push(error.code),
      stopped: (reason) => stops.push(reason),
    });
    poller.start();
    return { poller, endpoint, received, failures, stops };
  };

  it('slows down after 20 empty polls and speeds up with the next message', async () => {
    const empty = Array.from({ length: 20 }, () => ({ nextSequence: 1 }));
    const { endpoint, received } = start([...empty, { nextSequence: 1 }, { messages: [message(1)], nextSequence: 2 }, { nextSequence: 2 }]);
    // Polls 1 to 20 come 300 ms apart; the 20th empty answer adds 2,000 ms before the 21st.
    await vi.advanceTimersByTimeAsync(19 * 300);
    expect(endpoint.polls).toHaveLength(20);
    await vi.advanceTimersByTimeAsync(2299);
    expect(endpoint.polls).toHaveLength(20);
    await vi.advanceTimersByTimeAsync(1);
    expect(endpoint.polls).toHaveLength(21);
    await vi.advanceTimersByTimeAsync(2300);
    expect(endpoint.polls).toHaveLength(22);
    expect(received).toEqual([1]);
    await vi.advanceTimersByTimeAsync(300);
    expect(endpoint.polls).toHaveLength(23);
    expect(endpoint.polls[22].startSequence).toBe(2);
  });

  it('reports a failed poll and polls again after 2,000 ms', async () => {
    const { endpoint, failures } = start(['fail', { nextSequence: 1 }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(failures).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(endpoint.polls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(endpoint.polls).toHaveLength(2);
  });

  it('reports a server error code and keeps polling', async () => {
    const { endpoint, failures } = start([{ errorCode: 60022, errorInfo: 'busy' }, { nextSequence: 1 }]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(failures).toEqual([60022]);
    expect(endpoint.polls).toHaveLength(2);
  });

  it('joins again when the server no longer knows its key, once per refusal, and polls on with the new key', async () => {
    const unknown = { errorCode: 10004, errorInfo: 'unknown long polling key; join again' };
    const { endpoint, failures, received } = start([unknown, { messages: [message(1)], nextSequence: 2 }, unknown, unknown, unknown, {}]);
    // Refused: joined again and polled at once with the new key, from the same sequence.
    await vi.advanceTimersByTimeAsync(0);
    expect(endpoint.keys.slice(0, 2)).toEqual(['k', 'k2']);
    expect(received).toEqual([1]);
    expect(failures).toEqual([]);
    // A key from a join again refused too is a failure (no join loop): the next refusal, 2 s later, joins again.
    await vi.advanceTimersByTimeAsync(300);
    expect(failures).toEqual([10004]);
    expect(endpoint.keys).toEqual(['k', 'k2', 'k2', 'k2']);
    await vi.advanceTimersByTimeAsync(2000);
    expect(endpoint.keys).toEqual(['k', 'k2', 'k2', 'k2', 'k2', 'k2']);
    expect(endpoint.polls.map((poll) => poll.startSequence)).toEqual([1, 1, 2, 2, 2, 2]);
  });

  it('drops a message two polls both carried', async () => {
    const { received } = start([
      { messages: [message(1), message(2)], nextSequence: 2 },
      { messages: [message(2), message(3)], nextSequence: 4 },
    ]);
    await vi.advanceTimersByTimeAsync(600);
    expect(received).toEqual([1, 2, 3]);
  });

  it('passes on every online-only message: they have no sequence and each comes once', async () => {
    const onlineOnly = (text: string) => ({ ...message(0), onlineOnly: true, elements: [{ type: 'TIMCustomElem', data: text }] });
    const texts: string[] = [];
    const endpoint = scriptedEndpoint([
      { messages: [onlineOnly('a'), message(1), onlineOnly('b')], nextSequence: 2 },
      { messages: [onlineOnly('c')], nextSequence: 2 },
    ]);
    const poller = new LongPoller({
      url: () => 'http://127.0.0.1/im/long-poll',
      key: 'k',
      startSequence: 1,
      fetch: endpoint.fetch,
      wire: { encodeLongPollRequest, decodeLongPollResponse },
      config: defaultPollingConfig,
      log: new Logger(),
      messages: (messages) => texts.push(...messages.map((m) => m.elements?.[0]?.data || m.elements?.[0]?.text || '')),
      joinAgain: async () => undefined,
      failed: () => undefined,
      stopped: () => undefined,
    });
    poller.start();
    await vi.advanceTimersByTimeAsync(300);
    poller.stop();
    expect(texts).toEqual(['a', 'm1', 'b', 'c']);
  });

  it('stops on dismissal or ban, warns about unknown events, and stops on quit', async () => {
    const warn = vi.fn();
    const dismissed = start([{ events: [99], nextSequence: 1 }, { events: [5] }], warn);
    await vi.advanceTimersByTimeAsync(1000);
    expect(warn).toHaveBeenCalledWith('chat: ignored unknown live-room event 99');
    expect(dismissed.stops).toEqual(['dismissed']);
    expect(dismissed.endpoint.polls).toHaveLength(2);
    const banned = start([{ events: [21] }]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(banned.stops).toEqual(['banned']);
    const quit = start(Array.from({ length: 50 }, () => ({ nextSequence: 1 })));
    await vi.advanceTimersByTimeAsync(300);
    quit.poller.stop('quit');
    const asked = quit.endpoint.polls.length;
    await vi.advanceTimersByTimeAsync(5000);
    expect(quit.endpoint.polls).toHaveLength(asked);
    expect(quit.stops).toEqual(['quit']);
  });
});
