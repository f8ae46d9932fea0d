import type { Page } from '@playwright/test';
import { ConversationType, type Message } from '../../runtime/im/index.ts';
import { fanPage, newUser, nodeChat } from './chat-fans.ts';
import { expect, test } from './site-clock.ts';
import { serveSite, type E2eSite } from './site-server.ts';

/** Stickers, places and merged lists in the one-to-one room and on /c2c (docs/decisions.md "Faces, places, merged lists and kinds the room cannot show"). */
let site: E2eSite;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await serveSite('qutu');
});
test.afterAll(() => site.close());

const historyLoaded = (page: Page) =>
  expect(page.getByTestId('chat-history')).not.toHaveAttribute('data-status', 'loading', { timeout: 15_000 });
const setLanguage = (page: Page, lang: string) =>
  page.addInitScript((lang) => localStorage.setItem('sideline-qutu-app', JSON.stringify({ state: { lang }, version: 0 })), lang);

test("a fan sees a peer's sticker, place and forwarded chat as such, opens the chat, and reads each in /c2c in her language", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const ana = await newUser(request, site, 'Ana');
  const bia = await newUser(request, site, 'Bia');
  const anaChat = await nodeChat(site, ana);
  const to = String(bia.uid);
  const c2c = ConversationType.C2C;
  const said: Message[] = [];
  for (const text of ['今晚一起看球？', '<b>老地方</b>见'])
    said.push((await anaChat.sendMessage(anaChat.createTextMessage({ to, conversationType: c2c, payload: { text } }))).data.message);
  // The site's emoji are 😀 😂 😍 👍 …: index 2 is 😍; 99 is in no set the site has.
  await anaChat.sendMessage(anaChat.createFaceMessage({ to, conversationType: c2c, payload: { index: 2, data: 'love' } }));
  await anaChat.sendMessage(anaChat.createFaceMessage({ to, conversationType: c2c, payload: { index: 99, data: 'other-set' } }));
  await anaChat.sendMessage(
    anaChat.createLocationMessage({
      to,
      conversationType: c2c,
      payload: { description: '深圳湾体育中心 南门', latitude: 22.516, longitude: 113.944 },
    }),
  );
  await anaChat.sendMessage(
    anaChat.createMergerMessage({
      to,
      conversationType: c2c,
      payload: {
        messageList: said,
        title: 'Ana 的聊天记录',
        abstractList: ['Ana: 今晚一起看球？', 'Ana: <b>老地方</b>见'],
        compatibleText: '请升级',
      },
    }),
  );
  await anaChat.destroy();

  const fan = await fanPage(browser, bia);
  const page = fan.page;
  try {
    await page.goto(`${site.url}/m/c2c-chatroom/${ana.uid}`);
    await historyLoaded(page);
    await expect(page.getByTestId('chat-face')).toHaveText('😍');
    await expect(page.getByTestId('chat-unsupported')).toContainText('[表情]当前版本还不能显示这类消息');
    await expect(page.getByTestId('chat-location-description')).toHaveText('深圳湾体育中心 南门');
    await expect(page.getByTestId('chat-location-coordinates')).toHaveText('22.51600°N 113.94400°E');
    const card = page.getByTestId('chat-merger');
    await expect(card.getByTestId('chat-merger-title')).toHaveText('Ana 的聊天记录');
    await expect(card.getByTestId('chat-merger-abstract')).toHaveText(['Ana: 今晚一起看球？', 'Ana: <b>老地方</b>见']);
    await expect(card).toContainText('聊天记录 · 共 2 条');

    // The list opens over the room, its texts as written (markup stays text), and closes back to it.
    await card.click();
    const list = page.getByTestId('chat-merger-list');
    await expect(list.getByTestId('chat-merger-message')).toHaveCount(2);
    await expect(list.getByTestId('chat-merger-message').nth(1).locator('p')).toHaveText('<b>老地方</b>见');
    // Each forwarded message shows the time it was forwarded (China time), not a blank.
    await expect(list.getByTestId('chat-merger-message').locator('time')).toHaveText([
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    ]);
    // A dialog over the room: focus is inside it, Escape closes it and focus returns to the card; so does its back button.
    await expect(list.getByRole('button', { name: '关闭聊天记录' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(list).toHaveCount(0);
    await expect(card).toBeFocused();
    await card.click();
    await list.getByRole('button', { name: '关闭聊天记录' }).click();
    await expect(list).toHaveCount(0);
    await expect(card).toBeVisible();

    // /c2c names the last message in the fan's language, not the chat layer's Chinese [聊天记录].
    await setLanguage(page, 'pt-br');
    await page.goto(`${site.url}/m/c2c`);
    await expect(page.getByTestId('conversation').filter({ hasText: 'Ana' }).getByTestId('conversation-summary')).toHaveText(
      '[Conversa encaminhada]',
    );
    expect(fan.dialogs).toEqual([]);
  } finally {
    await fan.close();
  }
});
