import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NatsBus } from '../../../server/im/bus/nats-bus.ts';
import type { BusEvent } from '../../../server/im/bus/bus.ts';
import { missingPart, Nats, until } from '../../support/cluster.ts';

/**
 * The NATS bus sends a turn's events together (server/im/bus/nats-bus.ts): what another node hears must be every
 * event, once, in the order published, whether they came one a turn, many from one turn's I/O callbacks (a thousand
 * sockets closing), or just before the bus closed.
 */
const missing = missingPart();

const status = (n: number): BusEvent => ({ kind: 'status', userId: `user-${n}`, online: n % 2 === 0, custom: false });

describe.skipIf(missing !== undefined)('the NATS bus', () => {
  let nats: Nats;
  let sender: NatsBus;
  let receiver: NatsBus;
  const heard: { event: BusEvent; from: string }[] = [];

  beforeAll(async () => {
    nats = await Nats.start();
    sender = await NatsBus.connect(nats.url, 'node-a', 'qutu');
    receiver = await NatsBus.connect(nats.url, 'node-b', 'qutu');
    receiver.listen(
      (event, from) => heard.push({ event, from }),
      () => undefined,
    );
    // A subscription is in place once nats-server has answered a round trip after it.
    await (receiver as unknown as { connection: { flush(): Promise<void> } }).connection.flush();
  });

  afterAll(async () => {
    await receiver?.close();
    await nats?.stop();
  });

  it('hands on every event of a burst from many I/O callbacks, once each', async () => {
    heard.length = 0;
    // 300 sockets closing at once: each close is its own I/O callback of one turn, each publishing an event.
    const server: Server = createServer((socket) => {
      const port = socket.remotePort;
      socket.on('close', () => sender.publish(status(Number(port))));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const clients: Socket[] = await Promise.all(
      Array.from(
        { length: 300 },
        () =>
          new Promise<Socket>((resolve) => {
            const socket = createConnection(port, '127.0.0.1', () => resolve(socket));
          }),
      ),
    );
    const order = clients.map((client) => client.localPort!);
    for (const client of clients) client.destroy();
    await until(() => heard.length >= 300, 10_000, 'the burst heard');
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.close();
    expect(heard).toHaveLength(300);
    expect(new Set(heard.map(({ event }) => (event as { userId: string }).userId)).size).toBe(300);
    expect(heard.every(({ from }) => from === 'node-a')).toBe(true);
    expect(heard.map(({ event }) => Number((event as { userId: string }).userId.slice(5))).sort()).toEqual(order.sort());
  });

  it('keeps the order of events published in one turn and across turns', async () => {
    heard.length = 0;
    for (let n = 0; n < 50; n++) sender.publish(status(n));
    await new Promise((resolve) => setImmediate(resolve));
    for (let n = 50; n < 100; n++) sender.publish(status(n));
    await until(() => heard.length >= 100, 10_000, 'the events heard');
    expect(heard.map(({ event }) => (event as { userId: string }).userId)).toEqual(Array.from({ length: 100 }, (_, n) => `user-${n}`));
    expect(heard[3].event).toEqual(status(3));
  });

  it('sends what was published in the turn it closes in', async () => {
    heard.length = 0;
    sender.publish(status(7));
    sender.publish({ kind: 'invalidate', groupId: 'room-1' });
    await sender.close();
    await until(() => heard.length >= 2, 10_000, 'the last events heard');
    expect(heard.map(({ event }) => event)).toEqual([status(7), { kind: 'invalidate', groupId: 'room-1' }]);
  });
});
