import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.ts';

/** A Chinese character (CJK unified ideographs and their extension A). */
const chinese = /[\u3400-\u9fff]/;

interface Titled {
  title: string;
}

/** What a fan reads first of a site's demo content: news, recorded and short videos, collections, room chat, anchors. */
async function demoTexts(server: TestServer, lang: string): Promise<Record<string, string[]>> {
  const query = { lang };
  const news = await server.call<{ list: (Titled & { summary: string })[] }>('/api/news/getNewsList', { page: 1, size: 50 }, { query });
  const videos = await server.call<{ list: Titled[] }>('/api/video/getVideoList', { page: 1, size: 50 }, { query });
  const shorts = await server.call<{ list: Titled[] }>('/api/video/getShortVideoList', { page: 1, size: 30 }, { query });
  const collections = await server.call<{ list: (Titled & { description: string })[] }>('/api/video/getCollections', {}, { query });
  const chat = await server.call<{ list: { content: string; nick_name: string }[] }>('/api/live/getLiveChat', { liveid: 101 }, { query });
  const anchors = await server.call<{ list: { nick_name: string }[] }>('/api/anchor/getRecAnchors', { sport_id: 0 }, { query });
  return {
    news: news.data.list.flatMap((n) => [n.title, n.summary]),
    videos: [...videos.data.list, ...shorts.data.list].map((v) => v.title),
    collections: collections.data.list.flatMap((c) => [c.title, c.description]),
    chat: chat.data.list.flatMap((m) => [m.content, m.nick_name]),
    anchors: anchors.data.list.map((a) => a.nick_name),
  };
}

/** The demo seed writes in the site's language (docs/decisions.md "Demo content in the site's language"). */
describe("the demo seed in the site's language", () => {
  let portuguese: TestServer;
  let chineseSite: TestServer;
  beforeAll(async () => {
    portuguese = await startTestServer({ site: 'pq8sp', language: 'pt-br' });
    chineseSite = await startTestServer();
  });
  afterAll(async () => {
    await portuguese?.close();
    await chineseSite?.close();
  });

  it('gives a Portuguese site Portuguese news, videos, room chat and anchors, with the teams as its fans name them', async () => {
    const texts = await demoTexts(portuguese, 'pt-br');
    for (const [what, list] of Object.entries(texts)) {
      expect(list.length, what).toBeGreaterThan(0);
      expect(
        list.filter((text) => chinese.test(text)),
        what,
      ).toEqual([]);
    }
    // A match preview names the teams in Latin script and reads as Portuguese.
    expect(texts.news.some((text) => / x | recebe o | vence o /.test(text))).toBe(true);
  });

  it('keeps the Chinese site as it was', async () => {
    const texts = await demoTexts(chineseSite, 'cn');
    for (const what of ['news', 'collections', 'chat', 'anchors'])
      expect(
        texts[what].some((text) => chinese.test(text)),
        what,
      ).toBe(true);
    expect(texts.news.some((text) => text.includes('对阵') || text.includes('焦点战') || text.includes('迎战'))).toBe(true);
  });
});
