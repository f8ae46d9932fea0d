import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConversationType, GroupType } from '../../runtime/im/index.ts';
import { projectRoot } from '../support/project-root.ts';
import { expectNothingRan, fanPage, hostile, newUser, nodeChat } from './chat-fans.ts';
import { addOperator, consolePage } from './console-operators.ts';
import { expect, test } from './site-clock.ts';
import { apiCall, serveSite, type E2eSite } from './site-server.ts';

const moderator = 'mod@example.com';
const shots = join(projectRoot, 'test-results', 'console-report-delete');

/** Issue 36 §4: a moderator deletes a reported message; another fan's open group chat shows the recall tip at once. */
test.describe('deleting a reported chat message from the console on qutu', () => {
  let site: E2eSite;
  let dataDir: string;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dataDir = mkdtempSync(join(tmpdir(), 'sideline-report-delete-e2e-'));
    await addOperator(dataDir, moderator, 'moderator');
    site = await serveSite('qutu', { dataDir });
  });
  test.afterAll(async () => {
    await site?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('the message is recalled on another fan’s open chat without a reload, and the report leaves the queue', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const sender = await newUser(request, site, '发广告的球迷');
    const watcher = await newUser(request, site, 'Bia');
    const reporter = await newUser(request, site, '举报的球迷');
    const senderChat = await nodeChat(site, sender);
    const { data } = await senderChat.createGroup({ type: GroupType.PUBLIC, name: '球迷群', joinOption: 'FreeAccess' });
    const groupID = data.group.groupID;
    const watcherChat = await nodeChat(site, watcher);
    await watcherChat.joinGroup({ groupID });
    await watcherChat.destroy();

    // Bia has the group open in the fan app when the advert comes in.
    const fan = await fanPage(browser, watcher);
    await fan.page.goto(`${site.url}/m/chat-group/${encodeURIComponent(groupID)}`);
    await expect(fan.page.getByTestId('chat-history')).not.toHaveAttribute('data-status', 'loading', { timeout: 15_000 });
    const advert = `加微信买球 ${hostile}`;
    await senderChat.sendMessage(
      senderChat.createTextMessage({ to: groupID, conversationType: ConversationType.GROUP, payload: { text: advert } }),
    );
    const bubble = fan.page.getByTestId('chat-message').filter({ hasText: advert });
    await expect(bubble).toBeVisible({ timeout: 15_000 });

    const signedIn = `?token=${String(reporter.token)}&sp_source=9&platform=3`;
    const { id } = await apiCall<{ id: number }>(request, site, `/api/customerservice/report${signedIn}`, {
      type: 'group',
      id: groupID,
      reason: 'ads',
      content: '群里发广告',
    });

    const page = await consolePage(browser, site, moderator);
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '聊天举报' }).click();
    const row = page.getByTestId(`report-${id}`);
    await expect(row).toContainText(advert);
    const line = row.locator('li').filter({ hasText: advert });
    await line.getByLabel('选择这条消息').check();
    await page.screenshot({ path: join(shots, 'report-1280.png'), fullPage: true });
    await row.getByRole('button', { name: '删除消息' }).click();
    await expect(page.getByTestId('queue-status')).toContainText(`举报 #${id} 已处理：已撤回 发广告的球迷 的消息`);
    await expect(page.getByTestId(`report-${id}`)).toHaveCount(0);

    // Bia's open room replaces the bubble with the recall tip, without a reload.
    await expect(bubble).toHaveCount(0, { timeout: 15_000 });
    await expect(fan.page.getByTestId('chat-revoked')).toHaveText('发广告的球迷 撤回了一条消息');
    await fan.page.setViewportSize({ width: 375, height: 667 });
    await fan.page.screenshot({ path: join(shots, 'fan-recalled.png') });
    await expectNothingRan([fan]);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await senderChat.destroy();
    await fan.close();
    await page.close();
  });
});
