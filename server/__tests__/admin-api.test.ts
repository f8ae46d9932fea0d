import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.ts';

const adminToken = 'qa-secret-token';

async function admin(server: TestServer, path: string, body: unknown, token = adminToken) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-token': token },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { data: never; msg: string; status: number };
}

describe('admin API', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ adminToken });
  });
  afterAll(() => server.close());

  it('guards every admin call however the path is spelled', async () => {
    // A code exists, so a call that got past the guard would answer it with status 0.
    await server.db.query(
      "insert into sms_codes (mobile, code, purpose, expires_at) values ('13800000001', '123456', 'login', now() + interval '10 minutes')",
    );
    for (const path of [
      '/admin/sms/last?mobile=13800000001',
      '/%61dmin/sms/last?mobile=13800000001',
      '/admin/%73ms/last?mobile=13800000001',
      '/ADMIN/sms/last?mobile=13800000001',
    ]) {
      const answer = (await (await fetch(`${server.url}${path}`)).json()) as { status: number; data: unknown };
      expect(answer.data, path).toBeNull();
      expect([3, 4], path).toContain(answer.status);
    }
  });

  it('refuses a wrong or missing token', async () => {
    expect(await admin(server, '/admin/site/config', { switch_room_chat: '0' }, 'wrong')).toMatchObject({ status: 4, data: null });
    expect(await admin(server, '/admin/site/config', { switch_room_chat: '0' }, '')).toMatchObject({ status: 4 });
  });

  it('sets switch flags that getCommonConfig then answers', async () => {
    expect((await admin(server, '/admin/site/config', { switch_room_chat: '0', room_video_play_flogin_sec: 30 })).status).toBe(0);
    const { data } = await server.call<{ config: Record<string, unknown> }>('/api/config/getCommonConfig', undefined, { method: 'GET' });
    expect(data.config).toMatchObject({ switch_room_chat: '0', room_video_play_flogin_sec: 30, switch_room_anchor: '1' });
    expect((await admin(server, '/admin/site/config', { switch_room_chat: 'yes' })).status).toBe(1);
    expect((await admin(server, '/admin/site/config', { not_a_flag: '1' })).status).toBe(1);
  });

  it('ends a session, so the next call answers 登录超时', async () => {
    const { data } = await server.call<{ token: string }>('/webapi/user/regist', { account: 'fan_admin', password: 'goal2026' });
    expect((await admin(server, '/admin/session/expire', { token: data.token })).status).toBe(0);
    const answer = await server.call('/webapi/User/getUserInfo', {}, { query: { token: data.token } });
    expect(answer.status).toBe(2);
    expect(answer.msg).toContain('登录超时');
  });

  it('adds a live match and a goal that getDateMatch shows at once', async () => {
    const kickoff = Date.parse('2026-06-01T11:30:00Z') / 1000;
    // Read the day first, so the answer below proves the admin write cleared the cached read.
    const before = await server.call<{ total: number }>('/api/race/getDateMatch', { date: '2026-06-01' });
    const created = await admin(server, '/admin/match', {
      league_id: 1,
      home_team_id: 101,
      away_team_id: 102,
      kickoff_time: kickoff,
      hot: true,
    });
    expect(created.status).toBe(0);
    const id = (created.data as { id: number }).id;
    expect((await admin(server, '/admin/match/event', { match_id: id, side: 'away', player: 'Silva' })).status).toBe(0);
    const { data } = await server.call<{ list: { id: number; status: number; time: string; home_score: number; away_score: number }[] }>(
      '/api/race/getDateMatch',
      { date: '2026-06-01' },
    );
    expect(data.list.find((m) => m.id === id)).toMatchObject({ status: 2, time: '31', home_score: 0, away_score: 1 });
    expect(data.list.length).toBe(before.data.total + 1);
    expect(
      (await admin(server, '/admin/match', { league_id: 1, home_team_id: 101, away_team_id: 801, kickoff_time: kickoff })).status,
    ).toBe(1);
  });

  it('posts a room message that getLiveChat then lists, kept as plain text', async () => {
    const hostile = '<script>alert(1)</script>';
    expect((await admin(server, '/admin/room/message', { liveid: 101, content: hostile, nick_name: 'QA' })).status).toBe(0);
    const chat = await server.call<{ list: { nick_name: string; content: string; type: string }[] }>('/api/live/getLiveChat', {
      liveid: 101,
    });
    expect(chat.data.list.at(-1)).toMatchObject({ nick_name: 'QA', content: hostile, type: 'RoomMessage' });
    expect((await admin(server, '/admin/room/message', { liveid: 9999, content: 'x' })).status).toBe(3);
  });
});
