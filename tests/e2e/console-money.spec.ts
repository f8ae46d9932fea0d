import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../support/project-root.ts';
import { expect, siteDay, test } from './site-clock.ts';
import { addOperator, operatorPassword as password } from './console-operators.ts';
import { adminCall, apiCall, serveSite, type E2eSite } from './site-server.ts';

const viewer = 'view@example.com';
const shots = join(projectRoot, 'test-results', 'console-money');

/** Issue 36 §8: the money screen against the reference server: the books' result, today's totals, the CSV. */
test.describe('the console money screen on qutu', () => {
  let site: E2eSite;
  let dataDir: string;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dataDir = mkdtempSync(join(tmpdir(), 'sideline-money-e2e-'));
    await addOperator(dataDir, viewer, 'viewer');
    site = await serveSite('qutu', { dataDir });
  });
  test.afterAll(async () => {
    await site?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("a viewer reads the books: they hold, today's grant is in the day's totals, the CSV has the same row", async ({
    browser,
    request,
  }) => {
    const fan = await apiCall<{ id: number }>(request, site, '/webapi/user/regist', { account: 'money_e2e', password: 'goal2026' });
    await adminCall(request, site, 'post', '/admin/wallet/grant', { user_id: fan.id, gold: 123_457, ref: 'e2e-money' });

    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.url}/ops/sign-in`);
    await page.getByLabel('邮箱').fill(viewer);
    await page.getByLabel('密码').fill(password);
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '账务' }).click();
    await expect(page.getByTestId('money-books-result')).toHaveText('账本平衡');
    const grant = page.getByTestId('money-daily').getByRole('row').filter({ hasText: '系统发放' }).filter({ hasText: '金币' });
    await expect(grant.first()).toContainText(siteDay());
    // The seed may grant on the same day: the row shows the server's sum, which holds the grant.
    const daily = (await (await page.request.get(`${site.url}/ops/api/money/daily`)).json()) as {
      data: { items: { date: string; kind: string; account: string; credits: number }[] };
    };
    const today = daily.data.items.find((i) => i.date === siteDay() && i.kind === 'grant' && i.account === 'gold');
    expect(today?.credits).toBeGreaterThanOrEqual(123_457);
    await expect(grant.first()).toContainText(today!.credits.toLocaleString('en-US'));
    await page.screenshot({ path: join(shots, 'money-1280.png'), fullPage: true });

    // A range the server would refuse is refused before the call, in the same words on both sides.
    await page.getByLabel('开始日期').fill('2026-07-10');
    await page.getByLabel('结束日期').fill('2026-07-09');
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page.getByText('开始日期不能晚于结束日期')).toBeVisible();

    const csv = await page.request.get(`${site.url}${await page.getByTestId('money-csv').getAttribute('href')}`);
    expect(csv.headers()['content-type']).toContain('text/csv');
    expect(await csv.text()).toContain(`${siteDay()},grant,2,系统发放,Concedido,gold,`);

    const phone = await browser.newPage({
      viewport: { width: 375, height: 667 },
      deviceScaleFactor: 2,
      storageState: await page.context().storageState(),
    });
    await phone.goto(`${site.url}/ops/money`);
    await expect(phone.getByTestId('money-books-result')).toHaveText('账本平衡');
    await phone.screenshot({ path: join(shots, 'money-375.png'), fullPage: true });
    await phone.close();
    await page.close();
  });
});
