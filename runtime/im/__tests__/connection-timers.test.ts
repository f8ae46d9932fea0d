import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Connection } from '../connection/connection.ts';
import { defaultHelloIntervalSeconds, pingAfterSilenceMs } from '../connection/heartbeat.ts';
import { requestTimeouts } from '../connection/timeouts.ts';
import { Logger } from '../core/logger.ts';
import { ErrorCode, ServerCode, type ImError } from '../errors.ts';
import type { NetState } from '../events.ts';
import { scriptedSockets } from './scripted-socket.ts';

/** What became of a promise so far, readable without awaiting it. */
function track(promise: Promise<unknown>): { settled: boolean; error?: ImError } {
  const outcome: { settled: boolean; error?: ImError } = { settled: false };
  promise.then(
    () => (outcome.settled = true),
    (error: ImError) => Object.assign(outcome, { settled: true, error }),
  );
  return outcome;
}

/** A connection over scripted sockets, opened at once; tests log it in on its first socket. */
function connected() {
  const { sockets, createSocket } = scriptedSockets();
  const netStates: NetState[] = [];
  const probe = vi.fn(async () => true);
  const reconnectFailed = vi.fn();
  const connection = new Connection(
    {
      url: () => 'ws://chat.test/im/ws',
      identity: () => ({ userId: 'u1' }),
      opened: () => undefined,
      push: () => undefined,
      netState: (state) => netStates.push(state),
      reconnectFailed,
      heartbeatError: () => undefined,
    },
    { createSocket, probe, now: () => Date.now(), log: new Logger() },
  );
  connection.start();
  sockets[0].open();
  const hellos = () => sockets[0].commands().filter((command) => command === 'hello').length;
  return { connection, sockets, netStates, probe, reconnectFailed, hellos };
}

beforeEach(() => {
  // A real-looking clock: the connection reads 0 as "never opened".
  vi.useFakeTimers({ now: 1_790_000_000_000 });
});
afterEach(() => vi.useRealTimers());

describe('request timeouts (spec 001 §9: 15 s, 90 s for login, 3 s for the heartbeat, checked every second)', () => {
  it('keeps the spec values', () => {
    expect(requestTimeouts).toEqual({ default: 15_000, login: 90_000, heartbeat: 3_000 });
  });

  it('rejects a request with the timeout code at the first check after 15 s, never before', async () => {
    const { connection, sockets } = connected();
    connection.markLoggedIn(3600);
    await vi.advanceTimersByTimeAsync(500);
    const request = track(connection.request('conversation.list'));
    expect(sockets[0].commands()).toContain('conversation.list');
    await vi.advanceTimersByTimeAsync(9500);
    // The socket stays alive: the hello after 10 s of silence is answered.
    sockets[0].answer('hello');
    // Made at 0.5 s, its limit is 15.5 s; the checks run on whole seconds, so the one at 16 s rejects it.
    await vi.advanceTimersByTimeAsync(5999);
    expect(request.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(request.error?.code).toBe(ErrorCode.NETWORK_TIMEOUT);
    expect(sockets).toHaveLength(1);
    connection.stop();
  });

  it('lets an answer within the limit through', async () => {
    const { connection, sockets } = connected();
    connection.markLoggedIn(3600);
    const answered = track(connection.request('conversation.list'));
    await vi.advanceTimersByTimeAsync(9000);
    sockets[0].answer('conversation.list');
    await vi.advanceTimersByTimeAsync(0);
    expect(answered).toEqual({ settled: true });
    connection.stop();
  });

  it('gives a hello 3 s: unanswered, the socket is taken for dead and a new one opens', async () => {
    const { connection, sockets, hellos } = connected();
    connection.markLoggedIn(3600);
    await vi.advanceTimersByTimeAsync(pingAfterSilenceMs);
    expect(hellos()).toBe(1);
    await vi.advanceTimersByTimeAsync(requestTimeouts.heartbeat - 1);
    expect(sockets[0].closed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets[0].closed).toBe(true);
    // The socket lived over a second, so the reconnect is immediate (a timer of 0 ms, run by the next advance).
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    connection.stop();
  });
});

describe('heartbeat (spec 001 §9: next ping 10 s after the last message, hello at the server interval)', () => {
  it('pings 10 s after the last frame received, not sooner', async () => {
    const { connection, sockets, hellos } = connected();
    connection.markLoggedIn(3600);
    await vi.advanceTimersByTimeAsync(5000);
    sockets[0].push('push.read', { readPush: { peer: 'u2', time: 1 } });
    await vi.advanceTimersByTimeAsync(9999);
    expect(hellos()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(hellos()).toBe(1);
    // An answer counts as a frame received: the next ping is 10 s after it.
    await vi.advanceTimersByTimeAsync(2000);
    sockets[0].answer('hello');
    await vi.advanceTimersByTimeAsync(9999);
    expect(hellos()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(hellos()).toBe(2);
    connection.stop();
  });

  /** Keeps the socket busy (a push every 5 s, so silence never calls for a ping) and answers each hello. */
  async function busyFor(seconds: number, socket: ReturnType<typeof connected>['sockets'][0], hellosAt: number[]) {
    for (let second = 1; second <= seconds; second++) {
      const before = socket.commands().filter((command) => command === 'hello').length;
      await vi.advanceTimersByTimeAsync(1000);
      if (socket.commands().filter((command) => command === 'hello').length > before) {
        hellosAt.push(second);
        socket.answer('hello');
      }
      if (second % 5 === 0) socket.push('push.read', { readPush: { peer: 'u2', time: second } });
    }
  }

  it('says hello at the interval the login answer gave, even on a busy socket', async () => {
    const { connection, sockets } = connected();
    connection.markLoggedIn(30);
    const hellosAt: number[] = [];
    await busyFor(95, sockets[0], hellosAt);
    expect(hellosAt).toEqual([30, 60, 90]);
    connection.stop();
  });

  it('says hello every 120 s when the server gives no interval', async () => {
    expect(defaultHelloIntervalSeconds).toBe(120);
    const { connection, sockets } = connected();
    connection.markLoggedIn(0);
    const hellosAt: number[] = [];
    await busyFor(250, sockets[0], hellosAt);
    expect(hellosAt).toEqual([120, 240]);
    connection.stop();
  });
});

describe('60002 on ping (spec 001 §8: fatal)', () => {
  it('disconnects for good: no reconnect, no network probe, and what waited is rejected with the code', async () => {
    const { connection, sockets, netStates, probe, reconnectFailed } = connected();
    connection.markLoggedIn(3600);
    await vi.advanceTimersByTimeAsync(pingAfterSilenceMs);
    const waiting = track(connection.request('conversation.list'));
    sockets[0].answer('hello', {}, ServerCode.PING_FATAL);
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.socketState).toBe('disconnected');
    expect(netStates.at(-1)).toBe('disconnected');
    expect(waiting.error?.code).toBe(ServerCode.PING_FATAL);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sockets).toHaveLength(1);
    expect(probe).not.toHaveBeenCalled();
    expect(reconnectFailed).not.toHaveBeenCalled();
    expect(netStates.at(-1)).toBe('disconnected');
  });

  it('treats another hello error as no reason to disconnect', async () => {
    const { connection, sockets } = connected();
    connection.markLoggedIn(3600);
    await vi.advanceTimersByTimeAsync(pingAfterSilenceMs);
    sockets[0].answer('hello', {}, ServerCode.SERVICE_OVERLOAD);
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.socketState).toBe('connected');
    connection.stop();
  });
});
