import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../support/project-root.ts';
import { hostile, newUser } from './chat-fans.ts';
import { addOperator, consolePage } from './console-operators.ts';
import { expect, test } from './site-clock.ts';
import { apiCall, serveSite, type E2eSite } from './site-server.ts';

const moderator = 'mod@example.com';
const shots = join(projectRoot, 'test-results', 'console-comments');

/** Issue 36 §4: a fan's new video comment reaches the moderator's open queue live; deleted, fans no longer see it. */
test.describe('the console video comments on qutu', () => {
  let site: E2eSite;
  let dataDir: string;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dataDir = mkdtempSync(join(tmpdir(), 'sideline-comments-e2e-'));
    await addOperator(dataDir, moderator, 'moderator');
    site = await serveSite('qutu', { dataDir });
  });
  test.afterAll(async () => {
    await site?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('a comment appears without a reload, as text; deleting it takes it off the video', async ({ browser, request }) => {
    const page = await consolePage(browser, site, moderator);
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '视频评论' }).click();
    await expect(page.getByTestId('queue-empty')).toBeVisible();
    await expect(page.getByTestId('queue-comments')).toContainText('0');

    const fan = await newUser(request, site, '评论的球迷');
    const signedIn = `?token=${String(fan.token)}&sp_source=9&platform=3`;
    const [video] = await site.query<{ id: number; title: string }>(
      "select id, title from videos where kind = 'record' order by id limit 1",
    );
    const text = `${hostile}<svg onload=f()> 黑哨`;
    const { id } = await apiCall<{ id: number }>(request, site, `/api/video/postComment${signedIn}`, { video_id: video.id, content: text });
    const listed = async () =>
      (await apiCall<{ list: { id: number }[] }>(request, site, '/api/video/getComments', { video_id: video.id, size: 50 })).list.map(
        (c) => c.id,
      );
    expect(await listed()).toContain(id);

    const row = page.getByTestId(`comment-${id}`);
    await expect(row).toContainText(text);
    await expect(row).toContainText(video.title);
    await expect(page.getByTestId('queue-comments')).toContainText('1');
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await page.screenshot({ path: join(shots, 'comments-1280.png'), fullPage: true });
    const phone = await browser.newPage({
      viewport: { width: 375, height: 667 },
      deviceScaleFactor: 2,
      storageState: await page.context().storageState(),
    });
    await phone.goto(page.url());
    await expect(phone.getByTestId(`comment-${id}`)).toBeVisible();
    await phone.screenshot({ path: join(shots, 'comments-375.png'), fullPage: true });
    await phone.close();

    await row.getByRole('button', { name: '删除' }).click();
    await expect(page.getByTestId('queue-status')).toContainText(`已删除评论 #${id}`);
    await expect(page.getByTestId(`comment-${id}`)).toHaveCount(0);
    await expect(page.getByTestId('queue-comments')).toContainText('0');
    expect(await listed()).not.toContain(id);
    await page.close();
  });
});
