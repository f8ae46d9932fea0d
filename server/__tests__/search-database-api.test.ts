import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestServer, type TestServer } from './test-server.ts';

describe.each(backends)('search, database and misc API on $name', ({ databaseUrl }) => {
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
    expect(Object.keys(multiple.data).sort()).toEqual(['anchors', 'events', 'matches', 'teams']);
    expect(multiple.data.teams.length).toBeLessThanOrEqual(5);
    const page1 = await server.call<{ list: { id: number }[]; total: number; page: number; size: number }>('/webapi/search/teams', { keyword: '城', page: 1, size: 2 });
    const page2 = await server.call<{ list: { id: number }[] }>('/webapi/search/teams', { keyword: '城', page: 2, size: 2 });
    expect(page1.data).toMatchObject({ page: 1, size: 2 });
    expect(page1.data.total).toBeGreaterThan(2);
    expect(page1.data.list.map((t) => t.id)).not.toEqual(page2.data.list.map((t) => t.id));
    expect((await server.call('/webapi/search/teams', { keyword: '城' })).status).toBe(1);
    expect((await server.call('/webapi/search/players', { keyword: '城', page: 1, size: 2 })).status).toBe(1);
    const anchors = await server.call<{ list: { nick_name: string }[] }>('/webapi/search/anchors', { keyword: '解说', page: 1, size: 10 });
    expect(anchors.data.list.length).toBeGreaterThan(0);
  });

  it('answers the database home, leagues, tables, player ranks, league matches and FIFA ranks', async () => {
    const home = await server.call<{ hot_events: unknown[]; hot_teams: unknown[]; fifa_top: unknown[] }>('/api/SportDatabase/getHome');
    expect(home.data.hot_events).toHaveLength(9);
    expect(home.data.fifa_top).toHaveLength(10);
    expect((await server.call<{ list: { sport_id: number }[] }>('/api/SportDatabase/getEventList', { sport_id: 2 })).data.list.every((l) => l.sport_id === 2)).toBe(true);
    expect((await server.call<{ name_zh: string; team_count: number }>('/api/SportDatabase/getEventInfo', { event_id: 1 })).data).toMatchObject({ name_zh: '英格兰超级联赛', team_count: 8 });
    const view = await server.call<{ matches_played: number; leader: { rank: number } }>('/api/SportDatabase/getEventView', { event_id: 1 });
    expect(view.data.leader.rank).toBe(1);
    for (const type of [1, 2, 3]) {
      const integral = await server.call<{ list: { rank: number; points: number }[] }>('/api/SportDatabase/getEventIntegral', { event_id: 1, type });
      expect(integral.data.list.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(integral.data.list.every((r, i, all) => i === 0 || all[i - 1].points >= r.points)).toBe(true);
    }
    expect((await server.call<{ list: unknown[] }>('/api/SportDatabase/getEventRank', { event_id: 7 })).data.list).toHaveLength(20);
    expect((await server.call<{ list: { matchevent: { id: number } }[] }>('/api/SportDatabase/getEventMatch', { event_id: 2 })).data.list.every((m) => m.matchevent.id === 2)).toBe(true);
    const fifa = await server.call<{ list: { rank: number }[]; total: number }>('/api/SportDatabase/getFifaRank', { page: 2, size: 10 });
    expect(fifa.data.list[0].rank).toBe(11);
    expect((await server.call<unknown[]>('/api/SportDatabase/getHotFootballRank')).data).toHaveLength(6);
    expect((await server.call<unknown[]>('/api/SportDatabase/getHotBasketballRank')).data).toHaveLength(3);
    expect((await server.call('/api/SportDatabase/getEventInfo', { event_id: 99 })).status).toBe(3);
    expect((await server.call('/api/SportDatabase/getEventInfo', { event_id: 'x' })).status).toBe(1);
  });

  it('answers protocol texts and takes customer-service messages', async () => {
    const privacy = await server.call<{ title: string }>('/webapi/protocal/getProtocal', undefined, { method: 'GET', query: { type: '2' } });
    expect(privacy.data.title).toBe('隐私政策');
    expect((await server.call('/webapi/protocal/getProtocal', undefined, { method: 'GET', query: { type: '42' } })).status).toBe(3);
    expect((await server.call<{ id: number }>('/api/customerservice/publish', { content: '直播间卡顿', contact: 'qq 123' })).data.id).toBeGreaterThan(0);
    expect((await server.call('/api/customerservice/publish', { content: 'x'.repeat(501) })).status).toBe(1);
  });

  it('adds a friend met in a live room', async () => {
    const token = (await server.call<{ token: string }>('/webapi/user/regist', { account: 'fan_friend', password: 'goal2026' })).data.token;
    const rooms = await server.call<{ list: { anchorid: number; liveid: number }[] }>('/api/live/getRealLives', {});
    const room = rooms.data.list[0];
    expect((await server.call<{ friend_id: number }>('/api/live/addOperateFriend', { operate_uid: room.anchorid, liveid: room.liveid }, { query: { token } })).data.friend_id).toBe(room.anchorid);
    expect((await server.call('/api/live/addOperateFriend', { operate_uid: 999999, liveid: room.liveid }, { query: { token } })).status).toBe(3);
    expect((await server.call('/api/live/addOperateFriend', { operate_uid: room.anchorid, liveid: room.liveid })).status).toBe(2);
  });
});
