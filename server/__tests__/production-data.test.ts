import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, temporaryDataDir, type TestServer } from './test-server.ts';

const running: TestServer[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) await server.close();
});

/** The tables the demo data fills: none may hold a row on a production start. */
const demoTables = ['leagues', 'teams', 'matches', 'users', 'rooms', 'news', 'videos', 'goods', 'activities', 'system_messages'];

async function counts(server: TestServer): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of demoTables) {
    const [row] = await server.db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    result[table] = row.n;
  }
  return result;
}

describe('production data (serve --production)', () => {
  it('starts with no demo matches, fans, anchors, rooms or content, and stays so after a restart', async () => {
    const dataDir = temporaryDataDir();
    let server = await startTestServer({ demoData: false, dataDir, clock: undefined });
    running.push(server);
    expect(server.seeded).toMatchObject({ matches: 0, rooms: 0 });
    expect(Object.values(await counts(server)).every((n) => n === 0)).toBe(true);
    expect((await server.call<{ list: unknown[] }>('/api/live/getRealLives', {})).data.list).toEqual([]);
    // What a fan does is kept; no demo data arrives with the next start.
    expect((await server.call('/webapi/user/regist', { account: 'first_real_fan', password: 'goal2026' })).status).toBe(0);
    await server.close();
    running.pop();
    server = await startTestServer({ demoData: false, dataDir, clock: undefined });
    running.push(server);
    expect(await counts(server)).toMatchObject({ users: 1, matches: 0, rooms: 0, news: 0 });
  });

  it('is not the default: a demo start has its seeded matches and fans', async () => {
    const server = await startTestServer();
    running.push(server);
    const demo = await counts(server);
    expect(demo.matches).toBeGreaterThan(0);
    expect(demo.users).toBeGreaterThan(0);
  });
});
