import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, siteNow, test } from './site-clock.ts';
import { prepareServer, type RunningServer } from '../../server/start.ts';
import { e2eDist } from './site-server.ts';

/**
 * Spec 000 §2 "A match-start notification popup ... and new-benefit modal are always rendered", §4 race start messages
 * (flagged after 5 s, purged about 3 s later), spec 001 "Notification group joined: NOTIFY_ROOM".
 */
const adminToken = 'e2e-notices';
let server: RunningServer;
let url: string;
// One server for the file, its tests in order: each starts its own pages and matches.
test.describe.configure({ mode: 'default' });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Served here rather than with serveSite: the markup test renames a team in the database. Seeded kickoffs are not
  // announced, so only the tests' own announcements reach NOTIFY_ROOM.
  server = await prepareServer({
    site: 'qutu',
    siteDir: `${e2eDist}/qutu`,
    seed: 1,
    adminToken,
    startAt: siteNow().toISOString(),
    kickoffNotices: false,
  });
  url = await server.app.listen({ host: '127.0.0.1', port: 0 });
});
test.afterAll(() => server.close());

async function call<T>(request: APIRequestContext, path: string, data: unknown, query = ''): Promise<T> {
  const body = await (await request.post(`${url}${path}${query}`, { data, headers: { 'x-admin-token': adminToken } })).json();
  expect(body.status, JSON.stringify(body)).toBe(0);
  return body.data as T;
}

/** A new football match of league 1 between two of its teams, far from kickoff (only the admin call announces it). */
async function newMatch(request: APIRequestContext, home = 101, away = 102): Promise<number> {
  const kickoff = Math.floor(siteNow().getTime() / 1000) + 3 * 3600;
  return (
    await call<{ id: number }>(request, '/admin/match', { league_id: 1, home_team_id: home, away_team_id: away, kickoff_time: kickoff })
  ).id;
}
const announce = (request: APIRequestContext, matchid: number) => call(request, '/admin/notify/race-start', { matchid });

/** Opens a page (as a signed-in fan when `user` is given) and waits until the app reads NOTIFY_ROOM. */
async function openReading(browser: Browser, path: string, user?: Record<string, unknown>): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((session) => {
    if (session)
      localStorage.setItem(
        'sideline-qutu-session',
        JSON.stringify({ state: { user: session, guest: null, backurl: '', videoWatchedSec: 0 }, version: 0 }),
      );
  }, user ?? null);
  const page = await context.newPage();
  const polling = page.waitForRequest((r) => r.url().includes('/im/long-poll'), { timeout: 15_000 });
  await page.goto(`${url}/m${path}`);
  await polling;
  // React's development-free build still mounts once; the short wait covers a rejoin after the SDK's login.
  await page.waitForTimeout(1_000);
  return page;
}

async function newFan(request: APIRequestContext): Promise<Record<string, unknown>> {
  const account = `note${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  return call(request, '/webapi/user/regist', { account, password: 'goal2026' });
}

test('a guest on /m/score sees a kickoff announced in NOTIFY_ROOM for about 8 s; tapping it opens the match', async ({
  browser,
  request,
}) => {
  const page = await openReading(browser, '/score');
  const matchid = await newMatch(request);
  const [row] = await server.db.query<{ home: string; away: string }>(
    'select h.short_name_zh as home, a.short_name_zh as away from matches m join teams h on h.id = m.home_team_id join teams a on a.id = m.away_team_id where m.id = $1',
    [matchid],
  );
  const posted = Date.now();
  await announce(request, matchid);
  const notice = page.getByTestId('race-start-notice');
  await expect(notice).toHaveText(new RegExp(`${row.home} vs ${row.away} 开赛了`));
  await expect(notice).toHaveAttribute('data-leaving', 'false');
  // Flagged (sliding out) after 5 s, gone about 3 s later.
  await expect(notice).toHaveAttribute('data-leaving', 'true', { timeout: 7_000 });
  expect(Date.now() - posted).toBeGreaterThan(4_500);
  await expect(notice).toHaveCount(0, { timeout: 6_000 });
  expect(Date.now() - posted).toBeGreaterThan(7_500);

  const next = await newMatch(request, 103, 104);
  await announce(request, next);
  await page.getByTestId('race-start-notice').click();
  await expect(page).toHaveURL(`${url}/m/score/detail/football/${next}`);
  await page.context().close();
});

test('team names with markup render as text', async ({ browser, request }) => {
  const markup = '<img src=x onerror=window.__xss=1>';
  await server.db.query('update teams set short_name_zh = $1 where id = 105', [markup]);
  try {
    const page = await openReading(browser, '/score');
    await announce(request, await newMatch(request, 105, 106));
    const notice = page.getByTestId('race-start-notice');
    await expect(notice).toContainText(`${markup} vs`);
    expect(await page.locator('[data-testid=race-start-popup] img').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await page.context().close();
  } finally {
    await server.db.query('update teams set short_name_zh = name_zh where id = 105');
  }
});

test('a fan who follows matches hears only of those', async ({ browser, request }) => {
  const fan = await newFan(request);
  const query = `?token=${String(fan.token)}&sp_source=9&platform=3`;
  // This fan's welcome benefits are seen already, so the modal stays away.
  const ids = (await call<{ list: { id: number }[] }>(request, '/api/user/getNewBenefits', {}, query)).list.map((b) => b.id);
  await call(request, '/api/user/readBenefits', { ids }, query);
  const followed = await newMatch(request, 107, 108);
  const other = await newMatch(request, 101, 103);
  await call(request, '/api/football/attentMatch', { matchid: followed, type: 1 }, query);

  const page = await openReading(browser, '/score', fan);
  await announce(request, other);
  await announce(request, followed);
  await expect(page.getByTestId('race-start-notice')).toHaveCount(1);
  await expect(page.getByTestId('race-start-notice')).toHaveAttribute('href', `/m/score/detail/football/${followed}`);
  await page.context().close();
});

test("a fan hears of a followed match's goal on any page, and not of another match's", async ({ browser, request }) => {
  const fan = await newFan(request);
  const query = `?token=${String(fan.token)}&sp_source=9&platform=3`;
  const ids = (await call<{ list: { id: number }[] }>(request, '/api/user/getNewBenefits', {}, query)).list.map((b) => b.id);
  await call(request, '/api/user/readBenefits', { ids }, query);
  // Two matches in play for 20 minutes; the fan follows one.
  const kickoff = Math.floor(siteNow().getTime() / 1000) - 20 * 60;
  const inPlay = async (home: number, away: number) =>
    (await call<{ id: number }>(request, '/admin/match', { league_id: 1, home_team_id: home, away_team_id: away, kickoff_time: kickoff }))
      .id;
  const followed = await inPlay(101, 104);
  const other = await inPlay(102, 103);
  await call(request, '/api/football/attentMatch', { matchid: followed, type: 1 }, query);
  const [row] = await server.db.query<{ home: string; away: string }>(
    'select h.short_name_zh as home, a.short_name_zh as away from matches m join teams h on h.id = m.home_team_id join teams a on a.id = m.away_team_id where m.id = $1',
    [followed],
  );

  const page = await openReading(browser, '/live', fan);
  await call(request, '/admin/match/event', { match_id: other, side: 'home', points: 1, player: 'Other Striker' });
  await call(request, '/admin/match/event', { match_id: followed, side: 'away', points: 1, player: 'E2E Striker' });
  const notice = page.getByTestId('goal-notice');
  await expect(notice.locator('strong')).toHaveText(`进球！${row.home} 0 - 1 ${row.away}`);
  await expect(notice).toHaveCount(1);
  await expect(notice).toHaveAttribute('href', `/m/score/detail/football/${followed}`);
  await expect(page.getByTestId('race-start-notice')).toHaveCount(0);
  await page.context().close();
});

test('a new account sees its new benefits once; closed, they do not come back after a reload', async ({ browser, request }) => {
  const page = await openReading(browser, '/score', await newFan(request));
  const modal = page.getByTestId('benefit-modal');
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('benefit-item')).toHaveCount(2);
  await expect(modal.getByTestId('benefit-item').first()).toContainText('VIP体验卡 · 3天');
  await expect(modal.getByTestId('benefit-item').first()).toContainText('有效期至');
  const read = page.waitForResponse((r) => r.url().includes('/api/user/readBenefits'));
  await modal.getByTestId('benefit-close').click();
  await expect(modal).toHaveCount(0);
  await read;

  const asked = page.waitForResponse((r) => r.url().includes('/api/user/getNewBenefits'), { timeout: 15_000 });
  await page.reload();
  expect((await (await asked).json()).data.list).toEqual([]);
  await expect(modal).toHaveCount(0);
  await page.context().close();
});

test('a guest never asks for benefits', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('Benefits')) asked.push(r.url());
  });
  const joined = page.waitForResponse((r) => r.url().includes('/im/anonymous-join'), { timeout: 15_000 });
  await page.goto(`${url}/m/score`);
  await joined;
  await expect(page.getByTestId('benefit-modal')).toHaveCount(0);
  expect(asked).toEqual([]);
  await context.close();
});
