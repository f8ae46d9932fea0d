import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './site-clock.ts';
import { markupNick, openContext } from './fan-context.ts';
import { apiCall, serveSite, type E2eSite } from './site-server.ts';
import { formatBalance } from '../../runtime/core/rules/display-rules.ts';

/** Gifts and following the anchor in a live room (docs/api.md "Gifts and following"), against the reference server. */
let site: E2eSite;
test.beforeAll(async () => {
  // Seeding a served site takes seconds, more on a busy machine.
  test.setTimeout(120_000);
  site = await serveSite('qutu');
});
test.afterAll(() => site.close());

/** The first seeded anchor and their room. */
const anchorId = 1;

type User = Record<string, unknown> & { token: string };

async function newUser(request: APIRequestContext, nick: string): Promise<User> {
  const account = `gf${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  return apiCall<User>(request, site, '/webapi/user/regist', { account, password: 'goal2026', nick_name: nick });
}

/** Opens the room; the new-benefit modal of fresh accounts is closed whenever it shows. */
async function openRoom(context: BrowserContext, anchor = anchorId): Promise<Page> {
  const page = await context.newPage();
  await page.addLocatorHandler(page.getByTestId('benefit-modal'), () => page.getByTestId('benefit-close').click());
  await page.goto(`${site.url}/m/live-detail/${anchor}`);
  await expect(page.getByTestId('room-chat')).toHaveAttribute('data-status', 'joined');
  return page;
}

test('a fan sends a gift: the balance drops at once and another fan sees the line; the nick stays text', async ({ browser, request }) => {
  // The seeded VIP fan has 2,000,000 gold (docs/api.md "Seed data"); here under a nick made of markup.
  const vip = await apiCall<User>(request, site, '/webapi/user/login', { account: 'vipfan', password: 'sideline2026' });
  await apiCall(request, site, `/api/user/editUserInfo?token=${vip.token}`, { nick_name: markupNick });
  const sender = await openContext(browser, { ...vip, nick_name: markupNick });
  const reader = await openContext(browser, await newUser(request, '看客'));
  try {
    const readerPage = await openRoom(reader);
    const senderPage = await openRoom(sender);
    await senderPage.getByTestId('gift-open').click();
    const sheet = senderPage.getByTestId('gift-sheet');
    await expect(sheet.getByTestId('gift-balance')).toContainText('200万');
    await sheet.getByTestId('gift-item').filter({ hasText: '鲜花' }).click();
    await sheet.getByRole('button', { name: 'x10', exact: true }).click();
    await expect(sheet.getByTestId('gift-total')).toHaveText('共 1000 金币');
    await sheet.getByTestId('gift-send').click();
    // The sender's own gift plays over the player at once; the reader's plays when the room hears it.
    await expect(senderPage.getByTestId('gift-show')).toHaveAttribute('data-own', 'true');
    const show = readerPage.getByTestId('gift-show');
    await expect(show.getByTestId('gift-show-nick')).toHaveText(markupNick);
    await expect(show.getByTestId('gift-show-gift')).toHaveText('送出 鲜花');
    await expect(show.getByTestId('gift-show-count')).toHaveText('x10');
    expect(await show.locator('svg').count()).toBe(0);
    // The icon has a fixed size and the layer sits over the player: the page below does not move.
    expect(await show.locator('img').evaluate((img: HTMLImageElement) => [img.getAttribute('width'), img.getAttribute('height')])).toEqual([
      '40',
      '40',
    ]);
    // 2,000,000 - 10 x 100: shown in 万 units, cut to two decimals.
    await expect(sheet.getByTestId('gift-balance')).toContainText('199.9万');

    const line = `${markupNick} 送出 鲜花 x10`;
    await expect(readerPage.getByTestId('chat-gift').filter({ hasText: line })).toHaveCount(1);
    await expect(senderPage.getByTestId('chat-gift').filter({ hasText: line })).toHaveCount(1);
    // Opening the panel reads the wallet without renewing the chat signature: the sender's chat stayed joined once.
    await expect(senderPage.getByTestId('chat-notice').filter({ hasText: `${markupNick} 进入了直播间` })).toHaveCount(1);
    await senderPage.getByTestId('gift-close').click();
    await expect(sheet).toHaveCount(0);
    for (const page of [readerPage, senderPage]) {
      expect(await page.locator('[data-testid=room-chat] svg, [data-testid=room-chat] script').count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    }
    // The wallet is the server's: a reload shows the same balance.
    await senderPage.reload();
    await senderPage.getByTestId('gift-open').click();
    await expect(senderPage.getByTestId('gift-balance')).toContainText('199.9万');
  } finally {
    await sender.close();
    await reader.close();
  }
});

test('a new fan has no gold: the panel (loaded on first open) says so and nothing reaches the room', async ({ browser, request }) => {
  const context = await openContext(browser, await newUser(request, '新球迷'));
  try {
    const sheetChunks: string[] = [];
    context.on('request', (r) => /gift-sheet[^/]*\.js$/.test(new URL(r.url()).pathname) && sheetChunks.push(r.url()));
    const page = await openRoom(context);
    expect(sheetChunks).toEqual([]);
    await page.getByTestId('gift-open').click();
    await expect(page.getByTestId('gift-sheet')).toBeVisible();
    expect(sheetChunks).toHaveLength(1);
    await expect(page.getByTestId('gift-balance')).toContainText('0');
    await page.getByTestId('gift-send').click();
    await expect(page.getByTestId('gift-error')).toHaveText('金币不足，完成任务或每日签到可以领取金币。');
    await expect(page.getByTestId('chat-gift').filter({ hasText: '新球迷' })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('the gift button dims the room at once; the sheet rises on it when its code has come, and a tap on the dim gives up', async ({
  browser,
  request,
}) => {
  const context = await openContext(browser, await newUser(request, '急性子'));
  try {
    // The sheet's code is held on the way, as on a slow network, until the test lets it through.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\/[\w.-]*gift-sheet-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const page = await openRoom(context);
    await page.getByTestId('gift-open').click();
    await expect(page.getByTestId('gift-loading')).toBeVisible();
    await expect(page.getByTestId('gift-sheet')).toHaveCount(0);
    await page.getByTestId('gift-loading').click();
    await expect(page.getByTestId('gift-loading')).toHaveCount(0);
    await page.getByTestId('gift-open').click();
    await expect(page.getByTestId('gift-loading')).toBeVisible();
    release();
    await expect(page.getByTestId('gift-sheet')).toBeVisible();
    await expect(page.getByTestId('gift-loading')).toHaveCount(0);
    await expect(page.getByTestId('gift-item').first()).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a guest gets the login prompt from the gift and follow buttons', async ({ page }) => {
  await page.goto(`${site.url}/m/live-detail/${anchorId}`);
  await page.getByTestId('gift-open').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('您还未登录');
  await expect(page.getByTestId('gift-sheet')).toHaveCount(0);
  await page.getByTestId('dialog-cancel').click();
  await page.getByTestId('follow-anchor').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('您还未登录');
});

test('following the anchor persists across a reload, moves the fans count and is announced in the room', async ({ browser, request }) => {
  const context = await openContext(browser, await newUser(request, '铁粉'));
  try {
    const page = await openRoom(context);
    const follow = page.getByTestId('follow-anchor');
    const fans = page.getByTestId('anchor-fans');
    await expect(follow).toHaveText('关注');
    const before = (
      await apiCall<{ anchor: { fans_count: number } }>(request, site, '/webapi/live/getLivePageData', { anchorid: anchorId })
    ).anchor.fans_count;
    const fansText = (count: number) => `${formatBalance(count, 'cn')} 粉丝`;
    await expect(fans).toHaveText(fansText(before));
    await follow.click();
    await expect(follow).toHaveText('已关注');
    await expect(fans).toHaveText(fansText(before + 1));
    await expect(page.getByTestId('chat-notice').filter({ hasText: '铁粉 关注了主播' })).toHaveCount(1);
    await page.reload();
    await expect(page.getByTestId('follow-anchor')).toHaveText('已关注');
    await expect(page.getByTestId('anchor-fans')).toHaveText(fansText(before + 1));
    await page.getByTestId('follow-anchor').click();
    await expect(page.getByTestId('follow-anchor')).toHaveText('关注');
    await page.reload();
    await expect(page.getByTestId('follow-anchor')).toHaveText('关注');
    await expect(page.getByTestId('anchor-fans')).toHaveText(fansText(before));
  } finally {
    await context.close();
  }
});

test('a big gift in one room shows a banner in another room that links to it; the sending room has the animation', async ({
  browser,
  request,
}) => {
  // Rooms of the second and third seeded anchors: the other tests of this file watch the first one's.
  const [roomA, roomB] = [2, 3];
  const vip = await apiCall<User>(request, site, '/webapi/user/login', { account: 'vipfan', password: 'sideline2026' });
  await apiCall(request, site, `/api/user/editUserInfo?token=${vip.token}`, { nick_name: '土豪' });
  const pageA = await apiCall<{ liveid: number; nick_name: string }>(request, site, '/webapi/live/getLivePageData', { anchorid: roomA });
  const watcherA = await openContext(browser);
  const watcherB = await openContext(browser);
  try {
    const inA = await openRoom(watcherA, roomA);
    // Fans who ask for less motion get a still banner.
    await inA.emulateMedia({ reducedMotion: 'reduce' });
    const inB = await openRoom(watcherB, roomB);
    await apiCall(request, site, `/api/live/sendGift?token=${vip.token}`, {
      liveid: pageA.liveid,
      gift_id: 6,
      count: 1,
      request_id: `e2e-crown-${Date.now()}`,
    });

    const banner = inB.getByTestId('other-room-banner');
    const link = banner.getByTestId('other-room-link');
    await expect(link).toHaveText(`土豪 在 ${pageA.nick_name} 的直播间送出 皇冠 x1`);
    await expect(link).toHaveAttribute('href', `/m/live-detail/${roomA}`);
    await expect(inB.getByTestId('gift-show')).toHaveCount(0);

    const show = inA.getByTestId('gift-show');
    await expect(show.getByTestId('gift-show-nick')).toHaveText('土豪');
    expect(await show.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    await expect(inA.getByTestId('other-room-banner')).toHaveCount(0);

    await banner.getByTestId('other-room-dismiss').click();
    await expect(banner).toHaveCount(0);
    // A small gift is not told to other rooms.
    await apiCall(request, site, `/api/live/sendGift?token=${vip.token}`, {
      liveid: pageA.liveid,
      gift_id: 1,
      count: 1,
      request_id: `e2e-like-${Date.now()}`,
    });
    await expect(inA.getByTestId('chat-gift').filter({ hasText: '土豪 送出 点赞 x1' })).toHaveCount(1);
    await expect(inB.getByTestId('other-room-banner')).toHaveCount(0);
  } finally {
    await watcherA.close();
    await watcherB.close();
  }
});
