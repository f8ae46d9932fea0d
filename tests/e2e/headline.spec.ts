import { expect, test } from './site-clock.ts';
import { adminCall, serveSite, type E2eSite } from './site-server.ts';

/** The home page (spec 000 §2 /headline): banners, hot matches, and the default headline tab of the switches. */
let site: E2eSite;
test.beforeAll(async () => {
  // Seeding a served site takes seconds, more on a busy machine.
  test.setTimeout(120_000);
  site = await serveSite('qutu');
});
test.afterAll(() => site.close());

test('the home page shows banners, hot matches and live anchors, each leading on', async ({ page }) => {
  await page.goto(`${site.url}/m/headline`);
  await expect(page.getByTestId('banners').locator('a')).toHaveCount(3);
  await expect(page.getByTestId('headline-tabs').getByRole('tab', { name: '主播' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('rec-anchors').locator('a').first()).toBeVisible();
  await page.getByTestId('match-card').first().click();
  await expect(page).toHaveURL(/\/m\/score\/detail\/(football|basketball)\/\d+$/);
  await page.goBack();
  await page.getByTestId('room-card').first().click();
  await expect(page).toHaveURL(/\/m\/live-detail\/\d+$/);
});

test("the default tab follows the switches: without anchor rooms it is the database, and the fan's choice is kept", async ({
  page,
  request,
}) => {
  await adminCall(request, site, 'post', '/admin/site/config', {
    switch_anchorroom: '0',
    switch_robotroom: '0',
    switch_shortvideo_check: '0',
  });
  try {
    await page.goto(`${site.url}/m/headline`);
    await expect(page.getByTestId('headline-tabs').getByRole('tab')).toHaveText(['资料库']);
    await expect(page.getByTestId('db-leagues').locator('a').first()).toBeVisible();
  } finally {
    await adminCall(request, site, 'post', '/admin/site/config', {
      switch_anchorroom: '1',
      switch_robotroom: '1',
      switch_shortvideo_check: '1',
    });
  }
  await page.reload();
  await page.getByTestId('headline-tabs').getByRole('tab', { name: '资料库' }).click();
  await page.reload();
  await expect(page.getByTestId('headline-tabs').getByRole('tab', { name: '资料库' })).toHaveAttribute('aria-selected', 'true');
});

test('the clips tab shows the newest short videos, each opening the feed at it', async ({ page }) => {
  await page.goto(`${site.url}/m/headline`);
  await page.getByTestId('headline-tabs').getByRole('tab', { name: '短视频' }).click();
  await expect(page.getByTestId('clip')).toHaveCount(6);
  await expect(page.getByTestId('clips-empty')).toHaveCount(0);
  const first = await page.getByTestId('clip').first().getAttribute('href');
  expect(first).toMatch(/^\/m\/shortvideo\/\d+$/);
  await page.getByTestId('clip').first().click();
  await expect(page).toHaveURL(new RegExp(`${first}$`));
});
