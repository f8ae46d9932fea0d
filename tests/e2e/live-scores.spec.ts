import type { APIRequestContext, Page, Request } from '@playwright/test';
import type { MatchOdds } from '../../schema/generated/api.ts';
import { expect, siteDay, siteNow, test } from './site-clock.ts';
import { adminCall, apiCall, openJoined as openJoinedOn, serveSite, type E2eSite } from './site-server.ts';

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

const openJoined = (page: Page, path: string, channel: string) => openJoinedOn(page, site, path, channel);

/** A football match of league 1 between `teams` that kicked off `minutes` ago, made through the admin API: its id. */
async function matchInPlay(request: APIRequestContext, minutes: number, teams: [number, number], { hot = true } = {}): Promise<number> {
  const { id } = (await adminCall(request, site, 'post', '/admin/match', {
    league_id: 1,
    home_team_id: teams[0],
    away_team_id: teams[1],
    kickoff_time: Math.floor(siteNow().getTime() / 1000) - minutes * 60,
    hot,
    has_live: false,
  })) as { id: number };
  return id;
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

/**
 * The bookmakers reprice on each minute of play (server/domain/matches/detail/odds.ts): a page that fetched its
 * prices just before a minute and joined the channel just after it would show the old minute's until the next one.
 * A test of pushed prices opens its page well inside a minute of the match (`kickoff`, ISO), waiting for the next one
 * to begin when too little of this one is left.
 */
async function wellInsideAMinute(kickoff: string | Date): Promise<void> {
  const into = (siteNow().getTime() - new Date(kickoff).getTime()) % 60_000;
  if (into > 35_000) await new Promise((resolve) => setTimeout(resolve, 61_000 - into));
}

/** One side's figure of a statistic on the status tab, as shown. */
async function statOf(page: Page, stat: string, side: 'home' | 'away'): Promise<number> {
  return Number(
    await page
      .getByTestId('match-stats')
      .locator(`[data-stat="${stat}"] span`)
      .nth(side === 'home' ? 0 : 2)
      .textContent(),
  );
}

/** The requests a page makes for the statistics (getMatchData): the push stands in for them. */
function statsAsked(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => void (request.url().endsWith('/getMatchData') && seen.push(request)));
  return seen;
}

test('a goal posted through the admin API appears on the score list and the match detail without a refresh', async ({ page, request }) => {
  const matchid = await matchInPlay(request, 20, [101, 102]);

  // The list hears its day's channel (China time), the detail its match's.
  const today = siteDay().replaceAll('-', '');
  await openJoined(page, '/score', `scores_${today}`);
  const row = page.locator(`[data-testid="match-row"][data-match="${matchid}"]`);
  await expect(row.getByTestId('match-score')).toHaveText('0 - 0');
  const detail = await page.context().newPage();
  await openJoined(detail, `/score/detail/football/${matchid}`, `match_${matchid}`);
  await expect(detail.getByTestId('detail-score')).toHaveText('0 - 0');
  await expect(detail.getByTestId('text-live').locator('li').first()).toBeVisible();
  await expect(detail.getByTestId('match-stats')).toBeVisible();
  const [shots, onTarget, awayShots] = [
    await statOf(detail, 'shots', 'home'),
    await statOf(detail, 'shots_on_target', 'home'),
    await statOf(detail, 'shots', 'away'),
  ];

  const listAsked = refetches(page);
  const detailAsked = refetches(detail);
  const detailStatsAsked = statsAsked(detail);
  await adminCall(request, site, 'post', '/admin/match/event', { match_id: matchid, side: 'home', points: 1, player: 'E2E Striker' });

  await expect(row.getByTestId('match-score')).toHaveText('1 - 0');
  await expect(row.getByTestId('goal-mark')).toBeVisible();
  await expect(detail.getByTestId('detail-score')).toHaveText('1 - 0');
  await expect(detail.getByTestId('text-live')).toContainText('E2E Striker');
  // The goal moves the status tab's incidents as well, asked again at once rather than at their refresh.
  await expect(detail.getByTestId('incidents')).toContainText('E2E Striker');
  // The goal is a shot on target: the statistics move in place with it, from the same delta.
  await expect(detail.getByTestId('match-stats').locator('[data-stat="shots_on_target"] span').first()).toHaveText(String(onTarget + 1));
  expect(await statOf(detail, 'shots', 'home')).toBe(shots + 1);
  expect(await statOf(detail, 'shots', 'away')).toBe(awayShots);
  // Neither page asked the server again: the goal came through the channel, not the 30 s refresh.
  expect(listAsked.map((r) => r.url())).toEqual([]);
  expect(detailAsked.map((r) => r.url())).toEqual([]);
  expect(detailStatsAsked.map((r) => r.url())).toEqual([]);

  // The mark is for a few seconds; the score stays.
  await page.clock.runFor(7_000);
  await expect(row.getByTestId('goal-mark')).toHaveCount(0);
  await expect(row.getByTestId('match-score')).toHaveText('1 - 0');
});

test("a model's list and a model detail show an in-play match's goal and final whistle without a reload, then the hit", async ({
  page,
  request,
}) => {
  const matchid = await matchInPlay(request, 40, [107, 108], { hot: false });
  // The list hears the days of its matches in play (here today's, China time), the detail its match's channel.
  const today = siteDay().replaceAll('-', '');
  await openJoined(page, '/data/model/poisson', `scores_${today}`);
  const row = page.locator(`[data-testid="model-match"][data-match="${matchid}"]`);
  await expect(row).toHaveAttribute('data-status', '2');
  await expect(row.getByTestId('model-score')).toHaveText('0 - 0');
  await expect(row.getByTestId('model-locked')).toBeVisible();
  const detail = await page.context().newPage();
  await openJoined(detail, `/data/model/detail/poisson/${matchid}`, `match_${matchid}`);
  const teaser = detail.getByTestId('model-teaser');
  await expect(teaser.getByTestId('model-score')).toHaveText('0 - 0');
  const listAsked: string[] = [];
  page.on('request', (sent) => void (sent.url().includes('/getModelList') && listAsked.push(sent.url())));

  await adminCall(request, site, 'post', '/admin/match/event', { match_id: matchid, side: 'away', points: 1, player: 'E2E Model' });
  await expect(row.getByTestId('model-score')).toHaveText('0 - 1');
  await expect(teaser.getByTestId('model-score')).toHaveText('0 - 1');
  // The goal came through the channel: the list did not ask again.
  expect(listAsked).toEqual([]);

  const position = () =>
    page.getByTestId('model-match').evaluateAll((rows, id) => rows.findIndex((r) => r.getAttribute('data-match') === id), String(matchid));
  const shownAt = await position();
  await adminCall(request, site, 'post', '/admin/match/event', { match_id: matchid, status: 8 });
  await expect(teaser.getByTestId('model-status')).toHaveText('已结束');
  await expect(row).toHaveAttribute('data-status', '3');
  // The whistle asks the server for that match once, for what it alone says: the hit, and the pick a finished match
  // makes public; the row stays where it is.
  await expect(row.getByTestId('model-hit')).toHaveText(/命中|未中/);
  await expect(row.getByTestId('model-pick')).toBeVisible();
  await expect(row.getByTestId('model-score')).toHaveText('0 - 1');
  expect(listAsked).toHaveLength(1);
  expect(await position()).toBe(shownAt);
});

test("a goal reaches the status tab's webview twin, which a native app embeds, without a refresh", async ({ page, request }) => {
  const matchid = await matchInPlay(request, 30, [105, 106]);
  await openJoined(page, `/mobile/happening/${matchid}`, `match_${matchid}`);
  await expect(page.getByTestId('text-live').locator('li').first()).toBeVisible();
  await expect(page.getByTestId('match-stats')).toBeVisible();
  const onTarget = await statOf(page, 'shots_on_target', 'away');
  const asked = refetches(page);
  const askedStats = statsAsked(page);

  await adminCall(request, site, 'post', '/admin/match/event', { match_id: matchid, side: 'away', points: 1, player: 'E2E Webview' });
  await expect(page.getByTestId('text-live')).toContainText('E2E Webview');
  await expect(page.getByTestId('incidents')).toContainText('E2E Webview');
  await expect(page.getByTestId('match-stats').locator('[data-stat="shots_on_target"] span').nth(2)).toHaveText(String(onTarget + 1));
  expect(asked.map((r) => r.url())).toEqual([]);
  expect(askedStats.map((r) => r.url())).toEqual([]);
});

test('with the chat layer out of reach, a goal still reaches the score list by its 30 s refresh', async ({ page, request }) => {
  const matchid = await matchInPlay(request, 25, [103, 104]);
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

test("a goal moves the odds tab's current prices in place, as the match's channel pushes them", async ({ page, request }) => {
  // A seeded football match in play since 10 to 60 minutes, priced by the seed's bookmakers (an admin match is not).
  const now = siteNow().getTime();
  const [priced] = await site.query<{ id: number; kickoff_time: string | Date }>(
    'select m.id, m.kickoff_time from matches m join match_odds o on o.match_id = m.id where m.sport_id = 1 and m.status_override is null and m.kickoff_time between $1 and $2 order by m.kickoff_time desc limit 1',
    [new Date(now - 60 * 60_000).toISOString(), new Date(now - 10 * 60_000).toISOString()],
  );
  expect(priced, 'a seeded football match in play').toBeDefined();
  const serverAway = async () =>
    (await apiCall<MatchOdds>(request, site, '/api/football/matchOdd', { matchid: priced.id })).list[0].europe.current.away.toFixed(2);
  test.setTimeout(60_000);
  await wellInsideAMinute(priced.kickoff_time);
  await openJoined(page, `/score/detail/football/${priced.id}?tab=index`, `match_${priced.id}`);
  const away = page.getByTestId('odds').getByTestId('bookmaker').first().locator('td').nth(3).locator('span');
  await expect(away).toHaveText(await serverAway());
  const before = await away.textContent();
  const asked: Request[] = [];
  page.on('request', (r) => void (r.url().endsWith('/matchOdd') && asked.push(r)));

  await adminCall(request, site, 'post', '/admin/match/event', { match_id: priced.id, side: 'away', points: 1, player: 'E2E Odds' });
  // An away goal shortens the away price; the tab shows what the server now answers (a minute's repricing may follow).
  await expect(async () => expect(await away.textContent()).toBe(await serverAway())).toPass();
  expect(Number(await away.textContent())).toBeLessThan(Number(before));
  // The prices came through the channel: the tab did not ask again (its 30 s refresh had not run).
  expect(asked.map((r) => r.url())).toEqual([]);
});

test("a goal's new prices reach the odds tab's webview twin, which a native app embeds, without a request", async ({ page, request }) => {
  const now = siteNow().getTime();
  const [priced] = await site.query<{ id: number; kickoff_time: string | Date }>(
    'select m.id, m.kickoff_time from matches m join match_odds o on o.match_id = m.id where m.sport_id = 1 and m.status_override is null and m.kickoff_time between $1 and $2 order by m.kickoff_time desc limit 1 offset 1',
    [new Date(now - 60 * 60_000).toISOString(), new Date(now - 10 * 60_000).toISOString()],
  );
  expect(priced, 'a second seeded football match in play').toBeDefined();
  const serverHome = async () =>
    (await apiCall<MatchOdds>(request, site, '/api/football/matchOdd', { matchid: priced.id })).list[0].europe.current.home.toFixed(2);
  test.setTimeout(60_000);
  await wellInsideAMinute(priced.kickoff_time);
  await openJoined(page, `/mobile/index/${priced.id}`, `match_${priced.id}`);
  const home = page.getByTestId('odds').getByTestId('bookmaker').first().locator('td').nth(1).locator('span');
  await expect(home).toHaveText(await serverHome());
  const before = await home.textContent();
  const asked: Request[] = [];
  page.on('request', (r) => void (r.url().endsWith('/matchOdd') && asked.push(r)));

  await adminCall(request, site, 'post', '/admin/match/event', {
    match_id: priced.id,
    side: 'home',
    points: 1,
    player: 'E2E Webview Odds',
  });
  await expect(async () => expect(await home.textContent()).toBe(await serverHome())).toPass();
  expect(Number(await home.textContent())).toBeLessThan(Number(before));
  expect(asked.map((r) => r.url())).toEqual([]);
});

test("a page that missed a goal's delta catches up at the next one: the gap in its sequence fetches the match again", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const matchid = await matchInPlay(request, 40, [104, 101]);
  // The page's long polls pass through here; while `dropping`, an answer is read from the server and then lost on its
  // way to the page, as on a network that fails after the server has sent it.
  let dropping = false;
  const dropped: string[] = [];
  await page.route('**/im/long-poll', async (route) => {
    const response = await route.fetch();
    if (!dropping) return route.fulfill({ response });
    dropped.push((await response.body()).toString('latin1'));
    return route.abort();
  });
  await openJoined(page, `/score/detail/football/${matchid}`, `match_${matchid}`);
  await expect(page.getByTestId('detail-score')).toHaveText('0 - 0');
  await adminCall(request, site, 'post', '/admin/match/event', { match_id: matchid, side: 'home', points: 1, player: 'E2E First' });
  await expect(page.getByTestId('detail-score')).toHaveText('1 - 0');
  // From here the page's timers move only when the test moves them: its 30 s refresh cannot run, so a fetch of the
  // match is the gap's.
  await page.clock.pauseAt(siteNow().getTime() + 1_000);
  const asked = refetches(page);

  dropping = true;
  await adminCall(request, site, 'post', '/admin/match/event', { match_id: matchid, side: 'home', points: 1, player: 'E2E Missed' });
  await expect.poll(() => dropped.some((body) => body.includes('E2E Missed'))).toBe(true);
  dropping = false;
  await page.clock.runFor(2_000);
  await expect(page.getByTestId('detail-score')).toHaveText('1 - 0');
  expect(asked).toEqual([]);

  // The next goal's delta skips the lost one's sequence: the page fetches the match and shows both goals and the
  // missed line (its poll retries on the test's clock, seconds of it, far short of the refresh).
  await adminCall(request, site, 'post', '/admin/match/event', { match_id: matchid, side: 'away', points: 1, player: 'E2E Heard' });
  await expect(async () => {
    await page.clock.runFor(500);
    await expect(page.getByTestId('detail-score')).toHaveText('2 - 1', { timeout: 500 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId('text-live')).toContainText('E2E Missed');
  expect(asked.map((r) => new URL(r.url()).pathname)).toContain('/api/football/getMatchInfo');
  // The poll still held by the route ends with the page.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
