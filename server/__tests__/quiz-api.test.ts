import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerMismatches } from '../domain/money/ledger/ledger.ts';
import { QuizSettler } from '../jobs/quiz-settlement.ts';
import { backends, fixedNow, registerFan, setClock, setWallet, startTestServer, type TestServer } from './test-server.ts';

type Entry = {
  id: number;
  matchid: number;
  question: string;
  choice: string;
  line: number | null;
  stake: number;
  odds: number;
  status: number;
  hit: number;
  payout: number;
};
type Quiz = {
  status: number;
  closes_at: number;
  questions: { key: string; line: number | null; options: { key: string; odds: number; entries: number }[] }[];
  stakes: { presets: number[]; min: number; max: number };
  mine: Entry[];
};

let keys = 0;
const key = () => `quiz-request-${++keys}`;
const hours = (n: number) => n * 3_600_000;

/** A failure the fan can read: the status, no data, and nothing of the server's insides. */
function expectCleanFailure(answer: { status: number; msg: string; data: unknown }, status: number) {
  expect(answer.status).toBe(status);
  expect(answer.data).toBeNull();
  expect(answer.msg).not.toMatch(/\bat \w|\.ts\b|select |insert |stack|Error/);
}

describe.each(backends)('match quiz on $name', ({ databaseUrl }) => {
  let server: TestServer;
  const fans: Record<string, { id: number; token: string }> = {};
  /** A football match waiting at fixedNow, priced and covered by a room; and one to be cancelled. */
  let match: { id: number; kickoff: number; liveid: number };
  let cancelled: { id: number };

  const as = (name: string) => ({ query: { token: fans[name].token } });
  const quiz = async (matchid: number, name?: string) =>
    (await server.call<Quiz>('/api/quiz/getMatchQuiz', { matchid }, name ? as(name) : undefined)).data;
  const gold = async (name: string) => (await server.call<{ gold: number }>('/webapi/User/getUserInfo', {}, as(name))).data.gold;
  const answer = (name: string, body: Record<string, unknown>) =>
    server.call<{ entry: Entry; gold: number }>('/api/quiz/answer', { request_id: key(), ...body }, as(name));

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    for (const name of ['quiz_home', 'quiz_away', 'quiz_total', 'quiz_poor']) {
      fans[name] = await registerFan(server, name);
      await setWallet(server, { id: fans[name].id }, { gold: name === 'quiz_poor' ? 50 : 10_000 });
    }
    const waiting = await server.db.query<{ id: number; kickoff_time: Date | string }>(
      `select m.id, m.kickoff_time from matches m join match_odds o on o.match_id = m.id
       where m.sport_id = 1 and m.status_override is null and m.kickoff_time > $1 order by m.kickoff_time, m.id limit 2`,
      [fixedNow],
    );
    expect(waiting).toHaveLength(2);
    const [room] = await server.db.query<{ liveid: number }>('select liveid from rooms order by liveid limit 1');
    await server.db.query('update rooms set match_id = $1 where liveid = $2', [waiting[0].id, room.liveid]);
    match = { id: waiting[0].id, kickoff: new Date(waiting[0].kickoff_time).getTime(), liveid: room.liveid };
    cancelled = { id: waiting[1].id };
  });
  afterAll(async () => {
    expect(await ledgerMismatches(server.db)).toEqual([]);
    await server.close();
  });

  it('offers who wins and the total before kickoff, priced with the house margin, to guests too', async () => {
    const offered = await quiz(match.id);
    expect(offered.status).toBe(1);
    expect(offered.closes_at).toBe(match.kickoff / 1000);
    expect(offered.mine).toEqual([]);
    expect(offered.stakes).toEqual({ presets: [100, 500, 1000, 5000], min: 10, max: 100_000 });
    const [result, total] = offered.questions;
    expect(result.options.map((o) => o.key)).toEqual(['home', 'draw', 'away']);
    expect(total).toMatchObject({ key: 'total', line: 2.5 });
    expect(total.options.map((o) => o.key)).toEqual(['over', 'under']);
    for (const question of offered.questions) {
      // The implied chances add up to the 6 % overround (two-decimal odds round it a little).
      const overround = question.options.reduce((sum, o) => sum + 1 / o.odds, 0);
      expect(overround).toBeGreaterThan(1.04);
      expect(overround).toBeLessThan(1.08);
    }
  });

  it('takes a stake once per request id, through the ledger, and counts the fans per answer', async () => {
    const before = await gold('quiz_home');
    const requestId = key();
    const first = await answer('quiz_home', { matchid: match.id, question: 'result', choice: 'home', stake: 1_000, request_id: requestId });
    expect(first.status).toBe(0);
    expect(first.data.gold).toBe(before - 1_000);
    expect(first.data.entry).toMatchObject({
      matchid: match.id,
      question: 'result',
      choice: 'home',
      stake: 1_000,
      status: 1,
      hit: 0,
      payout: 0,
    });
    const again = await answer('quiz_home', { matchid: match.id, question: 'result', choice: 'away', stake: 5_000, request_id: requestId });
    expect(again.data).toEqual(first.data);
    expect(await gold('quiz_home')).toBe(before - 1_000);

    expect((await answer('quiz_away', { matchid: match.id, question: 'result', choice: 'away', stake: 2_000 })).status).toBe(0);
    expect((await answer('quiz_total', { matchid: match.id, question: 'total', choice: 'over', stake: 500 })).status).toBe(0);
    expect((await answer('quiz_total', { matchid: match.id, question: 'total', choice: 'under', stake: 500 })).status).toBe(0);
    const seen = await quiz(match.id, 'quiz_total');
    expect(seen.questions[0].options.map((o) => o.entries)).toEqual([1, 0, 1]);
    expect(seen.questions[1].options.map((o) => o.entries)).toEqual([1, 1]);
    expect(seen.mine.map((e) => e.choice)).toEqual(['under', 'over']);
    expect(seen.mine[0].line).toBe(2.5);
    const ledger = await server.db.query<{ kind: string; amount: number }>(
      "select kind, amount from ledger where user_id = $1 and kind = 'quiz'",
      [fans.quiz_home.id],
    );
    expect(ledger).toEqual([{ kind: 'quiz', amount: -1_000 }]);
  });

  it('refuses guests, bad stakes and answers the match does not offer, moving nothing', async () => {
    const guest = await server.call('/api/quiz/answer', {
      matchid: match.id,
      question: 'result',
      choice: 'home',
      stake: 100,
      request_id: key(),
    });
    expect(guest.status).toBe(2);
    expect(guest.msg).toContain('登录超时');
    const before = await gold('quiz_home');
    for (const stake of [0, -100, 5, 10.5, 100_001, '100', null])
      expectCleanFailure(await answer('quiz_home', { matchid: match.id, question: 'result', choice: 'home', stake }), 1);
    expectCleanFailure(await answer('quiz_home', { matchid: match.id, question: 'total', choice: 'draw', stake: 100 }), 1);
    expectCleanFailure(await answer('quiz_home', { matchid: match.id, question: 'corners', choice: 'over', stake: 100 }), 1);
    expectCleanFailure(await answer('quiz_home', { matchid: 99_999_999, question: 'result', choice: 'home', stake: 100 }), 3);
    const poor = await answer('quiz_poor', { matchid: match.id, question: 'result', choice: 'draw', stake: 100 });
    expectCleanFailure(poor, 7);
    expect(poor.msg).toBe('金币余额不足：本次竞猜需要 100 金币');
    expect(await gold('quiz_poor')).toBe(50);
    expect(await gold('quiz_home')).toBe(before);
    expect((await server.db.query('select 1 from quiz_entries where user_id = $1', [fans.quiz_poor.id])).length).toBe(0);
  });

  it('closes at kickoff by the server clock; in play the answers show as in play', async () => {
    expect((await answer('quiz_home', { matchid: cancelled.id, question: 'result', choice: 'home', stake: 300 })).status).toBe(0);
    setClock(server, new Date(match.kickoff));
    const late = await answer('quiz_away', { matchid: match.id, question: 'result', choice: 'draw', stake: 100 });
    expectCleanFailure(late, 6);
    expect(late.msg).toBe('比赛已开始，竞猜已截止');
    setClock(server, new Date(match.kickoff + 20 * 60_000));
    const live = await quiz(match.id, 'quiz_home');
    expect(live.status).toBe(4);
    expect(live.mine.map((e) => e.status)).toEqual([4]);
  });

  it('settles from the final score once: winners paid stake times odds, the room told, a cancelled match refunded', async () => {
    // The operator cancels the other match (spec 000 §4 football status 12) before it is played.
    await server.db.query('update matches set status_override = 12 where id = $1', [cancelled.id]);
    server.context.cache.clear();
    setClock(server, new Date(match.kickoff + hours(3)));
    const [score] = await server.db.query<{ home: number; away: number }>(
      "select coalesce(sum(points) filter (where side = 'home'), 0)::int as home, coalesce(sum(points) filter (where side = 'away'), 0)::int as away from incidents where match_id = $1",
      [match.id],
    );
    const winner = score.home > score.away ? 'home' : score.home < score.away ? 'away' : 'draw';
    const over = score.home + score.away > 2.5;

    // The ticker settles what has ended, whether or not anyone looks; two settlers at once settle each answer once.
    const settled = await Promise.all([new QuizSettler(server.context).tick(), new QuizSettler(server.context).tick()]);
    expect(settled[0] + settled[1]).toBe(5);
    expect(await new QuizSettler(server.context).tick()).toBe(0);

    const home = await quiz(match.id, 'quiz_home');
    expect(home.status).toBe(2);
    const [entry] = home.mine;
    expect(entry.status).toBe(2);
    expect(entry.hit).toBe(winner === 'home' ? 1 : 2);
    expect(entry.payout).toBe(winner === 'home' ? Math.floor(1_000 * entry.odds) : 0);
    const totals = (await quiz(match.id, 'quiz_total')).mine;
    expect(totals.map((e) => [e.choice, e.hit])).toEqual([
      ['under', over ? 2 : 1],
      ['over', over ? 1 : 2],
    ]);

    const records = await server.call<{ list: { entry: Entry; hometeam: { name: string } }[]; total: number }>(
      '/api/quiz/getMyQuizList',
      { page: 1, size: 10 },
      as('quiz_home'),
    );
    expect(records.data.total).toBe(2);
    const refund = records.data.list.find((r) => r.entry.matchid === cancelled.id)!.entry;
    expect(refund).toMatchObject({ status: 3, hit: 0, payout: 300 });
    expect(records.data.list[0].hometeam.name).not.toBe('');

    const credits = await server.db.query<{ kind: string; amount: number }>(
      "select kind, amount from ledger where user_id = $1 and kind in ('quiz_win', 'quiz_refund') order by id",
      [fans.quiz_home.id],
    );
    expect(credits).toEqual([
      ...(winner === 'home' ? [{ kind: 'quiz_win', amount: entry.payout }] : []),
      { kind: 'quiz_refund', amount: 300 },
    ]);

    const [stored] = await server.db.query<{ elements: { data: string }[] }>(
      'select elements from im_messages where to_id = $1 order by id desc limit 1',
      [`live_${match.liveid}`],
    );
    const event = JSON.parse(stored.elements[0].data) as {
      type: string;
      matchid: number;
      home_score: number;
      away_score: number;
      settled: number;
      results: { uid: string; nick_name: string; hit: number; payout: number }[];
    };
    expect(event).toMatchObject({
      type: 'QuizBalanceFinished',
      matchid: match.id,
      home_score: score.home,
      away_score: score.away,
      settled: 4,
    });
    expect(event.results.find((r) => r.uid === String(fans.quiz_home.id))).toMatchObject({
      nick_name: expect.any(String),
      hit: entry.hit,
      payout: entry.payout,
    });
    // Each fan is told once per match, in their system messages.
    const told = (
      await server.call<{ list: { kind: string; title: string; content: string; link: string }[] }>(
        '/api/user/getSystemMessages',
        {},
        as('quiz_home'),
      )
    ).data.list.filter((m) => m.kind === 'quiz');
    expect(told.map((m) => m.title).sort()).toEqual(['竞猜已结算', '竞猜已退款']);
    expect(told.find((m) => m.title === '竞猜已结算')).toMatchObject({
      content: expect.stringContaining(`${score.home}:${score.away}`),
      link: `/score/detail/football/${match.id}?tab=quiz`,
    });
    expect(told.find((m) => m.title === '竞猜已退款')?.content).toContain('共退还 300 金币');
    // Sorted by payout, biggest first.
    expect(event.results.map((r) => r.payout)).toEqual([...event.results.map((r) => r.payout)].sort((a, b) => b - a));
  });
});
