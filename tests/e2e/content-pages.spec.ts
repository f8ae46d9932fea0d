import { expect, test } from './site-clock.ts';
import { apiCall, serveSite, type E2eSite } from './site-server.ts';

/** News, activities and feedback (docs/decisions.md "News", "Activities", "Feedback"). */
let site: E2eSite;
test.beforeAll(async () => {
  // Seeding a served site takes seconds, more on a busy machine.
  test.setTimeout(120_000);
  site = await serveSite('qutu');
});
test.afterAll(() => site.close());

test('news: the list by category, an article at its own address, and back to the list', async ({ page, request }) => {
  await page.goto(`${site.url}/m/mobile/news`);
  const items = page.getByTestId('news-item');
  await expect(items.first()).toBeVisible();
  const title = (await items.first().locator('strong').textContent())!;
  await items.first().click();
  await expect(page).toHaveURL(/\/mobile\/news\?id=\d+$/);
  await expect(page.getByTestId('news-article').locator('h1')).toHaveText(title);
  expect(await page.getByTestId('news-article').locator('p').count()).toBeGreaterThan(0);
  await page.goBack();
  await expect(page.getByTestId('news-item').first()).toBeVisible();
  // A category's chip shows exactly that category's articles, as many as the server has.
  const football = await apiCall<{ total: number }>(request, site, '/api/news/getNewsList', { category: 'football', page: 1, size: 10 });
  await page.getByTestId('news-categories').getByRole('button', { name: '足球' }).click();
  if (football.total === 0) await expect(page.getByTestId('news-list-empty')).toBeVisible();
  else await expect(page.getByTestId('news-item')).toHaveCount(Math.min(10, football.total));
  await page.goto(`${site.url}/m/mobile/news?id=999999`);
  await expect(page.getByTestId('news-not-found')).toBeVisible();
});

test('activities: each with its status label, opened in the app and as the native app embeds it', async ({ page }) => {
  await page.goto(`${site.url}/m/activities`);
  const cards = page.getByTestId('activity-card');
  await expect(cards.first()).toBeVisible();
  const labels = await page.getByTestId('activity-status').allTextContents();
  expect(labels.every((label) => ['失效', '生效', '比赛结束', '比赛異常退款', '进行中'].includes(label))).toBe(true);
  await cards.first().click();
  await expect(page).toHaveURL(/\/activity\/\d+$/);
  const id = page.url().split('/').pop();
  await expect(page.getByTestId('activity-detail')).toBeVisible();
  await expect(page.getByTestId('activity-reward')).not.toBeEmpty();
  await page.goto(`${site.url}/m/mobile/activity/${id}`);
  await expect(page.getByTestId('activity-detail')).toBeVisible();
  await expect(page.getByRole('button', { name: '返回' })).toHaveCount(0);
  await page.goto(`${site.url}/m/activity/999999`);
  await expect(page.getByTestId('activity-not-found')).toBeVisible();
});

test('feedback: too short is said before sending; a message is received with its number, in the app and embedded', async ({ page }) => {
  await page.goto(`${site.url}/m/user-center/feedback`);
  await page.getByRole('textbox').first().fill('卡');
  await page.getByTestId('feedback-submit').click();
  await expect(page.getByTestId('feedback-form')).toContainText('请至少写 2 个字');
  await page.getByRole('textbox').first().fill('直播间<script>卡顿</script>');
  await page.getByLabel('联系方式（选填）').fill('13800000000');
  await page.getByTestId('feedback-submit').click();
  await expect(page.getByTestId('feedback-sent')).toContainText(/编号 \d+/);
  await page.goto(`${site.url}/m/mobile/s/feedback`);
  await expect(page.locator('header')).toHaveText('客服反馈');
});
