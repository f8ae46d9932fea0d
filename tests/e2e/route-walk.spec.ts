import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { routeCatalogue } from '../../runtime/app/route-catalogue.ts';
import { openContext } from './fan-context.ts';
import { expect, siteNow, test } from './site-clock.ts';
import { e2eDist, serveSite, type E2eSite } from './site-server.ts';

/**
 * Walks every route of spec 000 §2 on qutu (which builds every feature), signed in as the QA account vipfan, and
 * fails on a page error, a console error or a page still loading after 10 s; then the chat routes likewise on a site
 * of each other brand, in its own language.
 */

let site: E2eSite;
let paths: string[];
let vipfan: Record<string, unknown>;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  site = await serveSite('qutu');
  const one = async (sql: string) => Object.values((await site.query<Record<string, number>>(sql))[0])[0];
  const football = await one('select id from matches where sport_id = 1 order by kickoff_time limit 1');
  const basketball = await one('select id from matches where sport_id = 2 order by kickoff_time limit 1');
  const [match] = await site.query<{ league_id: number; home_team_id: number }>(
    'select league_id, home_team_id from matches where id = $1',
    [football],
  );
  const [room] = await site.query<{ liveid: number; anchor_id: number }>('select liveid, anchor_id from rooms order by liveid limit 1');
  const short = await one("select id from videos where kind = 'short' order by id limit 1");
  const record = await one("select id from videos where kind = 'record' order by id limit 1");
  const ids: Record<string, string | number> = {
    football,
    basketball,
    league: match.league_id,
    team: match.home_team_id,
    room: room.liveid,
    anchor: room.anchor_id,
    short,
    record,
    category: await one('select id from video_categories order by id limit 1'),
    collection: await one('select id from video_collections order by id limit 1'),
    activity: await one('select id from activities order by id limit 1'),
  };
  vipfan = (await (await request.post(`${site.url}/webapi/user/login`, { data: { account: 'vipfan', password: 'sideline2026' } })).json())
    .data;
  // The address a fan would reach each route by: parameters from the seed, optional ones filled in.
  const samples: Record<string, string> = {
    '/live-detail/:id': `/live-detail/${ids.room}`,
    '/share/live/:id': `/share/live/${ids.room}`,
    '/user-center/anchor/:uid?': `/user-center/anchor/${ids.anchor}`,
    '/vip-user/:uid': `/vip-user/${vipfan.uid}`,
    '/shortvideo/:id': `/shortvideo/${ids.short}`,
    '/share/shortvideo/:id': `/share/shortvideo/${ids.short}`,
    '/rec-video/:id': `/rec-video/${ids.record}`,
    '/share/video/:id': `/share/video/${ids.record}`,
    '/share/recordvideo/:id': `/share/recordvideo/${ids.record}`,
    '/share/dynamic/:id': '/share/dynamic/1',
    '/rec-category/:id?': `/rec-category/${ids.category}`,
    '/rec-collection/:id': `/rec-collection/${ids.collection}`,
    '/database/league/:sname/:cid': `/database/league/football/${ids.league}`,
    '/database/team/:sname/:teamId': `/database/team/football/${ids.team}`,
    '/database/billboard/:type': '/database/billboard/football',
    '/data/model/:kind': '/data/model/poisson',
    '/data/model/detail/:kind/:id': `/data/model/detail/poisson/${ids.football}`,
    '/mobile/model/detail/:kind/:id': `/mobile/model/detail/poisson/${ids.football}`,
    '/data/model/subscribe/:id': '/data/model/subscribe/poisson',
    '/share/match/:sport/:id': `/share/match/football/${ids.football}`,
    '/activity/:id': `/activity/${ids.activity}`,
    '/mobile/activity/:id': `/mobile/activity/${ids.activity}`,
    '/user-center/apply/:type': '/user-center/apply/anchor',
    '/mobile/privacy/:type': '/mobile/privacy/1',
  };
  // The rest: match pages by their sport, team pages (/fifa-team/:id, .../:teamid), and the chat placeholders.
  const fill = (pattern: string) =>
    samples[pattern] ??
    pattern
      .replace(':matchid', String(pattern.includes('basketball') ? ids.basketball : ids.football))
      .replace(/:(id|teamid|gid|uid|type)\??/g, String(ids.team));
  paths = Object.values(routeCatalogue).flat().map(fill);
});
test.afterAll(() => site.close());

/** Opens `path` and answers whether its data never came (a skeleton still there after 10 s). */
async function stillLoading(page: Page, site: E2eSite, path: string): Promise<boolean> {
  await page.goto(`${site.url}/m${path}`);
  // A route's page is in once its chunk has run and drawn its <main>; its data once no skeleton is left.
  await expect(page.locator('main').first()).toBeAttached();
  return expect(page.locator('[data-testid$="-loading"]'))
    .toHaveCount(0, { timeout: 10_000 })
    .then(() => false)
    .catch(() => true);
}

/** Opens each of `paths` on `site` as `user`: what went wrong on the way (page and console errors, pages still loading). */
async function walk(browser: Browser, site: E2eSite, user: Record<string, unknown>, paths: string[]): Promise<string[]> {
  const context = await openContext(browser, user);
  const page = await context.newPage();
  await page.clock.install({ time: siteNow() });
  const failures: string[] = [];
  // Errors are filed under the address the page was at, so a late one is still blamed on its route.
  const where = () => new URL(page.url()).pathname.replace(/^\/m/, '');
  page.on('pageerror', (error) => failures.push(`${where()}: page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`${where()}: console: ${message.text()}`);
  });
  for (const path of paths) {
    if (await stillLoading(page, site, path)) failures.push(`${path}: still loading after 10 s`);
  }
  await context.close();
  return failures;
}

test('every route of spec 000 §2 shows its screen without an error, signed in', async ({ browser }) => {
  test.setTimeout(240_000);
  expect(await walk(browser, site, vipfan, paths)).toEqual([]);
});

// One site of each other brand (qutu's is walked above), pq8's in Portuguese: the chat screens in each brand's theme,
// menu and language, signed in, with a conversation, a group and a member that do not exist.
for (const code of ['kqb', 'pq8sp', 'xzb']) {
  test(`every chat route shows its screen without an error on ${code}, signed in`, async ({ browser, request }) => {
    test.setTimeout(180_000);
    const report = JSON.parse(readFileSync(`${e2eDist}/${code}/build-report.json`, 'utf8')) as { featuresBuilt: string[] };
    expect(report.featuresBuilt).toContain('chat');
    const brandSite = await serveSite(code);
    try {
      const login = await request.post(`${brandSite.url}/webapi/user/login`, { data: { account: 'vipfan', password: 'sideline2026' } });
      const answer = (await login.json()) as { status: number; data: Record<string, unknown> };
      expect(answer.status, 'vipfan logs in').toBe(0);
      const user = answer.data;
      const chatPaths = routeCatalogue.chat.map((pattern) => pattern.replace(/:(id|gid|uid|type)\??/g, '90001'));
      expect(await walk(browser, brandSite, user, chatPaths)).toEqual([]);
    } finally {
      await brandSite.close();
    }
  });
}
