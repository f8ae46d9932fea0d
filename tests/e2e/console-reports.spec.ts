import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConversationType } from '../../runtime/im/index.ts';
import { projectRoot } from '../support/project-root.ts';
import { hostile, newUser, nodeChat } from './chat-fans.ts';
import { addOperator, consolePage } from './console-operators.ts';
import { expect, test } from './site-clock.ts';
import { apiCall, serveSite, type E2eSite } from './site-server.ts';

const moderator = 'mod@example.com';
const shots = join(projectRoot, 'test-results', 'console-reports');
const room = 'live_101';

/** Issue 36 §4: a fan's chat report reaches the moderator's open screen live; muting the sender stops their sends. */
test.describe('the console chat reports on qutu', () => {
  let site: E2eSite;
  let dataDir: string;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dataDir = mkdtempSync(join(tmpdir(), 'sideline-reports-e2e-'));
    await addOperator(dataDir, moderator, 'moderator');
    site = await serveSite('qutu', { dataDir });
  });
  test.afterAll(async () => {
    await site?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('a report appears without a reload with its messages as text; muting the sender for 10 minutes stops their sends', async ({
    browser,
    request,
  }) => {
    const page = await consolePage(browser, site, moderator);
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '聊天举报' }).click();
    await expect(page.getByTestId('queue-empty')).toBeVisible();

    const sender = await newUser(request, site, '刷屏的球迷');
    const reporter = await newUser(request, site, '举报的球迷');
    const chat = await nodeChat(site, sender);
    await chat.joinGroup({ groupID: room });
    const say = (text: string) =>
      chat.sendMessage(chat.createTextMessage({ to: room, conversationType: ConversationType.GROUP, payload: { text } }));
    await say('今晚谁赢？');
    await say(`${hostile}<svg onload=f()>`);
    const signedIn = `?token=${String(reporter.token)}&sp_source=9&platform=3`;
    const { id } = await apiCall<{ id: number }>(request, site, `/api/customerservice/report${signedIn}`, {
      type: 'user',
      id: String(sender.uid),
      reason: 'abuse',
      content: '<svg onload=f()> 一直骂人',
    });

    const row = page.getByTestId(`report-${id}`);
    await expect(row).toContainText('<svg onload=f()> 一直骂人');
    await expect(row).toContainText(`${hostile}<svg onload=f()>`);
    await expect(row).toContainText('辱骂骚扰');
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await page.screenshot({ path: join(shots, 'reports-1280.png'), fullPage: true });
    const phone = await browser.newPage({
      viewport: { width: 375, height: 667 },
      deviceScaleFactor: 2,
      storageState: await page.context().storageState(),
    });
    await phone.goto(page.url());
    await expect(phone.getByTestId(`report-${id}`)).toBeVisible();
    await phone.screenshot({ path: join(shots, 'reports-375.png'), fullPage: true });
    await phone.close();

    await row.getByLabel('时长').selectOption('600');
    await row.getByRole('button', { name: '禁言' }).click();
    await expect(page.getByTestId('queue-status')).toContainText(`举报 #${id} 已处理：禁言 刷屏的球迷`);
    await expect(page.getByTestId(`report-${id}`)).toHaveCount(0);
    await expect(say('还能说话吗')).rejects.toMatchObject({ code: 10017 });
    await chat.logout();
    await page.close();
  });
});
