import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestServer, type TestServer } from '../../server/__tests__/test-server.ts';
import { runCli, temporaryDir } from '../cli/run-cli.ts';

/**
 * Issue 22: the reference server renders a landing route's rows into its HTML from the answers it puts there, with
 * the render the site's build kept (dist/<code>/server/); without it, or when it fails or is slow, the page is served
 * as built. A real build of qutu, served from PGlite and PostgreSQL.
 */

interface Match {
  id: number;
  home_score: number;
  away_score: number;
  hometeam: { id: number };
}

const hostile = '</script><script>window.owned=1</script><!--\u2028\u2029&amp;';
/** The hostile name as HTML text or attribute: escaped by React's server render. */
const hostileEscaped = '&lt;/script&gt;&lt;script&gt;window.owned=1&lt;/script&gt;&lt;!--\u2028\u2029&amp;amp;';

const dist = temporaryDir();
const site = join(dist, 'qutu');
const copies: string[] = [];

/** A copy of the built site whose server render is replaced by `render` (a module's source), or removed. */
function siteWithRender(render: string | null): string {
  const dir = mkdtempSync(join(tmpdir(), 'sideline-served-rows-'));
  copies.push(dir);
  cpSync(site, dir, { recursive: true });
  if (render === null) rmSync(join(dir, 'server'), { recursive: true });
  else writeFileSync(join(dir, 'server/render.mjs'), render);
  return dir;
}

/** The page's #root, from its opening tag to the end of its markup (the page's last </div>). */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root"');
  return html.slice(start, html.lastIndexOf('</div>', html.lastIndexOf('</body>')));
}

/** A page asked with `host` as its Host header (an address the server is reached at), as text. */
function pageAt(base: string, path: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = httpGet(new URL(path, base), { headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(body));
    });
    request.on('error', reject);
  });
}

/** Whether the server answers /readyz with 200 within a minute. */
async function readyWithin(base: string): Promise<boolean> {
  for (let tries = 0; tries < 120; tries++) {
    if ((await fetch(`${base}/readyz`)).status === 200) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

/** The page as served, but for the reference server's answers in the head. */
const withoutAnswers = (html: string) =>
  html.replace(
    /<link rel="preload" as="image"[^>]*>|<script type="application\/json" id="sideline-first-answers">.*?<\/script>\n {4}/gs,
    '',
  );

beforeAll(async () => {
  const built = await runCli(['build-tenant', 'qutu', '--dist', dist]);
  expect(built.code, built.stderr).toBe(0);
}, 300_000);
afterAll(() => {
  for (const dir of [dist, ...copies]) rmSync(dir, { recursive: true, force: true });
});

for (const backend of backends) {
  describe(`landing pages with their rows in the HTML (${backend.name})`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ databaseUrl: backend.databaseUrl, siteDir: site, rowsWaitMs: 60_000 });
    }, 120_000);
    afterAll(() => server.close());

    it("/m/score holds today's first rows, teams and scores as the API answers them, a hostile team name escaped", async () => {
      const [first] = await server.db.query<{ id: number }>(
        'select home_team_id as id from matches where kickoff_time >= $1 order by kickoff_time limit 1',
        ['2026-05-31T16:00:00Z'],
      );
      await server.db.query('update teams set name_zh = $1, short_name_zh = $1 where id = $2', [hostile, first.id]);
      server.context.cache.clear();
      const html = await (await fetch(`${server.url}/m/score`)).text();
      const api = await server.call<{ list: Match[] }>(
        '/api/race/getDateMatch',
        { date: '2026-06-01', sport_id: 0, tab: 'all', filter: 'all' },
        { query: { lang: 'cn' } },
      );
      const root = rootOf(html);
      expect(root).toMatch(/^<div id="root" data-prerendered="cn" data-served-rows="">/);
      // The first screen's rows, in the answer's order (the rest render in the app's next task).
      const rows = [
        ...root.matchAll(/<article[^>]* data-testid="match-row" data-match="(\d+)"[\s\S]*?<b data-testid="match-score">([^<]*)<\/b>/g),
      ];
      expect(rows.map((row) => Number(row[1]))).toEqual(api.data.list.slice(0, 8).map((match) => match.id));
      const scored = rows.filter((row) => row[2].includes(' - '));
      expect(scored.length).toBeGreaterThan(0);
      for (const [, id, score] of scored) {
        const match = api.data.list.find((m) => m.id === Number(id))!;
        expect(score).toBe(`${match.home_score} - ${match.away_score}`);
      }
      const hostileRow = api.data.list.findIndex((match) => match.hometeam.id === first.id);
      expect(hostileRow).toBeGreaterThanOrEqual(0);
      expect(hostileRow).toBeLessThan(8);
      expect(root).toContain(`title="${hostileEscaped}"`);
      expect(html).not.toContain('<script>window.owned');
      expect(html).not.toContain('</script><script>');
      // The rows' critical CSS replaced the build's skeleton CSS: every class the rows use has its rule.
      const css = /<style data-emotion="css ([^"]*)">/.exec(html)?.[1].split(' ') ?? [];
      for (const [, name] of root.matchAll(/class="css-([\w-]+)/g)) expect(css, name).toContain(name);
    });

    it("/m/live holds its rooms' cards, titles and anchors as the API answers them", async () => {
      const html = await (await fetch(`${server.url}/m/live`)).text();
      const rooms = await server.call<{ list: { liveid: number; title: string; nick_name: string }[] }>(
        '/api/live/getRealLives',
        {},
        { query: { lang: 'cn' } },
      );
      const root = rootOf(html);
      expect(root).toContain('data-served-rows=""');
      const cards = [...root.matchAll(/data-testid="room-card" data-live="(\d+)"/g)].map((card) => Number(card[1]));
      expect(cards.length).toBeGreaterThan(0);
      expect(cards).toEqual(rooms.data.list.slice(0, cards.length).map((room) => room.liveid));
      for (const room of rooms.data.list.slice(0, cards.length)) expect(root).toContain(`<strong>${room.title}</strong>`);
    });

    it("/m/live-detail/{id} holds the room's video with its poster, the one image the head preloads; another address gets the shell", async () => {
      const [first] = await server.db.query<{ id: number }>('select anchor_id as id from rooms order by liveid limit 1');
      const html = await (await fetch(`${server.url}/m/live-detail/${first.id}`)).text();
      const room = await server.call<{ liveid: number; title: string; cover: string }>(
        '/webapi/live/getLivePageData',
        { anchorid: first.id },
        { query: { lang: 'cn' } },
      );
      const root = rootOf(html);
      expect(root).toMatch(/^<div id="root" data-prerendered="cn" data-served-rows="">/);
      expect(root).toContain(room.data.title);
      expect(root).not.toContain('data-testid="room-skeleton"');
      // The poster, the page's largest paint, is known from the HTML: the video's and the head's preload at high priority.
      const poster = /<video poster="([^"]*)"/.exec(root)?.[1];
      expect(poster).toBe(new URL(room.data.cover, server.url).href);
      const preloads = [...html.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]*)"/g)].map((link) => link[1]);
      expect(preloads.map((href) => new URL(href, server.url).href)).toContain(poster);
      const css = /<style data-emotion="css ([^"]*)">/.exec(html)?.[1].split(' ') ?? [];
      for (const [, name] of root.matchAll(/class="css-([\w-]+)/g)) expect(css, name).toContain(name);
      // A room that does not exist, and an address the page would not ask for: the built shell, its skeleton.
      for (const path of ['/m/live-detail/99999999', '/m/live-detail/abc']) {
        const shell = await (await fetch(`${server.url}${path}`)).text();
        expect(shell, path).not.toContain('data-served-rows');
        expect(rootOf(shell), path).toContain('data-testid="room-skeleton"');
      }
    });

    it("each address a page is asked at gets its rows with that address's images: 127.0.0.1 and localhost", async () => {
      const [first] = await server.db.query<{ id: number }>('select anchor_id as id from rooms order by liveid limit 1');
      const { port } = new URL(server.url);
      for (const origin of [`http://127.0.0.1:${port}`, `http://localhost:${port}`]) {
        const html = await pageAt(server.url, `/m/live-detail/${first.id}`, new URL(origin).host);
        expect(rootOf(html), origin).toContain('data-served-rows');
        expect(/<video poster="([^"]*)"/.exec(html)?.[1], origin).toMatch(new RegExp(`^${origin}/`));
      }
    });

    it('the render itself is not served', async () => {
      expect((await fetch(`${server.url}/m/server/render.mjs`)).status).toBe(404);
    });

    it('a freshly started server loads its render before any page is asked, and is ready only once it has', async () => {
      // A render whose load waits for a gate the test opens: the load's start and end are the test's to see.
      const gate = join(mkdtempSync(join(tmpdir(), 'sideline-render-gate-')), 'open');
      copies.push(dirname(gate));
      const dir = siteWithRender(
        [
          "import { existsSync } from 'node:fs';",
          `await new Promise((resolve) => { const timer = setInterval(() => existsSync(${JSON.stringify(gate)}) && (clearInterval(timer), resolve()), 20); });`,
          "export const renderServed = async () => ({ html: '<p>rows of the gated render</p>', css: '', ids: [] });",
          '',
        ].join('\n'),
      );
      const fresh = await startTestServer({ databaseUrl: backend.databaseUrl, siteDir: dir, rowsWaitMs: 10_000 });
      try {
        // Loading: not ready, and it says what for.
        const loading = await fetch(`${fresh.url}/readyz`);
        expect([loading.status, ((await loading.json()) as { data: { failing: string[] } }).data.failing]).toEqual([503, ['render']]);
        writeFileSync(gate, '');
        // No page asked: only the load that started with the server can pass the render's check.
        expect(await readyWithin(fresh.url)).toBe(true);
        expect(rootOf(await (await fetch(`${fresh.url}/m/score`)).text())).toContain('rows of the gated render');
      } finally {
        await fresh.close();
      }
    }, 120_000);

    it("the render's heap is bounded: its worker stops at about 64 MB, not at the server's limit", async () => {
      // A render that reports its own heap's limit as its rows.
      const dir = siteWithRender(
        [
          "import { getHeapStatistics } from 'node:v8';",
          "export const renderServed = async () => ({ html: `<p>limit ${getHeapStatistics().heap_size_limit}</p>`, css: '', ids: [] });",
          '',
        ].join('\n'),
      );
      const bounded = await startTestServer({ databaseUrl: backend.databaseUrl, siteDir: dir, rowsWaitMs: 10_000 });
      try {
        const limit = Number(/<p>limit (\d+)<\/p>/.exec(rootOf(await (await fetch(`${bounded.url}/m/score`)).text()))?.[1]);
        expect(limit / 2 ** 20).toBeGreaterThan(64);
        expect(limit / 2 ** 20).toBeLessThan(80);
      } finally {
        await bounded.close();
      }
    }, 120_000);

    for (const [name, render] of [
      ['a site built without its render', null],
      ['a render that cannot load', 'export function renderServed( {\n'],
      ['a render that throws', 'export function renderServed() { throw new Error("broken render"); }\n'],
      ['a render that never answers', 'export function renderServed() { return new Promise(() => {}); }\n'],
      // The worker's heap is bounded (server/http/row-render.ts): a render that keeps allocating stops there, not the server.
      [
        'a render that outgrows its heap',
        'const kept = [];\nexport function renderServed() { for (;;) kept.push(new Array(1e5).fill(kept.length)); }\n',
      ],
    ] as const) {
      it(`${name}: the page is served as built, with its answers`, async () => {
        const dir = siteWithRender(render);
        const other = await startTestServer({ databaseUrl: backend.databaseUrl, siteDir: dir, rowsWaitMs: 300 });
        try {
          const html = await (await fetch(`${other.url}/m/score`)).text();
          expect(html).toContain('id="sideline-first-answers"');
          expect(withoutAnswers(html)).toBe(readFileSync(join(dir, 'score.html'), 'utf8'));
          expect((await fetch(`${other.url}/m/live`)).status).toBe(200);
          // A render that failed does not keep the node out of rotation.
          expect(await readyWithin(other.url)).toBe(true);
        } finally {
          await other.close();
        }
      }, 120_000);
    }
  });
}
