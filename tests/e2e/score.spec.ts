import type { APIRequestContext, Page } from '@playwright/test';
import { asStaticHosting, hasServedAnswers, hasServedRows } from './served-answers.ts';
import { watchConsole } from '../support/console-messages.ts';
import { expect, siteDay, siteNow, test } from './site-clock.ts';
import { apiCall, serveSite, type E2eSite } from './site-server.ts';

/** The schedule (spec 000 §2 /score, §4 statuses and clocks) against the reference server's seeded day. */
let site: E2eSite;
test.beforeAll(async () => {
  // Seeding a served site takes seconds, more on a busy machine.
  test.setTimeout(120_000);
  site = await serveSite('qutu');
});
test.afterAll(() => site.close());

/** The day lists the page asks for (their request bodies). */
function askedForDays(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/race/getDateMatch') asked.push(request.postData() ?? '');
  });
  return asked;
}

test("the day's matches by sport and state, with clocks that tick", async ({ page }) => {
  await page.goto(`${site.url}/m/score`);
  const rows = page.getByTestId('match-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByTestId('date-bar').getByRole('button', { pressed: true })).toContainText('今天');

  // After each tap the rows of the previous question stay, marked busy, until the new answer comes.
  const answered = () => expect(page.getByTestId('match-list')).toHaveAttribute('aria-busy', 'false');
  await page.getByTestId('sport-switch').getByRole('button', { name: '足球' }).click();
  await answered();
  await expect(rows.first()).toHaveAttribute('data-sport', '1');
  expect(await rows.evaluateAll((all) => all.every((row) => row.getAttribute('data-sport') === '1'))).toBe(true);

  await page.getByTestId('match-filters').getByRole('button', { name: '进行中' }).click();
  await answered();
  await expect(rows.first().getByTestId('match-clock')).toBeVisible();
  const clock = page.getByTestId('match-clock').first();
  const before = await clock.textContent();
  await page.clock.runFor(61_000);
  await expect(clock).not.toHaveText(before!);

  // Yesterday has only results: no running clock anywhere.
  await page.getByTestId('match-filters').getByRole('button', { name: '全部' }).click();
  await page.getByTestId('date-bar').getByRole('button').nth(6).click();
  await answered();
  await expect(rows.first()).toBeVisible();
  await expect(page.getByTestId('match-clock')).toHaveCount(0);
});

test("served with today's list in its HTML, the page shows its rows without asking for them", async ({ page }) => {
  // When the first row appeared: a later request is a refetch (a gap in a match's pushed deltas), not the first load.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const row = document.querySelector('[data-testid="match-row"]');
      if (!row) return;
      observer.disconnect();
      Object.assign(window, { firstRowAt: performance.now(), firstRow: row });
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  const messages = watchConsole(page);
  await page.goto(`${site.url}/m/score`);
  expect(await hasServedAnswers(page)).toBe(true);
  await expect(page.getByTestId('match-row').first()).toBeVisible();
  await expect(page.getByTestId('match-list')).toHaveAttribute('aria-busy', 'false');
  const askedBeforeRows = await page.evaluate(() => {
    const firstRowAt = (window as unknown as { firstRowAt: number }).firstRowAt;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/api/race/getDateMatch') && entry.startTime < firstRowAt).length;
  });
  expect(askedBeforeRows).toBe(0);
  // The rows came in the HTML, rendered by the server, and the app hydrated them (the same nodes) without a mismatch:
  // React reports none.
  expect(await hasServedRows(page)).toBe(true);
  expect(
    await page.evaluate(
      () => document.querySelector('[data-testid="match-row"]') === (window as unknown as { firstRow: Element }).firstRow,
    ),
  ).toBe(true);
  expect(messages).toEqual([]);
});

/** Today's matches of every sport, tab and filter, as the API answers the page's first request. */
const todaysMatches = (request: APIRequestContext) =>
  apiCall<{ list: { id: number }[] }>(request, site, '/api/race/getDateMatch?lang=cn&platform=3', {
    date: siteDay(),
    sport_id: 0,
    tab: 'all',
    filter: 'all',
  });

test("with JavaScript off, /m/score shows today's first rows as the API answers them", async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 667 } });
  const page = await context.newPage();
  await page.goto(`${site.url}/m/score`);
  const day = await todaysMatches(request);
  const rows = page.getByTestId('match-row');
  await expect(rows.first()).toBeVisible();
  expect(await rows.evaluateAll((all) => all.map((row) => Number(row.getAttribute('data-match'))))).toEqual(
    day.list.slice(0, 8).map((match) => match.id),
  );
  await expect(page.getByTestId('matches-loading')).toHaveCount(0);
  await context.close();
});

test("after the start, taken in steps, a guest has a session and the whole day's rows, in the API's order", async ({ page, request }) => {
  const messages = watchConsole(page);
  const guestAsked = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/user/getGuestInfo');
  await page.goto(`${site.url}/m/score`);
  const day = await todaysMatches(request);
  expect(day.list.length).toBeGreaterThan(16);
  // The services start in a task after the router's: the guest's identity is asked for and kept.
  await guestAsked;
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('sideline-qutu-session') ?? '{}').state?.guest ?? null))
    .not.toBeNull();
  // The rows below the first screen come a screen's worth at a time, until the day is whole.
  const rows = page.getByTestId('match-row');
  await expect(rows).toHaveCount(day.list.length);
  expect(await rows.evaluateAll((all) => all.map((row) => Number(row.getAttribute('data-match'))))).toEqual(day.list.map((m) => m.id));
  // The last row, away from the screen until now, shows its teams once scrolled to.
  await rows.last().scrollIntoViewIfNeeded();
  await expect(rows.last()).toBeVisible();
  expect((await rows.last().boundingBox())?.height).toBeGreaterThan(60);
  expect(messages).toEqual([]);
});

test("a page whose served list is older than 30 s by the phone's clock asks for it again", async ({ page }) => {
  await page.clock.setSystemTime(siteNow().getTime() + 60_000);
  const asked = askedForDays(page);
  const messages = watchConsole(page);
  await page.goto(`${site.url}/m/score`);
  expect(await hasServedAnswers(page)).toBe(true);
  await expect(page.getByTestId('match-list')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('match-row').first()).toBeVisible();
  expect(asked).toHaveLength(1);
  // The server's rows (from the answer it refused) are rendered afresh rather than hydrated: no mismatch is reported.
  expect(await hasServedRows(page)).toBe(true);
  expect(messages).toEqual([]);
});

test("on static hosting, the first visit asks for today's list once: the page takes the answer its route asked for", async ({ page }) => {
  await asStaticHosting(page, 'qutu');
  const asked = askedForDays(page);
  await page.goto(`${site.url}/m/score`);
  await expect(page.getByTestId('match-row').first()).toBeVisible();
  expect(asked).toHaveLength(1);
  expect(JSON.parse(asked[0])).toMatchObject({ sport_id: 0, tab: 'all', filter: 'all' });
});

test("on static hosting, the page's head asks for today's list before the app's entry script has arrived", async ({ page }) => {
  await asStaticHosting(page, 'qutu');
  let entryHeld = true;
  let askedWhileHeld = false;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/race/getDateMatch') askedWhileHeld ||= entryHeld;
  });
  // The entry script (index.html's module script) is held back until the list has been asked for, or 5 s.
  const entry = (await (await page.request.get(`${site.url}/m/score`)).text()).match(
    /<script type="module" crossorigin src="([^"]+)"/,
  )?.[1];
  expect(entry).toBeTruthy();
  await page.route(`${site.url}${entry}`, async (route) => {
    await expect
      .poll(() => askedWhileHeld, { timeout: 5_000 })
      .toBe(true)
      .catch(() => undefined);
    entryHeld = false;
    await route.continue();
  });
  await page.goto(`${site.url}/m/score`);
  await expect(page.getByTestId('match-row').first()).toBeVisible();
  expect(askedWhileHeld).toBe(true);
});

test('following a match asks a guest to log in', async ({ page }) => {
  await page.goto(`${site.url}/m/score`);
  await page.getByTestId('match-row').first().getByRole('button', { name: '收藏比赛' }).click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('您还未登录');
  await page.getByTestId('dialog-confirm').click();
  await page.getByLabel('账号').fill('vipfan');
  await page.getByLabel('密码').fill('sideline2026');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(`${site.url}/m/score`);
  const star = page.getByTestId('match-row').first().getByRole('button', { name: '收藏比赛' });
  await star.click();
  await expect(page.getByTestId('match-row').first().getByRole('button', { name: '取消收藏' })).toHaveAttribute('aria-pressed', 'true');
  // It is the server's state: a reload shows it still followed.
  await page.reload();
  await expect(page.getByTestId('match-row').first().getByRole('button', { name: '取消收藏' })).toBeVisible();
});
