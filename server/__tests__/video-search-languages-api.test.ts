import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPost, startTestServer, type TestServer } from './test-server.ts';

/** A Chinese character (CJK unified ideographs and their extension A). */
const chinese = /[\u3400-\u9fff]/;

interface Video {
  id: number;
  title: string;
}

/**
 * Searching videos matches the title a fan reads in their language, its translation or else the row's own, and answers
 * it in that language (docs/decisions.md "Demo content in each language a site speaks"). qutu writes Chinese and
 * offers Portuguese too.
 */
describe('searching videos in the language a fan reads', () => {
  let server: TestServer;
  const search = async (lang: string, keyword: string) =>
    (await server.call<{ list: Video[]; total: number }>('/webapi/search/videos', { keyword, page: 1, size: 50 }, { query: { lang } }))
      .data;
  const videosIn = async (lang: string) =>
    (await server.call<{ list: Video[] }>('/api/video/getVideoList', { page: 1, size: 50 }, { query: { lang } })).data.list;

  beforeAll(async () => {
    server = await startTestServer({ adminToken: 'qa-video-search' });
  });
  afterAll(() => server?.close());

  it('finds a video by a Portuguese word in pt-br and by a Chinese one in cn, with one id and the reader’s title', async () => {
    const [pt, cn] = [await videosIn('pt-br'), await videosIn('cn')];
    const cnTitles = cn.map((v) => v.title.toLowerCase());
    // A Portuguese word of a title that no Chinese title holds, and its video.
    const [video, word] =
      pt
        .flatMap((v) => v.title.split(/[\s:,.!?]+/).map((w) => [v, w] as const))
        .find(([, w]) => w.length >= 5 && !cnTitles.some((t) => t.includes(w.toLowerCase()))) ?? [];
    if (!video || !word) throw new Error('the demo has no Portuguese-only word in its video titles');
    const chineseTitle = cn.find((v) => v.id === video.id)?.title ?? '';
    expect(chineseTitle).toMatch(chinese);

    const foundInPortuguese = await search('pt-br', word.toUpperCase());
    expect(foundInPortuguese.list.find((v) => v.id === video.id)?.title).toBe(video.title);
    expect(foundInPortuguese.total).toBe(foundInPortuguese.list.length);
    for (const found of foundInPortuguese.list) {
      expect(found.title.toLowerCase()).toContain(word.toLowerCase());
      expect(found.title).not.toMatch(chinese);
    }
    expect((await search('cn', word)).list).toEqual([]);

    const chineseWord = [...chineseTitle]
      .filter((c) => chinese.test(c))
      .slice(0, 2)
      .join('');
    const foundInChinese = await search('cn', chineseWord);
    expect(foundInChinese.list.find((v) => v.id === video.id)?.title).toBe(chineseTitle);
    for (const found of foundInChinese.list) expect(found.title).toContain(chineseWord);
    expect((await search('pt-br', chineseWord)).list).toEqual([]);

    // The grouped search answers the same videos, at most five.
    const multiple = await server.call<{ videos: Video[] }>('/webapi/search/multiple', { keyword: word }, { query: { lang: 'pt-br' } });
    expect(multiple.data.videos.map((v) => v.id)).toEqual(foundInPortuguese.list.slice(0, 5).map((v) => v.id));
  });

  it("finds a video without a translation by the row's own title in every language, and treats % as a character", async () => {
    const [video] = await videosIn('cn');
    expect((await adminPost(server, '/admin/video/edit', { id: video.id, title: 'Golaço 100% renomeado' })).status).toBe(0);
    for (const lang of ['cn', 'pt-br']) {
      const found = await search(lang, 'golaço 100%');
      expect(
        found.list.map((v) => [v.id, v.title]),
        lang,
      ).toEqual([[video.id, 'Golaço 100% renomeado']]);
    }
    expect((await search('pt-br', '0% r')).list.map((v) => v.id)).toEqual([video.id]);
    expect((await search('pt-br', '%')).list.map((v) => v.id)).toEqual([video.id]);
  });
});
