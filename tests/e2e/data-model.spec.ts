import type { APIRequestContext, Page } from '@playwright/test';
import type { ModelDetail, ModelList } from '../../schema/generated/api.ts';
import { grantWallet } from '../../server/domain/money/ledger/ledger.ts';
import { prepareServer, type RunningServer } from '../../server/start.ts';
import { expect, siteNow, test } from './site-clock.ts';
import { e2eDist } from './site-server.ts';

/** The paid data models (spec 000 §2 /data routes; docs/api.md "Data models") against the reference server. */
let server: RunningServer;
let url: string;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Served here rather than with serveSite: a test gives its fan gold in the database (there is no call that does).
  server = await prepareServer({ site: 'qutu', siteDir: `${e2eDist}/qutu`, seed: 1, startAt: siteNow().toISOString() });
  url = await server.app.listen({ host: '127.0.0.1', port: 0 });
});
test.afterAll(() => server.close());

const api = async <T>(request: APIRequestContext, path: string, data: unknown, token = ''): Promise<{ data: T; status: number }> =>
  (await request.post(`${url}${path}?platform=3&sp_source=9${token ? `&token=${token}` : ''}`, { data })).json();

/** A football match the Poisson model covers that has not started: its analysis is what a subscriber buys. */
async function comingMatch(request: APIRequestContext): Promise<number> {
  const list = await api<ModelList>(request, '/api/model/getModelList', { kind: 2, status: 1 });
  return list.data.list[0].id;
}

const closeBenefits = (page: Page) =>
  page.addLocatorHandler(page.getByTestId('benefit-modal'), () => page.getByTestId('benefit-close').click());

test("the models home shows each model's hit rate as the server counts it", async ({ page, request }) => {
  const home = await api<{ list: { kind: number; hit_rate: number | null }[] }>(request, '/api/model/getModelHome', {});
  await page.goto(`${url}/m/data`);
  const cards = page.getByTestId('model-card');
  await expect(cards).toHaveCount(4);
  await expect(cards.nth(1)).toContainText('泊松分布');
  await expect(cards.nth(1).getByTestId('hit-rate')).toHaveText(`${home.data.list[1].hit_rate!.toFixed(1)}%`);
  await cards.nth(1).click();
  await expect(page).toHaveURL(`${url}/m/data/model/poisson`);
  await page.getByTestId('model-filters').getByRole('tab', { name: '已结束' }).click();
  // A finished match shows the pick and whether it was hit; a coming one keeps its pick for subscribers.
  const finished = page.getByTestId('model-match').first();
  await expect(finished).toHaveAttribute('data-status', '3');
  await expect(finished.getByTestId('model-hit')).toHaveText(/命中|未中/);
  await page.getByTestId('model-filters').getByRole('tab', { name: '未开始' }).click();
  await expect(page.getByTestId('model-match').first().getByTestId('model-locked')).toBeVisible();
});

test('a guest logs in from a model detail, pays too little, then subscribes once and reads the analysis', async ({ page, request }) => {
  const matchId = await comingMatch(request);
  const account = `mdl${Date.now().toString(36)}`;
  await api(request, '/webapi/user/regist', { account, password: 'goal2026' });
  await closeBenefits(page);

  await page.goto(`${url}/m/data/model/detail/poisson/${matchId}`);
  await expect(page.getByTestId('model-teaser')).toBeVisible();
  await page.getByTestId('model-login').getByRole('button').click();
  await page.getByTestId('dialog-confirm').click();
  await expect(page).toHaveURL(`${url}/m/login`);
  await page.getByLabel('账号').fill(account);
  await page.getByLabel('密码').fill('goal2026');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(`${url}/m/data/model/detail/poisson/${matchId}`);

  // Without the model: the paywall, and no analysis on the page.
  await expect(page.getByTestId('model-paywall')).toContainText('订阅泊松分布后查看完整分析');
  await expect(page.getByTestId('model-analysis')).toHaveCount(0);
  await page.getByTestId('to-subscribe').click();
  await expect(page).toHaveURL(`${url}/m/data/model/subscribe/2`);

  // A new fan has no gold: the server's message, nothing debited.
  const dayPlan = page.locator('[data-testid="model-plan"][data-plan="21"]');
  await dayPlan.getByRole('button').click();
  await expect(page.getByTestId('payment-result')).toHaveText('金币余额不足：需要 100 金币，当前 0 金币');

  const [{ id }] = await server.db.query<{ id: number }>('select id from users where account = $1', [account]);
  await grantWallet(server.db, id, { gold: 250 }, 'e2e:data-model', new Date());
  await dayPlan.getByRole('button').click();
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-status', '1');
  await expect(page.getByTestId('payment-result')).toContainText('剩余 150 金币');
  const [{ gold }] = await server.db.query<{ gold: number }>('select gold from users where account = $1', [account]);
  expect(gold).toBe(150);

  await page.goto(`${url}/m/data/model/detail/poisson/${matchId}`);
  await expect(page.getByTestId('model-analysis')).toBeVisible();
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('sideline-qutu-session')!).state.user.token as string);
  const detail = await api<ModelDetail>(request, '/api/model/getModelDetail', { kind: 2, id: matchId }, token);
  const chances = detail.data.analysis as { probabilities: Record<'home' | 'draw' | 'away', number> };
  for (const outcome of ['home', 'draw', 'away'] as const) {
    await expect(page.getByTestId(`probability-${outcome}`)).toHaveText(
      `${(Math.round(chances.probabilities[outcome] * 1000) / 10).toFixed(1)}%`,
    );
  }
  await expect(page.getByTestId('score-matrix').locator('span[title]')).toHaveCount(36);

  await page.goto(`${url}/m/data/model/subscription-records`);
  const records = page.getByTestId('model-record');
  await expect(records).toHaveCount(2);
  await expect(records.nth(0)).toHaveAttribute('data-status', '1');
  await expect(records.nth(0)).toContainText('生效中');
  await expect(records.nth(1)).toContainText('支付失败');
});

test('the webview route shows the analysis page without the app header, and an unknown model says so', async ({ page }) => {
  await page.goto(`${url}/m/mobile/model/detail/poisson/1`);
  await expect(page.getByTestId('model-not-found')).toBeVisible();
  await expect(page.getByRole('button', { name: '返回' })).toHaveCount(0);
  await page.goto(`${url}/m/data/model/luck`);
  await expect(page.getByTestId('model-not-found')).toBeVisible();
});
