import type { Page } from '@playwright/test';
import type {
  DatabaseEventIntegral,
  DatabaseEventMatch,
  DatabaseFifaRank,
  DatabaseHome,
  DatabaseTeamInfo,
} from '../../schema/generated/api.ts';
import { expect, siteNow, test } from './site-clock.ts';
import { apiCall, serveSite, type E2eSite } from './site-server.ts';

/** The sports database (spec 000 §2 database routes, §3 visited leagues, §9 limit 15) against the reference server. */
let site: E2eSite;
test.beforeAll(async () => {
  // Seeding a served site takes seconds, more on a busy machine.
  test.setTimeout(120_000);
  // The tables count finished results, and a match that ends mid-test would reorder them between the test's own
  // read and the page's: the server's clock stands still, so every answer is the one the test compares with.
  site = await serveSite('qutu', { clock: siteNow().toISOString() });
});
test.afterAll(() => site.close());

const table = (request: Parameters<typeof apiCall>[0], eventId: number) =>
  apiCall<DatabaseEventIntegral>(request, site, '/api/SportDatabase/getEventIntegral', { event_id: eventId, type: 1 });

/** The competitions the visited-leagues section shows, in its order. */
const visitedIds = (page: Page) =>
  page
    .getByTestId('visited-list')
    .getByTestId('league-tile')
    .evaluateAll((tiles) => tiles.map((tile) => Number(tile.getAttribute('data-id'))));

test('a fan opens a league from the database, sees its table, opens a team, comes back and finds the league among the visited ones', async ({
  page,
  request,
}) => {
  const premier = await table(request, 1);
  expect(premier.list.length).toBe(8);
  const leader = premier.list[0];

  await page.goto(`${site.url}/m/database`);
  await expect(page.getByTestId('visited-empty')).toBeVisible();
  await expect(page.getByTestId('hot-football-list').getByTestId('league-tile')).toHaveCount(7);
  await expect(page.getByTestId('hot-basketball-list').getByTestId('league-tile')).toHaveCount(6);
  await page.getByTestId('hot-football-list').getByRole('link', { name: '英超' }).click();

  await expect(page).toHaveURL(`${site.url}/m/database/league/football/1`);
  await expect(page.getByTestId('league-name')).toHaveText('英格兰超级联赛');
  const rows = page.getByTestId('standings').getByTestId('standing');
  await expect(rows).toHaveCount(8);
  await expect(rows.first()).toHaveAttribute('data-team', String(leader.team_id));
  await expect(rows.first().getByTestId('team-link')).toHaveAttribute('title', leader.name_zh);
  await expect(rows.first().locator('td').first()).toHaveText('1');
  await expect(rows.first().locator('td').last()).toHaveText(String(leader.points));
  expect(await rows.getByTestId('team-link').evaluateAll((links) => links.map((link) => link.getAttribute('title')))).toEqual(
    premier.list.map((row) => row.name_zh),
  );

  // The team's page: its name, competition and squad as the server has them.
  const team = await apiCall<DatabaseTeamInfo>(request, site, '/api/SportDatabase/getTeamInfo', { team_id: leader.team_id });
  await rows.first().getByTestId('team-link').click();
  await expect(page).toHaveURL(`${site.url}/m/database/team/football/${leader.team_id}`);
  await expect(page.getByTestId('team-title')).toHaveText(team.team.name_zh);
  await expect(page.getByTestId('team-league')).toHaveText('英超');
  await expect(page.getByTestId('starters').getByTestId('squad-player')).toHaveCount(team.squad.starters.length);
  await page.getByTestId('team-tabs').getByRole('tab', { name: '战绩' }).click();
  await expect(page.getByTestId('record.played').locator('dd')).toHaveText(String(team.record.played));

  await page.goBack();
  await expect(page.getByTestId('league-name')).toHaveText('英格兰超级联赛');
  await page.goBack();
  await expect(page).toHaveURL(`${site.url}/m/database`);
  await expect.poll(() => visitedIds(page)).toEqual([1]);

  // A second league comes first; opening the first again moves it back to the front, listed once.
  await page.getByTestId('hot-basketball-list').getByRole('link', { name: 'NBA' }).click();
  await expect(page.getByTestId('league-name')).toHaveText('美国职业篮球联赛');
  await page.goBack();
  await expect.poll(() => visitedIds(page)).toEqual([7, 1]);
  await page.getByTestId('visited-list').getByRole('link', { name: '英超' }).click();
  await expect(page.getByTestId('league-name')).toHaveText('英格兰超级联赛');
  await page.goBack();
  await expect.poll(() => visitedIds(page)).toEqual([1, 7]);
  // Stored under a name based on the site code: a reload keeps them.
  await page.reload();
  await expect.poll(() => visitedIds(page)).toEqual([1, 7]);
});

test('spec 000 §9: at most 15 visited leagues, the newest first', async ({ page }) => {
  const ids = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];
  // 13 competitions exist; 3 more entries left by earlier visits make 16.
  await page.addInitScript(
    (old) => {
      if (!localStorage.getItem('sideline-qutu-visited-leagues'))
        localStorage.setItem('sideline-qutu-visited-leagues', JSON.stringify({ state: { list: old }, version: 0 }));
    },
    [101, 102, 103].map((id) => ({ id, name: `L${id}`, logo: '', sportsType: 1 })),
  );
  for (const id of ids) {
    await page.goto(`${site.url}/m/database/league/football/${id}`);
    await expect(page.getByTestId('league-head')).toBeVisible();
  }
  await page.goto(`${site.url}/m/database`);
  await expect.poll(() => visitedIds(page)).toEqual([...[...ids].reverse(), 101, 102]);
});

test('a cup shows its group tables and names its knockout rounds', async ({ page, request }) => {
  const cup = await table(request, 10);
  expect(cup.groups.map((g) => g.group)).toEqual(['A', 'B', 'C', 'D']);
  await page.goto(`${site.url}/m/database/league/football/10`);
  const groups = page.getByTestId('group-table');
  await expect(groups).toHaveCount(4);
  await expect(groups.first().locator('h3')).toHaveText('A组');
  await expect(groups.first().getByTestId('team-link').first()).toHaveAttribute('title', cup.groups[0].list[0].name_zh);

  // The seasons follow the calendar, so which rounds exist depends on the day: the picker names each one the server lists.
  const { rounds: stored } = await apiCall<DatabaseEventMatch>(request, site, '/api/SportDatabase/getEventMatch', { event_id: 10 });
  const names: Record<number, string> = { 4: '1/4决赛', 5: '半决赛', 6: '决赛' };
  await page.getByTestId('league-tabs').getByRole('tab', { name: '赛程赛果' }).click();
  const rounds = page.getByTestId('round-picker');
  await expect(rounds.getByRole('button')).toHaveText(stored.map((n) => names[n] ?? `小组赛第${n}轮`));
  await rounds.getByRole('button', { name: '小组赛第1轮' }).click();
  await expect(page).toHaveURL(/round=1/);
  await expect(page.getByTestId('fixtures').getByTestId('fixture')).toHaveCount(8);
  await expect(page.getByTestId('fixtures').getByTestId('fixture').first()).toContainText('组');
  await expect(page.getByTestId('fixtures').getByTestId('fixture').first()).toHaveAttribute('href', /^\/m\/score\/detail\/football\/\d+$/);
});

test('unknown ids show the not-found state, and a failed load offers a retry that works', async ({ page }) => {
  await page.goto(`${site.url}/m/database/league/football/999`);
  await expect(page.getByTestId('database-not-found')).toContainText('赛事不存在');
  await page.goto(`${site.url}/m/database/team/football/99999`);
  await expect(page.getByTestId('database-not-found')).toContainText('球队不存在');
  await page.goto(`${site.url}/m/database/billboard/volleyball`);
  await expect(page.getByTestId('database-not-found')).toContainText('榜单不存在');
  // A club is not a national team.
  await page.goto(`${site.url}/m/fifa-team/101`);
  await expect(page.getByTestId('database-not-found')).toBeVisible();

  await page.route('**/api/SportDatabase/getHome*', (route) => route.abort());
  await page.goto(`${site.url}/m/database`);
  await expect(page.getByTestId('database-error')).toBeVisible();
  await page.unroute('**/api/SportDatabase/getHome*');
  await page.getByTestId('database-error').getByRole('button').click();
  await expect(page.getByTestId('hot-football-list').getByTestId('league-tile')).toHaveCount(7);
});

test("the FIFA ranking: the top 10 on the database home, the whole list page by page, a national team's page", async ({
  page,
  request,
}) => {
  const home = await apiCall<DatabaseHome>(request, site, '/api/SportDatabase/getHome');
  const all = await apiCall<DatabaseFifaRank>(request, site, '/api/SportDatabase/getFifaRank', { page: 1, size: 50 });
  await page.goto(`${site.url}/m/database`);
  const top = page.getByTestId('fifa-top').getByTestId('fifa-row');
  await expect(top).toHaveCount(10);
  await expect(top.first().getByTestId('team-link')).toHaveAttribute('title', home.fifa_top[0].name_zh);

  await page.getByTestId('fifa-more').click();
  await expect(page).toHaveURL(`${site.url}/m/database/billboard/fifa`);
  const rows = page.getByTestId('fifa-ranking').getByTestId('fifa-row');
  await expect(rows.nth(19)).toBeVisible();
  await page.getByTestId('fifa-footer').scrollIntoViewIfNeeded();
  await expect(rows).toHaveCount(all.total);
  await expect(rows.last().locator('td').first()).toHaveText(String(all.total));

  await rows.first().getByTestId('team-link').click();
  await expect(page).toHaveURL(`${site.url}/m/fifa-team/${all.list[0].team_id}`);
  await expect(page.getByTestId('fifa-rank-value').locator('dd')).toHaveText('1');
  await expect(page.getByTestId('fifa-points-value').locator('dd')).toHaveText(String(all.list[0].points));
  // The webview shows one section, without the app's header: the titles the server lists, or the empty state.
  const { honours } = await apiCall<DatabaseTeamInfo>(request, site, '/api/SportDatabase/getTeamInfo', { team_id: all.list[0].team_id });
  await page.goto(`${site.url}/m/mobile/fifa-team/honor/${all.list[0].team_id}`);
  if (honours.length === 0) await expect(page.getByTestId('honours-empty')).toBeVisible();
  else await expect(page.getByTestId('honours').getByTestId('honour')).toHaveText(honours.map((h) => `${h.name_zh}${h.season}`));
  await expect(page.locator('header button[aria-label]')).toHaveCount(0);
});

test('in pt-br the database names competitions and teams in English', async ({ page, request }) => {
  const premier = await table(request, 1);
  await page.addInitScript(() => localStorage.setItem('sideline-qutu-app', JSON.stringify({ state: { lang: 'pt-br' }, version: 0 })));
  await page.goto(`${site.url}/m/database`);
  await expect(page.getByTestId('hot-football')).toContainText('Futebol em alta');
  await page.getByTestId('hot-football-list').getByRole('link', { name: 'EPL' }).click();
  await expect(page.getByTestId('league-name')).toHaveText('Premier League');
  await expect(page.getByTestId('league-tabs').getByRole('tab', { selected: true })).toHaveText('Classificação');
  const links = page.getByTestId('standings').getByTestId('team-link');
  await expect(links).toHaveCount(8);
  expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('title')))).toEqual(premier.list.map((row) => row.name_en));
  // Names longer than their room are cut by the width rule, ending in "…", never in Chinese.
  for (const name of await page.getByTestId('standings').getByTestId('team-name').allTextContents()) {
    expect(name).toMatch(/^[\x20-\x7e]+…?$/);
  }
  await page.getByTestId('standings').getByTestId('team-link').first().click();
  await expect(page.getByTestId('team-title')).toHaveText(premier.list[0].name_en);
  await expect(page.getByTestId('team-league')).toHaveText('EPL');
});
