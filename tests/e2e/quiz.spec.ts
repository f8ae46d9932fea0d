import type { Page } from '@playwright/test';
import type { Match, MatchQuiz, Room } from '../../schema/generated/api.ts';
import { logInThroughForm } from './fan-context.ts';
import { expect, siteDay, test } from './site-clock.ts';
import { adminCall, apiCall, openJoined, serveSite, type E2eSite } from './site-server.ts';

/** The match quiz (docs/decisions.md "Match quiz"; docs/api.md "Match quiz") in the score detail and the live room. */
let site: E2eSite;
test.beforeAll(async () => {
  // Seeding a served site takes seconds, more on a busy machine.
  test.setTimeout(120_000);
  site = await serveSite('qutu');
});
test.afterAll(() => site.close());

/** The package status labels of spec 000 §4, by status. */
const statusLabels = ['失效', '生效', '比赛结束', '比赛異常退款', '进行中'];

const logIn = (page: Page, account: string) => logInThroughForm(page, site.url, account);

test('a fan stakes gold on a waiting match, sees the answer with what it would win, and the stake in the transaction log', async ({
  page,
  request,
}) => {
  const account = `quiz${Date.now().toString(36)}`;
  const fan = await apiCall<{ id: number }>(request, site, '/webapi/user/regist?platform=3&sp_source=9', { account, password: 'goal2026' });
  await adminCall(request, site, 'post', '/admin/wallet/grant', { user_id: fan.id, gold: 2_000, ref: `quiz-e2e-${fan.id}` });
  const day = siteDay();
  const waiting = await apiCall<{ list: Match[] }>(request, site, '/api/race/getDateMatch', { date: day, sport_id: 1, filter: 'waiting' });
  const match = waiting.list[0];
  await logIn(page, account);

  await page.goto(`${site.url}/m/score/detail/football/${match.id}?tab=quiz`);
  const quiz = page.getByTestId('quiz');
  await expect(page.getByTestId('quiz-status')).toHaveText('生效');
  await expect(quiz.getByTestId('quiz-option')).toHaveCount(5);
  const over = page.getByTestId('quiz-total').getByTestId('quiz-option').first();
  await expect(over).toContainText('大于 2.5');
  const odds = Number(await over.locator('strong').textContent());
  await over.click();
  await page.getByTestId('quiz-stakes').getByRole('button', { name: '500', exact: true }).click();
  await expect(page.getByTestId('quiz-payout')).toHaveText(String(Math.floor((500 * Math.round(odds * 100)) / 100)));
  await page.getByTestId('quiz-confirm').click();

  const entry = page.getByTestId('quiz-mine').getByTestId('quiz-entry');
  await expect(entry).toHaveCount(1);
  await expect(entry).toHaveAttribute('data-status', '1');
  await expect(entry).toContainText(`大于 2.5 · ${odds.toFixed(2)}`);
  await expect(entry).toContainText('投注 500 金币');
  await expect(over).toContainText('1人');
  await expect(page.getByTestId('quiz-stake')).toHaveCount(0);

  await page.goto(`${site.url}/m/trans-log`);
  await expect(page.getByText('竞猜投注').first()).toBeVisible();
});

test("a waiting match's quiz closes its answers at kickoff without a reload, as the match's channel tells it", async ({
  page,
  request,
}) => {
  const day = siteDay();
  const waiting = await apiCall<{ list: Match[] }>(request, site, '/api/race/getDateMatch', { date: day, sport_id: 1, filter: 'waiting' });
  // Not the first waiting match: the test above stakes on that one.
  const match = waiting.list[1];
  // A guest joins the match's channel by long poll, which the page's requests show.
  await openJoined(page, site, `/score/detail/football/${match.id}?tab=quiz`, `match_${match.id}`);
  await expect(page.getByTestId('quiz-status')).toHaveText('生效');
  const option = page.getByTestId('quiz-option').first();
  await expect(option).toBeEnabled();
  // The quiz tab reads its quiz once and has no refresh of its own: only the channel's delta can close it on screen.
  let reads = 0;
  page.on('request', (sent) => {
    if (sent.url().includes('/api/quiz/getMatchQuiz')) reads += 1;
  });

  await adminCall(request, site, 'post', '/admin/match/event', { match_id: match.id, status: 2 });
  await expect(page.getByTestId('quiz-status')).toHaveText('进行中');
  await expect(option).toBeDisabled();
  expect(reads).toBe(1);
});

test('the live room shows the quiz of its match, as the server has it', async ({ page, request }) => {
  const rooms = await apiCall<{ list: Room[] }>(request, site, '/api/live/getRealLives', { sport_id: 1 });
  const room = rooms.list.find((r) => r.match_id > 0)!;
  const quiz = await apiCall<MatchQuiz>(request, site, '/api/quiz/getMatchQuiz', { matchid: room.match_id });
  await page.goto(`${site.url}/m/live-detail/${room.anchorid}`);
  await page.getByTestId('room-tabs').locator('[data-tab="quiz"]').click();
  await expect(page.getByTestId('quiz-status')).toHaveText(statusLabels[quiz.status]);
  await expect(page.getByTestId('quiz-option')).toHaveCount(quiz.questions.flatMap((q) => q.options).length);
});
