import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Request } from '@playwright/test';
import { projectRoot } from '../support/project-root.ts';
import { addOperator, consolePage } from './console-operators.ts';
import { expect, siteNow, test } from './site-clock.ts';
import { adminCall, openJoined, serveSite, type E2eSite } from './site-server.ts';

const deskOperator = 'desk@example.com';
const shots = join(projectRoot, 'test-results', 'console-match-desk');

/**
 * Issue 36 §6: an ops operator posts a goal at the match desk and undoes it; a fan's open match detail follows both
 * through the match's channel, without a reload.
 */
test.describe('the console match desk on qutu', () => {
  let site: E2eSite;
  let dataDir: string;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dataDir = mkdtempSync(join(tmpdir(), 'sideline-desk-e2e-'));
    await addOperator(dataDir, deskOperator, 'ops');
    site = await serveSite('qutu', { dataDir });
  });
  test.afterAll(async () => {
    await site?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('a goal posted after its confirmation reaches the open match detail; its undo brings the score back', async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { id } = (await adminCall(request, site, 'post', '/admin/match', {
      league_id: 1,
      home_team_id: 101,
      away_team_id: 102,
      kickoff_time: Math.floor(siteNow().getTime() / 1000) - 30 * 60,
      hot: true,
      has_live: false,
    })) as { id: number };

    await openJoined(page, site, `/score/detail/football/${id}`, `match_${id}`);
    const score = page.getByTestId('detail-score');
    await expect(score).toHaveText('0 - 0');
    const refetched: Request[] = [];
    page.on('request', (r) => void (new URL(r.url()).pathname.endsWith('/getMatchInfo') && refetched.push(r)));

    const desk = await consolePage(browser, site, deskOperator);
    await desk.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '比赛台' }).click();
    const row = desk.getByTestId(`desk-match-${id}`);
    await expect(row.getByTestId('desk-score')).toHaveText('0-0');
    await expect(row.getByTestId('desk-status')).toContainText('上半场');
    await row.getByRole('button', { name: '操作' }).click();
    await row.getByLabel('分钟').fill('0');
    await row.getByRole('button', { name: '发布…' }).click();
    await expect(row.getByRole('alert')).toHaveText('分钟应为 1 到 130 的整数');
    await row.getByLabel('分钟').fill('27');
    await row.getByLabel('球员（可选）').fill('<b>E2E 前锋</b>');
    await row.getByRole('button', { name: '发布…' }).click();
    const home = (await row.getByLabel('球队').locator('option').first().textContent()) ?? '';
    await expect(row.getByTestId('desk-confirmation')).toContainText(`${home} 第 27 分钟进球（<b>E2E 前锋</b>）：比分将变为 ${home} 1-0`);
    await row.getByRole('button', { name: '确认发布' }).click();

    await expect(score).toHaveText('1 - 0');
    await expect(page.getByTestId('text-live')).toContainText('<b>E2E 前锋</b>');
    await expect(row.getByTestId('desk-score')).toHaveText('1-0');
    await expect(desk.getByTestId('queue-status')).toContainText('已发布');
    await desk.screenshot({ path: join(shots, 'desk-1280.png'), fullPage: true });

    const event = row.locator('[data-testid^="desk-event-"]').first();
    await event.getByRole('button', { name: '撤销' }).click();
    await expect(row.getByTestId('desk-undo-confirmation')).toContainText(`撤销 ${home} 第 27 分钟的进球：比分将变为 ${home} 0-0`);
    await row.getByRole('button', { name: '确认撤销' }).click();
    await expect(score).toHaveText('0 - 0');
    await expect(row.getByTestId('desk-score')).toHaveText('0-0');
    await expect(event).toContainText(`已撤销（${deskOperator}）`);
    // The fan's page heard both through its channel: it never asked for the match again.
    expect(refetched).toEqual([]);

    const phone = await browser.newPage({
      viewport: { width: 375, height: 667 },
      deviceScaleFactor: 2,
      storageState: await desk.context().storageState(),
    });
    await phone.goto(desk.url());
    await phone.getByTestId(`desk-match-${id}`).getByRole('button', { name: '操作' }).click();
    await expect(phone.getByTestId(`desk-match-${id}`).getByText(`已撤销（${deskOperator}）`)).toBeVisible();
    await phone.screenshot({ path: join(shots, 'desk-375.png'), fullPage: false });
    await phone.close();

    const audit = (await site.query(
      "select action, before, after from operator_audit where target_kind = 'match' and target_id = $1 order by id",
      [String(id)],
    )) as { action: string; before: { homeScore: number }; after: { homeScore: number } }[];
    expect(audit.map((a) => [a.action, a.before.homeScore, a.after.homeScore])).toEqual([
      ['match.event', 0, 1],
      ['match.undo', 1, 0],
    ]);
    await desk.close();
  });

  test("a feed file imported at the desk lists its refused rows; its match's names stay text; a status is set after its confirmation", async ({
    browser,
  }) => {
    const kickoff = new Date(siteNow().getTime() - 20 * 60_000).toISOString();
    const csv = [
      'id,sport,league,home,away,kickoff,status,homeScore,awayScore',
      `e2e-1,football,E2E 杯,<img src=x onerror=f()>,E2E 客队,${kickoff},,,`,
      `e2e-2,football,E2E 杯,E2E 主队,,${kickoff},,,`,
    ].join('\n');
    const desk = await consolePage(browser, site, deskOperator);
    await desk.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '比赛台' }).click();
    await desk.getByLabel('文件（.json 或 .csv）').setInputFiles({ name: 'e2e.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await desk.getByRole('button', { name: '导入', exact: true }).click();
    const report = desk.getByTestId('desk-import-report');
    await expect(report).toContainText('读取 2 条：新增 1');
    await expect(report).toContainText('被拒绝的行 1 条');
    await expect(report.locator('tbody tr')).toHaveCount(1);
    await expect(report.locator('tbody tr td').first()).toHaveText('3');

    await desk.getByLabel('搜索球队或赛事').fill('E2E 杯');
    const row = desk.locator('[data-testid^="desk-match-"]');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('<img src=x onerror=f()>');
    await expect(row).toContainText('数据源 file');
    expect(await desk.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await row.getByRole('button', { name: '操作' }).click();
    await row.getByRole('combobox', { name: /^事件/ }).selectOption('status');
    await row.getByLabel('新状态').selectOption({ label: '中场' });
    await row.getByRole('button', { name: '发布…' }).click();
    await expect(row.getByTestId('desk-confirmation')).toHaveText(/比赛状态将从「.+」改为「中场」/);
    await row.getByRole('button', { name: '确认发布' }).click();
    await expect(row.getByTestId('desk-status')).toHaveText('中场');
    await desk.screenshot({ path: join(shots, 'desk-import-1280.png'), fullPage: true });

    const phone = await browser.newPage({
      viewport: { width: 375, height: 667 },
      deviceScaleFactor: 2,
      storageState: await desk.context().storageState(),
    });
    await phone.goto(desk.url());
    await phone.getByLabel('文件（.json 或 .csv）').setInputFiles({ name: 'e2e.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await phone.getByRole('button', { name: '导入', exact: true }).click();
    // The fixture list again: the status set at the desk stands.
    await expect(phone.getByTestId('desk-import-report')).toContainText('未变 1');
    await phone.getByTestId('desk-import-report').scrollIntoViewIfNeeded();
    await phone.screenshot({ path: join(shots, 'desk-import-375.png') });
    await phone.close();
    await desk.close();
  });
});
