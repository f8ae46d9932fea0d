import type { Page } from '@playwright/test';
import { expect, test } from './site-clock.ts';
import { apiCall, serveSite, type E2eSite } from './site-server.ts';

/**
 * Issue 37 "Back where they were": sign-up, sign-in and the login prompt return the fan to the page they came from
 * (spec 000 §2 backurl; docs/decisions.md "Back where they were"), whichever way they went in.
 */
const sessionOf = (page: Page, code: string) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').state ?? {}, `sideline-${code}-session`);

const newAccount = () => `back${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

for (const { code, guest, register, submit, userId } of [
  { code: 'qutu', guest: '游客', register: '立即注册', submit: '注册并登录', userId: 'ID ' },
  { code: 'pq8sp', guest: 'Visitante', register: 'Cadastre-se', submit: 'Cadastrar e entrar', userId: 'ID ' },
]) {
  test.describe(code, () => {
    let site: E2eSite;
    test.beforeAll(async () => {
      test.setTimeout(120_000);
      site = await serveSite(code);
    });
    test.afterAll(() => site.close());

    test(`a guest signs up from the user centre and is back there, signed in (${code})`, async ({ page }) => {
      await page.goto(`${site.url}/m/user-center`);
      await expect(page.getByTestId('user-summary')).toContainText(guest);
      await page.getByTestId('login-link').click();
      await expect(page).toHaveURL(`${site.url}/m/login`);
      await page.getByRole('link', { name: register }).click();
      await expect(page).toHaveURL(`${site.url}/m/register`);
      expect((await sessionOf(page, code)).backurl).toBe('/m/user-center');

      const account = newAccount();
      await page.locator('input[name=account]').fill(account);
      await page.locator('input[name=nick_name]').fill('Volta');
      await page.locator('input[name=password]').fill('goal2026');
      await page.locator('input[name=confirm]').fill('goal2026');
      await page.getByRole('button', { name: submit, exact: true }).click();

      await expect(page).toHaveURL(`${site.url}/m/user-center`);
      await expect(page.getByTestId('user-summary')).toContainText('Volta');
      await expect(page.getByTestId('user-summary')).toContainText(userId);
      expect((await sessionOf(page, code)).backurl).toBe('');
      // The new account's welcome benefits are announced where the fan is, not on another page.
      await expect(page.getByTestId('benefit-modal')).toBeVisible({ timeout: 15_000 });
      await expect(page).toHaveURL(`${site.url}/m/user-center`);
    });
  });
}

test.describe('qutu, other ways in', () => {
  let site: E2eSite;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    site = await serveSite('qutu');
  });
  test.afterAll(() => site.close());

  test('a guest in a chat room signs in through its login panel and is back in that room', async ({ page, request }) => {
    const account = newAccount();
    const peer = await apiCall<{ uid: number }>(request, site, '/webapi/user/regist', { account: `${account}p`, password: 'goal2026' });
    await apiCall(request, site, '/webapi/user/regist', { account, password: 'goal2026' });
    await page.goto(`${site.url}/m/c2c-chatroom/${peer.uid}`);
    await page.getByTestId('chat-login').click();
    await page.getByTestId('dialog-confirm').click();
    await expect(page).toHaveURL(`${site.url}/m/login`);
    await page.getByLabel('账号').fill(account);
    await page.getByLabel('密码').fill('goal2026');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(`${site.url}/m/c2c-chatroom/${peer.uid}`);
    await expect(page.getByTestId('chat-guest')).toHaveCount(0);
  });

  test('a guest who opens sign-in and goes back without signing in drops the saved page', async ({ page }) => {
    await page.goto(`${site.url}/m/user-center`);
    await page.getByTestId('login-link').click();
    await expect(page).toHaveURL(`${site.url}/m/login`);
    await page.goBack();
    await expect(page).toHaveURL(`${site.url}/m/user-center`);
    expect((await sessionOf(page, 'qutu')).backurl).toBe('');
  });
});
