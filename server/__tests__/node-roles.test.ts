import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainAndClose } from '../shutdown.ts';
import { anonymousJoin, chatUser, loggedIn, longPoll, RawImClient } from './im-test-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/** Roles of a cluster's nodes (docs/deploy.md "Roles"), health and readiness, and the graceful shutdown. */
describe('node roles', () => {
  let api: TestServer;
  let gateway: TestServer;

  beforeAll(async () => {
    api = await startTestServer({ role: 'api', nodeId: 'api-1' });
    gateway = await startTestServer({ role: 'gateway', nodeId: 'gateway-1' });
  });
  afterAll(async () => {
    await api.close();
    await gateway.close();
  });

  it('an api node answers the product API and does not serve the chat socket or the long polls', async () => {
    expect((await api.call('/api/config/getCommonConfig', undefined, { method: 'GET' })).status).toBe(0);
    await expect(RawImClient.connect(api)).rejects.toThrow();
    const poll = await fetch(`${api.url}/im/long-poll`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-protobuf' },
      body: new Uint8Array(),
    });
    expect(poll.status).toBe(404);
  });

  it('a gateway node serves the chat socket and answers no product API call', async () => {
    const client = await loggedIn(gateway, await chatUser(gateway, 'role_fan'));
    expect(client.userId).not.toBe('');
    client.socket.close();
    const answer = await gateway.call('/api/config/getCommonConfig', undefined, { method: 'GET' });
    expect(answer).toMatchObject({ http: 404, data: null, status: 3 });
    expect((await gateway.call('/webapi/user/login', { account: 'matrixfan', password: 'goal2026' })).http).toBe(404);
  });

  it('both answer /healthz with their node and role, and /readyz while their database answers', async () => {
    expect(await api.call('/healthz', undefined, { method: 'GET' })).toMatchObject({
      http: 200,
      status: 0,
      data: { node: 'api-1', role: 'api' },
    });
    expect(await gateway.call('/readyz', undefined, { method: 'GET' })).toMatchObject({
      http: 200,
      status: 0,
      data: { node: 'gateway-1', role: 'gateway' },
    });
  });

  it('is not ready while a configured check fails, and says which', async () => {
    gateway.health.checks.push({ name: 'bus', ready: () => false });
    try {
      expect(await gateway.call('/readyz', undefined, { method: 'GET' })).toMatchObject({
        http: 503,
        data: { failing: ['bus'] },
        msg: 'not ready: bus',
      });
      expect((await gateway.call('/healthz', undefined, { method: 'GET' })).http).toBe(200);
    } finally {
      gateway.health.checks.pop();
    }
  });
});

describe('graceful shutdown', () => {
  it('answers not ready, closes chat sockets with 1012 so clients reconnect elsewhere, and closes', async () => {
    const node = await startTestServer({ role: 'gateway' });
    const client = await loggedIn(node, await chatUser(node, 'draining_fan'));
    let readiness: { status: number; failing?: string[] } | undefined;
    // Readiness as the load balancer sees it once the drain has begun, before the node closes.
    const drained = drainAndClose(
      {
        health: node.health,
        im: node.im,
        inFlight: node.inFlight,
        close: async () => {
          const response = await fetch(`${node.url}/readyz`);
          readiness = { status: response.status, failing: ((await response.json()) as { data: { failing: string[] } }).data.failing };
          await node.close();
        },
      },
      5_000,
    );
    expect(await client.closed).toMatchObject({ code: 1012 });
    await drained;
    expect(readiness).toEqual({ status: 503, failing: ['draining'] });
    await expect(fetch(`${node.url}/healthz`)).rejects.toThrow();
  });

  it('counts the requests under way and closes only once they have finished', async () => {
    const node = await startTestServer({ imLongPollHoldMs: 60_000 });
    const join = await anonymousJoin(node, 'live_101');
    const poll = longPoll(node, join.longPollingKey!, join.nextSequence!);
    while (node.inFlight.count === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(node.inFlight.count).toBe(1);
    const held = { count: 1 };
    let closed = false;
    const drained = drainAndClose({ health: node.health, im: node.im, inFlight: held, close: async () => void (closed = true) }, 60_000);
    // The drain answers the held poll at once; the close waits for the (pretended) request still under way.
    await poll;
    expect(node.inFlight.count).toBe(0);
    expect(closed).toBe(false);
    held.count = 0;
    await drained;
    expect(closed).toBe(true);
    await node.close();
  });
});
