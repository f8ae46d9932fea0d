import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../support/project-root.ts';
import { newUser } from './chat-fans.ts';
import { addOperator, consolePage } from './console-operators.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './site-clock.ts';
import { apiCall, serveSite, type E2eSite } from './site-server.ts';

const moderator = 'mod@example.com';
const otherModerator = 'mod2@example.com';
const shots = join(projectRoot, 'test-results', 'console-rooms');

/** Issue 36 §4: a live room's bans and managers in the console: a fan banned as the platform, listed, then lifted. */
test.describe('the console room bans and managers on qutu', () => {
  let site: E2eSite;
  let dataDir: string;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dataDir = mkdtempSync(join(tmpdir(), 'sideline-rooms-e2e-'));
    await addOperator(dataDir, moderator, 'moderator');
    await addOperator(dataDir, otherModerator, 'moderator');
    site = await serveSite('qutu', { dataDir });
  });
  test.afterAll(async () => {
    await site?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('lists the seeded manager, bans a fan for a day with who set it, refuses the anchor, and lifts the ban', async ({
    browser,
    request,
  }) => {
    const fan = await newUser(request, site, '<b>吵闹的球迷</b>');
    const [manager] = await site.query<{ id: number }>("select id from users where account = 'anchoradmin'");
    const [anchor] = await site.query<{ id: number }>("select id from users where account = 'anchor01'");
    const page = await consolePage(browser, site, moderator);
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '直播间管理' }).click();
    await page.getByLabel('直播间号').fill('live_101');
    await page.getByRole('button', { name: '查看' }).click();
    await expect(page.getByText('直播间号应为 1 或更大的整数')).toBeVisible();
    await page.getByLabel('直播间号').fill('101');
    await page.getByRole('button', { name: '查看' }).click();
    await expect(page.getByTestId(`room-manager-${manager.id}`)).toBeVisible();
    await expect(page.getByTestId('room-bans')).toContainText('没有正在生效的禁言');

    const form = page.getByTestId('room-ban-form');
    await form.getByLabel('粉丝 ID').fill(String(anchor.id));
    await form.getByRole('button', { name: '禁言' }).click();
    await expect(page.getByTestId('queue-status')).toContainText('不能禁言主播');
    await form.getByLabel('粉丝 ID').fill(String(fan.uid));
    await form.getByLabel('时长').selectOption('86400');
    await form.getByRole('button', { name: '封禁' }).click();
    await expect(page.getByTestId('queue-status')).toContainText(`已封禁粉丝 #${String(fan.uid)}`);
    const ban = page.getByTestId(`room-ban-${String(fan.uid)}`);
    await expect(ban).toContainText('<b>吵闹的球迷</b>');
    await expect(ban).toContainText('由平台设置');
    await page.screenshot({ path: join(shots, 'rooms-1280.png'), fullPage: true });
    const phone = await browser.newPage({
      viewport: { width: 375, height: 667 },
      deviceScaleFactor: 2,
      storageState: await page.context().storageState(),
    });
    await phone.goto(page.url());
    await phone.getByLabel('直播间号').fill('101');
    await phone.getByRole('button', { name: '查看' }).click();
    await expect(phone.getByTestId(`room-ban-${String(fan.uid)}`)).toBeVisible();
    await phone.screenshot({ path: join(shots, 'rooms-375.png'), fullPage: true });
    await phone.close();

    await ban.getByRole('button', { name: '解除' }).click();
    await expect(page.getByTestId('queue-status')).toContainText('已解除 <b>吵闹的球迷</b> 的禁言');
    await expect(page.getByTestId('room-bans')).toContainText('没有正在生效的禁言');
    await page.close();
  });

  test('follows the room live: another operator’s ban and lift, and a manager’s ban in the fan app, show without a reload', async ({
    browser,
    request,
  }) => {
    const loud = await newUser(request, site, '刷屏的球迷');
    const rude = await newUser(request, site, '骂人的球迷');
    const open = async (email: string): Promise<Page> => {
      const page = await consolePage(browser, site, email);
      await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '直播间管理' }).click();
      await page.getByLabel('直播间号').fill('101');
      await page.getByRole('button', { name: '查看' }).click();
      await expect(page.getByTestId('room-bans')).toBeVisible();
      return page;
    };
    const watching = await open(moderator);
    const acting = await open(otherModerator);
    const reloads: string[] = [];
    watching.on('framenavigated', (frame) => frame === watching.mainFrame() && reloads.push(frame.url()));

    const form = acting.getByTestId('room-ban-form');
    await form.getByLabel('粉丝 ID').fill(String(loud.uid));
    await form.getByRole('button', { name: '禁言' }).click();
    await expect(acting.getByTestId('queue-status')).toContainText(`#${String(loud.uid)}`);
    const seen = watching.getByTestId(`room-ban-${String(loud.uid)}`);
    await expect(seen).toContainText('由平台设置');

    const manager = await apiCall<{ token: string }>(request, site, '/webapi/user/login', {
      account: 'anchoradmin',
      password: 'sideline2026',
    });
    await apiCall(request, site, `/api/live/banUser?token=${manager.token}`, { liveid: 101, uid: Number(rude.uid), duration: 3600 });
    await expect(watching.getByTestId(`room-ban-${String(rude.uid)}`)).toContainText('骂人的球迷');
    await expect(acting.getByTestId(`room-ban-${String(rude.uid)}`)).toBeVisible();

    await acting
      .getByTestId(`room-ban-${String(loud.uid)}`)
      .getByRole('button', { name: '解除' })
      .click();
    await expect(seen).toHaveCount(0);
    await watching.screenshot({ path: join(shots, 'rooms-live-1280.png'), fullPage: true });
    expect(reloads).toEqual([]);
    await watching.close();
    await acting.close();
  });
});
