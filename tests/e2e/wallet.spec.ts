import type { APIRequestContext, Page } from '@playwright/test';
import { prepareServer, type RunningServer } from '../../server/start.ts';
import { logInThroughForm } from './fan-context.ts';
import { expect, siteNow, test } from './site-clock.ts';
import { e2eDist } from './site-server.ts';

/** The money side (docs/ledger.md; docs/api.md "Wallet, recharge and withdraw", "VIP") against the reference server. */
let server: RunningServer;
let url: string;
const adminToken = 'e2e-wallet-admin';
test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Served here: the operator pays out a withdrawal through the admin API.
  server = await prepareServer({ site: 'qutu', siteDir: `${e2eDist}/qutu`, seed: 1, startAt: siteNow().toISOString(), adminToken });
  url = await server.app.listen({ host: '127.0.0.1', port: 0 });
});
test.afterAll(() => server.close());

const api = async <T>(request: APIRequestContext, path: string, data: unknown, token = ''): Promise<{ data: T; status: number }> =>
  (await request.post(`${url}${path}?platform=3&sp_source=9${token ? `&token=${token}` : ''}`, { data })).json();

const logIn = (page: Page, account: string) => logInThroughForm(page, url, account);

test('a fan recharges through the sandbox, buys VIP, checks in, claims a task, withdraws, and sees every step in the transaction log', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const account = `pay${Date.now().toString(36)}`;
  const { data: fan } = await api<{ id: number }>(request, '/webapi/user/regist', { account, password: 'goal2026' });
  await logIn(page, account);

  // Recharge: the package, the provider's checkout, back in the app with the gold.
  await page.goto(`${url}/m/recharge`);
  await page.locator('[data-testid="recharge-package"][data-package="3"]').click();
  await page.getByTestId('recharge-pay').click();
  await expect(page).toHaveURL(new RegExp(`${url}/sandbox-pay/\\d+`));
  await expect(page.locator('.price')).toHaveText('¥98.00');
  await page.locator('button[data-result="1"]').click();
  await expect(page).toHaveURL(new RegExp(`${url}/m/recharge\\?recharge=\\d+`));
  await expect(page.getByTestId('recharge-result')).toHaveAttribute('data-status', 'paid');
  await expect(page.getByTestId('recharge-result')).toHaveText('充值成功，到账 1万 金币');

  // VIP for a month with that gold: the status card, then the badge in the user centre.
  await page.goto(`${url}/m/vip-plans`);
  await expect(page.getByTestId('vip-status')).toHaveAttribute('data-vip', 'false');
  await page.locator('[data-testid="vip-plan"][data-plan="1"]').getByRole('button').click();
  await expect(page.getByTestId('vip-result')).toHaveAttribute('data-failed', 'false');
  await expect(page.getByTestId('vip-result')).toContainText('剩余 7000 金币');
  await expect(page.getByTestId('vip-status')).toHaveAttribute('data-vip', 'true');
  await page.goto(`${url}/m/user-center`);
  await expect(page.getByTestId('vip-badge')).toBeVisible();

  // Check in and claim the first-login reward.
  await page.getByTestId('service-tasks').click();
  await expect(page).toHaveURL(`${url}/m/user-center/task`);
  await page.getByTestId('check-in-button').click();
  await expect(page.getByTestId('task-notice')).toHaveText('签到成功，获得 1000 金币');
  await expect(page.getByTestId('check-in')).toHaveAttribute('data-checked', '1');
  await page.locator('[data-testid="task"][data-prop="appFirstLogin"]').getByTestId('task-claim').click();
  await expect(page.getByTestId('task-notice')).toHaveText('领取成功，获得 5000 金币');
  await expect(page.locator('[data-testid="task"][data-prop="appFirstLogin"]')).toHaveAttribute('data-received', '1');

  // A withdrawal of diamonds (the operator grants some first), paid out by the operator.
  const grant = await request.post(`${url}/admin/wallet/grant`, {
    headers: { 'x-admin-token': adminToken },
    data: { user_id: fan.id, diamond: 1000, ref: `e2e-${account}` },
  });
  expect((await grant.json()).status).toBe(0);
  await page.goto(`${url}/m/user-center/withdraw`);
  await expect(page.getByTestId('withdraw-available')).toContainText('1000');
  await page.getByLabel('提现钻石').fill('105');
  await page.getByLabel('收款人姓名').fill('张三');
  await page.getByLabel('收款账号').fill('alipay-13800000000');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-message')).toHaveText('请输入 100 以上、10 的整数倍的钻石数');
  await page.getByLabel('提现钻石').fill('300');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-message')).toHaveText('已提交，等待审核');
  const request1 = page.getByTestId('withdrawal').first();
  await expect(request1).toHaveAttribute('data-status', '0');
  await expect(request1).toContainText('审核中');
  const { data: withdrawals } = await api<{ list: { id: number }[] }>(
    request,
    '/api/wallet/getWithdrawList',
    {},
    await page.evaluate(() => JSON.parse(localStorage.getItem('sideline-qutu-session')!).state.user.token),
  );
  for (const status of [1, 2]) {
    const moved = await request.post(`${url}/admin/wallet/withdrawal`, {
      headers: { 'x-admin-token': adminToken },
      data: { id: withdrawals.list[0].id, status },
    });
    expect((await moved.json()).status).toBe(0);
  }
  await page.reload();
  await expect(page.getByTestId('withdrawal').first()).toContainText('已派发');

  // The transaction log has every step, newest first.
  await page.goto(`${url}/m/trans-log`);
  await expect(page.getByTestId('ledger-row')).toHaveCount(6);
  const types = await page.getByTestId('ledger-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-type')));
  // withdrawal, grant (diamonds), task, check-in, VIP, recharge
  expect(types).toEqual(['11', '2', '9', '10', '7', '3']);
  await page.getByTestId('ledger-types').getByRole('button', { name: '开通VIP' }).click();
  await expect(page.getByTestId('ledger-row')).toHaveCount(1);
  await expect(page.getByTestId('ledger-row')).toContainText('-3000 金币');
});

test('a new fan uses the VIP trial card in one tap from the plans page', async ({ page, request }) => {
  const account = `trial${Date.now().toString(36)}`;
  await api(request, '/webapi/user/regist', { account, password: 'goal2026' });
  await logIn(page, account);
  await page.goto(`${url}/m/vip-plans`);
  await expect(page.getByTestId('vip-card')).toHaveCount(1);
  await page.getByTestId('vip-card').getByRole('button').click();
  await expect(page.getByTestId('vip-result')).toContainText('已使用');
  await expect(page.getByTestId('vip-status')).toHaveAttribute('data-vip', 'true');
  await expect(page.getByTestId('vip-card')).toHaveCount(0);
});

test('a guest on a wallet page is asked to log in', async ({ page }) => {
  await page.goto(`${url}/m/user-center/wallet`);
  await expect(page.getByTestId('wallet-guest')).toContainText('登录后查看钱包');
  await page.getByTestId('wallet-guest').getByRole('button').click();
  await expect(page.getByTestId('dialog-confirm')).toBeVisible();
});

test('a fan saves an address, orders a physical item from the shop with it, and finds the order and the payment', async ({
  page,
  request,
}) => {
  const account = `shop${Date.now().toString(36)}`;
  const { data: fan } = await api<{ id: number }>(request, '/webapi/user/regist', { account, password: 'goal2026' });
  const grant = await request.post(`${url}/admin/wallet/grant`, {
    headers: { 'x-admin-token': adminToken },
    data: { user_id: fan.id, gold: 400_000, ref: `e2e-${account}` },
  });
  expect((await grant.json()).status).toBe(0);
  await logIn(page, account);

  await page.goto(`${url}/m/user-center/my-address`);
  await expect(page.getByTestId('address-empty')).toBeVisible();
  await page.getByLabel('收货人').fill('张三');
  await page.getByLabel('手机号').fill('1380000');
  await page.getByLabel('详细地址').fill('北京市朝阳区体育路 1 号');
  await page.getByTestId('address-save').click();
  await expect(page.getByRole('alert')).toHaveText('请填写正确的手机号');
  await page.getByLabel('手机号').fill('13800000001');
  await page.getByTestId('address-save').click();
  await expect(page.getByTestId('address')).toHaveCount(1);
  await expect(page.getByTestId('address')).toHaveAttribute('data-default', 'true');

  await page.goto(`${url}/m/newshop`);
  await page.getByTestId('shop-categories').getByRole('button', { name: '运动装备' }).click();
  // 5 号比赛用球: 350,000 gold, physical.
  await page.locator('[data-testid="goods"][data-goods="8"]').click();
  await expect(page.getByTestId('order-address')).toContainText('北京市朝阳区体育路 1 号');
  await expect(page.getByTestId('order-total')).toHaveText('合计 35万 金币');
  await page.getByTestId('order-buy').click();
  await expect(page.getByTestId('order-result')).toHaveAttribute('data-failed', 'false');
  // A second one is more than the wallet holds: the server's message, nothing taken.
  await page.getByTestId('order-buy').click();
  await expect(page.getByTestId('order-result')).toHaveText('金币余额不足');

  await page.goto(`${url}/m/newshop/records`);
  await expect(page.getByTestId('order')).toHaveCount(1);
  await expect(page.getByTestId('order')).toHaveAttribute('data-status', '1');
  await expect(page.getByTestId('order')).toContainText('待发货');
  await expect(page.getByTestId('order')).toContainText('张三 13800000001 北京市朝阳区体育路 1 号');
  await page.goto(`${url}/m/trans-log`);
  await expect(page.getByTestId('ledger-row').first()).toHaveAttribute('data-type', '8');
  await expect(page.getByTestId('ledger-row').first()).toContainText('-35万 金币');
});
