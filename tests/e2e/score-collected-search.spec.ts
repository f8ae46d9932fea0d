import type { Page } from '@playwright/test';
import { expect, test } from './site-clock.ts';
import { apiCall, serveSite, type E2eSite } from './site-server.ts';

/** /score/collected and /score/search (spec 000 §2; §4 search log; §6 following needs a session) against the reference server. */
let site: E2eSite;
test.beforeAll(async () => {
  // Seeding a served site takes seconds, more on a busy machine.
  test.setTimeout(120_000);
  site = await serveSite('qutu');
});
test.afterAll(() => site.close());

/** Keywords the search page sent, in order (the box searches after a pause in typing, or at once on Enter). */
function recordSearches(page: Page): string[] {
  const keywords: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/race/getRaceSearch')
      keywords.push((request.postDataJSON() as { keyword: string }).keyword);
  });
  return keywords;
}

const row = (page: Page, id: string) => page.locator(`[data-testid=match-row][data-match="${id}"]`);

test("a guest sees why the followed list is empty, reached from the schedule's header", async ({ page }) => {
  await page.goto(`${site.url}/m/score`);
  await page.getByTestId('to-collected').click();
  await expect(page).toHaveURL(`${site.url}/m/score/collected`);
  await expect(page.getByTestId('collected-guest')).toContainText('登录后查看收藏的比赛');
  await expect(page.getByTestId('match-row')).toHaveCount(0);
  await page.getByTestId('collected-guest').getByRole('button', { name: '登录' }).click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('您还未登录');
});

test('a fan follows matches on /score, finds them by day on /score/collected, and un-follows one for good', async ({ page, request }) => {
  const account = `col${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  await apiCall(request, site, '/webapi/user/regist', { account, password: 'goal2026', nick_name: 'collector' });
  // A new account is welcomed with its benefits (the app shell's modal): close it whenever it shows.
  await page.addLocatorHandler(page.getByTestId('benefit-modal'), () => page.getByTestId('benefit-close').click());

  // The guest state's button leads through the login prompt and back here.
  await page.goto(`${site.url}/m/score/collected`);
  await page.getByTestId('collected-guest').getByRole('button', { name: '登录' }).click();
  await page.getByTestId('dialog-confirm').click();
  await page.getByLabel('账号').fill(account);
  await page.getByLabel('密码').fill('goal2026');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(`${site.url}/m/score/collected`);
  await expect(page.getByTestId('collected-empty')).toContainText('还没有收藏的比赛');

  // Follow one match today and one tomorrow on the schedule.
  await page.getByRole('link', { name: '去看赛程' }).click();
  await expect(page).toHaveURL(`${site.url}/m/score`);
  const today = page.getByTestId('match-row').first();
  const todayId = (await today.getAttribute('data-match'))!;
  await today.getByRole('button', { name: '收藏比赛' }).click();
  await expect(row(page, todayId).getByRole('button', { name: '取消收藏' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('date-bar').getByRole('button').nth(8).click();
  await expect(page.getByTestId('match-row').first()).not.toHaveAttribute('data-match', todayId);
  const tomorrow = page.getByTestId('match-row').first();
  const tomorrowId = (await tomorrow.getAttribute('data-match'))!;
  await tomorrow.getByRole('button', { name: '收藏比赛' }).click();
  await expect(row(page, tomorrowId).getByRole('button', { name: '取消收藏' })).toBeVisible();

  await page.getByTestId('to-collected').click();
  const days = page.getByTestId('collected-day');
  await expect(days).toHaveCount(2);
  await expect(days.nth(0).getByRole('heading')).toHaveText('今天');
  await expect(days.nth(0).getByTestId('match-row')).toHaveAttribute('data-match', todayId);
  await expect(days.nth(1).getByRole('heading')).toHaveText('明天');
  await expect(days.nth(1).getByTestId('match-row')).toHaveAttribute('data-match', tomorrowId);

  // Un-following removes the row at once; tomorrow's match alone is still named by its day.
  await row(page, todayId).getByRole('button', { name: '取消收藏' }).click();
  await expect(row(page, todayId)).toHaveCount(0);
  await expect(page.getByTestId('collected-day')).toHaveCount(1);
  await expect(page.getByTestId('collected-day').getByRole('heading')).toHaveText('明天');
  await expect(page.getByTestId('match-row')).toHaveCount(1);
  // It is the server's state: a reload does not bring it back.
  await page.reload();
  await expect(row(page, tomorrowId)).toBeVisible();
  await expect(row(page, todayId)).toHaveCount(0);
  await row(page, tomorrowId).getByRole('button', { name: '取消收藏' }).click();
  await expect(page.getByTestId('collected-empty')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('collected-empty')).toBeVisible();
});

test("search finds a seeded team's matches by sport, opens one, and keeps the keyword in the log (5 at most, clearable)", async ({
  page,
}) => {
  const searches = recordSearches(page);
  await page.goto(`${site.url}/m/score`);
  await page.getByTestId('to-search').click();
  await expect(page).toHaveURL(`${site.url}/m/score/search`);
  const box = page.getByRole('searchbox');
  await expect(box).toBeFocused();
  await expect(page.getByTestId('search-hint')).toBeVisible();

  // Typed key by key, one search goes out after the pause.
  await box.pressSequentially('北京飞鹰', { delay: 60 });
  const results = page.getByTestId('search-results');
  await expect(results.getByTestId('match-row').first()).toBeVisible();
  expect(searches).toEqual(['北京飞鹰']);
  await expect(page.getByTestId('search-sport-2').getByRole('heading')).toContainText('篮球');
  await expect(page.getByTestId('search-sport-1')).toHaveCount(0);
  const names = await results.getByTestId('match-row').allTextContents();
  expect(names.every((text) => text.includes('北京飞鹰'))).toBe(true);

  // Opening a match shows its detail; back, the same results are there.
  const first = results.getByTestId('match-row').first();
  const id = (await first.getAttribute('data-match'))!;
  await first.getByRole('link').click();
  await expect(page).toHaveURL(`${site.url}/m/score/detail/basketball/${id}`);
  await expect(page.getByTestId('scoreboard')).toContainText('北京飞鹰');
  await page.goBack();
  await expect(row(page, id)).toBeVisible();
  await expect(box).toHaveValue('北京飞鹰');

  // An emptied box shows the log: the keyword of the opened match is in it.
  await box.fill('');
  await expect(page.getByTestId('search-log')).toContainText('北京飞鹰');

  // Enter searches and logs; the log keeps the last 5, newest first.
  for (const keyword of ['北京', '上海', '伦敦', '马德里', '圣保罗']) {
    await box.fill(keyword);
    await box.press('Enter');
    await expect(page.getByTestId('search-results')).toBeVisible();
  }
  await box.fill('');
  const chips = page.getByTestId('search-log').getByRole('listitem');
  await expect(chips).toHaveText(['圣保罗', '马德里', '伦敦', '上海', '北京']);

  // A log entry searches again.
  await chips.filter({ hasText: '上海' }).getByRole('button').click();
  await expect(box).toHaveValue('上海');
  await expect(page.getByTestId('search-results').getByTestId('match-row').first()).toContainText('上海');

  await box.fill('');
  await page.getByRole('button', { name: '清空搜索记录' }).click();
  await expect(page.getByTestId('search-log')).toHaveCount(0);
  await expect(page.getByTestId('search-hint')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('search-hint')).toBeVisible();
});

test('a slow answer for an earlier keyword never replaces the newer results', async ({ page }) => {
  const isSearch = (url: URL) => url.pathname === '/api/race/getRaceSearch';
  await page.route(isSearch, async (route) => {
    if ((route.request().postDataJSON() as { keyword: string }).keyword === '上海')
      await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto(`${site.url}/m/score/search`);
  const box = page.getByRole('searchbox');
  const sent = page.waitForRequest((request) => isSearch(new URL(request.url())));
  await box.fill('上海');
  await sent;
  await box.fill('北京飞鹰');
  const rows = page.getByTestId('search-results').getByTestId('match-row');
  await expect(rows.first()).toContainText('北京飞鹰');
  await page.waitForTimeout(2_000);
  expect((await rows.allTextContents()).every((text) => text.includes('北京飞鹰'))).toBe(true);
});

test('a keyword with markup is shown as text and never runs', async ({ page }) => {
  const markup = '<img src=x onerror=window.__xss=1>';
  await page.goto(`${site.url}/m/score/search`);
  await page.getByRole('searchbox').fill(markup);
  await page.getByRole('searchbox').press('Enter');
  // The keyword is cut to the server's 30 characters, and shown back as text.
  await expect(page.getByTestId('search-empty')).toContainText('没有找到与“<img src=x onerror=window.__');
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  await page.getByRole('searchbox').fill('');
  await expect(page.getByTestId('search-log')).toContainText('<img src=x onerror=');
  // Straight from an address too.
  await page.goto(`${site.url}/m/score/search?keyword=${encodeURIComponent(markup)}`);
  await expect(page.getByTestId('search-empty')).toContainText('<img src=x onerror=');
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
});
