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

const playing = (page: Page) =>
  page.locator('video').evaluateAll((videos: HTMLVideoElement[]) => videos.filter((v) => !v.paused && !v.ended).length);

test("/rec-category lists the first category's videos; another tab lists its own", async ({ page }) => {
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

test("/shortvideo's address follows the visible video without reloading the feed; a reload opens that video", async ({ page }) => {
  const feed = await apiCall<{ list: Video[] }>(page.request, site, '/api/video/getShortVideoList', { page: 1, size: 5 });
  const feedCalls: unknown[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/video/getShortVideoList')) feedCalls.push(r.postDataJSON());
  });
  await page.goto(`${site.url}/m/shortvideo/${feed.list[0].id}?channel_code=c7`);
  const screen = page.locator('[data-page=short-video]');
  const visible = page.locator('[data-testid=short-slide][aria-hidden=false]');
  await expect(visible).toHaveAttribute('data-id', String(feed.list[0].id));
  // A mark on the feed's element: it survives only if the page is not mounted again.
  await screen.evaluate((element) => ((element as HTMLElement & { mark?: number }).mark = 1));
  const historyLength = await page.evaluate(() => history.length);

  for (const n of [1, 2]) {
    await page.waitForTimeout(500);
    await page.keyboard.press('ArrowDown');
    await expect(visible).toHaveAttribute('data-id', String(feed.list[n].id));
    await expect(page).toHaveURL(`${site.url}/m/shortvideo/${feed.list[n].id}?channel_code=c7`);
  }
  await page.waitForTimeout(500);
  await page.keyboard.press('ArrowUp');
  await expect(page).toHaveURL(`${site.url}/m/shortvideo/${feed.list[1].id}?channel_code=c7`);
  await expect(screen).toHaveAttribute('data-index', '1');
  expect(await screen.evaluate((element) => (element as HTMLElement & { mark?: number }).mark)).toBe(1);
  // Replaced, not pushed; and the feed was asked for once, from the video it was opened on.
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
  expect(feedCalls).toEqual([{ start_id: feed.list[0].id, page: 1, size: 10 }]);

  await page.reload();
  await expect(screen).toHaveAttribute('data-index', '0');
  await expect(visible).toHaveAttribute('data-id', String(feed.list[1].id));
  await expect(visible.getByTestId('short-title')).toHaveText(feed.list[1].title);
});

test("a guest's like asks to log in; a fan's like stays after a reload", async ({ page, request }) => {
  await page.goto(`${site.url}/m/rec-video/4`);
  await page.getByTestId('like-button').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('您还未登录');

  const account = `vfan${Date.now().toString(36)}`;
  const user = await apiCall<Record<string, unknown>>(request, site, '/webapi/user/regist', { account, password: 'goal2026' });
  await page.evaluate(
    (session) =>
      localStorage.setItem(
        'sideline-qutu-session',
        JSON.stringify({ state: { user: session, guest: null, backurl: '', videoWatchedSec: 0 }, version: 0 }),
      ),
    user,
  );
  await page.reload();
  const like = page.getByTestId('like-button');
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true');
});

test("share pages show the video's title, open it in the app, and load no player until play", async ({ page }) => {
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

test("video comments: a guest is asked to log in; a fan's comment is checked, listed first as text, counted, and kept", async ({
  page,
  request,
}) => {
  await page.goto(`${site.url}/m/rec-video/12`);
  const comments = page.getByTestId('video-comments');
  await expect(comments.getByTestId('comment-count')).toHaveText('0');
  await expect(page.getByTestId('to-comments')).toHaveText('0');
  await expect(comments.getByTestId('comments-empty')).toBeVisible();
  await comments.getByTestId('comment-login').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('您还未登录');

  const account = `cfan${Date.now().toString(36)}`;
  const user = await apiCall<Record<string, unknown>>(request, site, '/webapi/user/regist', {
    account,
    password: 'goal2026',
    nick_name: '<b>nick</b>',
  });
  await page.addLocatorHandler(page.getByTestId('benefit-modal'), () => page.getByTestId('benefit-close').click());
  await page.evaluate(
    (session) =>
      localStorage.setItem(
        'sideline-qutu-session',
        JSON.stringify({ state: { user: session, guest: null, backurl: '', videoWatchedSec: 0 }, version: 0 }),
      ),
    user,
  );
  await page.reload();
  const input = comments.getByTestId('comment-input');
  const send = comments.getByTestId('comment-send');
  const error = comments.getByTestId('comment-error');

  // Nothing is sent that the server would refuse; the reason is said.
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/video/postComment')) posts.push(r.postData() ?? '');
  });
  await input.fill('   ');
  await send.click();
  await expect(error).toHaveText('请输入评论内容');
  await input.fill('球'.repeat(201));
  await expect(comments.getByTestId('comment-length')).toHaveText('201/200');
  await send.click();
  await expect(error).toHaveText('评论最多200字，请删减后再发');
  expect(posts).toEqual([]);

  const markup = '<img src=x onerror=window.__xss=1> 好球';
  await input.fill(`  ${markup}  `);
  await input.press('Enter');
  const first = comments.getByTestId('comment').first();
  await expect(first.getByTestId('comment-text')).toHaveText(markup);
  await expect(first.getByTestId('comment-author')).toHaveText('<b>nick</b>');
  await expect(input).toHaveValue('');
  await expect(comments.getByTestId('comment-count')).toHaveText('1');
  await expect(page.getByTestId('to-comments')).toHaveText('1');
  await expect(comments.getByTestId('comments-empty')).toHaveCount(0);
  expect(await page.locator('img[src=x]').count()).toBe(0);

  await input.fill('第二条');
  await send.click();
  await expect(comments.getByTestId('comment-text')).toHaveText(['第二条', markup]);
  await page.reload();
  await expect(comments.getByTestId('comment-text')).toHaveText(['第二条', markup]);
  await expect(comments.getByTestId('comment-count')).toHaveText('2');
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

  // Five a minute: the sixth is refused, and the fan is told so in words.
  for (const n of [3, 4, 5]) {
    await input.fill(`第${n}条`);
    await send.click();
    await expect(comments.getByTestId('comment-text').first()).toHaveText(`第${n}条`);
  }
  await input.fill('第六条');
  await send.click();
  await expect(error).toHaveText('评论太频繁了，请稍后再试');
  await expect(input).toHaveValue('第六条');
  await expect(comments.getByTestId('comment-count')).toHaveText('5');
});

test('short-video comments: a sheet over the playing feed; a fan comments, likes, deletes their own; markup stays text', async ({
  page,
  request,
}) => {
  const feed = await apiCall<{ list: Video[] }>(request, site, '/api/video/getShortVideoList', { page: 1, size: 5 });
  const id = feed.list[3].id;
  const signUp = (account: string) =>
    apiCall<Record<string, unknown> & { token: string }>(request, site, '/webapi/user/regist', {
      account: `${account}${Date.now().toString(36)}`,
      password: 'goal2026',
    });
  const other = await signUp('sv');
  const posted = await (
    await request.post(`${site.url}/api/video/postComment?token=${other.token}`, {
      data: { video_id: id, kind: 'short', content: '先来一条' },
    })
  ).json();
  expect(posted.status).toBe(0);
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });

  await page.goto(`${site.url}/m/shortvideo/${id}`);
  const screen = page.locator('[data-page=short-video]');
  const slide = page.locator('[data-testid=short-slide][aria-hidden=false]');
  const sheet = page.getByTestId('comment-sheet');
  await expect.poll(() => playing(page), { timeout: 15_000 }).toBe(1);
  // The player under the sheet is the same element before and after: the video keeps its state.
  await page.locator('video').evaluate((v) => (v.dataset.mark = 'before'));
  await expect(slide.getByTestId('short-comment-count')).toHaveText('1');

  // A guest reads, and is asked to log in to like or write.
  await slide.getByTestId('short-comments').click();
  await expect(sheet.getByTestId('comment-text')).toHaveText(['先来一条']);
  await expect(sheet.getByTestId('comment-count')).toHaveText('1');
  await expect(sheet.getByTestId('comment-delete')).toHaveCount(0);
  for (const control of ['comment-like', 'comment-login']) {
    await sheet.getByTestId(control).click();
    await expect(page.getByTestId('confirm-dialog')).toContainText('您还未登录');
    await page.getByTestId('dialog-cancel').click();
  }
  // Escape, the close button and a tap above the sheet close it; the feed and the video stay as they were.
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await slide.getByTestId('short-comments').click();
  await page.getByTestId('comment-sheet-close').click();
  await expect(sheet).toHaveCount(0);
  await slide.getByTestId('short-comments').click();
  await page.getByTestId('comment-sheet-backdrop').click({ position: { x: 180, y: 60 } });
  await expect(sheet).toHaveCount(0);
  await expect(screen).toHaveAttribute('data-index', '0');
  await expect(page.locator('video')).toHaveAttribute('data-mark', 'before');
  await expect.poll(() => playing(page), { timeout: 15_000 }).toBe(1);

  const fan = await signUp('sf');
  await page.addLocatorHandler(page.getByTestId('benefit-modal'), () => page.getByTestId('benefit-close').click());
  await page.evaluate(
    (session) =>
      localStorage.setItem(
        'sideline-qutu-session',
        JSON.stringify({ state: { user: session, guest: null, backurl: '', videoWatchedSec: 0 }, version: 0 }),
      ),
    fan,
  );
  await page.reload();
  await slide.getByTestId('short-comments').click();
  // Wheel and arrow keys in the sheet are the sheet's, not the feed's.
  await sheet.getByTestId('comment-input').focus();
  await page.keyboard.press('ArrowDown');
  await page.mouse.move(180, 400);
  await page.mouse.wheel(0, 400);
  await page.waitForTimeout(100);
  await expect(screen).toHaveAttribute('data-index', '0');
  const markup = '<img src=x onerror=alert(1)>';
  await sheet.getByTestId('comment-input').fill(markup);
  await sheet.getByTestId('comment-send').click();
  await expect(sheet.getByTestId('comment-text')).toHaveText([markup, '先来一条']);
  await expect(sheet.getByTestId('comment-count')).toHaveText('2');
  await expect(slide.getByTestId('short-comment-count')).toHaveText('2');
  expect(await page.locator('img[src=x]').count()).toBe(0);

  // A like is the server's: pressed, counted, and still there after a reload.
  const theirs = sheet.getByTestId('comment').filter({ hasText: '先来一条' });
  const mine = sheet.getByTestId('comment').filter({ hasText: markup });
  await theirs.getByTestId('comment-like').click();
  await expect(theirs.getByTestId('comment-like')).toHaveAttribute('aria-pressed', 'true');
  await expect(theirs.getByTestId('comment-like-count')).toHaveText('1');
  // Only one's own comment has a delete control; it asks first, and a cancel keeps the comment.
  await expect(theirs.getByTestId('comment-delete')).toHaveCount(0);
  await mine.getByTestId('comment-delete').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('删除评论');
  await page.getByTestId('dialog-cancel').click();
  await expect(mine).toHaveCount(1);
  await mine.getByTestId('comment-delete').click();
  await page.getByTestId('dialog-confirm').click();
  await expect(sheet.getByTestId('comment-text')).toHaveText(['先来一条']);
  await expect(sheet.getByTestId('comment-count')).toHaveText('1');
  await page.keyboard.press('Escape');
  await expect(slide.getByTestId('short-comment-count')).toHaveText('1');

  await page.reload();
  await expect(slide.getByTestId('short-comment-count')).toHaveText('1');
  await slide.getByTestId('short-comments').click();
  await expect(sheet.getByTestId('comment-text')).toHaveText(['先来一条']);
  await expect(theirs.getByTestId('comment-like')).toHaveAttribute('aria-pressed', 'true');
  expect(alerts).toEqual([]);
});
