import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, fixedNow, startTestServer, type TestServer } from './test-server.ts';

const adminToken = 'qa-secret-token';

describe.each(backends)('hardening on $name', ({ databaseUrl }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl, adminToken });
  });
  afterAll(() => server.close());

  it('keeps one watch-history row per user, room and day, with the latest time', async () => {
    const { token, id } = (
      await server.call<{ token: string; id: number }>('/webapi/user/regist', { account: 'fan_history', password: 'goal2026' })
    ).data;
    const rooms = (await server.call<{ list: { anchorid: number; liveid: number }[] }>('/api/live/getRealLives', {})).data.list;
    for (let i = 0; i < 5; i++) await server.call('/webapi/live/getLivePageData', { anchorid: rooms[0].anchorid }, { query: { token } });
    await server.call('/webapi/live/getLivePageData', { anchorid: rooms[1].anchorid }, { query: { token } });
    const [{ rows }] = await server.db.query<{ rows: number }>('select count(*)::int as rows from live_log where user_id = $1', [id]);
    expect(rows).toBe(2);
    const log = await server.call<{ list: Record<string, unknown>[] }>('/webapi/user/getLiveLog', {}, { query: { token } });
    expect(log.data.list.map((r) => r.liveid).sort()).toEqual([rooms[0].liveid, rooms[1].liveid].sort());
    expect(Object.keys(log.data.list[0]).sort()).toEqual(['anchorid', 'avatar', 'liveid', 'nick_name', 'time', 'title']);
    expect(log.data.list[0].time).toBe(Date.parse(fixedNow) / 1000);
  });

  it('gives concurrent admin-created matches distinct ids', async () => {
    const body = { league_id: 1, home_team_id: 101, away_team_id: 102, kickoff_time: Date.parse(fixedNow) / 1000 + 3600 };
    const answers = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const response = await fetch(`${server.url}/admin/match`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-admin-token': adminToken },
          body: JSON.stringify(body),
        });
        return (await response.json()) as { status: number; data: { id: number } };
      }),
    );
    expect(answers.every((a) => a.status === 0)).toBe(true);
    const ids = answers.map((a) => a.data.id);
    expect(new Set(ids).size).toBe(8);
    expect(Math.min(...ids)).toBeGreaterThanOrEqual(900_000_000);
  });

  it('names itself by a Host header only when it is this machine', async () => {
    const hosts = async (host: string) =>
      ((await server.app.inject({ method: 'GET', url: '/storage/hosts.json', headers: { host } })).json() as { data: string[] }).data[0];
    expect(await hosts('localhost:8080')).toBe('http://localhost:8080');
    expect(await hosts('127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    const forged = await hosts('evil.example');
    expect(forged).not.toContain('evil');
    expect(forged).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });
});

describe('a configured public origin', () => {
  let server: TestServer;
  const env = process.env.SIDELINE_ALLOWED_HOSTS;
  beforeAll(async () => {
    process.env.SIDELINE_ALLOWED_HOSTS = 'm.sideline.test';
    server = await startTestServer({ publicOrigin: 'https://sports.example.com/' });
  });
  afterAll(async () => {
    process.env.SIDELINE_ALLOWED_HOSTS = env;
    await server.close();
  });

  it('is what every link names, whatever the Host header', async () => {
    for (const host of ['evil.example', 'localhost:8080', 'm.sideline.test']) {
      const answer = (await server.app.inject({ method: 'GET', url: '/storage/hosts.json', headers: { host } })).json() as {
        data: string[];
      };
      expect(answer.data).toEqual(['https://sports.example.com']);
    }
  });
});
