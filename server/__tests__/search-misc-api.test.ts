import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestServer, type TestServer } from './test-server.ts';

describe.each(backends)('search and misc API on $name', ({ databaseUrl }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
  });
  afterAll(() => server.close());

  it('searches events, teams and matches by keyword', async () => {
    const events = await server.call<{ list: { short_name_zh: string }[] }>('/api/search/events', { keyword: '英超' });
    expect(events.data.list[0].short_name_zh).toBe('英超');
    const teams = await server.call<{ list: { name_zh: string }[] }>('/api/search/teams', { keyword: '北京' });
    expect(teams.data.list.length).toBeGreaterThan(0);
    expect(teams.data.list.every((t) => t.name_zh.includes('北京'))).toBe(true);
    const matches = await server.call<{ list: unknown[] }>('/api/search/matches', { keyword: 'NBA' });
    expect(matches.data.list.length).toBeGreaterThan(0);
    expect((await server.call<{ hot_keywords: string[] }>('/api/search/raceHome')).data.hot_keywords).toContain('英超');
  });

  it('follows the typed search rule: multiple takes {keyword}, other types {keyword, page, size}', async () => {
    const multiple = await server.call<Record<string, unknown[]>>('/webapi/search/multiple', { keyword: '北京' });
    expect(Object.keys(multiple.data).sort()).toEqual(['anchors', 'events', 'matches', 'teams', 'videos']);
    expect(multiple.data.teams.length).toBeLessThanOrEqual(5);
    const page1 = await server.call<{ list: { id: number }[]; total: number; page: number; size: number }>('/webapi/search/teams', {
      keyword: '城',
      page: 1,
      size: 2,
    });
    const page2 = await server.call<{ list: { id: number }[] }>('/webapi/search/teams', { keyword: '城', page: 2, size: 2 });
    expect(page1.data).toMatchObject({ page: 1, size: 2 });
    expect(page1.data.total).toBeGreaterThan(2);
    expect(page1.data.list.map((t) => t.id)).not.toEqual(page2.data.list.map((t) => t.id));
    expect((await server.call('/webapi/search/teams', { keyword: '城' })).status).toBe(1);
    expect((await server.call('/webapi/search/players', { keyword: '城', page: 1, size: 2 })).status).toBe(1);
    const anchors = await server.call<{ list: { nick_name: string }[] }>('/webapi/search/anchors', { keyword: '解说', page: 1, size: 10 });
    expect(anchors.data.list.length).toBeGreaterThan(0);
  });

  it('answers protocol texts and takes customer-service messages', async () => {
    const privacy = await server.call<{ title: string }>('/webapi/protocal/getProtocal', undefined, {
      method: 'GET',
      query: { type: '2' },
    });
    expect(privacy.data.title).toBe('隐私政策');
    const portuguese = await server.call<{ title: string; content: string }>('/webapi/protocal/getProtocal', undefined, {
      method: 'GET',
      query: { type: '2', lang: 'pt-br' },
    });
    expect(portuguese.data.title).toBe('Política de privacidade');
    expect(
      (await server.call<{ content: string }>('/webapi/protocal/getProtocal', undefined, { method: 'GET', query: { type: '4' } })).data
        .content,
    ).toContain('比赛異常退款');
    expect((await server.call('/webapi/protocal/getProtocal', undefined, { method: 'GET', query: { type: '42' } })).status).toBe(3);
    expect(
      (await server.call<{ id: number }>('/api/customerservice/publish', { content: '直播间卡顿', contact: 'qq 123' })).data.id,
    ).toBeGreaterThan(0);
    expect((await server.call('/api/customerservice/publish', { content: 'x'.repeat(501) })).status).toBe(1);
  });

  it('adds a friend met in a live room', async () => {
    const token = (await server.call<{ token: string }>('/webapi/user/regist', { account: 'fan_friend', password: 'goal2026' })).data.token;
    const rooms = await server.call<{ list: { anchorid: number; liveid: number }[] }>('/api/live/getRealLives', {});
    const room = rooms.data.list[0];
    expect(
      (
        await server.call<{ friend_id: number }>(
          '/api/live/addOperateFriend',
          { operate_uid: room.anchorid, liveid: room.liveid },
          { query: { token } },
        )
      ).data.friend_id,
    ).toBe(room.anchorid);
    expect(
      (await server.call('/api/live/addOperateFriend', { operate_uid: 999999, liveid: room.liveid }, { query: { token } })).status,
    ).toBe(3);
    expect((await server.call('/api/live/addOperateFriend', { operate_uid: room.anchorid, liveid: room.liveid })).status).toBe(2);
  });
});
