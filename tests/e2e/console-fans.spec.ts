import { join } from 'node:path';
import { projectRoot } from '../support/project-root.ts';
import { consolePage, consoleScreenshots, siteWithOperators } from './console-operators.ts';
import { fanPage as openFanPage, newUser } from './chat-fans.ts';
import { chatInput, markupNick, openContext } from './fan-context.ts';
import { expect, siteNow, test } from './site-clock.ts';
import { adminCall, apiCall, type E2eSite } from './site-server.ts';
import { totpCodeAt } from './totp-code.ts';

const moderator = 'mod@example.com';
const finance = 'fin@example.com';
const shots = join(projectRoot, 'test-results', 'console-fans');
/** A nick that would run if the console drew it as markup (window.f marks it; console-operators.ts). */
const hostileNick = markupNick;

/** Issue 36 §7: the fans screen against the reference server, with a fan in a live room of the same site. */
test.describe('the console fans screen on qutu', () => {
  let site: E2eSite;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    site = await siteWithOperators('qutu', [
      [moderator, 'moderator'],
      [finance, 'finance'],
    ]);
  });
  test.afterAll(() => site?.close());

  test('a moderator finds a fan, mutes them for 10 minutes, and the fan’s next message in a live room is refused', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const account = `mute${Date.now().toString(36)}`;
    const fan = await apiCall<Record<string, unknown> & { id: number }>(request, site, '/webapi/user/regist', {
      account,
      password: 'goal2026',
      nick_name: hostileNick,
    });
    const fanContext = await openContext(browser, fan);
    try {
      const fanPage = await fanContext.newPage();
      await fanPage.goto(`${site.url}/m/live-detail/1`);
      const input = await chatInput(fanPage);
      await input.fill('开球了');
      await input.press('Enter');
      await expect(input).toHaveValue('');

      const page = await consolePage(browser, site, moderator);
      await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '粉丝' }).click();
      // A blank query is refused in the browser, in the server's words.
      await page.getByLabel('ID、昵称或手机号').fill('   ');
      await page.getByRole('button', { name: '查找' }).click();
      await expect(page.getByText('请输入 1 到 40 个字符的 ID、昵称或手机号')).toBeVisible();
      await page.getByLabel('ID、昵称或手机号').fill(String(fan.id));
      await page.getByRole('button', { name: '查找' }).click();
      const row = page.getByTestId(`fan-row-${fan.id}`);
      await expect(row).toContainText(hostileNick);
      await row.getByRole('link', { name: '查看' }).click();
      await expect(page.getByTestId('fan-title')).toContainText(hostileNick);
      await expect(page.getByTestId('fan-sessions').getByRole('row')).toHaveCount(2);
      // A moderator has no money.read: no transaction log, no grant.
      await expect(page.getByTestId('fan-transactions')).toHaveCount(0);
      await expect(page.getByTestId('fan-grant')).toHaveCount(0);

      await page.getByLabel('禁言时长').selectOption({ label: '10 分钟' });
      await page.getByTestId('fan-actions').getByRole('button', { name: '禁言', exact: true }).click();
      await expect(page.getByTestId('fan-status')).toContainText('已禁言至');
      await expect(page.getByTestId('fan-muted')).toBeVisible();
      await consoleScreenshots(browser, page, shots, 'fan-page', (phone) => phone.getByTestId('fan-profile'));

      await input.fill('还想说话');
      await input.press('Enter');
      await expect(fanPage.getByTestId('chat-send-status')).toHaveText('发送失败：你已被禁言，暂时不能在这个直播间发言');
      const audit = await site.query<{ actor: string; action: string }>(
        "select actor, action from operator_audit where target_kind = 'fan' and target_id = $1",
        [String(fan.id)],
      );
      expect(audit).toEqual([{ actor: moderator, action: 'fan.mute' }]);
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      await page.close();
    } finally {
      await fanContext.close();
    }
  });

  test('a muted fan’s friend request with words is refused in words; without them it is sent', async ({ browser, request }) => {
    test.setTimeout(120_000);
    const fan = await newUser(request, site, 'Muda');
    const peer = await newUser(request, site, 'Bia');
    const page = await consolePage(browser, site, moderator);
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '粉丝' }).click();
    await page.getByLabel('ID、昵称或手机号').fill(String(fan.id));
    await page.getByRole('button', { name: '查找' }).click();
    await page
      .getByTestId(`fan-row-${String(fan.id)}`)
      .getByRole('link', { name: '查看' })
      .click();
    await page.getByLabel('禁言时长').selectOption({ label: '1 小时' });
    await page.getByTestId('fan-actions').getByRole('button', { name: '禁言', exact: true }).click();
    await expect(page.getByTestId('fan-muted')).toBeVisible();
    await page.close();

    const muted = await openFanPage(browser, fan);
    try {
      await muted.page.goto(`${site.url}/m/c2c-user/${String(peer.uid)}`);
      await expect(muted.page.getByTestId('user-name')).toHaveText('Bia');
      await muted.page.getByTestId('user-add').click();
      await muted.page.getByTestId('wording-form-submit').click();
      await expect(muted.page.getByTestId('toast')).toHaveText('你已被禁言，好友申请不能附带留言，清空留言后可以发送');
      await muted.page.screenshot({ path: join(shots, 'muted-friend-request.png') });
      await muted.page.getByTestId('wording-form').getByRole('textbox').fill('');
      await muted.page.getByTestId('wording-form-submit').click();
      await expect(muted.page.getByTestId('user-add')).toHaveText('已申请，等待验证');
      const sent = await site.query<{ wording: string }>('select wording from im_friend_applications where from_id = $1', [fan.id]);
      expect(sent).toEqual([{ wording: '' }]);
    } finally {
      await muted.close();
    }
  });

  test('finance reads a fan’s transaction log and grants a red packet with a reason, which the fan is shown', async ({
    browser,
    request,
  }) => {
    const account = `gift${Date.now().toString(36)}`;
    const fan = await apiCall<{ id: number; token: string }>(request, site, '/webapi/user/regist', { account, password: 'goal2026' });
    await adminCall(request, site, 'post', '/admin/wallet/grant', { user_id: fan.id, gold: 1200, ref: `e2e-${account}` });

    const page = await consolePage(browser, site, finance);
    // Finance enrols a second factor before anything else.
    await expect(page).toHaveURL(/\/ops\/enrol$/);
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    await page.getByLabel('动态验证码').fill(totpCodeAt(secret, siteNow()));
    await page.getByRole('button', { name: '确认并开启' }).click();
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '粉丝' }).click();
    await page.getByLabel('ID、昵称或手机号').fill(String(fan.id));
    await page.getByRole('button', { name: '查找' }).click();
    await page.getByTestId(`fan-row-${fan.id}`).getByRole('link', { name: '查看' }).click();
    await expect(page.getByTestId('fan-gold')).toHaveText('1,200');
    await expect(page.getByTestId('fan-transactions').getByRole('row').filter({ hasText: '系统发放' })).toContainText('+1,200');
    // Finance may not mute.
    await expect(page.getByTestId('fan-actions')).toHaveCount(0);

    const form = page.getByTestId('fan-grant');
    await form.getByLabel('福利').selectOption('gold');
    await form.getByLabel('数量').fill('100001');
    await form.getByLabel('原因').fill('直播卡顿补偿');
    await form.getByRole('button', { name: '发放' }).click();
    await expect(form.getByText('金币数需在 1 到 100000 之间')).toBeVisible();
    await form.getByLabel('数量').fill('500');
    await form.getByRole('button', { name: '发放' }).click();
    await expect(page.getByTestId('fan-status')).toContainText('已发放福利');
    await consoleScreenshots(browser, page, shots, 'fan-page-finance', (phone) => phone.getByTestId('fan-profile'));

    const shown = await apiCall<{ list: { type: number; amount: number; name: string }[] }>(
      request,
      site,
      `/api/user/getNewBenefits?token=${fan.token}`,
    );
    expect(shown.list).toContainEqual(expect.objectContaining({ type: 7, amount: 500, name: '金币红包' }));
    const audit = await site.query<{ actor: string; after: { reason: string } }>(
      "select actor, after from operator_audit where action = 'fan.grant' and target_id = $1",
      [String(fan.id)],
    );
    expect(audit.map((row) => [row.actor, row.after.reason])).toEqual([[finance, '直播卡顿补偿']]);
    await page.close();
  });
});
