import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { markupNick, openContext } from './fan-context.ts';
import { expect, siteNow, test } from './site-clock.ts';
import { apiCall, serveSite, type E2eSite } from './site-server.ts';

/** The conversation list (/c2c) and the one-to-one chat (/c2c-chatroom/{id}) between two fans, on the real gateway. */
let site: E2eSite;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await serveSite('qutu');
});
test.afterAll(() => site.close());

/** Markup that would run if the app ever rendered a message as HTML. */
const hostile = '<img src=x onerror=alert(1)>';

async function newUser(request: APIRequestContext, nick: string): Promise<Record<string, unknown>> {
  const account = `chat${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  return apiCall<Record<string, unknown>>(request, site, '/webapi/user/regist', { account, password: 'goal2026', nick_name: nick });
}

/** A signed-in fan's page at the run's clock; any dialog the page opens (an alert that ran) fails the test. */
async function fanPage(browser: Browser, user: Record<string, unknown>): Promise<{ page: Page; close(): Promise<void>; dialogs: string[] }> {
  const context = await openContext(browser, user);
  const page = await context.newPage();
  // A new account gets the new-benefit modal once: it is closed whenever it shows.
  await page.addLocatorHandler(page.getByTestId('benefit-modal'), () => page.getByTestId('benefit-close').click());
  await page.clock.install({ time: siteNow() });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { page, dialogs, close: () => context.close() };
}

const input = (page: Page) => page.getByRole('textbox', { name: '输入消息' });

/** Types `text` and sends it with Enter, as a phone keyboard's send key does, or with the send button. */
async function send(page: Page, text: string, how: 'enter' | 'button' = 'button'): Promise<void> {
  await expect(page.getByTestId('chat-history')).not.toHaveAttribute('data-status', 'loading', { timeout: 15_000 });
  await input(page).fill(text);
  if (how === 'enter') await input(page).press('Enter');
  else await page.getByTestId('chat-send').click();
  await expect(input(page)).toHaveValue('');
}

test('two fans chat: hostile text stays text, the unread badge, read receipts, a reply without reload, a revoke both see', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const ana = await newUser(request, markupNick);
  const bia = await newUser(request, 'Bia');
  const first = await fanPage(browser, ana);
  const second = await fanPage(browser, bia);
  try {
    const anaPage = first.page;
    await anaPage.goto(`${site.url}/m/c2c-chatroom/${bia.uid}`);
    await send(anaPage, `${hostile} oi`, 'enter');
    const sent = anaPage.getByTestId('chat-message').filter({ hasText: `${hostile} oi` });
    await expect(sent).toHaveAttribute('data-status', 'success');
    await expect(sent).toHaveAttribute('data-flow', 'out');
    await expect(sent.getByTestId('chat-read')).toHaveText('未读');

    const biaPage = second.page;
    await biaPage.goto(`${site.url}/m/c2c`);
    const row = biaPage.locator(`[data-testid=conversation][data-peer="${ana.uid}"]`);
    await expect(row).toBeVisible({ timeout: 15_000 });
    await expect(row.getByTestId('conversation-unread')).toHaveText('1');
    // The sender's nick and the message read as text in the list.
    await expect(row.getByTestId('conversation-name')).toHaveText(markupNick);
    await expect(row.getByTestId('conversation-summary')).toHaveText(`${hostile} oi`);

    await row.click();
    await expect(biaPage).toHaveURL(new RegExp(`/m/c2c-chatroom/${ana.uid}$`));
    await expect(biaPage.getByRole('heading')).toHaveText(markupNick);
    const received = biaPage.getByTestId('chat-message').filter({ hasText: `${hostile} oi` });
    await expect(received.getByTestId('chat-bubble')).toHaveText(`${hostile} oi`);
    await expect(received).toHaveAttribute('data-flow', 'in');
    expect(await biaPage.locator('[data-testid=chat-bubble] img, [data-testid=chat-bubble] svg').count()).toBe(0);
    // Opening the chat read it: the sender sees 已读 without reloading.
    await expect(sent.getByTestId('chat-read')).toHaveText('已读');

    await send(biaPage, 'Olá, tudo bem?');
    await expect(anaPage.getByTestId('chat-message').filter({ hasText: 'Olá, tudo bem?' })).toHaveAttribute('data-flow', 'in');

    // Ana revokes her message (a long press, here the context menu): both see the line instead of the text.
    await sent.getByTestId('chat-bubble').click({ button: 'right' });
    await anaPage.getByTestId('chat-revoke').click();
    await expect(anaPage.getByTestId('chat-revoked')).toHaveText('你撤回了一条消息重新编辑');
    await expect(biaPage.getByTestId('chat-revoked')).toHaveText('对方撤回了一条消息');
    await expect(biaPage.getByTestId('chat-messages')).not.toContainText(hostile);
    // Her text can be put back into the field.
    await anaPage.getByTestId('chat-reedit').click();
    await expect(input(anaPage)).toHaveValue(`${hostile} oi`);

    // Back in Bia's list the conversation is read, with her reply as its last message.
    await biaPage.goBack();
    await expect(row.getByTestId('conversation-unread')).toHaveCount(0);
    await expect(row.getByTestId('conversation-summary')).toHaveText('Olá, tudo bem?');

    for (const { page, dialogs } of [first, second]) {
      expect(dialogs).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    }
  } finally {
    await first.close();
    await second.close();
  }
});

test('a guest opening the messages or a chat is asked to log in', async ({ page }) => {
  await page.goto(`${site.url}/m/c2c`);
  await page.getByTestId('chat-login').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('您还未登录');
  await page.goto(`${site.url}/m/c2c-chatroom/1`);
  await expect(page.getByTestId('chat-guest')).toBeVisible();
});
