import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { livePlaylist } from '../routes/rooms/stream-routes.ts';
import { seededPortuguese } from '../domain/rooms/room-catalogue.ts';
import { presentRoom, roomText, type RoomRow } from '../domain/rooms/rooms.ts';
import { backends, startTestServer, type TestServer } from './test-server.ts';

interface Room {
  liveid: number;
  anchorid: number;
  match_id: number;
  online: number;
  pull: { url: string; livestream_source: string }[];
}

describe.each(backends)('live API on $name', ({ databaseUrl }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
  });
  afterAll(() => server.close());

  it('lists rooms with anchors, audience and a pull stream per source', async () => {
    const { data, status } = await server.call<{ list: (Room & { nick_name: string })[] }>('/api/live/getRealLives', {});
    expect(status).toBe(0);
    expect(data.list.length).toBe(12);
    for (const room of data.list) {
      expect(room.nick_name).not.toBe('');
      expect(room.online).toBeGreaterThan(0);
      expect(room.pull[0].url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/live\/(hls|pull)\/\d+\.(flv|m3u8)$/);
    }
    expect(new Set(data.list.map((r) => r.pull[0].livestream_source))).toEqual(new Set(['default', 'xcdn', 'qq', 'robot']));
    const football = await server.call<{ list: Room[] }>('/api/live/getRealLives', { sport_id: 1 });
    expect(football.data.list.length).toBeGreaterThan(0);
    expect(football.data.list.length).toBeLessThan(12);
  });

  it('answers the live page of an anchor, with the match the room covers', async () => {
    const { data } = await server.call<{ list: Room[] }>('/api/live/getRealLives', {});
    const covering = data.list.find((r) => r.match_id !== 0)!;
    const page = await server.call<Room & { anchor: { id: number }; match: { id: number } | null }>('/webapi/live/getLivePageData', {
      anchorid: covering.anchorid,
    });
    expect(page.status).toBe(0);
    expect(page.data.anchor.id).toBe(covering.anchorid);
    expect(page.data.match?.id).toBe(covering.match_id);
    expect((await server.call('/webapi/live/getLivePageData', { anchorid: 999999 })).status).toBe(3);
    expect((await server.call('/webapi/live/getLivePageData', { anchorid: 'abc' })).status).toBe(1);
  });

  it('answers room chat, categories, no-match rooms and recommended anchors', async () => {
    const chat = await server.call<{ list: { content: string; type: string }[] }>('/api/live/getLiveChat', { liveid: 101 });
    expect(chat.data.list.length).toBe(6);
    expect(chat.data.list[0].type).toBe('RoomMessage');
    expect((await server.call('/api/live/getLiveChat', {})).status).toBe(1);
    const categories = await server.call<{ id: number }[]>('/webapi/live/getCategory', undefined, { method: 'GET' });
    expect(categories.data.map((c) => c.id)).toEqual([1, 2, 3]);
    const noMatch = await server.call<{ list: Room[] }>('/api/live/getNoMatchLiveList');
    expect(noMatch.data.list.every((r) => r.match_id === 0)).toBe(true);
    const anchors = await server.call<{ list: { id: number; room: Room }[] }>('/api/anchor/getRecAnchors', { sport_id: 0 });
    expect(anchors.data.list.length).toBe(8);
  });

  it('fills the home rooms', async () => {
    const { data } = await server.call<{
      lives: Room[];
      anchorm_lives: Room[];
      srec_lives: Room[];
      rec_anchors: unknown[];
      announcement: string;
    }>('/api/home/getHomeData');
    expect(data.lives.length).toBe(12);
    expect(data.anchorm_lives.every((r) => r.match_id !== 0)).toBe(true);
    expect(data.srec_lives.length).toBe(4);
    expect(data.announcement).not.toBe('');
  });

  it('answers seeded room titles and notices in Portuguese for lang=pt-br', async () => {
    type Titled = Room & { title: string; notice: string };
    const cn = await server.call<{ list: Titled[] }>('/api/live/getRealLives', {});
    const pt = await server.call<{ list: Titled[] }>('/api/live/getRealLives', {}, { query: { lang: 'pt-br' } });
    expect(pt.data.list.map((r) => r.title)).toEqual(cn.data.list.map((r) => roomText(r.title, 'pt-br')));
    expect(pt.data.list.every((r) => !/[\u4e00-\u9fff]/.test(r.title + r.notice))).toBe(true);
    const page = await server.call<Titled>(
      '/webapi/live/getLivePageData',
      { anchorid: pt.data.list[0].anchorid },
      { query: { lang: 'pt-br' } },
    );
    expect(page.data.title).toBe(pt.data.list[0].title);
  });

  it('plays a live HLS stream: a playlist that advances and segments that are MPEG-TS', async () => {
    const playlist = await fetch(`${server.url}/live/hls/101.m3u8`);
    expect(playlist.headers.get('content-type')).toContain('mpegurl');
    const text = await playlist.text();
    expect(text).toMatch(/^#EXTM3U/);
    expect(text).not.toContain('#EXT-X-ENDLIST');
    const segment = text.split('\n').find((line) => line.endsWith('.ts'))!;
    const body = Buffer.from(await (await fetch(`${server.url}/live/hls/${segment}`)).arrayBuffer());
    expect(body[0]).toBe(0x47);
    expect(body.length % 188).toBe(0);
  });
});

describe('live playlist', () => {
  const durations = (playlist: string) => [...playlist.matchAll(/#EXTINF:([\d.]+),/g)].map((m) => Number(m[1]));

  it('slides over the sample loop and marks each restart as a discontinuity', () => {
    const at = (seconds: number) => livePlaylist(seconds * 1000);
    expect(at(10)).toContain('#EXT-X-MEDIA-SEQUENCE:0');
    expect(at(10).match(/^segments\/.*$/gm)).toEqual(['segments/loop.ts', 'segments/loop.ts']);
    expect(at(10).match(/#EXT-X-DISCONTINUITY\n/g)).toHaveLength(1);
    expect(at(60)).toContain('#EXT-X-MEDIA-SEQUENCE:7');
    expect(at(60)).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:7');
    expect(at(60).match(/#EXT-X-DISCONTINUITY\n/g)).toHaveLength(3);
    expect(at(66)).toContain('#EXT-X-MEDIA-SEQUENCE:8');
  });

  it("counts segments from the server's start, so sequence numbers stay small for players", () => {
    const startedMs = Date.UTC(2026, 10, 22);
    expect(livePlaylist(startedMs + 60_000, startedMs)).toContain('#EXT-X-MEDIA-SEQUENCE:7');
    expect(livePlaylist(startedMs, startedMs)).toContain('#EXT-X-MEDIA-SEQUENCE:0');
  });

  it('lets a player that starts three segments from the live edge hold over 10 s ahead, in a window of 3 target durations', () => {
    // Chromium's native HLS starts three segments from the end and reloads the playlist without pause while it
    // holds less than 10 s ahead; between two new segments it holds at least two of them.
    const playlist = livePlaylist(3_600_000);
    const target = Number(/#EXT-X-TARGETDURATION:(\d+)/.exec(playlist)?.[1]);
    const listed = durations(playlist);
    expect(Math.min(...listed) * 2).toBeGreaterThan(10);
    expect(Math.max(...listed)).toBeLessThanOrEqual(target);
    expect(listed.reduce((sum, d) => sum + d, 0)).toBeGreaterThanOrEqual(3 * target);
  });
});

describe("room titles in the fan's language (spec 000 §7: lang=pt-br when the language is not cn)", () => {
  const chinese = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/;

  it('has Portuguese for every seeded title and the notice, with no Chinese left in it', () => {
    expect(seededPortuguese.size).toBeGreaterThan(5);
    for (const portuguese of seededPortuguese.values()) expect(portuguese).not.toMatch(chinese);
  });

  it('answers a seeded title in Portuguese for pt-br and as seeded for cn', () => {
    expect(roomText('今晚焦点战，一起看球！', 'pt-br')).toBe('Jogão hoje à noite: vem assistir com a gente!');
    expect(roomText('今晚焦点战，一起看球！', 'cn')).toBe('今晚焦点战，一起看球！');
  });

  it('answers a title the anchor typed as written, in every language', () => {
    expect(roomText('主播自己写的标题', 'pt-br')).toBe('主播自己写的标题');
  });

  it("presents a room's title and notice in the asked language, cn when none is given", () => {
    const row = {
      liveid: 101,
      anchor_id: 1,
      title: '深夜陪你看球',
      category_id: 1,
      sport_id: 1,
      match_id: null,
      cover: '',
      base_online: 100,
      stream_source: 'default',
      notice: '文明观赛，理性发言',
      nick_name: 'a',
      avatar: '',
      signature: '',
    } satisfies RoomRow;
    const now = new Date('2026-06-01T04:00:00Z');
    expect(presentRoom(row, now, 'http://x').title).toBe('深夜陪你看球');
    const portuguese = presentRoom(row, now, 'http://x', 'pt-br');
    expect(portuguese.title).not.toMatch(chinese);
    expect(portuguese.notice).not.toMatch(chinese);
  });
});
