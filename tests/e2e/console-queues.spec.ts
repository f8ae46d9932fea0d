import { join } from 'node:path';
import { onePixelPng } from '../support/images.ts';
import { projectRoot } from '../support/project-root.ts';
import { consolePage, consoleScreenshots, siteWithOperators } from './console-operators.ts';
import { openContext } from './fan-context.ts';
import { expect, siteNow, test } from './site-clock.ts';
import { adminCall, apiCall, type E2eSite } from './site-server.ts';
import { totpCodeAt } from './totp-code.ts';

const moderator = 'mod@example.com';
const finance = 'fin@example.com';
const shots = join(projectRoot, 'test-results', 'console-queues');

/** Issue 36 §4: the applications and withdrawals queues of the console, live, against the reference server. */
test.describe('the console queues on qutu', () => {
  test.describe.configure({ mode: 'serial' });
  let site: E2eSite;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    site = await siteWithOperators('qutu', [
      [moderator, 'moderator'],
      [finance, 'finance'],
    ]);
  });
  test.afterAll(() => site?.close());

  test("a fan's anchor application from /m/ and a message reach the moderator's open queues live; approval makes an anchor, the reply reaches the fan", async ({
    browser,
    request,
  }) => {
    const page = await consolePage(browser, site, moderator);
    const nav = page.getByRole('navigation', { name: '主导航' });
    // Money is not the moderator's: not in the navigation, refused by the server.
    await expect(nav.getByRole('link')).toHaveText([
      '站点',
      '内容',
      '比赛台',
      '主播申请',
      '客服反馈',
      '聊天举报',
      '视频评论',
      '直播间管理',
      '粉丝',
    ]);
    const refused = await (await page.request.get(`${site.url}/ops/api/queues/withdrawals`)).json();
    expect({ status: refused.status, msg: refused.msg }).toEqual({ status: 4, msg: '没有权限' });
    // A queue that cannot be read offers a retry and claims no count (not "0 waiting"); the retry reads it.
    await page.route('**/ops/api/queues/applications**', (route) => route.abort('connectionfailed'));
    await nav.getByRole('link', { name: '主播申请' }).click();
    await expect(page.getByTestId('retry-state')).toContainText('网络连接失败');
    await expect(page.getByTestId('queue-count')).toHaveCount(0);
    await page.unroute('**/ops/api/queues/applications**');
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.getByTestId('queue-empty')).toBeVisible();
    await expect(page.getByTestId('queue-count')).toHaveText('待审核 0 条');

    const account = `q${Date.now().toString(36)}`;
    const user = await apiCall<Record<string, unknown>>(request, site, '/webapi/user/regist?platform=3&sp_source=9', {
      account,
      password: 'goal2026',
    });
    const fanContext = await openContext(browser, user);
    const fan = await fanContext.newPage();
    await fan.clock.install({ time: siteNow() });
    await fan.goto(`${site.url}/m/user-center/my-material`);
    await fan.getByTestId('material-input').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: onePixelPng });
    await expect(fan.getByTestId('material')).toHaveCount(1);
    await fan.goto(`${site.url}/m/user-center/apply/anchor`);
    await fan.getByLabel('真实姓名').fill('张小球');
    await fan.getByLabel('联系方式').fill('13800000001');
    const intro = '<svg onload=f()> 五年业余解说经验，熟悉英超。';
    await fan.getByPlaceholder(/10-300 字/).fill(intro);
    await fan.getByTestId('apply-material').first().click();
    await fan.getByTestId('apply-submit').click();
    await expect(fan.getByTestId('apply-message')).toHaveText('申请已提交，审核结果会通过系统消息通知你');

    // No reload: the events stream brings the row and the count.
    const row = page.locator('[data-testid^="application-"]');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(intro);
    await expect(row.getByRole('img')).toHaveCount(1);
    await expect(page.getByTestId('queue-applications')).toContainText('1');
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await consoleScreenshots(browser, page, shots, 'applications', (phone) => phone.getByRole('heading', { level: 1 }));

    await row.getByRole('button', { name: '通过' }).click();
    await expect(page.getByTestId('queue-status')).toContainText('已通过');
    await expect(page.getByTestId('queue-empty')).toBeVisible();
    await fan.goto(`${site.url}/m/user-center`);
    await expect(fan.getByTestId('link-anchor')).toBeVisible();
    await fanContext.close();

    // Feedback: the message arrives live on the open screen; the reply reaches the fan.
    await nav.getByRole('link', { name: '客服反馈' }).click();
    await expect(page.getByTestId('queue-empty')).toBeVisible();
    const token = String(user.token);
    await apiCall(request, site, `/api/customerservice/publish?token=${token}`, { category: 'bug', content: intro, contact: '' });
    const message = page.locator('[data-testid^="feedback-"]');
    await expect(message).toContainText(intro);
    await consoleScreenshots(browser, page, shots, 'feedback', (phone) => phone.getByRole('heading', { level: 1 }));
    await message.getByLabel('回复内容（最多 500 字）').fill('已收到，我们会尽快处理。');
    await message.getByRole('button', { name: '发送回复' }).click();
    await expect(page.getByTestId('queue-empty')).toBeVisible();
    const mine = await apiCall<{ list: { reply: string }[] }>(request, site, `/api/customerservice/getMyFeedback?token=${token}`);
    expect(mine.list[0].reply).toBe('已收到，我们会尽快处理。');
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await page.close();
  });

  test("a withdrawal approved and paid by finance shows paid in the fan's withdrawals and transaction log", async ({
    browser,
    request,
  }) => {
    const page = await consolePage(browser, site, finance);
    // Finance enrols a second factor before anything else.
    await expect(page).toHaveURL(/\/ops\/enrol$/);
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    await page.getByLabel('动态验证码').fill(totpCodeAt(secret, siteNow()));
    await page.getByRole('button', { name: '确认并开启' }).click();
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '提现审核' }).click();
    await expect(page.getByTestId('queue-empty')).toBeVisible();

    const account = `w${Date.now().toString(36)}`;
    const user = await apiCall<{ id: number; token: string }>(request, site, '/webapi/user/regist?platform=3&sp_source=9', {
      account,
      password: 'goal2026',
    });
    await adminCall(request, site, 'post', '/admin/wallet/grant', { user_id: user.id, diamond: 1000, ref: `e2e-${account}` });
    await apiCall(request, site, `/api/wallet/withdraw?token=${user.token}`, {
      diamond: 300,
      payee_name: '张三',
      payee_account: 'alipay-13800000000',
      request_id: `${account}-1`,
    });

    const row = page.locator('[data-testid^="withdrawal-"]');
    await expect(row).toContainText('alipay-13800000000');
    await expect(row).toContainText('审核中');
    await consoleScreenshots(browser, page, shots, 'withdrawals', (phone) => phone.getByRole('heading', { level: 1 }));
    await row.getByRole('button', { name: '通过' }).click();
    await expect(row).toContainText('派发中');
    await row.getByRole('button', { name: '标记已派发' }).click();
    await expect(page.getByTestId('queue-empty')).toBeVisible();

    const fanContext = await openContext(browser, user);
    const fan = await fanContext.newPage();
    await fan.clock.install({ time: siteNow() });
    await fan.goto(`${site.url}/m/user-center/withdraw`);
    await expect(fan.getByTestId('withdrawal').first()).toContainText('已派发');
    await fan.goto(`${site.url}/m/trans-log`);
    await expect(fan.locator('[data-testid="ledger-row"][data-type="11"]')).toContainText('300');
    await fanContext.close();
    await page.close();
  });
});
