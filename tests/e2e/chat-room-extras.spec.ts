import type { Page } from '@playwright/test';
import { GroupType } from '../../runtime/im/index.ts';
import { fanPage, newUser, nodeChat, sendFromNode } from './chat-fans.ts';
import { expect, siteNow, test } from './site-clock.ts';
import { serveSite, type E2eSite } from './site-server.ts';

/** Emoji, edits and group slow mode in the chat rooms (docs/decisions.md "Chat room edits, emoji and slow mode"), two fans on the real gateway. */
let site: E2eSite;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await serveSite('qutu');
});
test.afterAll(() => site.close());

const input = (page: Page) => page.getByRole('textbox', { name: '输入消息' });
const historyLoaded = (page: Page) =>
  expect(page.getByTestId('chat-history')).not.toHaveAttribute('data-status', 'loading', { timeout: 15_000 });
const bubbleWith = (page: Page, text: string) => page.getByTestId('chat-message').filter({ hasText: text });

test('a fan puts an emoji at the caret and edits a sent text; the peer gets the emoji and sees the edit live, marked 已编辑', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const ana = await newUser(request, site, 'Ana');
  const bia = await newUser(request, site, 'Bia');
  const first = await fanPage(browser, ana);
  const second = await fanPage(browser, bia);
  const anaPage = first.page;
  const biaPage = second.page;
  try {
    await biaPage.goto(`${site.url}/m/c2c-chatroom/${ana.uid}`);
    await historyLoaded(biaPage);
    await anaPage.goto(`${site.url}/m/c2c-chatroom/${bia.uid}`);
    await historyLoaded(anaPage);

    // The panel opens under the field, which stays in sight; the emoji goes where the caret was, not at the end.
    await input(anaPage).fill('golaço');
    await input(anaPage).press('ArrowLeft');
    await input(anaPage).press('ArrowLeft');
    await input(anaPage).press('ArrowLeft');
    await anaPage.getByTestId('emoji-toggle').click();
    await expect(anaPage.getByTestId('emoji-panel')).toBeVisible();
    await expect(input(anaPage)).toBeInViewport();
    await anaPage.getByTestId('emoji').filter({ hasText: '⚽' }).click();
    await expect(input(anaPage)).toHaveValue('gol⚽aço');
    await anaPage.getByTestId('chat-send').click();
    await expect(bubbleWith(anaPage, 'gol⚽aço')).toHaveAttribute('data-status', 'success');
    await expect(bubbleWith(biaPage, 'gol⚽aço').getByTestId('chat-bubble')).toHaveText('gol⚽aço');

    // Ana edits it (a long press, here the context menu): the field takes the text, 保存 saves it.
    await bubbleWith(anaPage, 'gol⚽aço').getByTestId('chat-bubble').click({ button: 'right' });
    await anaPage.getByTestId('chat-edit').click();
    await expect(anaPage.getByTestId('chat-editing')).toContainText('正在编辑这条消息');
    await expect(input(anaPage)).toHaveValue('gol⚽aço');
    await input(anaPage).fill('golaço do Brasil ⚽');
    await expect(anaPage.getByTestId('chat-send')).toHaveText('保存');
    await anaPage.getByTestId('chat-send').click();
    await expect(anaPage.getByTestId('chat-editing')).toHaveCount(0);
    await expect(input(anaPage)).toHaveValue('');
    const own = bubbleWith(anaPage, 'golaço do Brasil ⚽');
    await expect(own.getByTestId('chat-edited')).toHaveText('已编辑');

    // Bia sees the new text and the mark without reloading; the old text is gone.
    const seen = bubbleWith(biaPage, 'golaço do Brasil ⚽');
    await expect(seen.getByTestId('chat-bubble')).toHaveText('golaço do Brasil ⚽已编辑');
    await expect(bubbleWith(biaPage, 'gol⚽aço')).toHaveCount(0);
    // Bia cannot edit Ana's message: her sheet offers copy only.
    await seen.getByTestId('chat-bubble').click({ button: 'right' });
    await expect(biaPage.getByTestId('chat-copy')).toBeVisible();
    await expect(biaPage.getByTestId('chat-edit')).toHaveCount(0);
  } finally {
    await first.close();
    await second.close();
  }
});

test('the owner sets slow mode on the info page; a member sees the countdown on the send button and cannot send early, the text kept; the owner is exempt', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const ana = await newUser(request, site, 'Ana');
  const bia = await newUser(request, site, 'Bia');
  const anaChat = await nodeChat(site, ana);
  const { data } = await anaChat.createGroup({ type: GroupType.PUBLIC, name: '慢速群', memberList: [{ userID: String(bia.uid) }] });
  const gid = encodeURIComponent(data.group.groupID);
  await anaChat.destroy();

  const first = await fanPage(browser, ana);
  const second = await fanPage(browser, bia);
  const anaPage = first.page;
  const biaPage = second.page;
  try {
    await anaPage.goto(`${site.url}/m/chat-group-info/${gid}`);
    await expect(anaPage.getByTestId('group-setting-slow-mode')).toHaveText('不限', { timeout: 15_000 });
    await anaPage.getByTestId('group-edit-slow-mode').click();
    await anaPage.getByTestId('slow-mode-30').click();
    await expect(anaPage.getByTestId('group-setting-slow-mode')).toHaveText('30 秒');

    // Bia, a plain member, reads the rule over the field and the tip in the history.
    await biaPage.goto(`${site.url}/m/chat-group/${gid}`);
    await historyLoaded(biaPage);
    await expect(biaPage.getByTestId('group-slow-mode')).toHaveText('慢速模式已开启，每 30 秒可发言一次');
    await expect(biaPage.getByTestId('chat-tip').last()).toHaveText('Ana 开启了慢速模式，每 30 秒可发言一次');

    // Her first message goes; the button then counts down and the next one waits in the field, Enter or not.
    await input(biaPage).fill('第一条');
    await biaPage.getByTestId('chat-send').click();
    await expect(bubbleWith(biaPage, '第一条')).toHaveAttribute('data-status', 'success');
    const button = biaPage.getByTestId('chat-send');
    await biaPage.clock.pauseAt(new Date((await biaPage.evaluate(() => Date.now())) + 100));
    await expect(button).toBeDisabled();
    await expect(button).toHaveText(/^(30|29) 秒$/);
    await input(biaPage).fill('第二条 @ 太快');
    await input(biaPage).press('Enter');
    await expect(input(biaPage)).toHaveValue('第二条 @ 太快');
    await expect(bubbleWith(biaPage, '第二条')).toHaveCount(0);
    const before = Number((await button.textContent())?.split(' ')[0]);
    await biaPage.clock.runFor(10_000);
    // Ten seconds later by the page clock; the button counts on its own one-second ticks, whose phase the pause may
    // have split, so it shows 10 less, or 9 until its next tick.
    await expect(button).toHaveText(new RegExp(`^(${before - 10}|${before - 9}) 秒$`));

    // Ana owns the group: no note, no countdown, two messages in a row.
    await anaPage.goto(`${site.url}/m/chat-group/${gid}`);
    await historyLoaded(anaPage);
    await expect(anaPage.getByTestId('group-slow-mode')).toHaveCount(0);
    for (const text of ['欢迎', '再说一句']) {
      await input(anaPage).fill(text);
      await anaPage.getByTestId('chat-send').click();
      await expect(bubbleWith(anaPage, text)).toHaveAttribute('data-status', 'success');
    }
    await expect(anaPage.getByTestId('chat-send')).not.toHaveAttribute('data-wait');
    await expect(bubbleWith(biaPage, '再说一句')).toBeVisible();
  } finally {
    await first.close();
    await second.close();
  }
});

test('an edit that lost to one saved first on another device keeps the typed text and says so; saving again goes through', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const ana = await newUser(request, site, 'Ana');
  const bia = await newUser(request, site, 'Bia');
  const anaChat = await nodeChat(site, ana);
  const sentAt = siteNow();
  await sendFromNode(anaChat, bia.uid, '今晚几点开球？');
  await anaChat.destroy();
  // Each device corrects it within the two minutes edits are offered, however long a busy machine takes to get there.
  const withinWindow = (page: Page) => page.clock.setSystemTime(sentAt.getTime() + 5_000);

  // Ana's phone starts correcting her question, then loses its network before she saves: its chat socket drops and
  // no new one gets through until it is back.
  const phone = await fanPage(browser, ana);
  const phonePage = phone.page;
  let offline = false;
  const drops: (() => Promise<void>)[] = [];
  await phonePage.routeWebSocket(/\/im\/ws/, (socket) => {
    if (offline) return void socket.close();
    const server = socket.connectToServer();
    drops.push(async () => {
      await server.close();
      await socket.close();
    });
  });
  let tablet: Awaited<ReturnType<typeof fanPage>> | undefined;
  try {
    await phonePage.goto(`${site.url}/m/c2c-chatroom/${bia.uid}`);
    await historyLoaded(phonePage);
    await withinWindow(phonePage);
    await bubbleWith(phonePage, '今晚几点开球？').getByTestId('chat-bubble').click({ button: 'right' });
    await phonePage.getByTestId('chat-edit').click();
    await input(phonePage).fill('今晚八点开球？');
    offline = true;
    for (const drop of drops.splice(0)) await drop();
    await expect(phonePage.getByTestId('chat-net-state')).toBeVisible();

    // Meanwhile her tablet corrects the same message first.
    tablet = await fanPage(browser, ana);
    await tablet.page.goto(`${site.url}/m/c2c-chatroom/${bia.uid}`);
    await historyLoaded(tablet.page);
    await withinWindow(tablet.page);
    await bubbleWith(tablet.page, '今晚几点开球？').getByTestId('chat-bubble').click({ button: 'right' });
    await tablet.page.getByTestId('chat-edit').click();
    await input(tablet.page).fill('今晚九点开球！');
    await tablet.page.getByTestId('chat-send').click();
    await expect(bubbleWith(tablet.page, '今晚九点开球！').getByTestId('chat-edited')).toHaveText('已编辑');
    await tablet.close();
    tablet = undefined;

    // Back online, the phone saves from the version it had: the field keeps what Ana typed and a line says why.
    offline = false;
    // The chat layer tries again every 3 s once its three quick reconnects have failed.
    await phonePage.clock.runFor(4_000);
    await expect(phonePage.getByTestId('chat-net-state')).toHaveCount(0);
    await phonePage.getByTestId('chat-send').click();
    await expect(phonePage.getByTestId('chat-edit-conflict')).toHaveText('这条消息已在别处被修改，气泡里是最新内容；再次保存会覆盖它');
    await expect(input(phonePage)).toHaveValue('今晚八点开球？');
    await expect(bubbleWith(phonePage, '今晚九点开球！').getByTestId('chat-bubble')).toHaveText('今晚九点开球！已编辑');

    // Saving again overwrites the tablet's version, knowingly.
    await phonePage.getByTestId('chat-send').click();
    await expect(phonePage.getByTestId('chat-editing')).toHaveCount(0);
    await expect(bubbleWith(phonePage, '今晚八点开球？').getByTestId('chat-bubble')).toHaveText('今晚八点开球？已编辑');
  } finally {
    await tablet?.close();
    await phone.close();
  }
});
