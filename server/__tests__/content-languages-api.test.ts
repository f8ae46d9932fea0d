import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPost, startTestServer, type TestServer } from './test-server.ts';

/** A Chinese character (CJK unified ideographs and their extension A). */
const chinese = /[\u3400-\u9fff]/;
/** Words only the Portuguese demo's news and collections use. */
const portuguese = / x | recebe o | vence o |janela de transferências|Preparação física|De olho na base|Novas regras/;

interface Item {
  id: number;
  title: string;
}

/** What a fan reads of the demo's news, videos and collections, in `lang` (or with no `lang` when undefined). */
async function readIn(server: TestServer, lang: string | undefined) {
  const query: Record<string, string> = lang ? { lang } : {};
  const news = await server.call<{ list: (Item & { summary: string })[] }>('/api/news/getNewsList', { page: 1, size: 50 }, { query });
  const first = news.data.list[0];
  const item = await server.call<Item & { body: string[] }>('/api/news/getNewsInfo', { id: first.id }, { query });
  const videos = await server.call<{ list: Item[] }>('/api/video/getVideoList', { page: 1, size: 50 }, { query });
  const shorts = await server.call<{ list: Item[] }>('/api/video/getShortVideoList', { page: 1, size: 30 }, { query });
  const collections = await server.call<{ list: (Item & { description: string })[] }>('/api/video/getCollections', {}, { query });
  const page = await server.call<{ video: Item; related: Item[] }>('/api/video/getVideoInfo', { id: videos.data.list[0].id }, { query });
  return {
    news: news.data.list,
    item: item.data,
    videos: videos.data.list,
    shorts: shorts.data.list,
    collections: collections.data.list,
    page: page.data,
    texts: {
      news: news.data.list.flatMap((n) => [n.title, n.summary]),
      item: [item.data.title, ...item.data.body],
      videos: [...videos.data.list, ...shorts.data.list, page.data.video, ...page.data.related].map((v) => v.title),
      collections: collections.data.list.flatMap((c) => [c.title, c.description]),
    },
  };
}

const withChinese = (list: string[]) => list.filter((text) => chinese.test(text));

/**
 * A site offers both languages by default (`locales.available`): its demo news, videos and collections are read in
 * the language the fan chose (docs/decisions.md "Demo content in each language a site speaks").
 */
describe('the demo content in each language a site speaks', () => {
  let chineseFirst: TestServer;
  let portugueseFirst: TestServer;
  beforeAll(async () => {
    chineseFirst = await startTestServer({ adminToken: 'qa-languages' });
    portugueseFirst = await startTestServer({ site: 'pq8sp', language: 'pt-br' });
  });
  afterAll(async () => {
    await chineseFirst?.close();
    await portugueseFirst?.close();
  });

  it('answers a Chinese site in Portuguese to a fan who reads Portuguese, and in Chinese to the others', async () => {
    const cn = await readIn(chineseFirst, 'cn');
    const pt = await readIn(chineseFirst, 'pt-br');
    for (const [what, list] of Object.entries(pt.texts)) {
      expect(list.length, what).toBeGreaterThan(0);
      expect(withChinese(list), what).toEqual([]);
    }
    expect(pt.texts.news.some((text) => portuguese.test(text))).toBe(true);
    for (const what of ['news', 'item', 'collections'] as const) expect(withChinese(cn.texts[what]).length, what).toBeGreaterThan(0);
    // The same items in both languages: the ids, order and covers are one list, only the words change.
    expect(pt.news.map((n) => n.id)).toEqual(cn.news.map((n) => n.id));
    expect(pt.videos.map((v) => v.id)).toEqual(cn.videos.map((v) => v.id));
    expect(pt.shorts.map((v) => v.id)).toEqual(cn.shorts.map((v) => v.id));
    expect(pt.collections.map((c) => c.id)).toEqual(cn.collections.map((c) => c.id));
    expect(pt.item.id).toBe(cn.item.id);
    expect(pt.item.title).not.toBe(cn.item.title);
  });

  it('answers a Portuguese site in Chinese to a fan who reads Chinese, and in Portuguese without a language', async () => {
    const cn = await readIn(portugueseFirst, 'cn');
    const unnamed = await readIn(portugueseFirst, undefined);
    expect(withChinese(cn.texts.news).length).toBeGreaterThan(0);
    expect(withChinese(cn.texts.collections).length).toBeGreaterThan(0);
    for (const [what, list] of Object.entries(unnamed.texts)) expect(withChinese(list), what).toEqual([]);
    expect(unnamed.news.map((n) => n.id)).toEqual(cn.news.map((n) => n.id));
  });

  it("gives an operator's new title to every language", async () => {
    const before = await readIn(chineseFirst, 'pt-br');
    const video = before.videos[1];
    const renamed = await adminPost(chineseFirst, '/admin/video/edit', { id: video.id, title: 'Clássico renomeado 重命名' });
    expect(renamed.status).toBe(0);
    for (const lang of ['cn', 'pt-br']) {
      const { data } = await chineseFirst.call<{ video: Item }>('/api/video/getVideoInfo', { id: video.id }, { query: { lang } });
      expect(data.video.title, lang).toBe('Clássico renomeado 重命名');
    }
  });
});
