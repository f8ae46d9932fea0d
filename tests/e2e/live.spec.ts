import type { APIRequestContext, Page } from '@playwright/test';
import { watchConsole } from '../support/console-messages.ts';
import { hasServedAnswers, hasServedRows } from './served-answers.ts';
import { expect, test } from './site-clock.ts';
import { markupNick, openContext } from './fan-context.ts';
import { quietNetwork } from '../support/quiet-network.ts';
import { adminCall, apiCall, serveSite, type E2eSite } from './site-server.ts';

/** Live rooms (spec 000 §2 /live, /live-detail/{id}; §4 realtime messages; §6 play time) against the reference server. */
let site: E2eSite;
test.beforeAll(async () => {
  // Seeding a served site takes seconds, more on a busy machine.
  test.setTimeout(120_000);
  site = await serveSite('qutu');
});
test.afterAll(() => site.close());

/** The first seeded anchor and their room (docs/api.md "Live rooms"). */
const anchorId = 1;
const liveId = 101;

const videoTime = (page: Page) => page.locator('[data-testid=live-player] video').evaluate((video: HTMLVideoElement) => video.currentTime);

/** Markup that would run if the app ever rendered chat text as HTML: each sets window.__xss. */
const scriptLine = '<script>window.__xss=1</script>';
const imageLine = '<img src=x onerror=window.__xss=1>';

/** Registers a fresh account with this nick and returns its user info (with token and txim_sign). */
async function newUser(request: APIRequestContext, nick: string): Promise<Record<string, unknown>> {
  const account = `fan${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  return apiCall<Record<string, unknown>>(request, site, '/webapi/user/regist', { account, password: 'goal2026', nick_name: nick });
}

test('served with the rooms in its HTML, /m/live shows them without asking, the first cover preloaded at high priority', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/live/getRealLives' || path === '/webapi/live/getCategory') asked.push(path);
  });
  const messages = watchConsole(page);
  await page.goto(`${site.url}/m/live`);
  expect(await hasServedAnswers(page)).toBe(true);
  const cover = page.getByTestId('room-card').first().locator('img').first();
  await expect(cover).toHaveAttribute('fetchpriority', 'high');
  // The preload in the head names the very address the first card shows, so the image is fetched once, early.
  const preloaded = await page.locator('head link[rel=preload][as=image]').getAttribute('href');
  expect(await cover.evaluate((img: HTMLImageElement) => img.src)).toBe(new URL(preloaded!, page.url()).href);
  await expect(page.getByTestId('live-categories')).toContainText('篮球');
  expect(asked).toEqual([]);
  // The cards came in the HTML, rendered by the server, and hydrated without a mismatch: React reports none.
  expect(await hasServedRows(page)).toBe(true);
  expect(messages).toEqual([]);
});

test('with JavaScript off, /m/live shows the rooms on air as the API answers them, the first cover at high priority', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 667 } });
  const page = await context.newPage();
  await page.goto(`${site.url}/m/live`);
  const rooms = await apiCall<{ list: { liveid: number; title: string }[] }>(
    request,
    site,
    '/api/live/getRealLives?lang=cn&platform=3',
    {},
  );
  const cards = page.getByTestId('room-card');
  await expect(cards.first()).toBeVisible();
  const shown = await cards.evaluateAll((all) =>
    all.map((card) => ({ live: Number(card.getAttribute('data-live')), title: card.querySelector('strong')?.textContent })),
  );
  expect(shown.length).toBeGreaterThan(0);
  expect(shown).toEqual(rooms.list.slice(0, shown.length).map((room) => ({ live: room.liveid, title: room.title })));
  await expect(cards.first().locator('img').first()).toHaveAttribute('fetchpriority', 'high');
  // The first screen's covers load as the HTML is parsed (any of them can be the largest paint); those below, lazily.
  const lazy = await cards.evaluateAll((all) => all.map((card) => card.querySelector('img')?.getAttribute('loading') ?? 'eager'));
  expect(lazy.slice(0, 6)).toEqual(Array(Math.min(6, lazy.length)).fill('eager'));
  if (lazy.length > 6) expect(lazy.slice(6)).toContain('lazy');
  await context.close();
});

test('a room opens from the list; its live video plays muted inline and can be unmuted', async ({ page }) => {
  await page.goto(`${site.url}/m/live`);
  const card = page.getByTestId('room-card').first();
  await expect(card).toBeVisible();
  await expect(card.getByTestId('online-count')).toContainText('人在看');
  await card.click();
  await expect(page).toHaveURL(/\/m\/live-detail\/\d+$/);
  const video = page.locator('[data-testid=live-player] video');
  await expect(video).toHaveJSProperty('muted', true);
  await expect(video).toHaveAttribute('playsinline', '');
  await expect.poll(() => videoTime(page), { timeout: 15_000 }).toBeGreaterThan(1);
  await page.getByTestId('unmute').click();
  await expect(video).toHaveJSProperty('muted', false);
});

test('the live playlist is reloaded now and then, not continuously, while the room plays natively', async ({ page }) => {
  // Chromium's own HLS once asked for our live playlist about 70 times a second (docs/decisions.md "Live playlist").
  let reloads = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.m3u8')) reloads++;
  });
  await page.goto(`${site.url}/m/live-detail/${anchorId}`);
  await expect.poll(() => videoTime(page), { timeout: 15_000 }).toBeGreaterThan(1);
  const before = { reloads, time: await videoTime(page) };
  await page.waitForTimeout(4000);
  expect(await videoTime(page)).toBeGreaterThan(before.time + 2);
  // The target duration is 6 s: one reload in these 4 s, two at a segment boundary; a few more for slack.
  expect(reloads - before.reloads).toBeLessThanOrEqual(4);
});

test('without native HLS the room plays through hls.js, which /m/score never loads', async ({ page }) => {
  // Chromium here plays HLS itself; pretending it cannot takes the path most Android and desktop browsers take.
  await page.addInitScript(() => {
    const original = HTMLMediaElement.prototype.canPlayType;
    HTMLMediaElement.prototype.canPlayType = function (type: string) {
      return /mpegurl/i.test(type) ? '' : original.call(this, type);
    };
  });
  const hlsRequests: string[] = [];
  page.on('request', (request) => {
    if (/hls[^/]*\.js/.test(new URL(request.url()).pathname)) hlsRequests.push(request.url());
  });
  const quiet = quietNetwork(page);
  await page.goto(`${site.url}/m/score`);
  await expect(page.getByTestId('match-row').first()).toBeVisible();
  await quiet;
  expect(hlsRequests).toEqual([]);

  await page.goto(`${site.url}/m/live-detail/${anchorId}`);
  await expect.poll(() => videoTime(page), { timeout: 15_000 }).toBeGreaterThan(1);
  expect(hlsRequests.length).toBeGreaterThan(0);
});

test('a guest reads the history, then room messages as they are posted, and is asked to log in to chat', async ({ page, request }) => {
  await page.goto(`${site.url}/m/live-detail/${anchorId}`);
  const chat = page.getByTestId('room-chat');
  // The seed leaves six lines in every room.
  await expect(chat.getByTestId('chat-line')).toHaveCount(6);
  await expect(chat).toHaveAttribute('data-status', 'joined');

  const line = `第${Date.now()}条`;
  await adminCall(request, site, 'post', '/admin/room/message', { liveid: liveId, content: line, nick_name: '解说助理' });
  const posted = chat.getByTestId('chat-line').filter({ hasText: line });
  await expect(posted).toBeVisible();
  await expect(posted.getByTestId('chat-nick')).toHaveText('解说助理：');

  await page.getByTestId('chat-login').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('您还未登录');
});

test('a logged-in fan sends a message and another fan sees it; markup in nicks and messages stays text', async ({ browser, request }) => {
  const sender = await openContext(browser, await newUser(request, markupNick));
  const reader = await openContext(browser);
  try {
    const readerPage = await reader.newPage();
    await readerPage.goto(`${site.url}/m/live-detail/${anchorId}`);
    await expect(readerPage.getByTestId('room-chat')).toHaveAttribute('data-status', 'joined');

    const senderPage = await sender.newPage();
    await senderPage.goto(`${site.url}/m/live-detail/${anchorId}`);
    const input = senderPage.getByRole('textbox', { name: '聊天内容' });
    await expect(input).toBeEnabled({ timeout: 15_000 });
    // The sender's arrival is announced to the room, under the nick as text.
    await expect(readerPage.getByTestId('chat-notice').filter({ hasText: `${markupNick} 进入了直播间` })).toBeVisible();

    for (const text of [imageLine, scriptLine]) {
      await input.fill(text);
      await input.press('Enter');
      await expect(input).toHaveValue('');
      await expect(senderPage.getByTestId('chat-text').filter({ hasText: text })).toBeVisible();
      const seen = readerPage.getByTestId('chat-line').filter({ hasText: text });
      await expect(seen).toBeVisible();
      await expect(seen.getByTestId('chat-nick')).toHaveText(`${markupNick}：`);
      await expect(seen.getByTestId('chat-text')).toHaveText(text);
    }
    // Posted by the room's admin, too: text.
    await adminCall(request, site, 'post', '/admin/room/message', { liveid: liveId, content: scriptLine, nick_name: markupNick });
    await expect(readerPage.getByTestId('chat-line').filter({ hasText: scriptLine })).toHaveCount(2);

    for (const page of [readerPage, senderPage]) {
      expect(await page.locator('[data-testid=room-chat] img, [data-testid=room-chat] script, [data-testid=room-chat] svg').count()).toBe(
        0,
      );
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    }
  } finally {
    await sender.close();
    await reader.close();
  }
});

test("a guest's play time runs out: the video stops and a login prompt covers it", async ({ page, request }) => {
  await adminCall(request, site, 'post', '/admin/site/config', { room_video_play_flogin_sec: 3 });
  try {
    await page.goto(`${site.url}/m/live-detail/${anchorId}`);
    await expect(page.getByTestId('play-time-left')).toBeVisible();
    await expect(page.getByTestId('play-time-up')).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('video')).toHaveCount(0);
    await page.getByTestId('play-time-login').click();
    await expect(page.getByTestId('confirm-dialog')).toContainText('您还未登录');
  } finally {
    await adminCall(request, site, 'post', '/admin/site/config', { room_video_play_flogin_sec: 120 });
  }
});
