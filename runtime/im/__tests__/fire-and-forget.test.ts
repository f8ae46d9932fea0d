import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Connection } from '../connection/connection.ts';
import { FireAndForgetQueue, maxFireAndForget } from '../connection/fire-and-forget-queue.ts';
import type { SocketEvent, SocketLike } from '../core/host.ts';
import { Logger } from '../core/logger.ts';
import { decodeFrame } from '../protocol/codec.ts';

const read = (peer: string, sequence: number) => ({
  command: 'read',
  body: { setReadRequest: { conversationType: 1, peer, sequence } },
  key: `read:C2C${peer}`,
});

describe('fire-and-forget queue (spec 001 §9: at most 100 while disconnected)', () => {
  it('keeps the newest 100, dropping the oldest first', () => {
    const queue = new FireAndForgetQueue();
    const dropped = Array.from({ length: maxFireAndForget + 5 }, (_, index) =>
      queue.push({ command: 'read', body: { setReadRequest: { sequence: index } } }),
    );
    expect(maxFireAndForget).toBe(100);
    expect(queue.size).toBe(100);
    expect(dropped.filter(Boolean).map((request) => request?.body.setReadRequest?.sequence)).toEqual([0, 1, 2, 3, 4]);
    expect(queue.drain().map((request) => request.body.setReadRequest?.sequence)).toEqual(
      Array.from({ length: 100 }, (_, index) => index + 5),
    );
    expect(queue.size).toBe(0);
  });

  it('keeps only the newest report of one conversation, at the back', () => {
    const queue = new FireAndForgetQueue();
    queue.push(read('1', 3));
    queue.push(read('2', 7));
    queue.push(read('1', 5));
    expect(queue.drain().map((request) => [request.key, request.body.setReadRequest?.sequence])).toEqual([
      ['read:C2C2', 7],
      ['read:C2C1', 5],
    ]);
  });
});

/** A socket the test opens and closes by hand; it records the commands written to it. */
class FakeSocket implements SocketLike {
  binaryType = '';
  readonly written: { command: string; sequence: number }[] = [];
  onopen: ((event: SocketEvent) => void) | null = null;
  onclose: ((event: SocketEvent) => void) | null = null;
  onerror: ((event: SocketEvent) => void) | null = null;
  onmessage: ((event: SocketEvent) => void) | null = null;
  send(data: Uint8Array): void {
    const header = decodeFrame(data).header;
    this.written.push({ command: header?.command ?? '', sequence: header?.sequence ?? 0 });
  }
  close(): void {}
}

describe('Connection.notify', () => {
  let sockets: FakeSocket[];
  let connection: Connection;
  const warnings: string[] = [];

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    warnings.length = 0;
    connection = new Connection(
      {
        url: () => 'ws://chat.test/im/ws',
        identity: () => ({ userId: 'u1' }),
        opened: () => undefined,
        push: () => undefined,
        netState: () => undefined,
        reconnectFailed: () => undefined,
        heartbeatError: () => undefined,
      },
      {
        createSocket: () => {
          const socket = new FakeSocket();
          sockets.push(socket);
          return socket;
        },
        probe: async () => true,
        now: () => Date.now(),
        log: new Logger((level, message) => level === 'warn' && warnings.push(message), 2),
      },
    );
    connection.start();
  });
  afterEach(() => {
    connection.stop();
    vi.useRealTimers();
  });

  it('writes at once when logged in; while down queues at most 100 and flushes them after the next login', async () => {
    sockets[0].onopen?.({});
    connection.markLoggedIn(120);
    connection.notify('read', read('1', 1).body);
    expect(sockets[0].written.map((frame) => frame.command)).toEqual(['read']);

    sockets[0].onclose?.({});
    for (let peer = 0; peer < 103; peer++) connection.notify('read', read(String(peer), 1).body, read(String(peer), 1).key);
    expect(warnings).toHaveLength(3);
    // The socket lived under a second: a failed try, so the next one comes after 500 ms.
    await vi.advanceTimersByTimeAsync(500);
    expect(sockets).toHaveLength(2);
    sockets[1].onopen?.({});
    // Opened but not logged in yet: nothing but a login may go out.
    connection.notify('read', read('late', 1).body);
    expect(sockets[1].written).toEqual([]);
    connection.markLoggedIn(120);
    expect(sockets[1].written).toHaveLength(100);
    expect(new Set(sockets[1].written.map((frame) => frame.sequence)).size).toBe(100);
    connection.notify('read', read('2', 2).body);
    expect(sockets[1].written).toHaveLength(101);
  });

  it('forgets what was queued when the session stops (logout, kick-out), and queues nothing after', () => {
    connection.notify('read', read('1', 1).body);
    connection.stop();
    connection.notify('read', read('2', 1).body);
    connection.start();
    sockets.at(-1)?.onopen?.({});
    connection.markLoggedIn(120);
    expect(sockets.at(-1)?.written).toEqual([]);
  });
});
