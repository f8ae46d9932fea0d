import { join } from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { projectRoot } from '../support/project-root.ts';
import { expect, siteNow, test } from './site-clock.ts';
import { consolePage, siteWithOperators } from './console-operators.ts';
import type { E2eSite } from './site-server.ts';

const ops = 'news-ops@example.com';
const shots = join(projectRoot, 'test-results', 'console-news');

/** The content screen's `tab` on a phone (375x667, DPR 2, the page's session), shot into `file` once `ready` shows. */
async function phoneShot(browser: Browser, page: Page, tab: string, ready: (phone: Page) => Locator, file: string, fullPage = true) {
  const phone = await browser.newPage({
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: 2,
    storageState: await page.context().storageState(),
  });
  await phone.goto(new URL('/ops/content', page.url()).href);
  await phone.getByRole('tab', { name: tab }).click();
  await expect(ready(phone)).toBeVisible();
  await phone.screenshot({ path: join(shots, file), fullPage });
  await phone.close();
}

/** Issue 36 §5: an operator publishes a news item in the console and a fan's news page shows it at its next read. */
test.describe('the console news tab on qutu', () => {
  let site: E2eSite;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    site = await siteWithOperators('qutu', [[ops, 'ops']]);
  });
  test.afterAll(async () => {
    await site?.close();
  });

  test('an operator writes a news item as a draft, publishes it, and the fan reads it as text', async ({ browser }) => {
    // Calls f() on a script's run: the console's page defines it (consolePage), the fan's below.
    const title = '决赛前瞻 <img src=x onerror=f()>';
    const page = await consolePage(browser, site, ops);
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '内容' }).click();
    await page.getByRole('tab', { name: '资讯' }).click();
    const form = page.getByTestId('news-form');
    await form.getByLabel('标题').fill(title);
    await form.getByRole('button', { name: '保存为草稿' }).click();
    // Checked before the call, in the server's words.
    await expect(form.getByText('摘要需要 1 到 200 个字')).toBeVisible();
    await form.getByLabel('摘要').fill('两队状态火热。');
    await form.getByLabel('正文').fill('第一段：<script>f()</script>\n第二段。');
    await form.getByRole('button', { name: '保存为草稿' }).click();
    const row = page.locator('li[data-testid^="news-"]').filter({ hasText: '两队状态火热。' });
    await expect(row.getByTestId('news-state')).toHaveText('草稿');
    await expect(row.getByText(title)).toBeVisible();

    // A draft never shows to fans.
    const fan = await browser.newPage({ viewport: { width: 375, height: 667 }, deviceScaleFactor: 2 });
    await fan.addInitScript(
      () => ((window as unknown as { f: () => void }).f = () => ((window as unknown as { __xss: number }).__xss = 1)),
    );
    await fan.goto(`${site.url}/m/mobile/news`);
    await expect(fan.getByTestId('news-item').first()).toBeVisible();
    await expect(fan.getByTestId('news-item').filter({ hasText: '决赛前瞻' })).toHaveCount(0);

    await row.getByRole('button', { name: '发布' }).click();
    await expect(row.getByTestId('news-state')).toHaveText('展示中');
    await expect(page.getByTestId('save-status')).toContainText('已发布');
    await page.screenshot({ path: join(shots, 'news-1280.png'), fullPage: true });

    // The fan's next read: first in the list, its title and body as text.
    await fan.reload();
    const item = fan.getByTestId('news-item').first();
    await expect(item.getByText(title)).toBeVisible();
    await item.click();
    const article = fan.getByTestId('news-article');
    await expect(article.getByRole('heading', { name: title })).toBeVisible();
    await expect(article.getByText('第一段：<script>f()</script>')).toBeVisible();
    await fan.screenshot({ path: join(shots, 'fan-article-375.png'), fullPage: true });
    expect(await fan.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

    // Withdrawn, it is gone at the fan's next read.
    await row.getByRole('button', { name: '下线' }).click();
    await expect(row.getByTestId('news-state')).toHaveText('已下线');
    await fan.goto(`${site.url}/m/mobile/news`);
    await expect(fan.getByTestId('news-item').first()).toBeVisible();
    await expect(fan.getByTestId('news-item').filter({ hasText: '决赛前瞻' })).toHaveCount(0);
    await fan.close();
    await page.close();
  });

  test('an edit from a stale page is refused naming who changed the item, and the operator reloads it', async ({ browser }) => {
    const page = await consolePage(browser, site, ops);
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '内容' }).click();
    await page.getByRole('tab', { name: '资讯' }).click();
    const row = page.locator('li[data-testid^="news-"]').filter({ hasText: '示例数据' }).first();
    await row.getByRole('button', { name: '编辑' }).click();
    const form = page.getByTestId('news-form');
    await expect(page.getByRole('heading', { name: /编辑资讯/ })).toBeVisible();
    const id = Number((await row.getAttribute('data-testid'))!.replace('news-', ''));

    // Someone else changes the item meanwhile (another tab of the console, through the same API).
    const session = (await (await page.request.get(`${site.url}/ops/api/session`)).json()) as { data: { csrfToken: string } };
    const items = (await (await page.request.get(`${site.url}/ops/api/news`)).json()) as {
      data: { items: { id: number; category: string; summary: string; body: string; version: number }[] };
    };
    const current = items.data.items.find((each) => each.id === id)!;
    const other = await page.request.patch(`${site.url}/ops/api/news/${id}`, {
      headers: { 'x-csrf-token': session.data.csrfToken },
      data: { category: current.category, title: '别人改过的标题', summary: current.summary, body: current.body, version: current.version },
    });
    expect(((await other.json()) as { status: number }).status).toBe(0);

    await form.getByLabel('标题').fill('我的标题');
    await form.getByRole('button', { name: '保存修改' }).click();
    await expect(form.getByTestId('news-form-error')).toContainText(`已被 ${ops} 于`);
    await expect(form.getByTestId('news-form-error')).toContainText('修改，请重新加载后再改');
    await page.screenshot({ path: join(shots, 'news-stale-1280.png'), fullPage: true });
    await form.getByRole('button', { name: '重新加载这条资讯' }).click();
    await expect(form.getByLabel('标题')).toHaveValue('别人改过的标题');
    await form.getByLabel('标题').fill('我的标题');
    await form.getByRole('button', { name: '保存修改' }).click();
    await expect(page.getByTestId('save-status')).toHaveText(`已保存 #${id}`);
    await expect(page.getByTestId(`news-${id}`).getByText('我的标题')).toBeVisible();

    await phoneShot(browser, page, '资讯', (phone) => phone.locator('li[data-testid^="news-"]').first(), 'news-375.png');
    await page.close();
  });
  test('an operator edits and withdraws an activity; the fan reads the change as text at the next read', async ({ browser }) => {
    const title = '签到挑战 <img src=x onerror=f()>';
    const page = await consolePage(browser, site, ops);
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '内容' }).click();
    await page.getByRole('tab', { name: '活动' }).click();
    const row = page.getByTestId('activity-2');
    await row.getByRole('button', { name: '编辑' }).click();
    const form = page.getByTestId('activity-form');
    await form.getByLabel('标题').fill(title);
    await form.getByRole('button', { name: '保存修改' }).click();
    await expect(page.getByTestId('save-status')).toHaveText('已保存 #2');
    await expect(row.getByText(title)).toBeVisible();

    const fan = await browser.newPage({ viewport: { width: 375, height: 667 }, deviceScaleFactor: 2 });
    await fan.addInitScript(
      () => ((window as unknown as { f: () => void }).f = () => ((window as unknown as { __xss: number }).__xss = 1)),
    );
    await fan.goto(`${site.url}/m/activities`);
    const card = fan.getByTestId('activity-card').filter({ hasText: '签到挑战' });
    await expect(card.getByText(title)).toBeVisible();

    await row.getByRole('button', { name: '下线' }).click();
    await expect(row.getByTestId('activity-status')).toHaveText('失效');
    await fan.reload();
    await expect(card.getByTestId('activity-status')).toHaveAttribute('data-status', '0');
    expect(await fan.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await row.getByRole('button', { name: '编辑' }).click();
    await page.screenshot({ path: join(shots, 'activities-1280.png'), fullPage: true });
    await phoneShot(browser, page, '活动', (phone) => phone.getByTestId('activity-2'), 'activities-375.png', false);
    await fan.close();
    await page.close();
  });

  test('an operator creates an activity as a draft no fan sees, publishes it, and the fan opens it', async ({ browser }) => {
    const title = '周中观赛夜 <img src=x onerror=f()>';
    const page = await consolePage(browser, site, ops);
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '内容' }).click();
    await page.getByRole('tab', { name: '活动' }).click();
    const form = page.getByTestId('activity-form');
    await expect(page.getByRole('heading', { name: '新建活动' })).toBeVisible();
    await form.getByRole('button', { name: '保存为草稿' }).click();
    // Checked before the call, in the server's words.
    await expect(form.getByText('标题需要 1 到 40 个字')).toBeVisible();
    await expect(form.getByText('奖励需要 1 到 40 个字')).toBeVisible();
    await form.getByLabel('标题').fill(title);
    await form.getByLabel('奖励').fill('500 金币');
    await form.getByLabel('摘要').fill('报名观看周中焦点战。');
    await form.getByLabel('活动规则').fill('免费报名。\n<script>f()</script>');
    // The browser's local time of the site's clock: started an hour ago, ends in two days.
    const local = (ms: number) =>
      page.evaluate((at) => new Date(at - new Date(at).getTimezoneOffset() * 60_000).toISOString().slice(0, 16), ms);
    await form.getByLabel('开始时间').fill(await local(siteNow().getTime() - 3_600_000));
    await form.getByLabel('结束时间').fill(await local(siteNow().getTime() + 48 * 3_600_000));
    await form.getByRole('button', { name: '保存为草稿' }).click();
    await expect(page.getByTestId('save-status')).toContainText('已保存为草稿');
    const row = page.locator('li[data-testid^="activity-"]').filter({ hasText: '报名观看周中焦点战。' });
    await expect(row.getByTestId('activity-status')).toHaveText('草稿');
    await expect(row.getByText(title)).toBeVisible();
    const id = Number((await row.getAttribute('data-testid'))!.replace('activity-', ''));
    await page.screenshot({ path: join(shots, 'activity-draft-1280.png'), fullPage: true });

    // A draft never shows to fans: not in the list, not at its address.
    const fan = await browser.newPage({ viewport: { width: 375, height: 667 }, deviceScaleFactor: 2 });
    await fan.addInitScript(
      () => ((window as unknown as { f: () => void }).f = () => ((window as unknown as { __xss: number }).__xss = 1)),
    );
    await fan.goto(`${site.url}/m/activities`);
    await expect(fan.getByTestId('activity-card').first()).toBeVisible();
    await expect(fan.getByTestId('activity-card').filter({ hasText: '周中观赛夜' })).toHaveCount(0);
    await fan.goto(`${site.url}/m/activity/${id}`);
    await expect(fan.getByTestId('activity-not-found')).toBeVisible();

    await row.getByRole('button', { name: '发布' }).click();
    await expect(page.getByTestId('save-status')).toContainText('已发布');
    await expect(row.getByTestId('activity-status')).toHaveText('进行中');

    // The fan's next read: listed, and it opens with its rules as text.
    await fan.goto(`${site.url}/m/activities`);
    const card = fan.getByTestId('activity-card').filter({ hasText: '周中观赛夜' });
    await expect(card.getByText(title)).toBeVisible();
    await card.click();
    const detail = fan.getByTestId('activity-detail');
    await expect(detail.getByRole('heading', { name: title })).toBeVisible();
    await expect(detail.getByTestId('activity-reward')).toHaveText('500 金币');
    await expect(detail.getByText('<script>f()</script>')).toBeVisible();
    await fan.screenshot({ path: join(shots, 'fan-activity-375.png'), fullPage: true });
    expect(await fan.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

    await phoneShot(browser, page, '活动', (phone) => phone.getByTestId(`activity-${id}`), 'activity-new-375.png');
    await fan.close();
    await page.close();
  });
});
