import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './site-clock.ts';
import { chatInput, logInThroughForm, openContext } from './fan-context.ts';
import { apiCall, serveSite, type E2eSite } from './site-server.ts';

/**
 * A live room managed by its anchor admin (docs/decisions.md "Room managers"): the seed appoints `anchoradmin` as a
 * manager of the first anchor's room, which this spec's own server serves.
 */
let site: E2eSite;
// Each test drives two signed-in pages through several round trips of the chat.
test.describe.configure({ timeout: 90_000 });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await serveSite('qutu');
});
test.afterAll(() => site.close());

const anchorId = 1;

/** Registers a fan with this nick; their user info (token and chat signature) signs a browser context in. */
async function newFan(request: APIRequestContext, nick: string): Promise<Record<string, unknown>> {
  const account = `fan${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  return apiCall<Record<string, unknown>>(request, site, '/webapi/user/regist', { account, password: 'goal2026', nick_name: nick });
}

/**
 * The anchor admin on `page`, logged in through the form as QA would, in the managed room, and a new fan with this
 * nick in the same room in a browser context of their own (the caller closes it).
 */
async function managerAndFan(
  page: Page,
  browser: Browser,
  request: APIRequestContext,
  nick: string,
): Promise<{ fan: BrowserContext; fanPage: Page }> {
  const fan = await openContext(browser, await newFan(request, nick));
  await logInThroughForm(page, site.url, 'anchoradmin', 'sideline2026');
  await page.goto(`${site.url}/m/live-detail/${anchorId}`);
  await expect(page.getByTestId('manage-open')).toBeVisible();
  const fanPage = await fan.newPage();
  await fanPage.goto(`${site.url}/m/live-detail/${anchorId}`);
  return { fan, fanPage };
}

test('the anchor admin bans a fan from the room: the fan hears it, and their next message is refused and says why', async ({
  browser,
  request,
  page,
}) => {
  const { fan, fanPage } = await managerAndFan(page, browser, request, '闹场球迷');
  try {
    // A fan has no manage button and their nicks are text, not controls.
    await expect(fanPage.getByTestId('room-chat').getByRole('button', { name: /管理/ })).toHaveCount(0);
    const input = await chatInput(fanPage);
    await input.fill('我来捣乱');
    await input.press('Enter');
    await expect(input).toHaveValue('');

    await page.getByTestId('chat-line').filter({ hasText: '我来捣乱' }).getByRole('button', { name: '管理 闹场球迷' }).click();
    const sheet = page.getByTestId('member-sheet');
    await expect(sheet.getByRole('heading', { level: 2 })).toHaveText('闹场球迷');
    await expect(sheet.getByTestId('member-durations').getByRole('button')).toHaveText(['3天', '1天', '1小时', '10分钟', '解除禁言']);
    await sheet.getByRole('button', { name: '10分钟' }).click();
    await expect(sheet).toHaveCount(0);

    // Every viewer reads the ban; the fan's own bar closes and counts down.
    await expect(page.getByTestId('chat-notice').filter({ hasText: '闹场球迷 被禁言 10分钟' })).toBeVisible();
    await expect(fanPage.getByTestId('chat-notice').filter({ hasText: '闹场球迷 被禁言 10分钟' })).toBeVisible();
    await expect(fanPage.getByTestId('chat-send-status')).toContainText(/你已被禁言，(10:00|9:\d\d) 后可以发言/);
    await expect(input).toBeDisabled();

    // A page that did not hear the ban lets the fan try: the server refuses the message, and the fan reads why.
    await fanPage.reload();
    const again = await chatInput(fanPage);
    await again.fill('还想说话');
    await again.press('Enter');
    await expect(fanPage.getByTestId('chat-send-status')).toHaveText('发送失败：你已被禁言，暂时不能在这个直播间发言');
    await expect(again).toHaveValue('还想说话');
    await expect(fanPage.getByTestId('chat-text').filter({ hasText: '还想说话' })).toHaveCount(0);

    // Lifted from the same sheet, the fan sends again.
    await page.getByTestId('chat-line').filter({ hasText: '我来捣乱' }).getByRole('button', { name: '管理 闹场球迷' }).click();
    await expect(page.getByTestId('member-banned-for')).toContainText('禁言中，还剩');
    await page.getByTestId('member-sheet').getByRole('button', { name: '解除禁言' }).click();
    await expect(fanPage.getByTestId('chat-notice').filter({ hasText: '闹场球迷 已被解除禁言' })).toBeVisible();
    await again.press('Enter');
    await expect(page.getByTestId('chat-text').filter({ hasText: '还想说话' })).toBeVisible();
  } finally {
    await fan.close();
  }
});

test('the anchor admin renames the room and sets slow mode: the fan sees both without a reload', async ({ browser, request, page }) => {
  const { fan, fanPage } = await managerAndFan(page, browser, request, '守规矩的球迷');
  try {
    const input = await chatInput(fanPage);

    await page.getByTestId('manage-open').click();
    const sheet = page.getByTestId('manage-sheet');
    const title = `决赛之夜 ${Date.now() % 10_000}`;
    await sheet.getByTestId('manage-title').fill(title);
    await sheet.getByTestId('manage-title-save').click();
    await expect(fanPage.getByTestId('room-info')).toContainText(title);
    await expect(fanPage.locator('header').first()).toContainText(title);
    await expect(fanPage.getByTestId('chat-notice').filter({ hasText: `房管小王 将直播间标题改为「${title}」` })).toBeVisible();

    await expect(sheet.getByTestId('manage-slow-mode').getByRole('button')).toHaveText(['5秒', '10秒', '30秒', '1分钟', '不限']);
    await sheet.getByRole('button', { name: '30秒' }).click();
    await expect(sheet.getByRole('button', { name: '30秒' })).toHaveAttribute('aria-pressed', 'true');
    await expect(fanPage.getByTestId('chat-send-status')).toHaveText('慢速模式：每 30 秒可发言一次');

    // After a send the bar counts the wait down; the manager, exempt, is not held.
    await input.fill('慢慢说');
    await input.press('Enter');
    await expect(fanPage.getByTestId('chat-send')).toHaveText(/^\d+秒$/);
    await expect(fanPage.getByTestId('chat-send-status')).toContainText(/慢速模式，\d+ 秒后可再发言/);
    await expect(page.getByTestId('chat-send-status')).toHaveCount(0);

    await sheet.getByRole('button', { name: '不限' }).click();
    await expect(fanPage.getByTestId('chat-send-status')).toHaveCount(0);
    await page.getByTestId('manage-close').click();
    // The live list names the room by its new title too.
    await fanPage.goto(`${site.url}/m/live`);
    await expect(fanPage.getByTestId('room-card').filter({ hasText: title })).toBeVisible();
  } finally {
    await fan.close();
  }
});

test('a fan on another tab follows the room: a new title and the audience reach the page with the chat closed', async ({
  browser,
  request,
}) => {
  const fan = await openContext(browser, await newFan(request, '换台球迷'));
  const guests: BrowserContext[] = [];
  try {
    const fanPage = await fan.newPage();
    await fanPage.goto(`${site.url}/m/live-detail/${anchorId}`);
    const audience = fanPage.getByTestId('room-info').getByTestId('online-count');
    await expect(audience).toContainText('人在看');
    const loaded = Number((await audience.textContent())?.replace(/\D/g, ''));
    const otherTab = fanPage.getByTestId('room-tabs').getByRole('tab').filter({ hasNotText: '聊天' }).first();
    await otherTab.click();
    await expect(otherTab).toHaveAttribute('aria-selected', 'true');
    await expect(fanPage.getByTestId('room-chat')).toHaveCount(0);

    // The manager renames the room through the API: the page's header and anchor bar take the title on this tab.
    const manager = await apiCall<{ token: string }>(request, site, '/webapi/user/login', {
      account: 'anchoradmin',
      password: 'sideline2026',
    });
    const title = `换台也知道 ${Date.now() % 10_000}`;
    const { liveid } = await apiCall<{ liveid: number }>(request, site, '/webapi/live/getLivePageData', { anchorid: anchorId });
    await apiCall(request, site, `/api/live/changeRoomTitle?token=${manager.token}`, { liveid, title });
    await expect(fanPage.locator('header').first()).toContainText(title);
    await expect(fanPage.getByTestId('room-info')).toContainText(title);

    // Two guests come in: the server tells the room its audience, and the page shows the number the API answers now.
    for (let i = 0; i < 2; i++) {
      const guest = await browser.newContext();
      guests.push(guest);
      await (await guest.newPage()).goto(`${site.url}/m/live-detail/${anchorId}`);
    }
    const shown = async () => Number((await audience.textContent())?.replace(/\D/g, ''));
    const served = async () =>
      (await apiCall<{ online: number }>(request, site, '/webapi/live/getLivePageData', { anchorid: anchorId })).online;
    await expect
      .poll(
        async () => {
          const now = await shown();
          return now !== loaded && now === (await served());
        },
        { timeout: 45_000 },
      )
      .toBe(true);
  } finally {
    await Promise.all(guests.map((guest) => guest.close()));
    await fan.close();
  }
});
