import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordVideo, ShortVideo, VideoCategory, VideoCollection, VideoInfo } from '../../schema/generated/api.ts';
import { vodPlaylist } from '../routes/content/vod-routes.ts';
import { backends, startTestServer, type TestServer } from './test-server.ts';

type Page<T> = { list: T[]; total: number; page: number; size: number };

describe.each(backends)('video API on $name', ({ databaseUrl }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl, adminToken: 'video-admin' });
  });
  afterAll(() => server.close());

  async function signUp(account: string): Promise<string> {
    return (await server.call<{ token: string }>('/webapi/user/regist', { account, password: 'goal2026' })).data.token;
  }

  it('lists categories, and recorded videos of one category, newest first, page by page', async () => {
    const categories = await server.call<{ list: VideoCategory[] }>('/api/video/getCategories');
    expect(categories.data.list.map((c) => c.id)).toEqual([1, 2, 3, 4, 5]);
    const first = await server.call<Page<RecordVideo>>('/api/video/getVideoList', { category_id: 2, page: 1, size: 4 });
    expect(first.status).toBe(0);
    expect(first.data.total).toBe(10);
    expect(first.data.list).toHaveLength(4);
    expect(first.data.list.every((v) => v.category_id === 2)).toBe(true);
    const times = first.data.list.map((v) => v.published_at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const third = await server.call<Page<RecordVideo>>('/api/video/getVideoList', { category_id: 2, page: 3, size: 4 });
    expect(third.data.list).toHaveLength(2);
    expect(new Set([...first.data.list, ...third.data.list].map((v) => v.id)).size).toBe(6);
    const all = await server.call<Page<RecordVideo>>('/api/video/getVideoList', { page: 1, size: 50 });
    expect(all.data.total).toBe(50);
    expect(all.data.list[0].play_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/vod\/hls\/\d+\.m3u8$/);
  });

  it('answers a video with its collection and related videos, counting the play', async () => {
    const { data: list } = await server.call<Page<RecordVideo>>('/api/video/getVideoList', { page: 1, size: 50 });
    const inCollection = list.list.find((v) => v.collection_id !== 0)!;
    const info = await server.call<VideoInfo>('/api/video/getVideoInfo', { id: inCollection.id });
    expect(info.status).toBe(0);
    expect(info.data.video.id).toBe(inCollection.id);
    expect(info.data.video.views).toBe(inCollection.views + 1);
    expect(info.data.collection?.id).toBe(inCollection.collection_id);
    expect(info.data.related.length).toBeGreaterThan(0);
    expect(info.data.related.length).toBeLessThanOrEqual(8);
    expect(info.data.related.map((v) => v.id)).not.toContain(inCollection.id);
    // The rest of its collection comes first.
    expect(info.data.related[0].collection_id).toBe(inCollection.collection_id);
  });

  it('answers a collection in its own order', async () => {
    const { data } = await server.call<{ collection: VideoCollection; list: RecordVideo[] }>('/api/video/getCollection', { id: 2 });
    expect(data.collection.title).not.toBe('');
    expect(data.list.length).toBe(data.collection.count);
    expect(data.list.every((v) => v.collection_id === 2)).toBe(true);
    const collections = await server.call<{ list: VideoCollection[] }>('/api/video/getCollections', { category_id: 5 });
    expect(collections.data.list.map((c) => c.id)).toEqual([7, 8]);
  });

  it('pages the short-video feed from a start video', async () => {
    const head = await server.call<Page<ShortVideo>>('/api/video/getShortVideoList', { page: 1, size: 5 });
    expect(head.data.total).toBe(36);
    expect(head.data.list[0].play_url).toMatch(/\/vod\/short\/\d+\.m3u8$/);
    const start = head.data.list[2];
    const from = await server.call<Page<ShortVideo>>('/api/video/getShortVideoList', { start_id: start.id, page: 1, size: 3 });
    expect(from.data.list.map((v) => v.id)).toEqual([start.id, head.data.list[3].id, head.data.list[4].id]);
    expect(from.data.total).toBe(34);
    const one = await server.call<ShortVideo>('/api/video/getShortVideo', { id: start.id });
    expect(one.data.title).toBe(start.title);
  });

  it('refuses unknown ids and malformed input with a readable message', async () => {
    for (const [path, body] of [
      ['/api/video/getVideoInfo', { id: 99999 }],
      ['/api/video/getShortVideo', { id: 5 }],
      ['/api/video/getShortVideoList', { start_id: 3 }],
    ] as const) {
      const answer = await server.call(path, body);
      expect(answer.status).toBe(3);
      expect(answer.msg).toBe('视频不存在');
    }
    // A short video is not a recorded one, and the other way round.
    expect((await server.call('/api/video/getVideoInfo', { id: 1001 })).status).toBe(3);
    expect((await server.call('/api/video/getCollection', { id: 99 })).msg).toBe('合集不存在');
    expect((await server.call('/api/video/getVideoInfo', { id: 'abc' })).status).toBe(1);
    expect((await server.call('/api/video/getVideoList', { page: 0 })).status).toBe(1);
    expect((await server.call('/api/video/like', { id: 1, type: 2 })).status).toBe(1);
  });

  it("asks a guest to log in to like; a fan's like is counted once and can be taken back", async () => {
    const guest = await server.call('/api/video/like', { id: 1, type: 1 });
    expect(guest.status).toBe(2);
    expect(guest.msg).toContain('登录超时');
    const token = await signUp('video_fan1');
    const before = (await server.call<VideoInfo>('/api/video/getVideoInfo', { id: 1 }, { query: { token } })).data.video;
    expect(before.liked).toBe(0);
    for (let n = 0; n < 2; n++) {
      const liked = await server.call<{ liked: number; likes: number }>('/api/video/like', { id: 1, type: 1 }, { query: { token } });
      expect(liked.data).toEqual({ liked: 1, likes: before.likes + 1 });
    }
    const after = (await server.call<VideoInfo>('/api/video/getVideoInfo', { id: 1 }, { query: { token } })).data.video;
    expect(after).toMatchObject({ liked: 1, likes: before.likes + 1 });
    // Another fan sees the count, not the mark.
    expect((await server.call<VideoInfo>('/api/video/getVideoInfo', { id: 1 })).data.video).toMatchObject({
      liked: 0,
      likes: before.likes + 1,
    });
    expect((await server.call<{ liked: number; likes: number }>('/api/video/like', { id: 1, type: 0 }, { query: { token } })).data).toEqual(
      { liked: 0, likes: before.likes },
    );
    const short = await server.call<{ liked: number }>('/api/video/like', { id: 1001, type: 1 }, { query: { token } });
    expect(short.data.liked).toBe(1);
    expect((await server.call('/api/video/like', { id: 99999, type: 1 }, { query: { token } })).status).toBe(3);
  });

  it('plays each video as a finished HLS playlist as long as the video', async () => {
    const { data } = await server.call<VideoInfo>('/api/video/getVideoInfo', { id: 3 });
    const text = await (await fetch(data.video.play_url)).text();
    expect(text).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(text.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
    const seconds = [...text.matchAll(/#EXTINF:([\d.]+),/g)].reduce((sum, m) => sum + Number(m[1]), 0);
    expect(seconds).toBe(data.video.duration);
    const short = await server.call<ShortVideo>('/api/video/getShortVideo', { id: 1001 });
    const vertical = await (await fetch(short.data.play_url)).text();
    const segment = vertical.split('\n').find((line) => line.endsWith('.ts'))!;
    const body = Buffer.from(await (await fetch(`${server.url}${segment}`)).arrayBuffer());
    expect(body[0]).toBe(0x47);
    expect((await fetch(`${server.url}/vod/hls/1001.m3u8`)).status).toBe(404);
    const cover = await fetch(`${server.url}${data.video.cover}`);
    expect(cover.headers.get('content-type')).toContain('svg');
  });

  it('lets the admin retitle a video, and no one else', async () => {
    const markup = '<img src=x onerror=window.__xss=1>';
    const refused = await fetch(`${server.url}/admin/video/edit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 2, title: markup }),
    });
    expect(((await refused.json()) as { status: number }).status).toBe(4);
    const done = await fetch(`${server.url}/admin/video/edit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': 'video-admin' },
      body: JSON.stringify({ id: 2, title: markup }),
    });
    expect(((await done.json()) as { status: number }).status).toBe(0);
    expect((await server.call<VideoInfo>('/api/video/getVideoInfo', { id: 2 })).data.video.title).toBe(markup);
  });
});

describe('VOD playlist', () => {
  it('covers the duration in two-second segments, marks each wrap, and ends', () => {
    const text = vodPlaylist(14, '/seg');
    expect(text.match(/#EXTINF/g)).toHaveLength(7);
    expect(text.match(/#EXT-X-DISCONTINUITY\n/g)).toHaveLength(2);
    expect(text).toContain('/seg/segment-0.ts');
    expect(text.trimEnd().split('\n').at(-1)).toBe('#EXT-X-ENDLIST');
  });
});
