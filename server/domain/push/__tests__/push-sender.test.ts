import { createECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { PendingWork } from '../pending-work.ts';
import { PushSender } from '../push-sender.ts';
import { generateVapidKeys, VapidSigner } from '../vapid.ts';

const servers: Server[] = [];
const sockets = new Set<Socket>();
const timers: NodeJS.Timeout[] = [];

afterEach(async () => {
  for (const timer of timers.splice(0)) clearInterval(timer);
  for (const socket of sockets) socket.destroy();
  sockets.clear();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A push endpoint on loopback that sends its answer's head one byte at a time and never ends it. */
async function drippingEndpoint(): Promise<string> {
  const server = createServer((request) => {
    const socket = request.socket;
    socket.write('HTTP/1.1 201 Created\r\nx-drip: ');
    // One byte of a header that never ends: each byte resets a socket idle timeout, so only a deadline ends the wait.
    timers.push(setInterval(() => socket.write('a'), 20));
  });
  server.on('connection', (socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/push/drip`;
}

function message(endpoint: string) {
  const ua = createECDH('prime256v1');
  ua.generateKeys();
  return {
    endpoint,
    keys: { p256dh: ua.getPublicKey().toString('base64url'), auth: 'BTBZMqHH6r4Tts7J_aSIgg' },
    payload: Buffer.from('{"title":"进球"}'),
    ttl: 60,
    urgency: 'high' as const,
  };
}

describe('PushSender', () => {
  it('fails a message whose endpoint drips bytes past the deadline instead of holding the lane', async () => {
    const sender = new PushSender(new VapidSigner(generateVapidKeys('mailto:push@localhost'), () => 1_700_000_000), {
      answerTimeoutMs: 150,
      plainHttp: true,
    });
    try {
      await expect(sender.send(message(await drippingEndpoint()))).resolves.toBe('failed');
    } finally {
      sender.close();
    }
  });

  it('without plain http (production) fails an http endpoint without connecting to it', async () => {
    let connections = 0;
    const server = createServer((_request, response) => response.writeHead(201).end());
    server.on('connection', () => connections++);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    const sender = new PushSender(new VapidSigner(generateVapidKeys('mailto:push@localhost'), () => 1_700_000_000));
    try {
      const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/push/1`;
      await expect(sender.send(message(endpoint))).resolves.toBe('failed');
      expect(connections).toBe(0);
    } finally {
      sender.close();
    }
  });
});

describe('PendingWork', () => {
  it('a bounded wait gives up on work that never settles, and says so', async () => {
    const pending = new PendingWork();
    pending.add(new Promise(() => undefined));
    await expect(pending.idleWithin(20)).resolves.toBe(false);
  });

  it('a bounded wait answers true once everything settled', async () => {
    const pending = new PendingWork();
    pending.add(Promise.resolve());
    pending.add(Promise.reject(new Error('a failed fan-out')));
    await expect(pending.idleWithin(5_000)).resolves.toBe(true);
  });
});
