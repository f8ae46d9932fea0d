import { expect, test } from './site-clock.ts';
import { openContext } from './fan-context.ts';
import { adminCall, apiCall, serveSite, type E2eSite } from './site-server.ts';
import { onePixelPng } from '../support/images.ts';

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

test('a signed-in fan joins an activity with its fee and sees the refund when it is called off', async ({ browser, request }) => {
  const fan = await apiCall<Record<string, unknown> & { id: number; token: string }>(request, site, '/webapi/user/regist', {
    account: `joiner${Date.now().toString(36)}`,
    password: 'goal2026',
  });
  await adminCall(request, site, 'post', '/admin/wallet/grant', { user_id: fan.id, gold: 1_000, ref: `join-${fan.id}` });
  const context = await openContext(browser, fan);
  const page = await context.newPage();
  await page.addLocatorHandler(page.getByTestId('benefit-modal'), () => page.getByTestId('benefit-close').click());
  await page.goto(`${site.url}/m/activity/1`);
  await expect(page.getByTestId('activity-join')).toContainText('报名费 1000 金币');
  const before = Number((await page.getByTestId('activity-participants').textContent())!.replace(/\D/g, ''));
  await page.getByTestId('activity-join-button').click();
  await expect(page.getByTestId('activity-entry')).toHaveText('已报名，活动结束后获得 3000 金币');
  await expect(page.getByTestId('activity-participants')).toHaveText(`已有 ${before + 1} 人报名`);

  await adminCall(request, site, 'post', '/admin/activity/status', { id: 1, status: 3 });
  await page.reload();
  await expect(page.getByTestId('activity-entry')).toHaveText('报名费 1000 金币已退还');
  await adminCall(request, site, 'post', '/admin/activity/status', { id: 1, status: null });
  await context.close();
});

test("feedback with a category and a picture; customer service's reply shows under it", async ({ browser, request }) => {
  const fan = await apiCall<Record<string, unknown> & { id: number; token: string }>(request, site, '/webapi/user/regist', {
    account: `writer${Date.now().toString(36)}`,
    password: 'goal2026',
  });
  const context = await openContext(browser, fan);
  const page = await context.newPage();
  await page.addLocatorHandler(page.getByTestId('benefit-modal'), () => page.getByTestId('benefit-close').click());
  await page.goto(`${site.url}/m/user-center/feedback`);
  await page.getByTestId('feedback-category').getByRole('button', { name: '充值提现' }).click();
  await page.getByRole('textbox').first().fill('充值后金币没有到账');
  await page.getByTestId('feedback-image-input').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: onePixelPng });
  await expect(page.getByTestId('feedback-image')).toHaveCount(1);
  await page.getByTestId('feedback-submit').click();
  await expect(page.getByTestId('feedback-sent')).toBeVisible();
  const item = page.getByTestId('past-feedback-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('充值提现');
  await expect(item).toContainText('等待客服回复');
  await expect(item.locator('img')).toHaveCount(1);

  const id = Number((await page.getByTestId('feedback-sent').textContent())!.match(/\d+/)![0]);
  await adminCall(request, site, 'post', '/admin/feedback/reply', { id, reply: '已为你补发金币，请查收。' });
  await page.reload();
  await expect(page.getByTestId('feedback-reply')).toContainText('已为你补发金币，请查收。');
  await context.close();
});
