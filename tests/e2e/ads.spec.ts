import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { houseAds } from '../../server/domain/site/ads.ts';
import { prepareServer, type RunningServer } from '../../server/start.ts';
import { expect, siteNow, test } from './site-clock.ts';
import { e2eDist } from './site-server.ts';

/** The ad slots (docs/decisions.md "Ad slots"): shown to guests and plain fans, never to a VIP fan. */
let server: RunningServer;
let url: string;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  // The house ads in both slots, as `sideline serve` starts a site.
  server = await prepareServer({ site: 'qutu', siteDir: `${e2eDist}/qutu`, seed: 1, startAt: siteNow().toISOString(), houseAds: true });
  url = await server.app.listen({ host: '127.0.0.1', port: 0 });
});
test.afterAll(() => server.close());

const api = async <T>(request: APIRequestContext, path: string, data: unknown, token = '') =>
  (await (await request.post(`${url}${path}?platform=3&sp_source=9${token ? `&token=${token}` : ''}`, { data })).json()).data as T;

/** A page of a fresh browser context, signed in as `user` (or a guest). */
async function openAs(browser: Browser, user: Record<string, unknown> | null): Promise<Page> {
  const context = await browser.newContext();
  await context.clock.install({ time: siteNow() });
  if (user)
    await context.addInitScript(
      (session) =>
        localStorage.setItem(
          'sideline-qutu-session',
          JSON.stringify({ state: { user: session, guest: null, backurl: '', videoWatchedSec: 0 }, version: 0 }),
        ),
      user,
    );
  return context.newPage();
}

/** Opens a landing page and waits for the always-on notices to be up (their benefit question is answered). */
async function landSignedIn(page: Page, path: string): Promise<void> {
  const asked = page.waitForResponse((r) => r.url().includes('/api/user/getNewBenefits'), { timeout: 15_000 });
  await page.goto(`${url}/m${path}`);
  await asked;
}

/** The fan's first step on the page (a key that starts nothing; a tap counts the same): the pop-up waits for it. */
const firstTap = (page: Page) => page.keyboard.press('Shift');

test('a guest sees the pop-up on a landing page after a first tap, and the card in a live room', async ({ browser }) => {
  const page = await openAs(browser, null);
  await page.goto(`${url}/m/score`);
  const pop = page.getByTestId('pop-ad');
  // A first visit's first view is the page (docs/decisions.md "The pop-up ad after the first step"): once the always-on
  // notices have started (their first request), the pop-up still waits for the fan's first step.
  await page.waitForRequest((r) => r.url().includes('/im/'), { timeout: 15_000 });
  await page.waitForTimeout(1_000);
  await expect(pop).toHaveCount(0);
  await firstTap(page);
  await expect(pop).toBeVisible({ timeout: 15_000 });
  await expect(pop).toContainText(houseAds.home_pop_ad!.title);
  await page.getByTestId('pop-ad-close').click();
  await expect(pop).toHaveCount(0);
  await page.goto(`${url}/m/live-detail/1`);
  await expect(page.getByTestId('play-ad')).toContainText(houseAds.live_play_ad!.title);
  await page.context().close();
});

test('a fan who is not VIP sees both slots, the pop-up once a day; its link leads to VIP', async ({ browser, request }) => {
  const fan = await api<Record<string, unknown>>(request, '/webapi/user/regist', {
    account: `ads${Date.now().toString(36)}`,
    password: 'goal2026',
  });
  // The welcome benefits are seen already, so their modal stays away.
  const ids = (await api<{ list: { id: number }[] }>(request, '/api/user/getNewBenefits', {}, String(fan.token))).list.map((b) => b.id);
  await api(request, '/api/user/readBenefits', { ids }, String(fan.token));
  const page = await openAs(browser, fan);

  await landSignedIn(page, '/live');
  await firstTap(page);
  await page.getByTestId('pop-ad-open').click();
  await expect(page).toHaveURL(`${url}/m/vip-plans`);
  // Shown today already: not again, on any landing page.
  await landSignedIn(page, '/score');
  await firstTap(page);
  await page.waitForTimeout(500);
  await expect(page.getByTestId('pop-ad')).toHaveCount(0);

  await page.goto(`${url}/m/live-detail/1`);
  const card = page.getByTestId('play-ad');
  await expect(card).toBeVisible();
  await card.getByTestId('play-ad-close').click();
  await expect(card).toHaveCount(0);
  await page.context().close();
});

test('a VIP fan sees neither slot', async ({ browser, request }) => {
  const vip = await api<Record<string, unknown>>(request, '/webapi/user/login', { account: 'vipfan', password: 'sideline2026' });
  expect(vip).toMatchObject({ isVIP: true, is_no_popad: 1, is_no_qrad: 1 });
  const page = await openAs(browser, vip);
  await landSignedIn(page, '/score');
  await firstTap(page);
  await page.waitForTimeout(500);
  await expect(page.getByTestId('pop-ad')).toHaveCount(0);
  await page.goto(`${url}/m/live-detail/1`);
  await expect(page.getByTestId('live-player')).toBeVisible();
  await expect(page.getByTestId('play-ad')).toHaveCount(0);
  await page.context().close();
});
