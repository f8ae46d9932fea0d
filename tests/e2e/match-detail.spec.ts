import type { Page } from '@playwright/test';
import { expect, siteDay, test } from './site-clock.ts';
import type { Match, Room } from '../../schema/generated/api.ts';
import { adminCall, apiCall, serveSite, type E2eSite } from './site-server.ts';

/** Match detail (spec 000 §2): the scoreboard, and exactly the tabs the manifest builds and the server's switches allow. */
const tabsOf = (page: Page) => page.getByTestId('detail-tabs').getByRole('tab');

/** A football match that a room covers, so the room tabs (chat, c2c, lives) have a reason to show. */
async function coveredFootballMatch(request: Parameters<typeof apiCall>[0], site: E2eSite): Promise<number> {
  const rooms = await apiCall<{ list: Room[] }>(request, site, '/api/live/getRealLives', { sport_id: 1 });
  return rooms.list.find((room) => room.match_id > 0)!.match_id;
}

test.describe('on qutu', () => {
  let site: E2eSite;
  test.beforeAll(async () => {
    // Seeding a served site takes seconds, more on a busy machine.
    test.setTimeout(120_000);
    site = await serveSite('qutu');
  });
  test.afterAll(() => site.close());

  test('a fan opens a live match from the scores and its clock ticks', async ({ page }) => {
    await page.goto(`${site.url}/m/score`);
    await page.getByTestId('sport-switch').getByRole('button', { name: '足球' }).click();
    await page.getByTestId('match-filters').getByRole('button', { name: '进行中' }).click();
    // Until the answer for football in play comes, the rows shown are the previous question's, marked busy.
    await expect(page.getByTestId('match-list')).toHaveAttribute('aria-busy', 'false');
    // Each place cuts a long name to its own width (spec 000 §5); the whole name is the title of both. The name and
    // the link are read together, so a refresh between two reads cannot pair one match's name with another's link.
    const { home, href } = await page
      .getByTestId('match-row')
      .first()
      .evaluate((row) => ({
        home: row.querySelector('a span[title]')!.getAttribute('title')!,
        href: row.querySelector('a')!.getAttribute('href')!,
      }));
    await page.locator(`[data-testid=match-row] a[href="${href}"]`).click();

    await expect(page).toHaveURL(/\/m\/score\/detail\/football\/\d+$/);
    await expect(page.getByTestId('scoreboard').locator(`[title="${home}"]`)).toBeVisible();
    await expect(page.getByRole('tab', { name: '赛况' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('match-stats').locator('[data-stat]').first()).toBeVisible();
    await expect(page.getByTestId('text-live').locator('li').first()).toBeVisible();
    const clock = page.getByTestId('detail-clock');
    const before = await clock.textContent();
    await page.clock.runFor(61_000);
    await expect(clock).not.toHaveText(before!);
  });

  test('the tabs follow the switches: a switch turned off hides its tab', async ({ page, request }) => {
    const matchid = await coveredFootballMatch(request, site);
    await page.goto(`${site.url}/m/score/detail/football/${matchid}?tab=lineup`);
    await expect(tabsOf(page)).toHaveText(['聊天', '私聊', '主播', '竞猜', '赛况', '分析', '阵容', '指数']);
    await expect(page.getByTestId('pitch-player')).toHaveCount(22);

    await adminCall(request, site, 'post', '/admin/site/config', { switch_race_lineup: '0', switch_room_operate: '0' });
    try {
      await page.reload();
      await expect(tabsOf(page)).toHaveText(['聊天', '主播', '竞猜', '赛况', '分析', '指数']);
      // The address asked for a tab that is gone: the status tab opens instead.
      await expect(page.getByRole('tab', { name: '赛况' })).toHaveAttribute('aria-selected', 'true');
    } finally {
      await adminCall(request, site, 'post', '/admin/site/config', { switch_race_lineup: '1', switch_room_operate: '1' });
    }
  });

  test("each tab shows the server's data, and the webview route shows one tab alone", async ({ page, request }) => {
    const matchid = await coveredFootballMatch(request, site);
    await page.goto(`${site.url}/m/score/detail/football/${matchid}`);
    // The chat tab is the room's own chat (provided by the live feature): its history shows here, read-only for a guest.
    await page.getByRole('tab', { name: '聊天' }).click();
    await expect(page.getByTestId('room-chat').locator('li').first()).toBeVisible();
    await expect(page.getByTestId('room-chat').getByRole('button', { name: '登录后参与聊天' })).toBeVisible();
    await page.getByRole('tab', { name: '指数' }).click();
    await expect(page.getByTestId('bookmaker')).toHaveCount(20);
    await page.getByRole('tab', { name: '分析' }).click();
    // Earlier meetings are the stored results of the two teams: as many as the server has.
    const analysis = await apiCall<{ head_to_head: unknown[] }>(request, site, '/webapi/football/getAnalysisData', { matchid });
    expect(analysis.head_to_head.length).toBeGreaterThan(0);
    await expect(page.getByTestId('past-meeting')).toHaveCount(analysis.head_to_head.length);
    await page.getByRole('tab', { name: '主播' }).click();
    await page.getByTestId('match-lives').getByRole('link', { name: '观看' }).first().click();
    await expect(page).toHaveURL(/\/m\/live-detail\/\d+$/);

    await page.goto(`${site.url}/m/mobile/index/${matchid}`);
    await expect(page.getByTestId('bookmaker')).toHaveCount(20);
    await expect(page.getByTestId('scoreboard')).toHaveCount(0);
    await expect(page.getByTestId('detail-tabs')).toHaveCount(0);
  });

  test('a guest who taps an answer of the quiz is asked to log in; an unknown match says so', async ({ page, request }) => {
    const today = await apiCall<{ list: Match[] }>(request, site, '/api/race/getDateMatch', {
      date: siteDay(),
      sport_id: 1,
      filter: 'waiting',
    });
    await page.goto(`${site.url}/m/score/detail/football/${today.list[0].id}?tab=quiz`);
    await page.getByTestId('quiz-option').first().click();
    await expect(page.getByTestId('confirm-dialog')).toContainText('您还未登录');

    await page.goto(`${site.url}/m/score/detail/football/999999999`);
    await expect(page.getByTestId('tab-failed')).toBeVisible();
  });
});

test('a tenant that does not build the c2c tab never shows it (sptyx)', async ({ page, request }) => {
  // Serving a site of its own: seeding takes seconds, more on a busy machine.
  test.setTimeout(120_000);
  const site = await serveSite('sptyx');
  try {
    const matchid = await coveredFootballMatch(request, site);
    await page.goto(`${site.url}/m/score/detail/football/${matchid}`);
    await expect(tabsOf(page)).toHaveText(['聊天', '主播', '竞猜', '赛况', '分析', '阵容', '指数']);
  } finally {
    await site.close();
  }
});
