import type { Page } from '@playwright/test';
import { expect, test } from './site-clock.ts';
import { apiCall, serveSite, type E2eSite } from './site-server.ts';

/** /search (spec 000 §2, §4 search log, §7 paging), the share pages and /pp/talk against the reference server. */
let site: E2eSite;
test.beforeAll(async () => {
  // Seeding a served site takes seconds, more on a busy machine.
  test.setTimeout(120_000);
  site = await serveSite('qutu');
});
test.afterAll(() => site.close());

/** Bodies of the search calls the page makes, by path. */
function recordSearchCalls(page: Page): { path: string; body: Record<string, unknown> }[] {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/webapi/search/')) calls.push({ path, body: request.postDataJSON() as Record<string, unknown> });
  });
  return calls;
}

test('a team name from the seed gives grouped results, and "more" pages through one type until its total', async ({ page, request }) => {
  const calls = recordSearchCalls(page);
  await page.goto(`${site.url}/m/search`);
  await expect(page.getByTestId('search-hot')).toContainText('英超');
  const box = page.getByRole('searchbox');

  // An empty keyword does nothing.
  await box.fill('   ');
  await box.press('Enter');
  await expect(page).toHaveURL(`${site.url}/m/search`);
  expect(calls).toHaveLength(0);

  await box.fill('  北京 ');
  await box.press('Enter');
  await expect(page).toHaveURL(/keyword=%E5%8C%97%E4%BA%AC$/);
  await expect(page.getByTestId('group-teams').getByTestId('search-team')).toHaveCount(2);
  await expect(page.getByTestId('group-matches').getByTestId('search-match')).toHaveCount(5);
  await expect(page.getByTestId('group-events')).toHaveCount(0);
  await expect(page.getByTestId('group-teams').locator('mark').first()).toHaveText('北京');
  await expect(page.getByTestId('group-matches').getByTestId('search-match').first()).toHaveAttribute('href', /^\/m\/score\/detail\/\d+$/);
  // Spec 000 §7: the multiple type takes the keyword only.
  expect(calls[0]).toEqual({ path: '/webapi/search/multiple', body: { keyword: '北京' } });

  // The seeded schedule follows the calendar, so the total is the server's, more than one page of 10.
  const { total } = await apiCall<{ total: number }>(request, site, '/webapi/search/matches', { keyword: '北京', page: 1, size: 10 });
  expect(total).toBeGreaterThan(10);
  const pages = Math.ceil(total / 10);
  await page.getByTestId('group-matches').getByTestId('group-more').click();
  const typed = page.getByTestId('search-typed');
  await expect(typed.getByTestId('search-match')).toHaveCount(10);
  for (let shown = 10; shown < total; shown += 10) {
    await page.getByTestId('load-more').click();
    await expect(typed.getByTestId('search-match')).toHaveCount(Math.min(shown + 10, total));
  }
  await expect(page.getByTestId('all-loaded')).toContainText(String(total));
  await expect(page.getByTestId('load-more')).toHaveCount(0);
  expect(calls.filter((c) => c.path === '/webapi/search/matches').map((c) => c.body)).toEqual(
    Array.from({ length: pages }, (_, i) => ({ keyword: '北京', page: i + 1, size: 10 })),
  );

  // Back to the groups, then to the start: the search is in the history, which can be cleared.
  await page.goBack();
  await expect(page.getByTestId('group-teams')).toBeVisible();
  await page.goto(`${site.url}/m/search`);
  await expect(page.getByTestId('search-history')).toContainText('北京');
  await page.getByRole('button', { name: '清空搜索历史' }).click();
  await expect(page.getByTestId('search-history')).toHaveCount(0);
});

test('a fan reading Português finds a video by its Portuguese title and opens it', async ({ page, request }) => {
  type Video = { id: number; title: string };
  const videosIn = async (lang: string) =>
    (await apiCall<{ list: Video[] }>(request, site, `/api/video/getVideoList?lang=${lang}`, { page: 1, size: 50 })).list;
  const cnTitles = (await videosIn('cn')).map((v) => v.title.toLowerCase());
  // A word of a Portuguese title that no Chinese title of this Chinese site holds: found only through the translation.
  const keyword = (await videosIn('pt-br'))
    .flatMap((v) => v.title.split(/[\s:,.!?]+/))
    .find((w) => w.length >= 5 && !cnTitles.some((t) => t.includes(w.toLowerCase())));
  if (!keyword) throw new Error('the demo has no Portuguese-only word in its video titles');
  const search = { keyword, page: 1, size: 50 };
  const { list } = await apiCall<{ list: Video[] }>(request, site, '/webapi/search/videos?lang=pt-br', search);
  expect(list.length).toBeGreaterThan(0);

  await page.addInitScript(() => localStorage.setItem('sideline-qutu-app', JSON.stringify({ state: { lang: 'pt-br' }, version: 0 })));
  await page.goto(`${site.url}/m/search?keyword=${encodeURIComponent(keyword)}`);
  const videos = page.getByTestId('group-videos');
  await expect(videos.getByRole('heading')).toHaveText('Vídeos');
  const first = videos.getByTestId('search-video').first();
  await expect(first).toContainText(list[0].title);
  await expect(first.locator('mark').first()).toHaveText(new RegExp(`^${keyword}$`, 'i'));
  await first.click();
  await expect(page).toHaveURL(`${site.url}/m/rec-video/${list[0].id}`);
});

test('a keyword with markup is shown as text and never runs', async ({ page }) => {
  await page.goto(`${site.url}/m/search`);
  await page.getByRole('searchbox').fill('<img src=x onerror=window.__xss=1>');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page.getByTestId('search-empty')).toContainText('<img src=x onerror=');
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  // Straight from an address, too (the keyword is cut to the server's 30 characters).
  await page.goto(`${site.url}/m/search?keyword=${encodeURIComponent('<img src=x onerror=window.__xss=1>')}`);
  await expect(page.getByTestId('search-empty')).toContainText('<img src=x onerror=');
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
});

test('a shared match shows both teams, its score line and the link into the app', async ({ page, request }) => {
  const answer = await request.post(`${site.url}/webapi/search/matches`, { data: { keyword: '北京', page: 1, size: 1 } });
  const match = (await answer.json()).data.list[0] as {
    id: number;
    sport_id: number;
    hometeam: { name_zh: string };
    awayteam: { name_zh: string };
  };
  const sport = match.sport_id === 2 ? 'basketball' : 'football';
  await page.goto(`${site.url}/m/share/match/${sport}/${match.id}`);
  await expect(page.getByTestId('home-team')).toHaveText(match.hometeam.name_zh);
  await expect(page.getByTestId('away-team')).toHaveText(match.awayteam.name_zh);
  await expect(page.getByTestId('match-status')).not.toBeEmpty();
  await expect(page.getByTestId('share-brand')).toContainText('趣图体育');
  await expect(page.getByTestId('open-app')).toHaveAttribute('href', `/m/score/detail/${sport}/${match.id}`);
  // qutu's manifest names download pages (share.download): a browser other than iOS gets the Android one.
  await expect(page.getByTestId('download-app')).toHaveAttribute('href', 'https://qutu.example/download/qutu.apk');

  // An unknown id: the designed not-found state, and no failure toast.
  await page.goto(`${site.url}/m/share/match/${sport}/1`);
  await expect(page.getByTestId('share-not-found')).toBeVisible();
  await expect(page.getByTestId('toast')).toHaveCount(0);
});

test("a shared live room shows the room and opens the anchor's room in the app", async ({ page }) => {
  await page.goto(`${site.url}/m/share/live/1`);
  await expect(page.getByTestId('live-title')).not.toBeEmpty();
  await expect(page.getByTestId('live-badge')).toHaveText('直播中');
  await expect(page.getByTestId('open-app')).toHaveAttribute('href', '/m/live-detail/1');
  await page.goto(`${site.url}/m/share/live/99999`);
  await expect(page.getByTestId('share-not-found')).toBeVisible();
  await expect(page.getByTestId('toast')).toHaveCount(0);
});

test('/pp/talk refuses a javascript: address and stays put', async ({ page }) => {
  for (const url of ['javascript:window.__nav=1', ' JAVASCRIPT:window.__nav=1', 'data:text/html,<b>x</b>', '//example.org/x']) {
    await page.goto(`${site.url}/m/pp/talk?url=${encodeURIComponent(url)}`);
    await expect(page.getByTestId('talk-refused')).toBeVisible();
    await expect(page).toHaveURL(`${site.url}/m/pp/talk?url=${encodeURIComponent(url)}`);
  }
  expect(await page.evaluate(() => (window as { __nav?: unknown }).__nav)).toBeUndefined();
});

test('/pp/talk goes on to an https address', async ({ page }) => {
  // Intercepted: no network is used.
  await page.route('https://example.org/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>landed</title>' }));
  await page.goto(`${site.url}/m/pp/talk?url=${encodeURIComponent('https://example.org/landing?from=share')}`);
  await expect(page).toHaveURL('https://example.org/landing?from=share');
  await expect(page).toHaveTitle('landed');
});

test('inside WeChat /pp/talk asks to open the system browser instead of going on', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.43 NetType/WIFI',
  });
  const page = await context.newPage();
  let left = false;
  await page.route('https://example.org/**', (route) => {
    left = true;
    return route.fulfill({ contentType: 'text/html', body: '' });
  });
  await page.goto(`${site.url}/m/pp/talk?url=${encodeURIComponent('https://example.org/landing')}`);
  await expect(page.getByTestId('talk-in-app')).toContainText('在浏览器打开');
  // The download prompt of spec 000 §2: an iPhone is offered the brand's App Store page.
  await expect(page.getByTestId('download-app')).toHaveAttribute('href', 'https://qutu.example/download/ios');
  await expect(page.getByText('https://example.org/landing')).toBeVisible();
  await page.waitForTimeout(300);
  expect(left).toBe(false);
  await expect(page).toHaveURL(/\/m\/pp\/talk/);
  await context.close();
});
