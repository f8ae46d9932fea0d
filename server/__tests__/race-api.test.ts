import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestServer, type TestServer } from './test-server.ts';

interface Match {
  id: number;
  sport_id: number;
  status: number;
  time: string;
  kickoff_time: number;
  home_score: number;
  away_score: number;
  hot: number;
  hometeam: Record<string, string>;
  awayteam: Record<string, string>;
  matchevent: Record<string, unknown>;
}

const inPlay = (m: Match) => (m.sport_id === 1 ? m.status >= 2 && m.status <= 7 : m.status >= 2 && m.status <= 9);

describe.each(backends)('config, home and race API on $name', ({ databaseUrl }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
  });
  afterAll(() => server.close());

  it('GET getCommonConfig: every config field of spec 000 §3, flags as "0"/"1" strings', async () => {
    const { data, status } = await server.call<{ config: Record<string, unknown> }>('/api/config/getCommonConfig', undefined, {
      method: 'GET',
    });
    expect(status).toBe(0);
    const flags = Object.entries(data.config).filter(([key]) => key.startsWith('switch_'));
    expect(flags.map(([key]) => key).sort()).toEqual(
      [
        'switch_anchorroom',
        'switch_match_database',
        'switch_race_analysis',
        'switch_race_index',
        'switch_race_lineup',
        'switch_race_quiz_check',
        'switch_race_status',
        'switch_robotroom',
        'switch_room_anchor',
        'switch_room_chat',
        'switch_room_operate',
        'switch_room_rank',
        'switch_self_storage',
        'switch_shortvideo_check',
      ].sort(),
    );
    for (const [, value] of flags) expect(['0', '1']).toContain(value);
    expect(typeof data.config.room_video_play_sec).toBe('number');
    expect(typeof data.config.room_video_play_flogin_sec).toBe('number');
    for (const key of [
      'huawei_pull_hls_domain',
      'site_domain',
      'site_h5_share_url',
      'site_h5_domain',
      'im_sdkappid',
      'cos_bucket',
      'cos_region',
      'cos_folder_image',
    ])
      expect(data.config).toHaveProperty(key);
  });

  it('getDateMatch: the day around the clock has live, waiting and finished matches of both sports', async () => {
    const { data, status } = await server.call<{ list: Match[]; total: number }>('/api/race/getDateMatch', { date: '2026-06-01' });
    expect(status).toBe(0);
    expect(data.total).toBe(data.list.length);
    expect(new Set(data.list.map((m) => m.sport_id))).toEqual(new Set([1, 2]));
    expect(data.list.some(inPlay)).toBe(true);
    expect(data.list.some((m) => m.status === 1)).toBe(true);
    for (const match of data.list) {
      expect(Object.keys(match.hometeam).sort()).toEqual([
        'country_logo',
        'id',
        'logo',
        'name_en',
        'name_zh',
        'short_name_en',
        'short_name_zh',
      ]);
      expect(match.matchevent).toHaveProperty('short_name_zh');
    }
  });

  it('getDateMatch filters by sport and state', async () => {
    const football = await server.call<{ list: Match[] }>('/api/race/getDateMatch', { date: '2026-06-01', sport_id: 1, filter: 'inplay' });
    expect(football.data.list.length).toBeGreaterThan(0);
    expect(football.data.list.every((m) => m.sport_id === 1 && inPlay(m))).toBe(true);
    const past = await server.call<{ list: Match[] }>('/api/race/getDateMatch', { date: '2026-05-30', filter: 'finished' });
    expect(past.data.list.every((m) => m.status === (m.sport_id === 1 ? 8 : 10))).toBe(true);
    const hot = await server.call<{ list: Match[] }>('/api/race/getDateMatch', { date: '2026-06-01', tab: 'hot' });
    expect(hot.data.list.every((m) => m.hot === 1)).toBe(true);
  });

  it('follows the spec clock rule: in the second half, minutes since kickoff_time + 46', async () => {
    const { data } = await server.call<{ list: Match[] }>('/api/race/getDateMatch', { date: '2026-06-01', sport_id: 1, filter: 'inplay' });
    const now = Date.parse('2026-06-01T12:00:00Z') / 1000;
    for (const match of data.list.filter((m) => m.status === 2))
      expect(match.time).toBe(String(Math.floor((now - match.kickoff_time) / 60) + 1));
    for (const match of data.list.filter((m) => m.status === 4))
      expect(match.time).toBe(String(Math.floor((now - match.kickoff_time) / 60) + 46));
  });

  it.each([
    ['a malformed date', { date: '01/06/2026' }],
    ['an impossible date', { date: '2026-13-45' }],
    ['a missing date', {}],
    ['a wrong sport', { date: '2026-06-01', sport_id: 7 }],
    ['a wrong type', { date: '2026-06-01', sport_id: 'football' }],
    ['SQL-looking text', { date: "2026-06-01' or 1=1 --" }],
  ])('getDateMatch answers %s with status 1', async (_case, body) => {
    const answer = await server.call('/api/race/getDateMatch', body);
    expect(answer).toMatchObject({ status: 1, data: null });
    expect(answer.msg).toMatch(/^参数错误/);
  });

  it('getHomeData: hot and recommended matches of today, and the room lists', async () => {
    const { data, status } = await server.call<Record<string, unknown[]>>('/api/home/getHomeData');
    expect(status).toBe(0);
    for (const key of ['hot', 'rec_matchs', 'lives', 'anchorm_lives', 'rec_anchors', 'srec_lives'])
      expect(Array.isArray(data[key]), key).toBe(true);
    expect(data.rec_matchs.length).toBeGreaterThan(0);
    expect(data).toHaveProperty('announcement');
  });

  it('answers unknown paths, broken JSON and oversized bodies with the envelope and no stack', async () => {
    const missing = await server.call('/api/nothing/here');
    expect(missing).toMatchObject({ http: 404, status: 3, data: null });
    const broken = await fetch(`${server.url}/webapi/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"account": ',
    });
    expect(await broken.json()).toMatchObject({ status: 1, data: null });
    const huge = await fetch(`${server.url}/webapi/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'x'.repeat(300_000) }),
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ status: 1 });
  });

  it('refuses image bodies anywhere but the upload URL', async () => {
    const response = await fetch(`${server.url}/webapi/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: Buffer.alloc(4 * 1024 * 1024),
    });
    expect(((await response.json()) as { status: number }).status).toBe(1);
  });

  it('serves generated crests for leagues and teams', async () => {
    const response = await fetch(`${server.url}/static/logos/team/105.svg`);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(await response.text()).toContain('<svg');
  });
});
