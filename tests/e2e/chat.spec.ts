import type { APIRequestContext, Page } from '@playwright/test';
import { expectNothingRan, fanPage, hostile, newUser as registered, nodeChat, sendFromNode } from './chat-fans.ts';
import { markupNick } from './fan-context.ts';
import { asStaticHosting, hasServedAnswers } from './served-answers.ts';
import { expect, test } from './site-clock.ts';
import { serveSite, type E2eSite } from './site-server.ts';

/** The conversation list (/c2c) and the one-to-one chat (/c2c-chatroom/{id}) between two fans, on the real gateway. */
let site: E2eSite;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await serveSite('qutu');
});
test.afterAll(() => site.close());

const input = (page: Page) => page.getByRole('textbox', { name: '输入消息' });

/** Types `text` and sends it with Enter, as a phone keyboard's send key does, or with the send button. */
async function send(page: Page, text: string, how: 'enter' | 'button' = 'button'): Promise<void> {
  await expect(page.getByTestId('chat-history')).not.toHaveAttribute('data-status', 'loading', { timeout: 15_000 });
  await input(page).fill(text);
  if (how === 'enter') await input(page).press('Enter');
  else await page.getByTestId('chat-send').click();
  await expect(input(page)).toHaveValue('');
}

const newUser = (request: APIRequestContext, nick: string) => registered(request, site, nick);

test('two fans chat: hostile text stays text, the unread badge, read receipts, a reply without reload, a revoke both see', async ({
  browser,
  request,
}) => {
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

    await expectNothingRan([first, second]);
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

test('a reloaded chat pages its history upward 15 at a time, in order, without moving what the fan reads', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const ana = await newUser(request, 'Ana');
  const bia = await newUser(request, 'Bia');
  // Forty messages, every other one from each side, sent through the real gateway.
  const [anaChat, biaChat] = [await nodeChat(site, ana), await nodeChat(site, bia)];
  try {
    for (let n = 1; n <= 40; n++) await sendFromNode(n % 2 ? anaChat : biaChat, n % 2 ? bia.uid : ana.uid, `msg ${n}`);
  } finally {
    await anaChat.destroy();
    await biaChat.destroy();
  }
  const fan = await fanPage(browser, bia);
  try {
    const { page } = fan;
    const bubbles = page.getByTestId('chat-bubble');
    const numbers = async () => (await bubbles.allTextContents()).map((text) => Number(text.replace('msg ', '')));
    const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
    await page.goto(`${site.url}/m/c2c-chatroom/${ana.uid}`);
    await expect(bubbles).toHaveCount(15, { timeout: 15_000 });
    // Once the reloaded chat shows messages it never empties again (a page observer counts every moment it would).
    await page.addInitScript(() => {
      const seen = { shown: false, emptied: 0 };
      Object.assign(window, { chatListSeen: seen });
      new MutationObserver(() => {
        const count = document.querySelectorAll('[data-testid=chat-bubble]').length;
        if (count > 0) seen.shown = true;
        else if (seen.shown) seen.emptied += 1;
      }).observe(document, { childList: true, subtree: true });
    });
    // The start refreshes the user info, which brings a new chat signature: the chat must stay as it is.
    const userInfo = page.waitForResponse((response) => new URL(response.url()).pathname === '/webapi/User/getUserInfo');
    await page.reload();
    await userInfo;
    await expect(bubbles).toHaveCount(15, { timeout: 15_000 });
    expect(await numbers()).toEqual(range(26, 40));
    await expect(page.getByTestId('chat-history')).toHaveAttribute('data-status', 'idle');

    const list = page.getByTestId('chat-messages');
    // Where a bubble is within the list's content, and on the list's visible area.
    const place = (text: string) =>
      list.evaluate((element, wanted) => {
        const bubble = [...element.querySelectorAll('[data-testid=chat-bubble]')].find((b) => b.textContent === wanted);
        const top = (bubble?.getBoundingClientRect().top ?? NaN) - element.getBoundingClientRect().top;
        return { inContent: top + element.scrollTop, onScreen: top };
      }, text);
    // Scrolled to the top, the next 15 come in above, and the message that was first stays where the fan saw it.
    const seen = (await place('msg 26')).inContent;
    await list.evaluate((element) => element.scrollTo(0, 0));
    await expect(bubbles).toHaveCount(30);
    expect(await numbers()).toEqual(range(11, 40));
    expect(Math.abs((await place('msg 26')).onScreen - seen)).toBeLessThanOrEqual(1);
    await list.evaluate((element) => element.scrollTo(0, 0));
    await expect(bubbles).toHaveCount(40);
    expect(await numbers()).toEqual(range(1, 40));
    await expect(page.getByTestId('chat-history')).toHaveAttribute('data-status', 'complete');
    expect(await page.evaluate(() => (window as unknown as { chatListSeen: { emptied: number } }).chatListSeen.emptied)).toBe(0);
  } finally {
    await fan.close();
  }
});

test("a fan's /c2c starts the chat with the server config its page carries, and asks for the config only on static hosting", async ({
  browser,
  request,
}) => {
  // Issue 19: the chat's start waits for the config's im_sdkappid; served in the page, it waits for no round trip.
  test.setTimeout(60_000);
  const ana = await newUser(request, 'Ana');
  const bia = await newUser(request, 'Bia');
  const biaChat = await nodeChat(site, bia);
  try {
    await sendFromNode(biaChat, ana.uid, 'bora ver o jogo?');
  } finally {
    await biaChat.destroy();
  }
  for (const served of [true, false]) {
    const opened = await fanPage(browser, ana);
    try {
      const { page } = opened;
      if (!served) await asStaticHosting(page, 'qutu');
      const askedForConfig: string[] = [];
      page.on('request', (sent) => {
        if (new URL(sent.url()).pathname === '/api/config/getCommonConfig') askedForConfig.push(sent.url());
      });
      await page.goto(`${site.url}/m/c2c`);
      expect(await hasServedAnswers(page)).toBe(served);
      if (served) {
        await expect(page.getByTestId('conversation').filter({ hasText: 'bora ver o jogo?' })).toBeVisible();
        expect(askedForConfig).toEqual([]);
      } else {
        // A page Playwright fulfils has no local address to Chromium, which then blocks its socket to this loopback
        // server: the static page is checked up to the config it asks for, not to its rows.
        await expect.poll(() => askedForConfig.length).toBe(1);
      }
    } finally {
      await opened.close();
    }
  }
});
