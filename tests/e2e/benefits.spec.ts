import type { APIRequestContext, Page } from '@playwright/test';
import { prepareServer, type RunningServer } from '../../server/start.ts';
import { expect, siteNow, test } from './site-clock.ts';
import { e2eDist } from './site-server.ts';

/** /user-center/benefits (spec 000 §2 route, §3 benefit types; docs/decisions.md "Benefits page") against the reference server. */
let server: RunningServer;
let url: string;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Served here rather than with serveSite: a test gives a fan an expired benefit in the database.
  server = await prepareServer({ site: 'qutu', siteDir: `${e2eDist}/qutu`, seed: 1, startAt: siteNow().toISOString() });
  url = await server.app.listen({ host: '127.0.0.1', port: 0 });
});
test.afterAll(() => server.close());

async function newFan(request: APIRequestContext): Promise<Record<string, unknown>> {
  const account = `bnf${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const body = await (await request.post(`${url}/webapi/user/regist`, { data: { account, password: 'goal2026' } })).json();
  expect(body.status, JSON.stringify(body)).toBe(0);
  return body.data;
}

const signIn = (page: Page, user: Record<string, unknown>) =>
  page.addInitScript(
    (session) =>
      localStorage.setItem(
        'sideline-qutu-session',
        JSON.stringify({ state: { user: session, guest: null, backurl: '', videoWatchedSec: 0 }, version: 0 }),
      ),
    user,
  );

test('a guest sees why the page is empty and a way to log in', async ({ page }) => {
  await page.goto(`${url}/m/user-center/benefits`);
  await expect(page.locator('header')).toContainText('我的福利');
  await expect(page.getByTestId('benefits-guest')).toContainText('登录后查看我的福利');
  await page.getByTestId('benefits-guest').getByRole('button').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('您还未登录');
});

test('a fresh fan follows the new-benefit modal to the page and finds the welcome benefits listed', async ({ page, request }) => {
  await signIn(page, await newFan(request));
  await page.goto(`${url}/m/score`);
  await page.getByTestId('benefit-modal').getByTestId('benefit-view').click();
  await expect(page).toHaveURL(`${url}/m/user-center/benefits`);
  const cards = page.getByTestId('benefits-usable').getByTestId('benefit-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('VIP会员');
  await expect(cards.nth(0).getByTestId('benefit-name')).toHaveText('VIP体验卡');
  await expect(cards.nth(0)).toContainText('3天');
  await expect(cards.nth(1).getByTestId('benefit-name')).toHaveText('新人观赛礼券');
  await expect(cards.nth(1)).toContainText('×10');
  // Valid 30 days from registration, the day as China Standard Time counts it.
  const lastDay = new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(siteNow().getTime() + 30 * 86_400_000),
  );
  await expect(cards.nth(0).getByTestId('benefit-date')).toHaveText(`${lastDay} 前使用`);
  await expect(page.getByTestId('benefits-expired')).toHaveCount(0);
  // Seen through the modal, they are still listed after a reload; the modal does not come back.
  await page.reload();
  await expect(cards).toHaveCount(2);
  await expect(page.getByTestId('benefit-modal')).toHaveCount(0);
});

test('an expired benefit is listed apart, after the usable ones; in Portuguese too', async ({ page, request }) => {
  const fan = await newFan(request);
  const now = siteNow().getTime();
  await server.db.query(
    "insert into benefits (user_id, type, name_zh, name_pt, amount, days, granted_at, expires_at, seen_at) values ($1, 7, '开赛红包', 'Envelope da estreia', 88, 0, $2, $3, $2)",
    [fan.id, new Date(now - 10 * 86_400_000).toISOString(), new Date(now - 86_400_000).toISOString()],
  );
  await page.addLocatorHandler(page.getByTestId('benefit-modal'), () => page.getByTestId('benefit-close').click());
  await signIn(page, fan);
  await page.goto(`${url}/m/user-center/benefits`);
  const expired = page.getByTestId('benefits-expired').getByTestId('benefit-card');
  await expect(expired).toHaveCount(1);
  await expect(expired).toHaveAttribute('data-expired', 'true');
  await expect(expired).toContainText('红包');
  await expect(expired.getByTestId('benefit-date')).toContainText('已过期');
  await expect(page.getByTestId('benefits-usable').getByTestId('benefit-card')).toHaveCount(2);

  await page.evaluate(() => localStorage.setItem('sideline-qutu-app', JSON.stringify({ state: { lang: 'pt-br' }, version: 0 })));
  await page.reload();
  await expect(page.locator('header')).toContainText('Benefícios');
  await expect(expired.getByTestId('benefit-name')).toHaveText('Envelope da estreia');
  await expect(expired.getByTestId('benefit-date')).toContainText('Expirou em');
});

test('a fan without benefits sees the empty state', async ({ page, request }) => {
  // A seeded account with no benefits (QA's vipfan holds the seed's shop coupons).
  const body = await (
    await request.post(`${url}/webapi/user/login`, { data: { account: 'anchoradmin', password: 'sideline2026' } })
  ).json();
  await signIn(page, body.data);
  await page.goto(`${url}/m/user-center/benefits`);
  await expect(page.getByTestId('benefits-empty')).toContainText('暂无福利');
});
