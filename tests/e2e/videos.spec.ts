import type { Page } from '@playwright/test';
import { expect, test } from './site-clock.ts';
import { adminCall, apiCall, serveSite, type E2eSite } from './site-server.ts';

/** Recorded and short videos (spec 000 §2 /rec-category, /rec-video, /shortvideo, /share/...video) against the reference server. */
let site: E2eSite;
test.beforeAll(async () => {
  // Seeding takes seconds, more on a busy machine.
  test.setTimeout(120_000);
  site = await serveSite('qutu');
});
test.afterAll(() => site.close());

type Video = { id: number; title: string; duration: number };

const playing = (page: Page) => page.locator('video').evaluateAll((videos: HTMLVideoElement[]) => videos.filter((v) => !v.paused && !v.ended).length);

test('/rec-category lists the first category\'s videos; another tab lists its own', async ({ page }) => {
  await page.goto(`${site.url}/m/rec-category`);
  const tabs = page.getByTestId('video-category');
  await expect(tabs.first()).toHaveAttribute('aria-current', 'page');
  const titles = page.getByTestId('video-grid').getByTestId('video-title');
  await expect(titles.first()).toBeVisible();
  const first = await titles.allTextContents();
  await tabs.filter({ hasText: '篮球' }).click();
  await expect(page).toHaveURL(/\/m\/rec-category\/5$/);
  await expect(titles.first()).not.toHaveText(first[0]);
  const basketball = await apiCall<{ list: Video[] }>(page.request, site, '/api/video/getVideoList', { category_id: 5, page: 1, size: 10 });
  await expect(titles).toHaveText(basketball.list.map((v) => v.title));
});

test('a recorded video plays on /rec-video, and reaches its end', async ({ page }) => {
  await page.goto(`${site.url}/m/rec-video/1`);
  const video = page.locator('[data-testid=record-player] video');
  await expect(video).toHaveJSProperty('muted', true);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(1);
  await expect(page.getByTestId('player-time')).toContainText('/ ');
  // Seek close to the end (the seed's videos last minutes): the finished playlist ends and the player says so.
  await video.evaluate((v: HTMLVideoElement) => (v.currentTime = v.duration - 1.5));
  await expect(page.getByTestId('player-ended')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('related-videos').getByTestId('video-card').first()).toBeVisible();
});

test('/shortvideo swipes to the next video; only the visible one plays', async ({ page }) => {
  const feed = await apiCall<{ list: Video[] }>(page.request, site, '/api/video/getShortVideoList', { page: 1, size: 5 });
  await page.goto(`${site.url}/m/shortvideo/${feed.list[0].id}`);
  const current = () => page.locator('[data-page=short-video]').getAttribute('data-index');
  await expect.poll(() => playing(page), { timeout: 15_000 }).toBe(1);
  // A drag up with the finger.
  await page.locator('[data-page=short-video]').evaluate((screen) => {
    const touch = (y: number) => new Touch({ identifier: 1, target: screen, clientX: 180, clientY: y });
    screen.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch(500)], changedTouches: [touch(500)] }));
    screen.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(200)] }));
  });
  await expect.poll(current).toBe('1');
  const visible = page.locator('[data-testid=short-slide][aria-hidden=false]');
  await expect(visible).toHaveAttribute('data-id', String(feed.list[1].id));
  await expect(visible.getByTestId('short-title')).toHaveText(feed.list[1].title);
  await expect.poll(() => playing(page), { timeout: 15_000 }).toBe(1);
  await expect(page.locator('video')).toHaveCount(1);
  // The keyboard and the wheel walk the feed too.
  await page.waitForTimeout(500);
  await page.keyboard.press('ArrowDown');
  await expect.poll(current).toBe('2');
  await page.waitForTimeout(500);
  await page.mouse.move(180, 300);
  await page.mouse.wheel(0, -200);
  await expect.poll(current).toBe('1');
});

test('a guest\'s like asks to log in; a fan\'s like stays after a reload', async ({ page, request }) => {
  await page.goto(`${site.url}/m/rec-video/4`);
  await page.getByTestId('like-button').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('您还未登录');

  const account = `vfan${Date.now().toString(36)}`;
  const user = await apiCall<Record<string, unknown>>(request, site, '/webapi/user/regist', { account, password: 'goal2026' });
  await page.evaluate((session) => localStorage.setItem('sideline-qutu-session', JSON.stringify({ state: { user: session, guest: null, backurl: '', videoWatchedSec: 0 }, version: 0 })), user);
  await page.reload();
  const like = page.getByTestId('like-button');
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true');
});

test('share pages show the video\'s title, open it in the app, and load no player until play', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  const info = await apiCall<{ video: Video }>(page.request, site, '/api/video/getVideoInfo', { id: 7 });
  await page.goto(`${site.url}/m/share/recordvideo/7`);
  await expect(page.getByTestId('share-video-title')).toHaveText(info.video.title);
  await expect(page.getByTestId('open-app')).toHaveAttribute('href', '/m/rec-video/7');
  expect(requests.filter((p) => /video-player|hls|\.m3u8/.test(p))).toEqual([]);
  await page.getByTestId('share-play').click();
  await expect.poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.5);

  const short = await apiCall<Video>(page.request, site, '/api/video/getShortVideo', { id: 1003 });
  await page.goto(`${site.url}/m/share/shortvideo/1003`);
  await expect(page.getByTestId('share-video-title')).toHaveText(short.title);
  await expect(page.getByTestId('open-app')).toHaveAttribute('href', '/m/shortvideo/1003');
  await page.goto(`${site.url}/m/share/video/99999`);
  await expect(page.getByTestId('share-not-found')).toBeVisible();
});

test('a video title with markup renders as text', async ({ page, request }) => {
  const markup = '<img src=x onerror=window.__xss=1>';
  await adminCall(request, site, 'post', '/admin/video/edit', { id: 10, title: markup });
  await page.goto(`${site.url}/m/rec-video/10`);
  await expect(page.getByTestId('video-page-title')).toHaveText(markup);
  await page.goto(`${site.url}/m/share/video/10`);
  await expect(page.getByTestId('share-video-title')).toHaveText(markup);
  expect(await page.locator('img[src=x]').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});

test('/live/videos lists recorded videos and opens one', async ({ page }) => {
  await page.goto(`${site.url}/m/live/videos`);
  const card = page.getByTestId('replay-card').first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(/\/m\/rec-video\/\d+$/);
  await expect(page.getByTestId('video-page-title')).toBeVisible();
});
