import type { APIRequestContext } from '@playwright/test';
import { prepareServer, type RunningServer } from '../../server/start.ts';
import { logInThroughForm } from './fan-context.ts';
import { expect, siteNow, test } from './site-clock.ts';
import { e2eDist } from './site-server.ts';

/** Coupons at the shop's checkout (docs/ledger.md "Shop coupons") against the reference server. */
let server: RunningServer;
let url: string;
const adminToken = 'e2e-coupon-admin';
test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Served here: the operator grants the fan gold and coupons through the admin API.
  server = await prepareServer({ site: 'qutu', siteDir: `${e2eDist}/qutu`, seed: 1, startAt: siteNow().toISOString(), adminToken });
  url = await server.app.listen({ host: '127.0.0.1', port: 0 });
});
test.afterAll(() => server.close());

async function admin(request: APIRequestContext, path: string, data: unknown) {
  const body = await (await request.post(`${url}${path}`, { headers: { 'x-admin-token': adminToken }, data })).json();
  expect(body.status, JSON.stringify(body)).toBe(0);
}

test('a fan orders with a coupon: the best one chosen, the price before and after, the order record shows what was used', async ({
  page,
  request,
}) => {
  const account = `cpn${Date.now().toString(36)}`;
  const fan = (
    await (await request.post(`${url}/webapi/user/regist?platform=3&sp_source=9`, { data: { account, password: 'goal2026' } })).json()
  ).data;
  await admin(request, '/admin/wallet/grant', { user_id: fan.id, gold: 400_000, ref: `e2e-${account}` });
  for (const coupon of [
    { type: 7, amount: 5_000, name_zh: '商城红包', name_pt: 'Envelope da loja' },
    { type: 9, amount: 12, name_zh: '黑卡 88折', name_pt: 'Cartão preto 12% off' },
  ]) {
    await admin(request, '/admin/benefit/grant', { user_id: fan.id, days: 0, valid_days: 30, ...coupon });
  }
  await request.post(`${url}/api/shop/saveAddress?token=${fan.token}&platform=3&sp_source=9`, {
    data: { name: '张三', mobile: '13800000001', detail: '北京市朝阳区体育路 1 号' },
  });
  await logInThroughForm(page, url, account);

  await page.goto(`${url}/m/newshop`);
  await page.getByTestId('shop-categories').getByRole('button', { name: '运动装备' }).click();
  // 5 号比赛用球: 350,000 gold, physical. The black card saves most (42,000) and is chosen.
  const ball = page.locator('[data-testid="goods"][data-goods="8"]');
  await ball.click();
  // The sheet is a dialog: focus moves into it (its close button first) and Escape gives it back to the goods tapped.
  const sheet = page.getByRole('dialog', { name: '5 号比赛用球' });
  await expect(sheet.getByRole('button', { name: '关闭' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(ball).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(sheet).toHaveAttribute('aria-modal', 'true');
  const coupon = page.getByTestId('order-coupon');
  await expect(coupon.locator('option:checked')).toHaveText('黑卡 88折（省 4.2万 金币）');
  await expect(page.getByTestId('order-total')).toHaveText('合计 30.8万 金币');
  await expect(page.getByTestId('order-price')).toHaveText('35万 金币');
  // Removed, the full price; the red packet instead, its 5,000 off.
  await coupon.selectOption({ label: '不使用优惠券' });
  await expect(page.getByTestId('order-total')).toHaveText('合计 35万 金币');
  await expect(page.getByTestId('order-price')).toHaveCount(0);
  await coupon.selectOption({ label: '商城红包（省 5000 金币）' });
  await expect(page.getByTestId('order-total')).toHaveText('合计 34.5万 金币');
  await coupon.selectOption({ label: '黑卡 88折（省 4.2万 金币）' });

  await page.getByTestId('order-buy').click();
  await expect(page.getByTestId('order-result')).toHaveText(/^兑换成功，订单号 \d+，已优惠 4.2万 金币$/);
  // The black card is used: the red packet is what is left to offer.
  await expect(coupon.locator('option:checked')).toHaveText('商城红包（省 5000 金币）');
  await expect(coupon.locator('option')).toHaveCount(2);

  await page.goto(`${url}/m/newshop/records`);
  const order = page.getByTestId('order');
  await expect(order).toHaveCount(1);
  await expect(order).toContainText('30.8万 金币');
  await expect(order.getByTestId('order-coupon')).toHaveText('原价 35万 金币 · 黑卡 88折 优惠 4.2万 金币');
  await page.goto(`${url}/m/trans-log`);
  await expect(page.getByTestId('ledger-row').first()).toHaveAttribute('data-type', '8');
  await expect(page.getByTestId('ledger-row').first()).toContainText('-30.8万 金币');
});
