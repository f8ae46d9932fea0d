import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

/** Nick names have at most 16 characters: this one calls window.f, which sets window.__xss. */
export const markupNick = '<svg onload=f()>';

/**
 * A browser context of the site `code` (qutu unless said), signed in as `user` (a user info with token, as registration answers) or a guest. Its
 * pages define window.f, so markup that ran (see markupNick) leaves window.__xss set for the test to find.
 */
export async function openContext(browser: Browser, user?: Record<string, unknown>, code = 'qutu'): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addInitScript(
    ({ session, key }) => {
      (window as unknown as { f: () => void }).f = () => ((window as unknown as { __xss: number }).__xss = 1);
      if (session)
        localStorage.setItem(key, JSON.stringify({ state: { user: session, guest: null, backurl: '', videoWatchedSec: 0 }, version: 0 }));
    },
    { session: user ?? null, key: `sideline-${code}-session` },
  );
  return context;
}

/**
 * Logs `account` in through the login form of the site at `siteUrl`, as a fan would; the new-benefit modal, which a
 * new account gets once, is closed whenever it shows.
 */
export async function logInThroughForm(page: Page, siteUrl: string, account: string, password = 'goal2026'): Promise<void> {
  await page.addLocatorHandler(page.getByTestId('benefit-modal'), () => page.getByTestId('benefit-close').click());
  await page.goto(`${siteUrl}/m/login`);
  await page.getByLabel('账号').fill(account);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/** A live room's chat input once the page has joined the room as a member who may send. */
export async function chatInput(page: Page) {
  const input = page.getByRole('textbox', { name: '聊天内容' });
  await expect(input).toBeEnabled({ timeout: 15_000 });
  return input;
}
