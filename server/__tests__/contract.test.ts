import { readApiSchemas } from '../../schema/api-schemas.ts';
import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setWallet, startTestServer, type TestServer } from './test-server.ts';

/** The response models of schema/api/models forbid unknown fields, so any drift between server and contract fails here. */
const ajv = new Ajv({ allErrors: true, strict: false });
for (const schema of readApiSchemas()) ajv.addSchema(schema);

function expectShape(model: string, value: unknown) {
  const validate = ajv.getSchema(`${model}`)!;
  const valid = validate(value);
  expect(valid ? [] : validate.errors?.map((e) => `${e.instancePath} ${e.message}`)).toEqual([]);
}

describe('responses match the documented models', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('Match: every match of a day, both sports, every state', async () => {
    const { data } = await server.call<{ list: unknown[] }>('/api/race/getDateMatch', { date: '2026-06-01' });
    expect(data.list.length).toBeGreaterThan(0);
    for (const match of data.list) expectShape('models/match', match);
  });

  it('Room: every live room', async () => {
    const { data } = await server.call<{ list: unknown[] }>('/api/live/getRealLives', {});
    expect(data.list.length).toBeGreaterThan(0);
    for (const room of data.list) expectShape('models/room', room);
  });

  it('UserInfo, GuestInfo, SiteConfig and new benefits', async () => {
    const registered = await server.call<{ token: string }>('/webapi/user/regist', { account: 'fan_contract', password: 'goal2026' });
    expectShape('models/user-info', registered.data);
    expectShape('models/user-info', (await server.call('/webapi/User/getUserInfo', {}, { query: { token: registered.data.token } })).data);
    expectShape('models/guest-info', (await server.call('/api/user/getGuestInfo')).data);
    const benefits = await server.call<{ list: unknown[] }>('/api/user/getNewBenefits', {}, { query: { token: registered.data.token } });
    expect(benefits.data.list.length).toBeGreaterThan(0);
    expectShape('user/new-benefits.response', benefits.data);
    expectShape(
      'user/benefits.response',
      (await server.call('/api/user/getBenefits', {}, { query: { token: registered.data.token } })).data,
    );
    expectShape(
      'models/site-config',
      (await server.call<{ config: unknown }>('/api/config/getCommonConfig', undefined, { method: 'GET' })).data.config,
    );
  });

  it('videos: categories, collections, recorded and short videos, a video page', async () => {
    for (const category of (await server.call<{ list: unknown[] }>('/api/video/getCategories')).data.list)
      expectShape('models/video-category', category);
    for (const collection of (await server.call<{ list: unknown[] }>('/api/video/getCollections', {})).data.list)
      expectShape('models/video-collection', collection);
    const { data } = await server.call<{ list: { id: number }[] }>('/api/video/getVideoList', { page: 1, size: 50 });
    expect(data.list.length).toBeGreaterThan(0);
    for (const video of data.list) expectShape('models/record-video', video);
    expectShape('models/video-info', (await server.call('/api/video/getVideoInfo', { id: data.list[0].id })).data);
    const shorts = await server.call<{ list: { id: number }[] }>('/api/video/getShortVideoList', { page: 1, size: 30 });
    for (const video of shorts.data.list) expectShape('models/short-video', video);
    expectShape('models/short-video', (await server.call('/api/video/getShortVideo', { id: shorts.data.list[0].id })).data);
  });

  it('video comments: a posted comment and the list', async () => {
    const { token } = (
      await server.call<{ token: string }>('/webapi/user/regist', { account: 'fan_contract_comment', password: 'goal2026' })
    ).data;
    expectShape(
      'models/video-comment',
      (await server.call('/api/video/postComment', { video_id: 2, content: '好球' }, { query: { token } })).data,
    );
    const page = await server.call<{ list: unknown[] }>('/api/video/getComments', { video_id: 2 });
    expect(page.data.list).toHaveLength(1);
    expectShape('models/video-comment-page', page.data);
  });

  it("video comments: a short video's, a liked one as its fan lists it, a like and a deletion", async () => {
    const { token } = (await server.call<{ token: string }>('/webapi/user/regist', { account: 'fan_contract_like', password: 'goal2026' }))
      .data;
    const posted = await server.call<{ id: number }>(
      '/api/video/postComment',
      { video_id: 1001, kind: 'short', content: '好球' },
      { query: { token } },
    );
    expectShape('models/video-comment', posted.data);
    expectShape(
      'models/video-comment-like',
      (await server.call('/api/video/likeComment', { id: posted.data.id, like: 1 }, { query: { token } })).data,
    );
    const page = await server.call<{ list: { liked: number }[] }>(
      '/api/video/getComments',
      { video_id: 1001, kind: 'short' },
      { query: { token } },
    );
    expect(page.data.list[0].liked).toBe(1);
    expectShape('models/video-comment-page', page.data);
    expectShape(
      'models/video-comment-deleted',
      (await server.call('/api/video/deleteComment', { id: posted.data.id }, { query: { token } })).data,
    );
  });

  it('match detail: text live, stats, incidents, odds, analysis, lineup and standings of both sports', async () => {
    // The day before the fixed clock: every match of both sports has been played.
    const { data } = await server.call<{ list: { id: number; sport_id: number; status: number }[] }>('/api/race/getDateMatch', {
      date: '2026-05-31',
    });
    for (const sportId of [1, 2]) {
      const match = data.list.find((m) => m.sport_id === sportId && m.status > 1)!;
      const sport = sportId === 1 ? 'football' : 'basketball';
      const body = { matchid: match.id };
      expectShape('models/text-live', (await server.call(`/api/${sport}/getTliveData`, { ...body, startid: 0 })).data);
      expectShape('models/match-stats', (await server.call(`/api/${sport}/getMatchData`, body)).data);
      expectShape('models/match-odds', (await server.call(`/api/${sport}/matchOdd`, body)).data);
      expectShape('models/match-analysis', (await server.call(`/webapi/${sport}/getAnalysisData`, body)).data);
      expectShape('models/match-lineup', (await server.call(`/webapi/${sport}/getLineupData`, body)).data);
      expectShape('models/match-rank', (await server.call(`/webapi/${sport}/getMatchRank`, body)).data);
      if (sportId === 1) expectShape('models/incidents', (await server.call('/webapi/football/getIncidentsData', body)).data);
    }
  });

  it('shop, tasks and check-in, news and activities', async () => {
    expectShape('models/goods-page', (await server.call('/api/shop/getGoodsList', { page: 1, size: 50 })).data);
    expectShape('models/goods', (await server.call('/api/shop/getGoodsInfo', { id: 1 })).data);
    const { token, id } = (
      await server.call<{ token: string; id: number }>('/webapi/user/regist', { account: 'fan_contract_shop', password: 'goal2026' })
    ).data;
    await setWallet(server, { id }, { gold: 10_000_000, diamond: 10_000_000 });
    const query = { token };
    expectShape(
      'models/buy-result',
      (await server.call('/api/shop/buy', { goods_id: 3, quantity: 1, request_id: 'contract-order-1' }, { query })).data,
    );
    expectShape(
      'models/buy-result',
      (
        await server.call(
          '/api/shop/buy',
          {
            goods_id: 8,
            quantity: 1,
            request_id: 'contract-order-2',
            address: { name: '张三', mobile: '13800000009', detail: '北京市朝阳区体育路 1 号' },
          },
          { query },
        )
      ).data,
    );
    expectShape('models/order-page', (await server.call('/api/shop/getOrderList', { page: 1, size: 10 }, { query })).data);
    expectShape('models/check-in-result', (await server.call('/api/task/checkIn', {}, { query })).data);
    expectShape('models/task-reward', (await server.call('/api/task/receiveReward', { prop: 'appFirstLogin' }, { query })).data);
    expectShape('models/task-info', (await server.call('/api/task/getTaskList', {}, { query })).data);
    expectShape('models/check-in-week', (await server.call('/api/task/getCheckInInfo', {}, { query })).data);
    const news = await server.call<{ list: { id: number; match_id: number | null }[] }>('/api/news/getNewsList', { page: 1, size: 50 });
    expectShape('models/news-page', news.data);
    for (const item of news.data.list.filter((n, i) => i < 2 || n.match_id === null))
      expectShape('models/news-detail', (await server.call('/api/news/getNewsInfo', { id: item.id })).data);
    const activities = await server.call<{ list: { id: number }[] }>('/api/activity/getActivityList', {});
    expectShape('models/activity-list', activities.data);
    for (const activity of activities.data.list)
      expectShape('models/activity-detail', (await server.call('/api/activity/getActivityInfo', { id: activity.id })).data);
  });

  it('followed matches: the same list shape, each a Match the fan follows', async () => {
    const { token } = (
      await server.call<{ token: string }>('/webapi/user/regist', { account: 'fan_contract_follow', password: 'goal2026' })
    ).data;
    const [match] = (await server.call<{ list: { id: number; sport_id: number }[] }>('/api/race/getDateMatch', { date: '2026-06-01' })).data
      .list;
    await server.call(
      `/api/${match!.sport_id === 2 ? 'basketball' : 'football'}/attentMatch`,
      { matchid: match!.id, type: 1 },
      { query: { token } },
    );
    const followed = (await server.call<{ list: { attented: number }[] }>('/api/race/getAttentMatchlist', {}, { query: { token } })).data;
    expectShape('models/search-matches', followed);
    expect(followed.list.map((m) => m.attented)).toEqual([1]);
  });

  it('gifts and following: the catalogue, a send, a follow', async () => {
    expectShape('models/gift-list', (await server.call('/api/live/getGiftList')).data);
    const { token, id } = (
      await server.call<{ token: string; id: number }>('/webapi/user/regist', { account: 'fan_contract_gift', password: 'goal2026' })
    ).data;
    await setWallet(server, { id }, { gold: 100_000 });
    const query = { token };
    expectShape(
      'models/send-gift-result',
      (await server.call('/api/live/sendGift', { liveid: 101, gift_id: 1, count: 10, request_id: 'contract-gift-1' }, { query })).data,
    );
    const anchorid = (await server.call<{ list: { liveid: number; anchorid: number }[] }>('/api/live/getRealLives', {})).data.list.find(
      (r) => r.liveid === 101,
    )!.anchorid;
    expectShape('models/attent-result', (await server.call('/api/live/attentAnchor', { anchorid, attent: 1 }, { query })).data);
    expectShape('models/followed-anchors', (await server.call('/api/live/getAttentAnchorList', {}, { query })).data);
    expectShape('models/bag-items', (await server.call('/api/live/getBagItems', {}, { query })).data);
    expectShape('models/anchor-page', (await server.call('/api/live/getAnchorPage', { anchorid }, { query })).data);
    expectShape('models/system-messages', (await server.call('/api/user/getSystemMessages', {}, { query })).data);
  });

  it('managing a live room: the manage sheet, a member, a ban, the title and slow mode', async () => {
    const { token } = (await server.call<{ token: string }>('/webapi/user/login', { account: 'anchor01', password: 'sideline2026' })).data;
    const fan = (await server.call<{ id: number }>('/webapi/user/regist', { account: 'fan_contract_room', password: 'goal2026' })).data;
    const query = { token };
    expectShape('models/room-manage', (await server.call('/api/live/getRoomManage', { liveid: 101 }, { query })).data);
    expectShape('models/room-member', (await server.call('/api/live/getRoomMember', { liveid: 101, uid: fan.id }, { query })).data);
    expectShape(
      'models/room-member',
      (await server.call('/api/live/banUser', { liveid: 101, uid: fan.id, duration: 600 }, { query })).data,
    );
    expectShape('models/room-settings', (await server.call('/api/live/changePubConfig', { liveid: 101, slow_mode: 0 }, { query })).data);
    expectShape(
      'models/room-settings',
      (await server.call('/api/live/changeRoomTitle', { liveid: 101, title: '契约测试' }, { query })).data,
    );
  });

  it('the match quiz: the questions of a match, an answer, the records of the fan', async () => {
    const { token, id } = (
      await server.call<{ token: string; id: number }>('/webapi/user/regist', { account: 'fan_contract_quiz', password: 'goal2026' })
    ).data;
    await setWallet(server, { id }, { gold: 10_000 });
    const query = { token };
    const [waiting] = await server.db.query<{ id: number }>(
      'select m.id from matches m join match_odds o on o.match_id = m.id where m.kickoff_time > $1 order by m.kickoff_time, m.id limit 1',
      [server.context.clock.now().toISOString()],
    );
    expectShape('models/match-quiz', (await server.call('/api/quiz/getMatchQuiz', { matchid: waiting.id })).data);
    expectShape(
      'models/quiz-answer-result',
      (
        await server.call(
          '/api/quiz/answer',
          { matchid: waiting.id, question: 'result', choice: 'home', stake: 100, request_id: 'contract-quiz-1' },
          { query },
        )
      ).data,
    );
    expectShape('models/match-quiz', (await server.call('/api/quiz/getMatchQuiz', { matchid: waiting.id }, { query })).data);
    expectShape('models/quiz-records', (await server.call('/api/quiz/getMyQuizList', { page: 1, size: 10 }, { query })).data);
  });

  it('search and race search', async () => {
    expectShape('models/search-events', (await server.call('/api/search/events', { keyword: '超' })).data);
    expectShape('models/search-teams', (await server.call('/api/search/teams', { keyword: '城' })).data);
    expectShape('models/search-matches', (await server.call('/api/search/matches', { keyword: '城' })).data);
    expectShape('models/search-matches', (await server.call('/api/race/getRaceSearch', { keyword: '城', sport: 0 })).data);
    expectShape('models/search-race-home', (await server.call('/api/search/raceHome')).data);
    const multiple = await server.call<Record<string, unknown[]>>('/webapi/search/multiple', { keyword: '城' });
    expect(multiple.data.teams.length).toBeGreaterThan(0);
    expectShape('models/search-multiple', multiple.data);
    for (const [type, keyword] of [
      ['events', '甲'],
      ['teams', '城'],
      ['matches', '城'],
      ['anchors', '解说'],
      ['videos', '集锦'],
    ]) {
      const page = await server.call<{ list: unknown[] }>(`/webapi/search/${type}`, { keyword, page: 1, size: 10 });
      expect(page.data.list.length, type).toBeGreaterThan(0);
      expectShape('models/search-page', page.data);
    }
  });

  it('sports database', async () => {
    expectShape('models/database-home', (await server.call('/api/SportDatabase/getHome')).data);
    expectShape('models/database-event-list', (await server.call('/api/SportDatabase/getEventList', {})).data);
    for (const event_id of [1, 7, 10, 13]) {
      expectShape('models/database-event-info', (await server.call('/api/SportDatabase/getEventInfo', { event_id })).data);
      expectShape('models/database-event-view', (await server.call('/api/SportDatabase/getEventView', { event_id })).data);
      for (const type of [1, 2, 3])
        expectShape('models/database-event-integral', (await server.call('/api/SportDatabase/getEventIntegral', { event_id, type })).data);
      expectShape('models/database-event-rank', (await server.call('/api/SportDatabase/getEventRank', { event_id })).data);
      expectShape('models/database-event-match', (await server.call('/api/SportDatabase/getEventMatch', { event_id })).data);
    }
    expectShape('models/database-fifa-rank', (await server.call('/api/SportDatabase/getFifaRank', { page: 1, size: 50 })).data);
    expectShape('models/database-hot-rank', (await server.call('/api/SportDatabase/getHotFootballRank')).data);
    expectShape('models/database-hot-rank', (await server.call('/api/SportDatabase/getHotBasketballRank')).data);
    for (const team_id of [101, 701, 10001])
      expectShape('models/database-team-info', (await server.call('/api/SportDatabase/getTeamInfo', { team_id })).data);
  });

  it('data models', async () => {
    const { token } = (
      await server.call<{ token: string }>('/webapi/user/regist', { account: 'fan_contract_models', password: 'goal2026' })
    ).data;
    expectShape('models/model-home', (await server.call('/api/model/getModelHome', {})).data);
    expectShape('models/model-plans', (await server.call('/api/model/getPlans', { kind: 1 })).data);
    await setWallet(server, { account: 'fan_contract_models' }, { gold: 5000 });
    expectShape(
      'models/model-subscribe-result',
      (await server.call('/api/model/subscribe', { plan_id: 92, request_id: 'contract-all-30' }, { query: { token } })).data,
    );
    expectShape('models/model-records', (await server.call('/api/model/getSubscriptionRecords', {}, { query: { token } })).data);
    for (const kind of [1, 2, 3, 4]) {
      const list = await server.call<{ list: { id: number }[] }>('/api/model/getModelList', { kind, page: 1, size: 50 });
      expectShape('models/model-list', list.data);
      expectShape(
        'models/model-detail',
        (await server.call('/api/model/getModelDetail', { kind, id: list.data.list[0].id }, { query: { token } })).data,
      );
    }
  });
});
