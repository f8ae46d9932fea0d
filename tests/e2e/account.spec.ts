import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './site-clock.ts';
import { adminCall, serveSite, type E2eSite } from './site-server.ts';

/** Journeys of spec 000 §2, §4, §6 and §8 on one tenant, against the reference server. */
let site: E2eSite;
test.beforeAll(async () => {
  // Seeding a served site takes seconds, more on a busy machine.
  test.setTimeout(120_000);
  site = await serveSite('qutu');
});
test.afterAll(() => site.close());

const sessionOf = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('sideline-qutu-session') ?? '{}').state ?? {});

/** Counts every toast that appears, however briefly. */
async function countToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = ((window as unknown as { toasts: string[] }).toasts = []);
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLElement && node.dataset.testid === 'toast') seen.push(node.textContent ?? '');
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => [...(window as unknown as { toasts: string[] }).toasts]);
}

test('a guest who invites a friend gets the login prompt once; confirm saves backurl, logging in returns there', async ({ page }) => {
  await page.goto(`${site.url}/m/user-center?from=share`);
  await expect(page.getByTestId('user-summary')).toContainText('游客');
  const invite = page.getByTestId('invite-friend');
  // Two taps in a row, the second while the first prompt opens: one prompt (a second would wait behind the first).
  await invite.evaluate((button: HTMLElement) => {
    button.click();
    button.click();
  });
  await expect(page.getByTestId('confirm-dialog')).toHaveCount(1);
  await expect(page.getByTestId('confirm-dialog')).toContainText('您还未登录');
  await expect(page.getByTestId('confirm-dialog')).toContainText('请登录使用完整功能');

  await page.getByTestId('dialog-cancel').click();
  await expect(page.getByTestId('confirm-dialog')).toHaveCount(0);
  await page.waitForTimeout(300);
  await expect(page.getByTestId('confirm-dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/m\/user-center\?from=share$/);

  await invite.click();
  await page.getByTestId('dialog-confirm').click();
  await expect(page).toHaveURL(`${site.url}/m/login`);
  expect((await sessionOf(page)).backurl).toBe('/m/user-center?from=share');

  await page.getByLabel('账号').fill('vipfan');
  await page.getByLabel('密码').fill('sideline2026');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(`${site.url}/m/user-center?from=share`);
  await expect(page.getByTestId('user-summary')).toContainText('VIP球迷');
  await expect(page.getByTestId('user-summary')).toContainText('VIP');
  const session = await sessionOf(page);
  expect(session.backurl).toBe('');
  expect(session.user.token.length).toBeGreaterThanOrEqual(32);
  // Login success refreshes third_member (spec 000 §4).
  await expect.poll(async () => (await sessionOf(page)).user.third_member).toBe(1);

  // The session survives a reload, and inviting now opens the fan's invitation instead of the prompt.
  await page.reload();
  await expect(page.getByTestId('user-summary')).toContainText('VIP球迷');
  await page.getByTestId('invite-friend').click();
  await expect(page.getByTestId('confirm-dialog')).toHaveCount(0);
  await expect(page.getByTestId('invite-code')).toHaveText(session.user.invite.invite_code);
});

test('a fan who leaves the login screen without logging in gives up the saved backurl', async ({ page }) => {
  await page.goto(`${site.url}/m/user-center?from=menu`);
  await page.getByTestId('invite-friend').click();
  await page.getByTestId('dialog-confirm').click();
  await expect(page).toHaveURL(`${site.url}/m/login`);
  expect((await sessionOf(page)).backurl).toBe('/m/user-center?from=menu');
  await page.getByRole('link', { name: '立即注册' }).click();
  expect((await sessionOf(page)).backurl).toBe('/m/user-center?from=menu');
  await page.goto(`${site.url}/m/score`);
  await expect.poll(async () => (await sessionOf(page)).backurl).toBe('');
});

test('a burst of failures shows one toast; the next after the quiet period shows again', async ({ page }) => {
  await page.goto(`${site.url}/m/login`);
  const toasts = await countToasts(page);
  await page.getByLabel('账号').fill('vipfan');
  await page.getByLabel('密码').fill('wrong-password-1');
  const submit = page.getByRole('button', { name: '登录', exact: true });
  // The page's clock stands still through the burst, however long the machine takes to answer three logins (paused a
  // little ahead of the page's now: the clock may move on while the pause is being asked for).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);
  for (let i = 0; i < 3; i++) {
    const answer = page.waitForResponse((r) => r.url().includes('/webapi/user/login'));
    await submit.click();
    expect((await (await answer).json()).status).not.toBe(0);
  }
  await expect.poll(toasts).toEqual(['账号或密码错误']);

  // Just before the 2 s quiet period ends, a failure still shows nothing new; once it has passed, one does.
  await page.clock.runFor(1_900);
  const early = page.waitForResponse((r) => r.url().includes('/webapi/user/login'));
  await submit.click();
  await early;
  await page.clock.runFor(300);
  expect(await toasts()).toEqual(['账号或密码错误']);
  await page.clock.runFor(2_100);
  const answer = page.waitForResponse((r) => r.url().includes('/webapi/user/login'));
  await submit.click();
  await answer;
  await expect.poll(toasts).toHaveLength(2);
});

test('a session that the server ended: the next call clears it and asks to log in', async ({ page, request }) => {
  await page.goto(`${site.url}/m/login`);
  await page.getByLabel('账号').fill('anchor01');
  await page.getByLabel('密码').fill('sideline2026');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/(score|live)$/);
  const { token } = (await sessionOf(page)).user;
  await admin(request, 'post', '/admin/session/expire', { token });

  await page.goto(`${site.url}/m/user-center`);
  // The user-info fetch at start meets the timeout: session cleared, no dialog (spec 000 §8).
  await expect(page.getByTestId('user-summary')).toContainText('游客');
  await expect(page.getByTestId('confirm-dialog')).toHaveCount(0);
  expect((await sessionOf(page)).user).toBeNull();
});

test('register, then reset the password through the bound phone, then log in with the new one', async ({ page, request }) => {
  const account = `fan${Date.now().toString(36)}`;
  const mobile = `139${String(Date.now()).slice(-8)}`;
  await page.goto(`${site.url}/m/register`);
  await page.getByRole('button', { name: '注册并登录' }).click();
  await expect(page.getByText('请输入账号')).toBeVisible();

  await page.getByLabel('账号').fill(account);
  await page.getByLabel('密码', { exact: true }).fill('first1pass');
  await page.getByLabel('确认密码').fill('first1pass');
  await page.getByRole('button', { name: '注册并登录' }).click();
  await expect(page).toHaveURL(/\/m\/(score|live)$/);
  const { token } = (await sessionOf(page)).user;

  // Bind a phone through the API, as the bind-phone screen will.
  const query = `token=${token}&sp_source=9&platform=3`;
  expect((await (await request.post(`${site.url}/api/user/sendVerifyCode?${query}`, { data: { mobile } })).json()).status).toBe(0);
  const bindCode = (await admin(request, 'get', `/admin/sms/last?mobile=${mobile}`)).code;
  expect(
    (await (await request.post(`${site.url}/api/User/bindPhone?${query}`, { data: { mobile, sms_code: bindCode } })).json()).status,
  ).toBe(0);

  await page.goto(`${site.url}/m/forget-password`);
  await page.getByLabel('手机号').fill(mobile);
  const key = new URL((await page.getByTestId('captcha-image').getAttribute('src'))!).searchParams.get('code');
  await expect(page.getByTestId('captcha-image')).toHaveJSProperty('complete', true);
  const digits = (await admin(request, 'get', `/admin/captcha?code=${key}`)).digits;
  await page.getByLabel('图形验证码', { exact: true }).fill(digits);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByTestId('toast').getByText('验证码已发送')).toBeVisible();
  await expect(page.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
  const resetCode = (await admin(request, 'get', `/admin/sms/last?mobile=${mobile}`)).code;
  await page.getByLabel('短信验证码').fill(resetCode);
  await page.getByLabel('新密码').fill('second2pass');
  await page.getByRole('button', { name: '重置密码' }).click();
  await expect(page).toHaveURL(`${site.url}/m/login`);

  await page.getByLabel('账号').fill(account);
  await page.getByLabel('密码').fill('second2pass');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/(score|live)$/);
  expect((await sessionOf(page)).user.account).toBe(account);
});

test('a new avatar: only images, resized to fit 1200x1200 before the upload, a failed upload said, then shown', async ({ page }) => {
  await page.goto(`${site.url}/m/register`);
  await page.getByLabel('账号').fill(`pic${Date.now().toString(36)}`);
  await page.getByLabel('密码', { exact: true }).fill('picture1');
  await page.getByLabel('确认密码').fill('picture1');
  await page.getByRole('button', { name: '注册并登录' }).click();
  await expect(page).toHaveURL(/\/m\/(score|live)$/);
  await page.goto(`${site.url}/m/user-center`);
  const input = page.getByTestId('avatar-input');

  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(page.getByTestId('toast')).toHaveText('请选择图片文件');

  // A 2400x1600 photo, drawn in the page.
  const pickPhoto = () =>
    input.evaluate(async (element: HTMLInputElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = 2400;
      canvas.height = 1600;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#2a7';
      context.fillRect(0, 0, 2400, 1600);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 1));
      const files = new DataTransfer();
      files.items.add(new File([blob], 'photo.jpg', { type: 'image/jpeg' }));
      element.files = files.files;
      element.dispatchEvent(new Event('change', { bubbles: true }));
    });

  // Spec 000 §8: "Upload failure shows 'upload failed'" (the storage drops the connection).
  await page.route('**/storage/upload/**', (route) => route.abort('connectionreset'));
  await pickPhoto();
  await expect(page.getByTestId('toast')).toHaveText('上传失败');
  await page.unroute('**/storage/upload/**');

  await pickPhoto();
  const avatar = page.getByTestId('user-summary').getByRole('img', { name: '更换头像' });
  await expect(avatar).toHaveAttribute('src', /\/storage\/files\/.+\.jpg$/);
  await expect(avatar).toHaveJSProperty('complete', true);
  expect(await avatar.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([1200, 800]);
  expect((await sessionOf(page)).user.avatar).toBe(await avatar.getAttribute('src'));
});

function admin(request: APIRequestContext, method: 'get' | 'post', path: string, data?: unknown) {
  return adminCall(request, site, method, path, data);
}

test('a fan shares their invite link; a friend who opens it and registers credits the fan once', async ({ browser, page }) => {
  const host = `host${Date.now().toString(36)}`;
  await page.goto(`${site.url}/m/register`);
  await page.getByLabel('账号').fill(host);
  await page.getByLabel('密码', { exact: true }).fill('invite1pass');
  await page.getByLabel('确认密码').fill('invite1pass');
  await page.getByRole('button', { name: '注册并登录' }).click();
  await expect(page).toHaveURL(/\/m\/(score|live)$/);
  await page.goto(`${site.url}/m/user-center`);
  await page.getByTestId('invite-friend').click();
  const code = (await page.getByTestId('invite-code').textContent())!;
  await expect(page.getByTestId('invite-link')).toHaveText(`${site.url}/m/?invite_code=${code}`);
  await expect(page.getByTestId('invite-count')).toHaveText('0');

  // The friend opens the link in their own browser, looks around, and registers later: the stored code goes with it.
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  await friend.goto(`${site.url}/m/?invite_code=${code}`);
  await friend.goto(`${site.url}/m/register`);
  await friend.getByLabel('账号').fill(`guest${Date.now().toString(36)}`);
  await friend.getByLabel('密码', { exact: true }).fill('friend1pass');
  await friend.getByLabel('确认密码').fill('friend1pass');
  await friend.getByRole('button', { name: '注册并登录' }).click();
  await expect(friend).toHaveURL(/\/m\/(score|live)$/);
  await friendContext.close();

  await page.reload();
  await page.getByTestId('invite-friend').click();
  await expect(page.getByTestId('invite-count')).toHaveText('1');
  await expect(page.getByTestId('invite-total')).toHaveText(/^2,?000$/);
  await page.goto(`${site.url}/m/trans-log`);
  await expect(page.locator('[data-testid="ledger-row"][data-type="17"]')).toHaveCount(1);
  await expect(page.locator('[data-testid="ledger-row"][data-type="17"]')).toContainText('邀请奖励');
});
