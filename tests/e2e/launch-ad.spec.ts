import type { Browser, Page } from '@playwright/test';
import { join } from 'node:path';
import { projectRoot } from '../support/project-root.ts';
import { expect, siteNow, test } from './site-clock.ts';
import { adminCall, serveSite, type E2eSite } from './site-server.ts';

const shots = join(projectRoot, 'test-results', 'launch-ad');
const launchAd = {
  id: 7,
  title: '世界杯开幕',
  title_pt: 'Abertura da Copa',
  image: '/static/pictures/ad-popup/1.svg',
  link: '/m/vip-plans',
};

/** The installed app's launch ad (commonConfig launch_ad; docs/runtime-rules.md "The launch ad"), in Chromium. */
test.describe('the launch ad on qutu', () => {
  let site: E2eSite;

  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000);
    site = await serveSite('qutu');
    await adminCall(request, site, 'post', '/admin/site/ads', { slot: 'launch_ad', ad: launchAd });
  });
  test.afterAll(() => site?.close());

  /** A fresh phone-sized page, opened as the installed app (display-mode standalone) when `standalone`. */
  async function phone(browser: Browser, standalone: boolean, choice = { lang: 'cn', mode: 'light' }): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 375, height: 667 }, deviceScaleFactor: 2 });
    await context.clock.install({ time: siteNow() });
    await context.addInitScript((state) => {
      if (!localStorage.getItem('sideline-qutu-app')) localStorage.setItem('sideline-qutu-app', JSON.stringify({ state, version: 0 }));
    }, choice);
    const page = await context.newPage();
    if (standalone) {
      await context
        .newCDPSession(page)
        .then((cdp) => cdp.send('Emulation.setEmulatedMedia', { features: [{ name: 'display-mode', value: 'standalone' }] }));
      // Chromium 150 takes the CDP call above but still answers display-mode: browser; the page's own media query then
      // answers as on a home screen, everything else in the page being the built app unchanged.
      await context.addInitScript(() => {
        const real = window.matchMedia.bind(window);
        window.matchMedia = (query: string) => {
          const list = real(query);
          const standaloneQuery = query.replace(/\s/g, '') === '(display-mode:standalone)';
          return standaloneQuery ? Object.defineProperty(list, 'matches', { value: true }) : list;
        };
      });
    }
    return page;
  }

  test('the installed app shows it at a cold start with a countdown; skipped, it is gone for the day', async ({ browser }) => {
    const page = await phone(browser, true);
    await page.goto(`${site.url}/m/score`);
    const ad = page.getByTestId('launch-ad');
    await expect(ad).toBeVisible({ timeout: 15_000 });
    await expect(ad).toContainText('世界杯开幕');
    await expect(page.getByTestId('launch-ad-skip')).toHaveText(/^跳过 [1-3]$/);
    await page.getByTestId('launch-ad-skip').click();
    await expect(ad).toHaveCount(0);
    // Once a day on a device: a new start of the app the same day shows none, nor does the day's pop-up ad follow.
    await page.goto(`${site.url}/m/live`);
    await page.waitForRequest((r) => r.url().includes('/im/'), { timeout: 15_000 });
    await page.waitForTimeout(1_000);
    await expect(ad).toHaveCount(0);
    await page.context().close();
  });

  test('it closes by itself when the countdown ends, and a tap on the picture follows its link', async ({ browser }) => {
    const page = await phone(browser, true);
    await page.goto(`${site.url}/m/score`);
    const ad = page.getByTestId('launch-ad');
    await expect(ad).toBeVisible({ timeout: 15_000 });
    await page.clock.runFor(3_100);
    await expect(ad).toHaveCount(0);

    const other = await phone(browser, true);
    await other.goto(`${site.url}/m/score`);
    await other.getByTestId('launch-ad-open').click({ timeout: 15_000 });
    await expect(other).toHaveURL(`${site.url}/m/vip-plans`);
    await expect(other.getByTestId('launch-ad')).toHaveCount(0);
    await page.context().close();
    await other.context().close();
  });

  test('a browser tab never shows it, nor does the installed app opened on a login', async ({ browser }) => {
    const tab = await phone(browser, false);
    await tab.goto(`${site.url}/m/score`);
    await tab.waitForRequest((r) => r.url().includes('/im/'), { timeout: 15_000 });
    await tab.waitForTimeout(1_000);
    await expect(tab.getByTestId('launch-ad')).toHaveCount(0);
    const login = await phone(browser, true);
    await login.goto(`${site.url}/m/login`);
    await login.waitForRequest((r) => r.url().includes('/im/'), { timeout: 15_000 });
    await login.waitForTimeout(1_000);
    await expect(login.getByTestId('launch-ad')).toHaveCount(0);
    await tab.context().close();
    await login.context().close();
  });

  for (const lang of ['cn', 'pt-br'] as const)
    for (const mode of ['light', 'dark'] as const)
      test(`looks right in ${lang}, ${mode}`, async ({ browser }) => {
        const page = await phone(browser, true, { lang, mode });
        await page.goto(`${site.url}/m/score`);
        await expect(page.getByTestId('launch-ad')).toBeVisible({ timeout: 15_000 });
        await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 10));
        await expect(page.getByTestId('launch-ad-skip')).toHaveText(lang === 'cn' ? /^跳过 \d$/ : /^Pular \d$/);
        await page.screenshot({ path: join(shots, `launch-ad-${lang}-${mode}.png`) });
        await page.context().close();
      });
});
