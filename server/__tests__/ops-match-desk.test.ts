import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Match } from '../../schema/generated/api.ts';
import type { DeskEventView, DeskMatch } from '../domain/matches/desk/desk-day.ts';
import { opsCall, signedInOperator, type OpsSession } from './ops-client.ts';
import { backends, startTestServer, type TestServer } from './test-server.ts';

type Day = { date: string; matches: DeskMatch[] };

/** Issue 36 §6: the console's match desk: a day's live matches, an event posted and undone, a feed file imported. */
describe.each(backends)("the console's match desk on $name", ({ databaseUrl }) => {
  let server: TestServer;
  let ops: OpsSession;
  let viewer: OpsSession;
  let kqbOps: OpsSession;
  let match: DeskMatch;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    ops = await signedInOperator(server, 'desk@example.com', 'ops');
    viewer = await signedInOperator(server, 'look@example.com', 'viewer');
    // Signed in while every site was theirs, then narrowed to kqb: the guard reads the scope on every call.
    kqbOps = await signedInOperator(server, 'kqb-desk@example.com', 'ops');
    await server.db.query("update operators set sites = '{kqb}' where email = 'kqb-desk@example.com'");
    const day = await opsCall<Day>(server, 'GET', '/ops/api/matches', { session: viewer });
    const live = day.data.matches.find((m) => m.sportId === 1 && m.phase === 'inplay' && m.status !== 3);
    if (!live) throw new Error('the seed has no football match in play at the test clock');
    match = live;
  }, 120_000);
  afterAll(async () => server.close());

  const day = async (date?: string) =>
    (await opsCall<Day>(server, 'GET', `/ops/api/matches${date ? `?date=${date}` : ''}`, { session: viewer })).data;
  const onDesk = async (id = match.id, date?: string) => (await day(date)).matches.find((m) => m.id === id)!;
  const fanScore = async () => {
    const info = (await server.call<Match>('/api/football/getMatchInfo', { matchid: match.id })).data;
    return [info.home_score, info.away_score];
  };
  const post = (body: unknown, session = ops, id = match.id) =>
    opsCall<DeskEventView>(server, 'POST', `/ops/api/matches/${id}/events`, { session, body });
  const undo = (eventId: number, session = ops) =>
    opsCall<DeskEventView>(server, 'POST', `/ops/api/matches/events/${eventId}/undo`, { session });
  const audits = (id: number) =>
    server.db.query<{ actor: string; action: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
      "select actor, action, before, after from operator_audit where target_kind = 'match' and target_id = $1 order by id",
      [String(id)],
    );

  it("lists the server day's matches with the score and status a fan reads; a wrong date is refused", async () => {
    const shown = await onDesk();
    expect([shown.homeScore, shown.awayScore]).toEqual(await fanScore());
    expect(shown).toMatchObject({ provider: null, events: [] });
    expect((await day()).date).toBe('2026-06-01');
    const wrong = await opsCall(server, 'GET', '/ops/api/matches?date=2026-02-30', { session: viewer });
    expect([wrong.status, wrong.msg]).toEqual([1, '参数错误: date 应为 YYYY-MM-DD 日期']);
  });

  it('refuses a viewer and an operator of another site; the server is the guard', async () => {
    const looking = await post({ kind: 'goal', side: 'home', minute: 50 }, viewer);
    expect([looking.http, looking.status, looking.msg]).toEqual([403, 4, '没有权限']);
    const elsewhere = await post({ kind: 'goal', side: 'home', minute: 50 }, kqbOps);
    expect([elsewhere.status, elsewhere.msg]).toEqual([4, '这个站点不在你的权限内']);
    expect(await audits(match.id)).toEqual([]);
  });

  it('checks an event as the console does: minute, side, sport and status', async () => {
    const refusals = [
      [{ kind: 'goal', side: 'home', minute: 0 }, 1],
      [{ kind: 'goal', minute: 30 }, 1],
      [{ kind: 'goal', side: 'home', minute: 30, player: 'x'.repeat(41) }, 1],
      [{ kind: 'status', status: 5 }, 1],
      [{ kind: 'yellow_card', side: 'away', minute: 200 }, 1],
    ] as const;
    for (const [body, status] of refusals) expect({ body, status: (await post(body)).status }).toEqual({ body, status });
    expect((await post({ kind: 'status', status: 5 })).msg).toBe('参数错误: 这个比赛状态不能在比赛台设置');
    const basketball = (await day()).matches.find((m) => m.sportId === 2);
    if (basketball) {
      const card = await post({ kind: 'red_card', side: 'home', minute: 3 }, ops, basketball.id);
      expect([card.status, card.msg]).toEqual([1, '参数错误: 篮球比赛没有红黄牌']);
    }
    expect((await post({ kind: 'goal', side: 'home', minute: 3 }, ops, 999_999_999)).status).toBe(3);
  });

  it('posts a goal the fans read at once, undoes it to the score before, and refuses a second undo naming who', async () => {
    const [home, away] = await fanScore();
    const goal = await post({ kind: 'goal', side: 'away', minute: 12, player: '<b>Zé</b>' });
    expect(goal.status).toBe(0);
    expect(goal.data).toMatchObject({
      kind: 'goal',
      side: 'away',
      minute: 12,
      player: '<b>Zé</b>',
      voided: false,
      actor: 'desk@example.com',
    });
    expect(await fanScore()).toEqual([home, away + 1]);
    expect(await onDesk()).toMatchObject({ homeScore: home, awayScore: away + 1, events: [{ id: goal.data.id, voided: false }] });

    const undone = await undo(goal.data.id);
    expect(undone.data).toMatchObject({ id: goal.data.id, voided: true, voidedBy: 'desk@example.com', voidReason: 'operator' });
    expect(await fanScore()).toEqual([home, away]);
    // Never deleted: the desk still lists the goal, void.
    expect((await onDesk()).events).toMatchObject([{ id: goal.data.id, voided: true }]);

    const again = await undo(goal.data.id);
    expect([again.http, again.status, again.msg]).toEqual([200, 6, '这个事件已被 desk@example.com 撤销']);
    expect((await undo(999_999)).status).toBe(3);

    const entries = await audits(match.id);
    expect(entries.map((e) => [e.actor, e.action])).toEqual([
      ['desk@example.com', 'match.event'],
      ['desk@example.com', 'match.undo'],
    ]);
    expect(entries[0].before).toMatchObject({ homeScore: home, awayScore: away });
    expect(entries[0].after).toMatchObject({ homeScore: home, awayScore: away + 1, event: { id: goal.data.id, voided: false } });
    expect(entries[1].before).toMatchObject({ homeScore: home, awayScore: away + 1 });
    expect(entries[1].after).toMatchObject({ homeScore: home, awayScore: away, event: { id: goal.data.id, voided: true } });
  });

  it('sets half time and full time; undoing them returns the status to the one before, then to the clock', async () => {
    const clockStatus = (await onDesk()).status;
    const half = await post({ kind: 'status', status: 3 });
    expect(half.data).toMatchObject({ status: 3, statusBefore: null });
    const full = await post({ kind: 'status', status: 8 });
    expect(full.data).toMatchObject({ status: 8, statusBefore: 3 });
    expect((await server.call<Match>('/api/football/getMatchInfo', { matchid: match.id })).data.status).toBe(8);
    // The earlier change undone first: the later one still stands.
    await undo(half.data.id);
    expect((await onDesk()).status).toBe(8);
    await undo(full.data.id);
    expect((await onDesk()).status).toBe(clockStatus);
    const card = await post({ kind: 'yellow_card', side: 'home', minute: 30, player: 'Rui' });
    expect(card.data).toMatchObject({ kind: 'yellow_card', points: null });
  });

  it('imports a feed file as import-matches does, with every rejected row; a result replaces the desk goals of its match', async () => {
    const file = (rows: string[]) => ['id,sport,league,home,away,kickoff,status,homeScore,awayScore', ...rows].join('\n');
    const first = await opsCall<{ read: number; rejected: { line: number; field: string }[]; summary: { created: number } }>(
      server,
      'POST',
      '/ops/api/matches/import',
      {
        session: ops,
        body: {
          fileName: 'today.csv',
          text: file(['d-1,football,Desk Cup,Alpha,Beta,2026-06-01T08:00:00Z,,,', 'd-2,football,Desk Cup,Alpha,,2026-06-01T08:00:00Z,,,']),
        },
      },
    );
    expect(first.status).toBe(0);
    expect(first.data).toMatchObject({ read: 2, rejected: [{ line: 3, field: 'away' }], summary: { created: 1 } });
    const fed = (await day()).matches.find((m) => m.provider === 'file' && m.home.nameZh === 'Alpha')!;
    expect(fed).toMatchObject({ away: { nameZh: 'Beta' }, homeScore: 0, awayScore: 0 });

    const goal = await post({ kind: 'goal', side: 'home', minute: 20 }, ops, fed.id);
    expect((await onDesk(fed.id)).homeScore).toBe(1);
    // The provider's fixture list again ("scheduled"): the desk's live status and goal stand.
    const half = await post({ kind: 'status', status: 3 }, ops, fed.id);
    const again = await opsCall<{ summary: { unchanged: number } }>(server, 'POST', '/ops/api/matches/import', {
      session: ops,
      body: { fileName: 'today.csv', text: file(['d-1,football,Desk Cup,Alpha,Beta,2026-06-01T08:00:00Z,,,']) },
    });
    expect(again.data.summary.unchanged).toBe(1);
    expect(await onDesk(fed.id)).toMatchObject({ status: 3, homeScore: 1 });
    const result = await opsCall(server, 'POST', '/ops/api/matches/import', {
      session: ops,
      body: { fileName: 'today.csv', text: file(['d-1,football,Desk Cup,Alpha,Beta,2026-06-01T08:00:00Z,finished,0,2']) },
    });
    expect(result.status).toBe(0);
    expect(await onDesk(fed.id)).toMatchObject({ status: 8, homeScore: 0, awayScore: 2 });
    expect((await onDesk(fed.id)).events).toMatchObject([
      { id: goal.data.id, voided: true, voidReason: 'feed', voidedBy: 'file' },
      { id: half.data.id, voided: true, voidReason: 'feed' },
    ]);
    const late = await undo(goal.data.id);
    expect([late.status, late.msg]).toEqual([6, '这个事件已被数据源的导入取代']);

    const unreadable = await opsCall(server, 'POST', '/ops/api/matches/import', {
      session: ops,
      body: { fileName: 'today.json', text: '{ not json' },
    });
    expect(unreadable.status).toBe(1);
    const imports = await server.db.query<{ action: string; after: Record<string, number> }>(
      "select action, after from operator_audit where action = 'matches.import' and actor = 'desk@example.com' order by id",
    );
    expect(imports.map((e) => [e.after.created, e.after.updated, e.after.rejected])).toEqual([
      [1, 0, 1],
      [0, 0, 0],
      [0, 1, 0],
    ]);
  });
});
