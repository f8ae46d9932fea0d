import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, fixedNow, startTestServer, type TestServer } from './test-server.ts';

type NewsSummary = { id: number; category: string; title: string; time: number; league_id: number | null; match_id: number | null };
type Activity = { id: number; status: number; start_time: number; end_time: number; match_id: number | null };
const nowSeconds = Date.parse(fixedNow) / 1000;

function expectCleanFailure(answer: { status: number; msg: string; data: unknown }, status: number) {
  expect(answer.status).toBe(status);
  expect(answer.data).toBeNull();
  expect(answer.msg).not.toMatch(/\bat \w|\.ts\b|select |stack|Error/);
}

describe.each(backends)('news and activities API on $name', ({ databaseUrl }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
  });
  afterAll(() => server.close());

  it('lists published news newest first, by category and page; scheduled items stay hidden', async () => {
    const all = await server.call<{ list: NewsSummary[]; total: number }>('/api/news/getNewsList', { page: 1, size: 50 });
    expect(all.data.total).toBe(all.data.list.length);
    expect(all.data.total).toBeGreaterThan(8);
    expect(all.data.list.every((n) => n.time <= nowSeconds)).toBe(true);
    expect(all.data.list.every((n, i, list) => i === 0 || list[i - 1].time >= n.time)).toBe(true);
    const [{ hidden }] = await server.db.query<{ hidden: number }>('select count(*)::int as hidden from news where published_at > $1', [
      fixedNow,
    ]);
    expect(hidden).toBe(2);
    const football = await server.call<{ list: NewsSummary[]; total: number }>('/api/news/getNewsList', {
      category: 'football',
      page: 1,
      size: 2,
    });
    expect(football.data.list.every((n) => n.category === 'football')).toBe(true);
    const page2 = await server.call<{ list: NewsSummary[] }>('/api/news/getNewsList', { category: 'football', page: 2, size: 2 });
    expect(page2.data.list.map((n) => n.id)).not.toEqual(football.data.list.map((n) => n.id));
  });

  it('shows one item as plain paragraphs with its league and match', async () => {
    const list = (await server.call<{ list: NewsSummary[] }>('/api/news/getNewsList', { page: 1, size: 50 })).data.list;
    const preview = list.find((n) => n.match_id !== null)!;
    const detail = await server.call<{ body: string[]; league: { id: number }; match: { id: number } }>('/api/news/getNewsInfo', {
      id: preview.id,
    });
    expect(detail.data.body.length).toBeGreaterThan(1);
    expect(detail.data.body.join('')).not.toMatch(/<[a-z]/i);
    expect(detail.data.league.id).toBe(preview.league_id);
    expect(detail.data.match.id).toBe(preview.match_id);
    const general = list.find((n) => n.category === 'general')!;
    expect((await server.call<{ match: null; league: null }>('/api/news/getNewsInfo', { id: general.id })).data).toMatchObject({
      match: null,
      league: null,
    });
    const [scheduled] = await server.db.query<{ id: number }>('select id from news where published_at > $1 limit 1', [fixedNow]);
    expectCleanFailure(await server.call('/api/news/getNewsInfo', { id: scheduled.id }), 3);
    expectCleanFailure(await server.call('/api/news/getNewsInfo', { id: 12345 }), 3);
  });

  it('lists activities in every status of spec 000 §4, derived from the clock, and filters by status', async () => {
    const all = await server.call<{ list: Activity[]; total: number }>('/api/activity/getActivityList', {});
    expect(new Set(all.data.list.map((a) => a.status))).toEqual(new Set([0, 1, 2, 3, 4]));
    expect(all.data.list[0].status).toBe(4);
    for (const a of all.data.list) {
      if (a.status === 1) expect(a.start_time).toBeGreaterThan(nowSeconds);
      if (a.status === 4) expect(a.start_time <= nowSeconds && nowSeconds < a.end_time).toBe(true);
      if (a.status === 2) expect(a.end_time).toBeLessThanOrEqual(nowSeconds);
    }
    const inplay = await server.call<{ list: Activity[]; total: number }>('/api/activity/getActivityList', { status: 4 });
    expect(inplay.data.total).toBe(2);
    expect(inplay.data.list.every((a) => a.status === 4)).toBe(true);
    const linked = all.data.list.find((a) => a.status === 4 && a.match_id !== null)!;
    const detail = await server.call<{ body: string[]; match: { id: number } }>('/api/activity/getActivityInfo', { id: linked.id });
    expect(detail.data.match.id).toBe(linked.match_id);
    expect(detail.data.body.length).toBeGreaterThan(0);
    expectCleanFailure(await server.call('/api/activity/getActivityInfo', { id: 999 }), 3);
    const cover = await fetch(`${server.url}/static/pictures/activity/${linked.id}.svg`);
    expect(cover.headers.get('content-type')).toContain('image/svg+xml');
    expect((await fetch(`${server.url}/static/pictures/avatar/1.svg`)).status).toBe(404);
  });

  it('answers bad input with status 1: wrong type, missing field, oversized text, SQL-looking text', async () => {
    const bad: [string, unknown][] = [
      ['/api/news/getNewsList', { page: '1', size: 10 }],
      ['/api/news/getNewsList', { category: "general' or '1'='1", page: 1, size: 10 }],
      ['/api/news/getNewsList', { category: 'x'.repeat(10_000), page: 1, size: 10 }],
      ['/api/news/getNewsInfo', {}],
      ['/api/news/getNewsInfo', { id: '1 or 1=1' }],
      ['/api/activity/getActivityList', { status: 9 }],
      ['/api/activity/getActivityList', { status: '1; drop table activities' }],
      ['/api/activity/getActivityInfo', {}],
      ['/api/activity/getActivityInfo', { id: 1.5 }],
    ];
    for (const [path, body] of bad) expectCleanFailure(await server.call(path, body), 1);
    expect((await server.call<{ total: number }>('/api/activity/getActivityList', {})).data.total).toBe(6);
  });
});
