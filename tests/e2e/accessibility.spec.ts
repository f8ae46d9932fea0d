import { expect, test } from './site-clock.ts';
import { serveSite, type E2eSite } from './site-server.ts';

/** Names and roles a screen reader and a keyboard rely on (issue 39, "Names and roles"), on qutu. */
let site: E2eSite;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await serveSite('qutu');
});
test.afterAll(() => site.close());

test('a tablist answers the arrows, Home and End, and Tab leaves it in one step', async ({ page }) => {
  await page.goto(`${site.url}/m/live`);
  const list = page.getByTestId('live-categories');
  const tabs = list.getByRole('tab');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  const count = await tabs.count();
  expect(count).toBeGreaterThan(2);
  // Only the selected tab is in the tab order.
  expect(await tabs.evaluateAll((all) => all.map((tab) => tab.getAttribute('tabindex')))).toEqual(
    Array.from({ length: count }, (_, i) => (i === 0 ? '0' : '-1')),
  );

  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'false');
  await page.keyboard.press('End');
  await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(tabs.first()).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('Tab');
  await expect(tabs.nth(1)).not.toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).not.toBe('tab');
});

test('the bottom menu is navigation that marks the current page, and the document speaks the fan’s language', async ({ page }) => {
  await page.goto(`${site.url}/m/user-center`);
  const menu = page.getByRole('navigation').filter({ has: page.getByTestId('menu-score') });
  await expect(menu.getByRole('link', { name: '我的' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.locator('[aria-current]')).toHaveCount(1);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  await page.getByRole('button', { name: 'Português' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await menu.getByTestId('menu-score').click();
  await expect(menu.getByTestId('menu-score')).toHaveAttribute('aria-current', 'page');
});

test('a score row is one link named as a sentence: home, score, away and the minute', async ({ page }) => {
  await page.goto(`${site.url}/m/score`);
  const row = page
    .getByTestId('match-row')
    .filter({ has: page.getByTestId('match-clock') })
    .first();
  await expect(row).toBeVisible();
  const [home, away] = await row.locator('span[title]').evaluateAll((names) => names.map((name) => name.getAttribute('title')));
  const score = (await row.getByTestId('match-score').textContent())!.split(' - ');
  const clock = (await row.getByTestId('match-clock').textContent())!.trim();
  // What the accessibility tree names the link: the sentence, not its parts.
  await expect(row.getByRole('link', { name: `${home} ${score[0]} 比 ${score[1]} ${away}，${clock}`, exact: true })).toBeVisible();
});
