import { afterEach, describe, expect, it } from 'vitest';
import { opsCall, opsSignIn, signedInOperator } from './ops-client.ts';
import { backends, setClock, startTestServer, temporaryDataDir, type TestServer } from './test-server.ts';

const start = new Date('2026-06-01T12:00:00Z');

/**
 * What the content screen changes lives in the database: the robot rooms' switch and the site's content hold across a
 * restart (on PostgreSQL a second node sees them at once), and the house content is put up only on a first start.
 */
describe.each(backends)("the console's content across a restart on $name", { timeout: 180_000 }, ({ databaseUrl }) => {
  const running: TestServer[] = [];
  afterEach(async () => {
    for (const server of running.splice(0)) await server.close();
  });

  it('keeps the robot rooms off and a withdrawn house banner withdrawn', async () => {
    const dataDir = databaseUrl ? undefined : temporaryDataDir();
    const first = await startTestServer({ databaseUrl, dataDir, seededDatabases: undefined });
    running.push(first);
    setClock(first, start);
    const ops = await signedInOperator(first, 'restart-ops@example.com', 'ops');
    const off = await opsCall(first, 'PATCH', '/ops/api/site/config', { session: ops, body: { switch_robotroom: '0' } });
    expect(off.status).toBe(0);
    const [house] = (await opsCall<{ items: { id: number }[] }>(first, 'GET', '/ops/api/content?kind=banner', { session: ops })).data.items;
    expect(
      (await opsCall(first, 'POST', `/ops/api/content/${house.id}/withdraw`, { session: ops, body: { seen: 'published' } })).status,
    ).toBe(0);

    if (!databaseUrl) {
      await first.close();
      running.splice(0);
    }
    const second = await startTestServer({ databaseUrl, dataDir, role: 'api', keepDatabase: true, seededDatabases: undefined });
    running.push(second);
    setClock(second, start);
    const config = await second.call<{ config: { switch_robotroom: string } }>('/api/config/getCommonConfig', undefined, { method: 'GET' });
    expect(config.data.config.switch_robotroom).toBe('0');
    const banners = await second.call<{ id: number }[]>('/api/home/getHomeScroll', undefined, { method: 'GET' });
    expect(banners.data.map((b) => b.id)).not.toContain(house.id);
    const session = await opsSignIn(second, 'restart-ops@example.com');
    const items = (await opsCall<{ items: { id: number }[] }>(second, 'GET', '/ops/api/content?kind=banner', { session })).data.items;
    // Not put up again: the site has content of its own.
    expect(items).toHaveLength(3);
  });
});
