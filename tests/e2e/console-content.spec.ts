import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../support/project-root.ts';
import { expect, test } from './site-clock.ts';
import { addOperator, consolePage } from './console-operators.ts';
import { serveSite, type E2eSite } from './site-server.ts';

const ops = 'content-ops@example.com';
const moderator = 'content-mod@example.com';
const shots = join(projectRoot, 'test-results', 'console-content');
/** A 1x1 PNG. */
const png = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

/** Issue 36 §5: an operator publishes a banner in the console and a fan's home shows it at its next read. */
test.describe('the console content screen on qutu', () => {
  let site: E2eSite;
  let dataDir: string;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dataDir = mkdtempSync(join(tmpdir(), 'sideline-content-e2e-'));
    await addOperator(dataDir, ops, 'ops');
    await addOperator(dataDir, moderator, 'moderator');
    site = await serveSite('qutu', { dataDir });
  });
  test.afterAll(async () => {
    await site?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('an ops operator writes a banner as a draft, publishes it, and the fan home shows it at its next read', async ({ browser }) => {
    const title = '决赛之夜 <b>x</b><img src=x onerror=f()>';
    const page = await consolePage(browser, site, ops);
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '内容' }).click();
    await expect(page.getByTestId('robot-switch').getByRole('switch')).toHaveAttribute('aria-checked', 'true');

    // A link the fan app would not follow is refused before the call, in the server's words.
    const form = page.getByTestId('content-form');
    await form.getByLabel('中文标题').fill(title);
    await form.getByLabel('葡语标题').fill('Noite da final');
    // The picture goes up through the uploads area and its address fills the field; a file that is no image does not.
    await form.locator('input[type=file]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(form.getByText('请选择图片文件')).toBeVisible();
    await form.locator('input[type=file]').setInputFiles({ name: 'final.png', mimeType: 'image/png', buffer: png });
    await expect(form.getByLabel('图片地址')).toHaveValue(/^\/storage\/files\/ops-[0-9a-f]+\.png$/);
    await form.getByLabel('链接').fill('javascript:alert(1)');
    await form.getByRole('button', { name: '保存为草稿' }).click();
    await expect(form.getByText('链接只能是应用内路径 /m/... 或 https:// 地址')).toBeVisible();
    await form.getByLabel('链接').fill('/m/vip-plans');
    await form.getByRole('button', { name: '保存为草稿' }).click();
    const row = page.locator('li[data-testid^="content-"]').filter({ hasText: 'Noite da final' });
    await expect(row.getByTestId('content-state')).toHaveText('草稿');

    // A draft never shows to fans.
    const fan = await browser.newPage({ viewport: { width: 375, height: 667 }, deviceScaleFactor: 2 });
    await fan.goto(`${site.url}/m/headline`);
    await expect(fan.getByTestId('banners').locator('a')).toHaveCount(3);

    await row.getByRole('button', { name: '发布' }).click();
    await expect(row.getByTestId('content-state')).toHaveText('展示中');
    await expect(page.getByTestId('save-status')).toContainText('已发布');
    await page.screenshot({ path: join(shots, 'content-1280.png'), fullPage: true });

    // The fan's next read: the banner is there, its title as text.
    await fan.reload();
    await expect(fan.getByTestId('banners').locator('a')).toHaveCount(4);
    await expect(fan.getByTestId('banners').getByText(title)).toBeVisible();
    expect(await fan.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

    // Withdrawn, it is gone at the next read again.
    await row.getByRole('button', { name: '下线' }).click();
    await expect(row.getByTestId('content-state')).toHaveText('已下线');
    await fan.reload();
    await expect(fan.getByTestId('banners').locator('a')).toHaveCount(3);

    // An ad slot: a link the fan app would not follow is refused; a good one reaches the fans' next config read.
    const slot = page.getByTestId('ad-live_play_ad');
    await slot.getByLabel('中文标题').fill('决赛门票');
    await slot.getByLabel('葡语标题').fill('Ingressos');
    await slot.getByLabel('图片地址').fill('/static/pictures/ad-card/2.svg');
    await slot.getByLabel('链接').fill('/m//evil.example');
    await slot.getByRole('button', { name: '保存并投放' }).click();
    await expect(slot.getByText('链接只能是应用内路径 /m/... 或 https:// 地址')).toBeVisible();
    await slot.getByLabel('链接').fill('https://example.com/tickets');
    await slot.getByRole('button', { name: '保存并投放' }).click();
    await expect(page.getByTestId('save-status')).toHaveText('直播间播放器广告已投放');
    const common = (await (await fan.request.get(`${site.url}/api/config/getCommonConfig`)).json()) as {
      data: { live_play_ad: { title: string; link: string } | null };
    };
    expect(common.data.live_play_ad).toMatchObject({ title: '决赛门票', link: 'https://example.com/tickets' });

    // The installed app's launch ad is edited the same way, under the same rule.
    const launch = page.getByTestId('ad-launch_ad');
    await expect(launch.getByText('空')).toBeVisible();
    await launch.getByLabel('中文标题').fill('世界杯开幕');
    await launch.getByLabel('葡语标题').fill('Abertura da Copa');
    await launch.getByLabel('图片地址').fill('/static/pictures/ad-popup/1.svg');
    await launch.getByLabel('链接').fill('javascript:alert(1)');
    await launch.getByRole('button', { name: '保存并投放' }).click();
    await expect(launch.getByText('链接只能是应用内路径 /m/... 或 https:// 地址')).toBeVisible();
    await launch.getByLabel('链接').fill('/m/vip-plans');
    await launch.getByRole('button', { name: '保存并投放' }).click();
    await expect(page.getByTestId('save-status')).toHaveText('应用启动页广告已投放');
    await expect(page.getByTestId('ad-launch_ad').getByText('投放中')).toBeVisible();
    const launchCommon = (await (await fan.request.get(`${site.url}/api/config/getCommonConfig`)).json()) as {
      data: { launch_ad: { title: string; link: string } | null };
    };
    expect(launchCommon.data.launch_ad).toMatchObject({ title: '世界杯开幕', link: '/m/vip-plans' });
    await page.screenshot({ path: join(shots, 'content-ads-1280.png'), fullPage: true });

    const phone = await browser.newPage({
      viewport: { width: 375, height: 667 },
      deviceScaleFactor: 2,
      storageState: await page.context().storageState(),
    });
    await phone.goto(`${site.url}/ops/content`);
    await expect(phone.locator('li[data-testid^="content-"]').first()).toBeVisible();
    await phone.screenshot({ path: join(shots, 'content-375.png'), fullPage: true });
    await phone.close();
    await fan.close();
    await page.close();
  });

  test('a moderator sees the content read-only, and the server refuses a change', async ({ browser }) => {
    const page = await consolePage(browser, site, moderator);
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '内容' }).click();
    await expect(page.getByText('本节点站点的轮播图、公告、资讯和活动（你的角色只能查看）。')).toBeVisible();
    await expect(page.locator('li[data-testid^="content-"]').first()).toBeVisible();
    await expect(page.getByTestId('content-form')).toHaveCount(0);
    await expect(page.getByRole('button', { name: '发布' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '下线' })).toHaveCount(0);
    await expect(page.getByTestId('robot-switch').getByRole('switch')).toBeDisabled();
    await expect(page.getByTestId('ad-slots').getByRole('button', { name: '保存并投放' })).toHaveCount(0);

    const session = (await (await page.request.get(`${site.url}/ops/api/session`)).json()) as { data: { csrfToken: string } };
    const refused = await page.request.post(`${site.url}/ops/api/content`, {
      headers: { 'x-csrf-token': session.data.csrfToken },
      data: { kind: 'announcement', title: '公告', titlePt: 'Aviso' },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ status: 4, msg: '没有权限' });
    await page.close();
  });
});
