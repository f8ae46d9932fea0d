import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { Room } from '../../schema/generated/api.ts';
import { projectRoot } from '../support/project-root.ts';
import { expect, siteNow, test } from './site-clock.ts';
import { apiCall, serveSite, type E2eSite } from './site-server.ts';
import { totpCodeAt } from './totp-code.ts';

const owner = { email: 'owner@example.com', password: 'a long owner password' };

/** `sideline operator add`, the password on stdin as a script gives it (never in argv). */
function addOperator(dataDir: string, email: string, role: string, password: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['bin/sideline.js', 'operator', 'add', email, '--role', role, '--data', dataDir], {
      cwd: projectRoot,
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`operator add exited ${code}: ${output}`))));
    child.stdin.end(`${password}\n`);
  });
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('邮箱').fill(email);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
}

/**
 * The operators' console (docs/operators.md "The console") against the reference server and its database. The tests
 * run in order on one page: a TOTP code is accepted once per 30-second step, so the session lives across them.
 */
test.describe('the operators console on qutu', () => {
  test.describe.configure({ mode: 'serial' });
  let site: E2eSite;
  let dataDir: string;
  let page: Page;
  let secret = '';
  const nav = () => page.getByRole('navigation', { name: '主导航' });

  test.beforeAll(async ({ browser }) => {
    // A database of its own on disk: the CLI writes the operator there, then the server opens it and seeds it.
    test.setTimeout(180_000);
    dataDir = mkdtempSync(join(tmpdir(), 'sideline-console-e2e-'));
    expect(await addOperator(dataDir, owner.email, 'owner', owner.password)).toContain(`added ${owner.email} (owner`);
    site = await serveSite('qutu', { dataDir });
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  });
  test.afterAll(async () => {
    await page?.close();
    await site?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('an owner made by the CLI signs in, must enrol TOTP first, and lands on the sites', async () => {
    await page.goto(`${site.url}/ops/audit`);
    await expect(page).toHaveURL(/\/ops\/sign-in\?next=%2Faudit$/);
    // The client checks first, in the server's words.
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByText('请输入邮箱')).toBeVisible();
    await signIn(page, owner.email, 'not the password');
    await expect(page.getByRole('alert').filter({ hasText: '邮箱或密码错误' })).toBeVisible();

    await signIn(page, owner.email, owner.password);
    // An owner without TOTP goes nowhere else before enrolling: the QR code and the secret, then a code to confirm.
    await expect(page).toHaveURL(/\/ops\/enrol$/);
    await expect(page.getByTestId('totp-qr')).toBeVisible();
    await page.goto(`${site.url}/ops/sites`);
    await expect(page).toHaveURL(/\/ops\/enrol$/);
    // Shown in groups of four, as an authenticator app takes it.
    secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/ /g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    await page.getByLabel('动态验证码').fill('12345');
    await page.getByRole('button', { name: '确认并开启' }).click();
    await expect(page.getByText('动态验证码为 6 位数字')).toBeVisible();
    await page.getByLabel('动态验证码').fill(totpCodeAt(secret, siteNow(), 10));
    await page.getByRole('button', { name: '确认并开启' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '动态验证码错误' })).toBeVisible();
    await page.getByLabel('动态验证码').fill(totpCodeAt(secret, siteNow()));
    await page.getByRole('button', { name: '确认并开启' }).click();

    await expect(page).toHaveURL(/\/ops\/sites$/);
    await expect(page.getByTestId('site-code')).toHaveText('qutu');
    // The owner's navigation: the screens that exist, no placeholders.
    await expect(nav().getByRole('link')).toHaveText([
      '站点',
      '内容',
      '比赛台',
      '主播申请',
      '客服反馈',
      '聊天举报',
      '视频评论',
      '直播间管理',
      '提现审核',
      '粉丝',
      '账务',
      '审计日志',
      '运营账号',
    ]);
    // The queues' counts come live from the events stream.
    await expect(page.getByTestId('queue-applications')).toBeVisible();
  });

  test('a switch turned off in Sites reaches the fans at their next config read and is in the audit log', async ({ request, browser }) => {
    const row = page.getByTestId('setting-switch_race_index');
    await expect(row).toContainText('指数');
    const toggle = row.getByRole('switch');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.click();
    await expect(page.getByTestId('save-status')).toHaveText('已保存 switch_race_index');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    // The preview is made anew after the change.
    await expect(page.getByTestId('site-preview')).toHaveAttribute('data-version', '1');

    // A fan's next config read has it, and their match detail has no 指数 tab.
    const config = await (await request.get(`${site.url}/api/config/getCommonConfig`)).json();
    expect(config.data.config.switch_race_index).toBe('0');
    const rooms = await apiCall<{ list: Room[] }>(request, site, '/api/live/getRealLives', { sport_id: 1 });
    const matchId = rooms.list.find((room) => room.match_id > 0)!.match_id;
    const fan = await browser.newPage({ viewport: { width: 375, height: 667 } });
    await fan.clock.install({ time: siteNow() });
    await fan.goto(`${site.url}/m/score/detail/football/${matchId}`);
    const tabs = fan.getByTestId('detail-tabs').getByRole('tab');
    await expect(tabs.filter({ hasText: '赛况' })).toBeVisible();
    await expect(tabs.filter({ hasText: '指数' })).toHaveCount(0);
    await fan.close();

    // The audit log lists the change: who, what, before and after.
    await nav().getByRole('link', { name: '审计日志' }).click();
    const change = page.getByTestId('audit-table').getByRole('row').filter({ hasText: 'site.config' });
    await expect(change).toHaveCount(1);
    await expect(change).toContainText(owner.email);
    await expect(change).toContainText('switch_race_index: "1" → "0"');
    await page.getByLabel('操作', { exact: true }).fill('site.config');
    await page.getByRole('button', { name: '筛选' }).click();
    await expect(page.getByTestId('audit-table').locator('tbody tr')).toHaveCount(1);
    await expect(page.getByTestId('audit-csv')).toHaveAttribute('href', /\/ops\/api\/audit\.csv\?(.*&)?action=site\.config/);
  });

  test('the owner adds an operator, checked as the server checks, and the audit log has it', async () => {
    await nav().getByRole('link', { name: '运营账号' }).click();
    const form = page.getByTestId('add-operator');
    await form.getByLabel('邮箱').fill('mod@example.com');
    await form.getByLabel('角色').selectOption('moderator');
    await form.getByLabel('站点').fill('qutu, Kqb');
    await form.getByLabel('初始密码').fill('too short');
    await form.getByRole('button', { name: '添加' }).click();
    await expect(form.getByText('站点代码不正确: Kqb')).toBeVisible();
    await expect(form.getByText('密码至少 10 个字符')).toBeVisible();
    await form.getByLabel('站点').fill('qutu, kqb');
    await form.getByLabel('初始密码').fill('a moderator password');
    await form.getByRole('button', { name: '添加' }).click();
    await expect(page.getByTestId('operators-status')).toHaveText('已添加 mod@example.com');
    const added = page.getByTestId('operator-mod@example.com');
    await expect(added).toContainText('未开启两步验证');
    await expect(added.getByLabel('角色')).toHaveValue('moderator');
    await expect(added.getByLabel('站点')).toHaveValue('qutu, kqb');

    await nav().getByRole('link', { name: '审计日志' }).click();
    // The CLI's own addition of the owner is there too (actor cli); the console's names the new operator.
    const rows = page.getByTestId('audit-table').getByRole('row').filter({ hasText: 'operator.add' });
    await expect(rows.filter({ hasText: 'cli' })).toContainText(owner.email);
    await expect(rows.filter({ hasText: 'mod@example.com' })).toContainText(owner.email);
  });

  test('an ended session sends to sign-in and back to the screen; a failed read offers a retry', async () => {
    // The session ends (as after 30 idle minutes): the next call answers status 2.
    await page.context().clearCookies();
    await nav().getByRole('link', { name: '站点' }).click();
    await expect(page).toHaveURL(/\/ops\/sign-in\?next=%2Fsites$/);
    await expect(page.getByRole('status')).toHaveText('登录超时，请重新登录');
    await signIn(page, owner.email, owner.password);
    await page.getByLabel('动态验证码').fill(totpCodeAt(secret, siteNow(), 1));
    await page.getByRole('button', { name: '验证' }).click();
    await expect(page).toHaveURL(/\/ops\/sites$/);
    await expect(page.getByTestId('setting-switch_race_index').getByRole('switch')).toHaveAttribute('aria-checked', 'false');

    // The network fails once: a retry state, never a blank page; the retry reads again.
    await page.route('**/ops/api/audit?**', (route) => route.abort('connectionfailed'));
    await nav().getByRole('link', { name: '审计日志' }).click();
    await expect(page.getByTestId('retry-state')).toContainText('网络连接失败');
    await page.unroute('**/ops/api/audit?**');
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.getByTestId('audit-table')).toBeVisible();

    // Signing out ends the session on the server too.
    await page.getByRole('button', { name: '账号菜单' }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/ops\/sign-in/);
    await page.goto(`${site.url}/ops/operators`);
    await expect(page).toHaveURL(/\/ops\/sign-in\?next=%2Foperators$/);
  });
});
