import type { Page, Request } from '@playwright/test';
import { expect, siteNow, test } from './site-clock.ts';
import { adminCall, serveSite, type E2eSite } from './site-server.ts';

/**
 * Issue 23, docs/im-protocol.md "Match channels": a goal reaches the score list and the match detail through the
 * match's channel, without a reload and before the pages' 30 s refresh could have asked.
 */
let site: E2eSite;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await serveSite('qutu');
});
test.afterAll(() => site.close());

/** Opens a page and waits until the app (a guest: anonymously, by long poll) has joined `channel`. */
async function openJoined(page: Page, path: string, channel: string): Promise<void> {
  const joined = page.waitForResponse((r) => r.url().endsWith('/im/anonymous-join') && (r.request().postDataBuffer()?.includes(channel) ?? false), { timeout: 20_000 });
  await page.goto(`${site.url}/m${path}`);
  await joined;
}

/** The API calls a page makes to fetch a match or the list again: the refresh the push stands in for. */
function refetches(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/race/getDateMatch' || path.endsWith('/getMatchInfo')) seen.push(request);
  });
  return seen;
}

test('a goal posted through the admin API appears on the score list and the match detail without a refresh', async ({ page, request }) => {
  const kickoff = Math.floor(siteNow().getTime() / 1000) - 20 * 60;
  const { id: matchid } = (await adminCall(request, site, 'post', '/admin/match', { league_id: 1, home_team_id: 101, away_team_id: 102, kickoff_time: kickoff, hot: true, has_live: false })) as { id: number };

  // The list hears its day's channel (China time), the detail its match's.
  const today = new Date(siteNow().getTime() + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
  await openJoined(page, '/score', `scores_${today}`);
  const row = page.locator(`[data-testid="match-row"][data-match="${matchid}"]`);
  await expect(row.getByTestId('match-score')).toHaveText('0 - 0');
  const detail = await page.context().newPage();
  await openJoined(detail, `/score/detail/football/${matchid}`, `match_${matchid}`);
  await expect(detail.getByTestId('detail-score')).toHaveText('0 - 0');
  await expect(detail.getByTestId('text-live').locator('li').first()).toBeVisible();

  const listAsked = refetches(page);
  const detailAsked = refetches(detail);
  await adminCall(request, site, 'post', '/admin/match/event', { match_id: matchid, side: 'home', points: 1, player: 'E2E Striker' });

  await expect(row.getByTestId('match-score')).toHaveText('1 - 0');
  await expect(row.getByTestId('goal-mark')).toBeVisible();
  await expect(detail.getByTestId('detail-score')).toHaveText('1 - 0');
  await expect(detail.getByTestId('text-live')).toContainText('E2E Striker');
  // The goal moves the status tab's incidents as well, asked again at once rather than at their refresh.
  await expect(detail.getByTestId('incidents')).toContainText('E2E Striker');
  // Neither page asked the server again: the goal came through the channel, not the 30 s refresh.
  expect(listAsked.map((r) => r.url())).toEqual([]);
  expect(detailAsked.map((r) => r.url())).toEqual([]);

  // The mark is for a few seconds; the score stays.
  await page.clock.runFor(7_000);
  await expect(row.getByTestId('goal-mark')).toHaveCount(0);
  await expect(row.getByTestId('match-score')).toHaveText('1 - 0');
});

test('with the chat layer out of reach, a goal still reaches the score list by its 30 s refresh', async ({ page, request }) => {
  const kickoff = Math.floor(siteNow().getTime() / 1000) - 25 * 60;
  const { id: matchid } = (await adminCall(request, site, 'post', '/admin/match', { league_id: 1, home_team_id: 103, away_team_id: 104, kickoff_time: kickoff, hot: true, has_live: false })) as { id: number };
  // Neither a socket nor a long poll gets through: the gateway drops and refuses sockets, the browser fails its polls.
  await adminCall(request, site, 'post', '/admin/im/faults', { refuseConnections: true, dropSockets: true });
  await page.route('**/im/**', (route) => route.abort());
  try {
    await page.goto(`${site.url}/m/score`);
    const score = page.locator(`[data-testid="match-row"][data-match="${matchid}"]`).getByTestId('match-score');
    await expect(score).toHaveText('0 - 0');
    const asked = refetches(page);
    await adminCall(request, site, 'post', '/admin/match/event', { match_id: matchid, side: 'away', points: 1, player: 'E2E Fallback' });
    // Nothing is pushed: before the refresh is due the row still shows the old score.
    await page.clock.runFor(5_000);
    await expect(score).toHaveText('0 - 0');
    expect(asked).toEqual([]);
    await page.clock.runFor(30_000);
    await expect(score).toHaveText('0 - 1');
    expect(asked.map((r) => new URL(r.url()).pathname)).toContain('/api/race/getDateMatch');
  } finally {
    await adminCall(request, site, 'post', '/admin/im/faults', { reset: true });
  }
});
