import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchOdds, ModelDetail, ModelHome, ModelList, ModelRecords, ModelSubscribeResult } from '../../schema/generated/api.ts';
import { hitResult } from '../domain/matches/models/hit.ts';
import { marginModel } from '../domain/matches/models/margin.ts';
import { poissonModel } from '../domain/matches/models/poisson.ts';
import type { PoissonInput } from '../domain/matches/models/types.ts';
import { backends, fixedNow, setClock, setWallet, startTestServer, type TestServer } from './test-server.ts';

describe.each(backends)('data models API on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let token: string;
  const asFan = () => ({ query: { token } });
  const gold = async () => (await server.call<{ gold: number }>('/webapi/User/getUserInfo', {}, asFan())).data.gold;
  const setGold = (amount: number) => setWallet(server, { account: 'fan_models' }, { gold: amount });

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    token = (await server.call<{ token: string }>('/webapi/user/regist', { account: 'fan_models', password: 'goal2026' })).data.token;
  });
  afterAll(() => server.close());

  it('shows every visitor the four models with their record, and finished picks with their hit', async () => {
    const home = await server.call<ModelHome>('/api/model/getModelHome');
    expect(home.data.list.map((m) => [m.kind, m.slug])).toEqual([
      [1, 'upset'],
      [2, 'poisson'],
      [3, 'diversity'],
      [4, 'margin'],
    ]);
    for (const model of home.data.list) {
      expect(model.finished).toBeGreaterThan(0);
      expect(model.hit_rate).toBe(Math.round((model.hits / model.finished) * 1000) / 10);
      expect(model.entitled).toBe(false);
    }
    const finished = await server.call<ModelList>('/api/model/getModelList', { kind: 2, status: 3, page: 1, size: 50 });
    for (const item of finished.data.list) {
      expect(item.pick).not.toBeNull();
      expect(item.hit).toBe(hitResult(item.pick!, item.match.home_score, item.match.away_score));
    }
    const waiting = await server.call<ModelList>('/api/model/getModelList', { kind: 2, status: 1 });
    expect(waiting.data.list.length).toBeGreaterThan(0);
    expect(waiting.data.list.every((m) => m.pick === null && m.locked && m.hit === null && m.match.status === 1)).toBe(true);
  });

  it('sends the analysis only to the signed-in and entitled', async () => {
    const [first] = (await server.call<ModelList>('/api/model/getModelList', { kind: 4, status: 1 })).data.list;
    const guest = await server.call<ModelDetail | null>('/api/model/getModelDetail', { kind: 4, id: first.id });
    expect(guest).toMatchObject({ status: 2, data: null });
    const unpaid = await server.call<ModelDetail | null>('/api/model/getModelDetail', { kind: 4, id: first.id }, asFan());
    expect(unpaid).toMatchObject({ status: 4, msg: '订阅该模型后可查看完整分析', data: null });
  });

  it('refuses a plan the fan cannot afford, debits nothing and records the failed payment', async () => {
    await setGold(50);
    const refused = await server.call('/api/model/subscribe', { plan_id: 41, request_id: 'too-poor-01' }, asFan());
    expect(refused).toMatchObject({ status: 7, msg: '金币余额不足：需要 100 金币，当前 50 金币' });
    expect(await gold()).toBe(50);
    const records = await server.call<ModelRecords>('/api/model/getSubscriptionRecords', {}, asFan());
    expect(records.data.list[0]).toMatchObject({ plan_id: 41, status: 2, starts_at: 0 });
  });

  it('debits once for 50 concurrent subscribe calls with one request id, then opens the analysis', async () => {
    await setGold(1000);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        server.call<ModelSubscribeResult>('/api/model/subscribe', { plan_id: 41, request_id: 'margin-day-01' }, asFan()),
      ),
    );
    expect(new Set(answers.map((a) => a.data.subscription.id)).size).toBe(1);
    expect(answers.every((a) => a.status === 0 && a.data.subscription.status === 1)).toBe(true);
    expect(await gold()).toBe(900);
    const paid = (await server.call<ModelRecords>('/api/model/getSubscriptionRecords', {}, asFan())).data.list.filter(
      (r) => r.status === 1,
    );
    expect(paid).toHaveLength(1);
    expect(paid[0].ends_at - paid[0].starts_at).toBe(86_400);

    // The margin model reads the opening prices of the match detail's odds tab: the same numbers.
    const [item] = (await server.call<ModelList>('/api/model/getModelList', { kind: 4, status: 1 }, asFan())).data.list;
    expect(item.locked).toBe(false);
    const detail = await server.call<ModelDetail>('/api/model/getModelDetail', { kind: 4, id: item.id }, asFan());
    const odds = await server.call<MatchOdds>('/api/football/matchOdd', { matchid: item.id });
    const expected = marginModel(odds.data.list.map((b) => ({ bookmaker_id: b.id, name: b.name, line: b.europe.opening })));
    expect(detail.data.analysis).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(detail.data.pick).toBe(expected!.pick);
    // Poisson is still locked for this fan: a subscription opens its own model only.
    expect((await server.call('/api/model/getModelDetail', { kind: 2, id: item.id }, asFan())).status).toBe(4);
  });

  it('extends a running subscription from its end, and opens every model to an allModel benefit', async () => {
    await setGold(500);
    const renewal = await server.call<ModelSubscribeResult>('/api/model/subscribe', { plan_id: 41, request_id: 'margin-day-02' }, asFan());
    const records = (await server.call<ModelRecords>('/api/model/getSubscriptionRecords', {}, asFan())).data.list.filter(
      (r) => r.status === 1,
    );
    expect(renewal.data.subscription.starts_at).toBe(records[1].ends_at);
    expect(renewal.data.gold).toBe(400);

    const [user] = await server.db.query<{ id: number }>("select id from users where account = 'fan_models'");
    await server.db.query(
      "insert into benefits (user_id, type, name_zh, name_pt, granted_at, expires_at) values ($1, 6, '全模型卡', 'Todos os modelos', now(), now() + interval '30 days')",
      [user.id],
    );
    const [item] = (await server.call<ModelList>('/api/model/getModelList', { kind: 2, status: 1 }, asFan())).data.list;
    const detail = await server.call<ModelDetail>('/api/model/getModelDetail', { kind: 2, id: item.id }, asFan());
    expect(detail.status).toBe(0);
    // The Poisson numbers are the formula of docs/data-models.md applied to the inputs the answer shows.
    expect(detail.data.analysis).toEqual(JSON.parse(JSON.stringify(poissonModel(detail.data.inputs as PoissonInput))));
  });

  it("lists a match's score and status as they are at the instant asked, though the analysis is kept per minute", async () => {
    // A goal of a model match that falls inside a minute (the analysis of the minute before it is already made).
    const [goal] = await server.db.query<{ match_id: number; side: 'home' | 'away'; at: Date }>(
      `select i.match_id, i.side,
              m.kickoff_time + make_interval(secs => i.at_second + case when i.at_second >= 2700 then 900 else 0 end) as at
         from incidents i join matches m on m.id = i.match_id
        where m.sport_id = 1 and i.points > 0 and m.kickoff_time < $1 and m.kickoff_time > $1::timestamptz - interval '3 days'
          and mod(i.at_second, 60) between 2 and 57
        order by m.kickoff_time desc, i.at_second limit 1`,
      [fixedNow],
    );
    // What a list that heard the match change asks for: that match alone.
    const inPlay = async () => {
      const list = await server.call<ModelList>('/api/model/getModelList', { kind: 2, matchid: goal.match_id });
      expect(list.data.list.map((item) => [item.id, item.status])).toEqual([[goal.match_id, 2]]);
      return list.data.list[0];
    };
    try {
      setClock(server, new Date(goal.at.getTime() - 1_000));
      const before = await inPlay();
      setClock(server, goal.at);
      const after = await inPlay();
      expect(after.match[`${goal.side}_score`]).toBe(before.match[`${goal.side}_score`] + 1);
      expect(after.pick).toBe(before.pick);
    } finally {
      setClock(server, new Date(fixedNow));
    }
  });

  it('answers not found for a match a model does not cover and for an unknown plan', async () => {
    expect((await server.call('/api/model/getModelDetail', { kind: 2, id: 123 }, asFan())).status).toBe(3);
    expect((await server.call('/api/model/subscribe', { plan_id: 77, request_id: 'no-such-plan' }, asFan())).status).toBe(3);
    expect((await server.call('/api/model/getModelList', { kind: 5 })).status).toBe(1);
    expect((await server.call<ModelList>('/api/model/getModelList', { kind: 2, matchid: 123 })).data).toMatchObject({ list: [], total: 0 });
    expect((await server.call('/api/model/getSubscriptionRecords', {})).status).toBe(2);
  });
});
