import { fanPage, newUser, nodeChat, sendFromNode } from './chat-fans.ts';
import { expect, test } from './site-clock.ts';
import { adminCall, serveSite, type E2eSite } from './site-server.ts';

/** Names and roles a screen reader and a keyboard rely on (issue 39, "Names and roles"), on qutu. */
let site: E2eSite;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await serveSite('qutu');
});
test.afterAll(() => site.close());

test('a tablist answers the arrows, Home and End, and Tab leaves it in one step', async ({ page }) => {
  await page.goto(`${site.url}/m/live`);
  const list = page.getByTestId('live-categories');
  const tabs = list.getByRole('tab');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  const count = await tabs.count();
  expect(count).toBeGreaterThan(2);
  // Only the selected tab is in the tab order.
  expect(await tabs.evaluateAll((all) => all.map((tab) => tab.getAttribute('tabindex')))).toEqual(
    Array.from({ length: count }, (_, i) => (i === 0 ? '0' : '-1')),
  );

  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'false');
  await page.keyboard.press('End');
  await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(tabs.first()).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('Tab');
  await expect(tabs.nth(1)).not.toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).not.toBe('tab');
});

test('the bottom menu is navigation that marks the current page, and the document speaks the fan’s language', async ({ page }) => {
  await page.goto(`${site.url}/m/user-center`);
  const menu = page.getByRole('navigation').filter({ has: page.getByTestId('menu-score') });
  await expect(menu.getByRole('link', { name: '我的' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.locator('[aria-current]')).toHaveCount(1);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  await page.getByRole('button', { name: 'Português' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await menu.getByTestId('menu-score').click();
  await expect(menu.getByTestId('menu-score')).toHaveAttribute('aria-current', 'page');
});

test('a score row is one link named as a sentence: home, score, away and the minute', async ({ page }) => {
  await page.goto(`${site.url}/m/score`);
  const row = page
    .getByTestId('match-row')
    .filter({ has: page.getByTestId('match-clock') })
    .first();
  await expect(row).toBeVisible();
  const [home, away] = await row.locator('span[title]').evaluateAll((names) => names.map((name) => name.getAttribute('title')));
  const score = (await row.getByTestId('match-score').textContent())!.split(' - ');
  const clock = (await row.getByTestId('match-clock').textContent())!.trim();
  // What the accessibility tree names the link: the sentence, not its parts.
  await expect(row.getByRole('link', { name: `${home} ${score[0]} 比 ${score[1]} ${away}，${clock}`, exact: true })).toBeVisible();
});

test('a dialog takes focus, keeps Tab inside, closes on Escape and gives focus back to what opened it', async ({ page }) => {
  await page.goto(`${site.url}/m/user-center`);
  const invite = page.getByTestId('invite-friend');
  await invite.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: '您还未登录' });
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(page.getByTestId('dialog-confirm')).toBeFocused();
  // Two buttons: Tab and Shift+Tab go round them and never reach the page below.
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('dialog-cancel')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('dialog-confirm')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByTestId('dialog-confirm')).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(invite).toBeFocused();
  await expect(page).toHaveURL(/\/m\/user-center$/);
});

test('a message another fan sends into the open room is said politely with her nick; the history is not', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const ana = await newUser(request, site, 'Ana');
  const bia = await newUser(request, site, 'Bia');
  const anaChat = await nodeChat(site, ana);
  const fan = await fanPage(browser, bia);
  const page = fan.page;
  try {
    await sendFromNode(anaChat, bia.uid, '今晚一起看球？');
    await page.goto(`${site.url}/m/c2c-chatroom/${ana.uid}`);
    await expect(page.getByTestId('chat-history')).not.toHaveAttribute('data-status', 'loading', { timeout: 15_000 });
    await expect(page.getByTestId('chat-messages')).toContainText('今晚一起看球？');
    const region = page.locator('[aria-live="polite"]');
    await expect(region).toHaveCount(1);
    await expect(region).toHaveText('');

    await sendFromNode(anaChat, bia.uid, '<b>老地方</b>见');
    await expect(region).toHaveText('Ana 说：<b>老地方</b>见', { timeout: 10_000 });
    // What a screen reader is given: the sentence, as text, in the page's accessibility tree.
    expect(await page.locator('body').ariaSnapshot()).toContain('Ana 说：<b>老地方</b>见');
  } finally {
    await anaChat.destroy();
    await fan.close();
  }
});

test('a live room’s new chat line is said politely, the latest at most once a toast’s time; the list itself is not live', async ({
  page,
  request,
}) => {
  await page.goto(`${site.url}/m/live-detail/1`);
  const chat = page.getByTestId('room-chat');
  await expect(chat).toHaveAttribute('data-status', 'joined', { timeout: 20_000 });
  // One polite region in the page, the app's: a room full of robots must not have its whole list read out.
  const region = page.locator('[aria-live]');
  await expect(region).toHaveCount(1);
  await expect(region).toHaveAttribute('aria-live', 'polite');
  const list = page.getByRole('list', { name: '聊天消息' });
  await expect(list).toHaveAttribute('tabindex', '0');
  await expect(region).toHaveText('');

  await adminCall(request, site, 'post', '/admin/room/message', { liveid: 101, content: '<b>角球</b>！', nick_name: '老球迷' });
  await expect(list.getByTestId('chat-line').filter({ hasText: '<b>角球</b>！' })).toBeVisible();
  await expect(region).toHaveText('老球迷 说：<b>角球</b>！');
  // What a screen reader is given: the sentence, as text, in the page's accessibility tree.
  expect(await page.locator('body').ariaSnapshot()).toContain('老球迷 说：<b>角球</b>！');

  // Three more at once, after the gap: the first heard is said, the others wait and only the newest of them is said,
  // so the region never reads a backlog line by line.
  await page.waitForTimeout(2_100);
  await region.evaluate((node) => {
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    new MutationObserver(() => said.push(node.textContent ?? '')).observe(node, { childList: true, subtree: true, characterData: true });
  });
  for (const line of ['一', '二', '三']) {
    await adminCall(request, site, 'post', '/admin/room/message', { liveid: 101, content: line, nick_name: '老球迷' });
  }
  await expect(list.getByTestId('chat-line').filter({ hasText: '三' })).toBeVisible();
  await expect(region).toHaveText('老球迷 说：三', { timeout: 10_000 });
  const said = (await page.evaluate(() => (window as unknown as { said: string[] }).said)).filter(Boolean);
  expect(said.length).toBeLessThanOrEqual(2);
  expect(said[said.length - 1]).toBe('老球迷 说：三');
});
