import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, fixedNow, startTestServer, type TestServer } from './test-server.ts';

/**
 * Issue 22 item 2: the reference server puts the answers to a landing page's first requests into its HTML, as the API
 * gives them, escaped so that no name can end the script; a failing request serves the page as built.
 */

const entry = '<script type="module" crossorigin src="/m/assets/index-test.js"></script>';
const page = (name: string, lang: string) =>
  `<!doctype html><html><head><meta charset="utf-8" />${entry}</head><body><div id="root" data-prerendered="${lang}">${name}</div></body></html>`;

/** A built site: /score prerendered in Chinese, /live in Portuguese (a site's routes share a language; the test mixes them). */
function siteFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sideline-first-answers-'));
  writeFileSync(join(dir, 'index.html'), page('app', 'cn'));
  writeFileSync(join(dir, 'score.html'), page('score', 'cn'));
  writeFileSync(join(dir, 'live.html'), page('live', 'pt-br'));
  const prerendered = [
    { path: '/score', file: 'score.html', lang: 'cn' },
    { path: '/live', file: 'live.html', lang: 'pt-br' },
  ];
  writeFileSync(join(dir, 'build-report.json'), JSON.stringify({ html: { prerendered } }));
  return dir;
}

interface Served {
  at: number;
  lang: string;
  answers: { path: string; body: unknown; personal: boolean; everyLang?: boolean; data: unknown }[];
}

const configPath = '/api/config/getCommonConfig';

/** The server config's answer as a page carries it: the same for every fan and in every language. */
async function configAnswer(server: TestServer) {
  const config = await server.call(configPath, {}, { method: 'GET' });
  return { path: configPath, body: {}, personal: false, everyLang: true, data: config.data };
}

/** The page's HTML and the answers in it, read as the browser reads them: the script's text up to its first end tag. */
async function open(server: TestServer, path: string): Promise<{ html: string; served: Served | null }> {
  const response = await fetch(`${server.url}/m${path}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const text = /<script type="application\/json" id="sideline-first-answers">(.*?)<\/script>/s.exec(html)?.[1];
  return { html, served: text ? (JSON.parse(text) as Served) : null };
}

// 20:00 in China on the test clock's day: the day /score opens on.
const today = '2026-06-01';
const hostile = '</script><script>window.owned=1</script><!--\u2028\u2029&amp;';

for (const backend of backends) {
  describe(`landing pages with their first answers (${backend.name})`, () => {
    let server: TestServer;
    let dir: string;
    beforeAll(async () => {
      dir = siteFolder();
      server = await startTestServer({ databaseUrl: backend.databaseUrl, siteDir: dir });
    });
    afterAll(async () => {
      await server.close();
      rmSync(dir, { recursive: true });
    });

    it("/m/score holds today's matches exactly as the API answers them, a hostile team name staying inside the JSON", async () => {
      const question = { date: today, sport_id: 0, tab: 'all', filter: 'all' };
      await server.db.query(
        'update teams set name_zh = $1, short_name_zh = $1 where id = (select home_team_id from matches where kickoff_time >= $2 order by kickoff_time limit 1)',
        [hostile, '2026-05-31T16:00:00Z'],
      );
      // Matches are read through the server's read cache, which a write through the API would clear.
      server.context.cache.clear();

      const { html, served } = await open(server, '/score');
      const api = await server.call('/api/race/getDateMatch', question, { query: { lang: 'cn' } });
      expect(JSON.stringify(api.data)).toContain('window.owned');
      expect(served).toEqual({
        at: new Date(fixedNow).getTime(),
        lang: 'cn',
        answers: [{ path: '/api/race/getDateMatch', body: question, personal: true, data: api.data }, await configAnswer(server)],
      });
      // The name is in the page only as escaped JSON: no tag, comment or raw line separator of it reached the HTML.
      expect(html).not.toContain('<script>window.owned');
      expect(html).not.toContain('<!--');
      expect(html).not.toMatch(/[\u2028\u2029]/);
      // Before the app's entry script, which reads it.
      expect(html.indexOf('sideline-first-answers')).toBeLessThan(html.indexOf(entry));
    });

    it('/m/live holds the categories and the rooms in its language, and preloads the first cover at high priority', async () => {
      const { html, served } = await open(server, '/live');
      const categories = await server.call('/webapi/live/getCategory', {}, { method: 'GET', query: { lang: 'pt-br' } });
      const rooms = await server.call<{ list: { cover: string }[] }>('/api/live/getRealLives', {}, { query: { lang: 'pt-br' } });
      expect(served?.lang).toBe('pt-br');
      expect(served?.answers).toEqual([
        { path: '/webapi/live/getCategory', body: {}, personal: false, data: categories.data },
        { path: '/api/live/getRealLives', body: {}, personal: false, data: rooms.data },
        await configAnswer(server),
      ]);
      expect(rooms.data.list.length).toBeGreaterThan(0);
      expect(html).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${rooms.data.list[0].cover}" />`);
    });

    it('a failing request serves the page as built, without answers, never an error page; other routes keep theirs', async () => {
      await server.db.exec('alter table matches rename to matches_away');
      server.context.cache.clear();
      try {
        const { html, served } = await open(server, '/score');
        expect(served).toBeNull();
        expect(html).toBe(page('score', 'cn'));
        expect((await open(server, '/live')).served?.answers).toHaveLength(3);
      } finally {
        await server.db.exec('alter table matches_away rename to matches');
      }
      expect((await open(server, '/score')).served).not.toBeNull();
    });

    it("/m/c2c, a chat route the build did not prerender, is the app's page with the server config, a hostile value staying inside the JSON", async () => {
      const [site] = await server.db.query<{ config: Record<string, unknown> }>('select config from sites where code = $1', [
        server.context.site,
      ]);
      await server.db.query('update sites set config = config || $1::jsonb where code = $2', [
        JSON.stringify({ service_notice: hostile }),
        server.context.site,
      ]);
      try {
        const { html, served } = await open(server, '/c2c');
        expect(served).toEqual({ at: new Date(fixedNow).getTime(), lang: 'cn', answers: [await configAnswer(server)] });
        expect((served?.answers[0]?.data as { config: Record<string, unknown> }).config.service_notice).toBe(hostile);
        expect(html).not.toContain('<script>window.owned');
        expect(html).not.toContain('<!--');
        expect(html).not.toMatch(/[\u2028\u2029]/);
        // The app's page as built around it, the config before the entry script that reads it.
        expect(html.replace(/<script type="application\/json" id="sideline-first-answers">.*?<\/script>\n {4}/s, '')).toBe(
          page('app', 'cn'),
        );
        expect(html.indexOf('sideline-first-answers')).toBeLessThan(html.indexOf(entry));
        expect((await open(server, '/')).served?.answers).toEqual([await configAnswer(server)]);
      } finally {
        await server.db.query('update sites set config = $1::jsonb where code = $2', [JSON.stringify(site?.config), server.context.site]);
      }
    });

    it('a failing config query serves every page as built, and the app asks for it', async () => {
      await server.db.exec('alter table sites rename to sites_away');
      try {
        expect(await (await fetch(`${server.url}/m/c2c`)).text()).toBe(page('app', 'cn'));
        expect((await open(server, '/live')).served).toBeNull();
      } finally {
        await server.db.exec('alter table sites_away rename to sites');
      }
      expect((await open(server, '/c2c')).served?.answers).toHaveLength(1);
    });
  });
}
