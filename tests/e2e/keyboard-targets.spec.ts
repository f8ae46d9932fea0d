import type { Locator, Page } from '@playwright/test';
import { expect, test } from './site-clock.ts';
import { serveSite, type E2eSite } from './site-server.ts';
import { undersizedTargets } from './target-size.ts';

/** Keyboard and pointer access on qutu (issue 39, "Touch and motion", "Keyboard"). */
let site: E2eSite;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await serveSite('qutu');
});
test.afterAll(() => site.close());

/** Presses Tab until `target` has focus, as a keyboard user would; fails when it is not reached in `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach ${String(target)} in ${limit} presses`);
}

/** Whether the focused element shows where focus is: it matches :focus-visible and draws an outline or a ring. */
const focusShows = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body || !element.matches(':focus-visible')) return false;
    const style = getComputedStyle(element);
    return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
  });

/** The daily pop-up, when it shows, is closed the keyboard's way. */
async function closePopUp(page: Page): Promise<void> {
  const pop = page.getByTestId('pop-ad');
  if (await pop.isVisible()) {
    await page.keyboard.press('Escape');
    await expect(pop).toHaveCount(0);
  }
}

test('with the keyboard alone a fan opens a match from the scores, switches its tab and comes back, focus always shown', async ({
  page,
}) => {
  await page.goto(`${site.url}/m/score`);
  const rows = page.getByTestId('match-row');
  await expect(rows.first()).toBeVisible({ timeout: 20_000 });
  await page.waitForTimeout(500);
  await closePopUp(page);

  const first = rows.first().getByRole('link').first();
  await tabTo(page, first);
  expect(await focusShows(page)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/m\/score\/detail\/football\/\d+$/);

  const tabs = page.getByTestId('detail-tabs').getByRole('tab');
  const selected = page.getByTestId('detail-tabs').getByRole('tab', { selected: true });
  await expect(selected).toHaveCount(1);
  const before = await selected.textContent();
  await tabTo(page, selected);
  expect(await focusShows(page)).toBe(true);
  await page.keyboard.press('ArrowRight');
  await expect(selected).not.toHaveText(before ?? '');
  await expect(selected).toBeFocused();
  expect(await tabs.count()).toBeGreaterThan(1);
  expect(await focusShows(page)).toBe(true);
  // The match page is a key page too: its targets are measured as the other key pages' are (the next test).
  expect(await undersizedTargets(page), 'targets under 24x24 on the match page').toEqual([]);

  // Shift+Tab walks back up the page to the header's back button.
  const back = page.getByRole('button', { name: '返回' });
  for (let presses = 0; presses < 30 && !(await back.evaluate((element) => element === document.activeElement)); presses += 1) {
    await page.keyboard.press('Shift+Tab');
  }
  await expect(back).toBeFocused();
  expect(await focusShows(page)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/m\/score$/);
});

test('every target on the key pages is at least 24x24 CSS px, or spaced as WCAG 2.5.8 allows', async ({ page }) => {
  test.setTimeout(90_000);
  const byId = (id: string) => (page: Page) => page.getByTestId(id).first();
  for (const [path, ready] of [
    ['/score', byId('match-row')],
    ['/live', byId('live-categories')],
    ['/headline', byId('headline-tabs')],
    ['/user-center', byId('invite-friend')],
    ['/login', (page: Page) => page.getByLabel('账号')],
    ['/database', byId('fifa-more')],
    ['/live-detail/1', byId('room-chat')],
  ] as const) {
    await page.goto(`${site.url}/m${path}`);
    await expect(ready(page)).toBeVisible({ timeout: 20_000 });
    await closePopUp(page);
    expect(await undersizedTargets(page), `targets under 24x24 on ${path}`).toEqual([]);
  }
});

test('the target check names small targets that crowd each other, and lets spaced ones and links in a sentence be', async ({ page }) => {
  await page.setContent(
    '<button style="width:16px;height:16px;padding:0">a</button><button style="width:16px;height:16px;padding:0">b</button>' +
      '<p>Read <a href="#rules">the rules</a> first.</p><button style="display:block;width:16px;height:16px;margin:40px">c</button>',
  );
  expect(await undersizedTargets(page)).toEqual(['button "a" 16x16', 'button "b" 16x16']);
});

test('with reduced motion asked for, nothing on the page loops or slides: an animation runs once, in a blink', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${site.url}/m/live`);
  await expect(page.getByTestId('live-categories')).toBeVisible({ timeout: 20_000 });
  // Any element the app animates (the loading pulses, a goal's glow, a gift's slide) is held by the page's rule.
  const held = await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.id = 'motion-probe';
    probe.style.animation = 'anything 1.4s ease-in-out infinite';
    probe.style.transition = 'opacity 0.3s';
    document.body.append(probe);
    const style = getComputedStyle(probe);
    return [style.animationIterationCount, style.animationDuration, style.transitionDuration];
  });
  expect(held).toEqual(['1', '0.001s', '0.001s']);

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const moving = await page.evaluate(() => getComputedStyle(document.getElementById('motion-probe')!).animationIterationCount);
  expect(moving).toBe('infinite');
});
