import { Ajv } from 'ajv';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readApiSchemas } from '../../schema/api-schemas.ts';
import { matrix, type Fixtures } from './authorization-matrix.ts';
import { prepareMatrixSessions, type Tokens } from './matrix-sessions.ts';
import { registerFan, startTestServer, type TestServer } from './test-server.ts';

/** The answers' JSON Schemas: the response models of schema/api/models (unknown fields fail), and the shapes built from them. */
const ajv = new Ajv({ allErrors: true, strict: false });
for (const schema of readApiSchemas()) ajv.addSchema(schema);

type Shape = Record<string, unknown>;
const model = (name: string): Shape => ({ $ref: `models/${name}#` });
const arrayOf = (items: Shape): Shape => ({ type: 'array', items });
/** `{ list: Model[], ...more }`: the list answers. */
const listOf = (items: Shape, more: Record<string, Shape> = {}): Shape => exactly({ list: arrayOf(items), ...more });
/** An object of exactly these fields (the calls docs/api.md describes without a model of their own). */
const exactly = (properties: Record<string, Shape>): Shape => ({
  type: 'object',
  required: Object.keys(properties),
  additionalProperties: false,
  properties,
});
const int: Shape = { type: 'integer' };
const text: Shape = { type: 'string' };
const none: Shape = { type: 'null' };
const any: Shape = {};
const idName = exactly({ id: int, name: text });
const publicUser = exactly({
  id: int,
  uid: text,
  nick_name: text,
  avatar: text,
  signature: text,
  user_level: int,
  is_anchor: int,
  vip_level: int,
  isVIP: { type: 'boolean' },
});

/**
 * Every call of spec 000 §7, with the method it names and the shape of its `data`. The body is the authorization
 * matrix's for the call (server/__tests__/authorization-matrix.ts), sent as the caller its row allows.
 */
const specCalls: [method: 'GET' | 'POST' | 'PUT', url: string, shape: Shape][] = [
  [
    'POST',
    '/api/home/getHomeData',
    exactly({
      hot: arrayOf(model('match')),
      rec_matchs: arrayOf(model('match')),
      lives: arrayOf(model('room')),
      anchorm_lives: arrayOf(model('room')),
      rec_anchors: arrayOf(exactly({ id: int, nick_name: text, avatar: text, is_live: int, liveid: int })),
      srec_lives: arrayOf(model('room')),
      announcement: any,
    }),
  ],
  [
    'POST',
    '/api/anchor/getRecAnchors',
    listOf(exactly({ id: int, nick_name: text, avatar: text, signature: text, is_live: int, room: any })),
  ],
  [
    'GET',
    '/api/config/getCommonConfig',
    exactly({
      config: model('site-config'),
      home_pop_ad: any,
      live_play_ad: any,
      launch_ad: any,
      emoji: any,
      live_badge: any,
      live_category: any,
      user_tag: any,
    }),
  ],
  ['GET', '/webapi/live/getCategory', arrayOf(exactly({ id: int, name: text, name_en: text, sport_id: int }))],
  ['GET', '/api/home/getHomeScroll', arrayOf(exactly({ id: int, title: text, image: text, link: text, sort: int }))],
  [
    'GET',
    '/api/SportDatabase/getBaseDictionary',
    exactly({
      sports_type: arrayOf(idName),
      foot_ball_type: arrayOf(idName),
      basket_ball_type: arrayOf(idName),
      integral_type: arrayOf(idName),
    }),
  ],
  ['POST', '/api/SportDatabase/getHome', model('database-home')],
  ['GET', '/storage/hosts.json', arrayOf(text)],
  ['GET', '/webapi/home/getCommonScript', text],
  ['GET', '/api/user/smsCaptcha', text],
  ['POST', '/webapi/user/sendCode', none],
  ['POST', '/api/user/sendVerifyCode', none],
  ['POST', '/api/User/bindPhone', exactly({ mobile: text })],
  ['POST', '/webapi/user/regist', model('user-info')],
  ['POST', '/webapi/user/login', model('user-info')],
  ['POST', '/webapi/User/getUserInfo', model('user-info')],
  ['POST', '/api/user/changePwd', any],
  ['POST', '/api/user/editUserInfo', { type: 'object', minProperties: 1 }],
  [
    'POST',
    '/webapi/user/getLiveLog',
    listOf(exactly({ liveid: int, anchorid: int, title: text, nick_name: text, avatar: text, time: int })),
  ],
  ['POST', '/api/user/getProfitConsumeType', arrayOf(model('profit-type'))],
  ['POST', '/api/user/getProfitList', model('ledger-page')],
  ['POST', '/api/user/getUserBasicInfo', publicUser],
  ['POST', '/api/user/getUserThirdPrivateAgent', listOf(publicUser)],
  ['POST', '/api/user/updateThirdMember', exactly({ third_member: { const: 1 } })],
  ['POST', '/api/user/getGuestInfo', model('guest-info')],
  ['POST', '/api/user/getUserLastOnline', exactly({ last_online: int })],
  [
    'POST',
    '/api/user/searchUsers',
    exactly({
      list: arrayOf(exactly({ id: int, uid: text, nick_name: text, avatar: text, signature: text, user_level: int })),
      total: int,
      page: int,
      size: int,
    }),
  ],
  [
    'POST',
    '/webapi/config/getTempKeysForCos',
    exactly({ credentials: exactly({ tmpSecretId: text, tmpSecretKey: text, sessionToken: text }), startTime: int, expiredTime: int }),
  ],
  ['POST', '/api/config/getTempKeysForMinio', exactly({ put_url: text, url: text })],
  ['PUT', '/storage/upload/:key', exactly({ url: text })],
  ['POST', '/api/race/getDateMatch', listOf(model('match'), { total: int })],
  ['POST', '/api/race/getAttentMatchlist', listOf(model('match'), { total: int })],
  ['POST', '/api/race/getRaceTag', arrayOf(exactly({ id: int, sport_id: int, name: text, logo: text }))],
  ['POST', '/api/race/getRaceSubTab', arrayOf(exactly({ key: text, name: text, name_en: text }))],
  ['POST', '/api/race/getRecentMatchCount', exactly({ today: int, inplay: int, waiting: int, finished: int })],
  ['POST', '/api/race/vote_race_team', exactly({ home: int, draw: int, away: int, mine: text })],
  [
    'POST',
    '/api/race/getEventByDate',
    arrayOf(exactly({ id: int, sport_id: int, name_zh: text, short_name_zh: text, logo: text, matches: int })),
  ],
  ['POST', '/api/race/getRaceSearch', model('search-matches')],
  ['POST', '/api/race/getRecMath', listOf(model('match'))],
  ...(['football', 'basketball'] as const).flatMap((sport): [method: 'POST', url: string, shape: Shape][] => [
    ['POST', `/api/${sport}/attentMatch`, exactly({ attented: int })],
    ['POST', `/api/${sport}/getMatchInfo`, model('match')],
    ['POST', `/api/${sport}/getMatchAnchors`, listOf(model('room'))],
    ['POST', `/api/${sport}/getMatchData`, model('match-stats')],
    ['POST', `/api/${sport}/getTliveData`, model('text-live')],
    ['POST', `/api/${sport}/matchOdd`, model('match-odds')],
    ['POST', `/webapi/${sport}/getAnalysisData`, model('match-analysis')],
    ['POST', `/webapi/${sport}/getLineupData`, model('match-lineup')],
    ['POST', `/webapi/${sport}/getMatchRank`, model('match-rank')],
    [
      'POST',
      `/webapi/${sport}/getMatchTop3Data`,
      exactly({ home: arrayOf(model('lineup-player')), away: arrayOf(model('lineup-player')) }),
    ],
    [
      'POST',
      `/webapi/${sport}/getMatchCombineData`,
      exactly({ info: model('match'), stats: { $ref: 'models/match-stats#/properties/stats' }, events: any }),
    ],
  ]),
  ['POST', '/webapi/football/getIncidentsData', model('incidents')],
  ['POST', '/api/search/events', model('search-events')],
  ['POST', '/api/search/teams', model('search-teams')],
  ['POST', '/api/search/matches', model('search-matches')],
  ['POST', '/api/search/raceHome', model('search-race-home')],
  ['POST', '/webapi/search/:type', model('search-page')],
  ['POST', '/webapi/search/multiple', model('search-multiple')],
  ['POST', '/api/live/getRealLives', listOf(model('room'))],
  [
    'POST',
    '/webapi/live/getLivePageData',
    { type: 'object', required: ['liveid', 'anchorid', 'anchor', 'match', 'is_attent', 'slow_mode', 'role'] },
  ],
  ['POST', '/api/live/getLiveChat', listOf({ type: 'object', required: ['id', 'uid', 'nick_name', 'type', 'content', 'time'] })],
  ['POST', '/api/live/addOperateFriend', any],
  ['POST', '/api/live/getNoMatchLiveList', listOf(model('room'))],
  ['GET', '/webapi/protocal/getProtocal', exactly({ type: int, title: text, content: text })],
  ['POST', '/api/customerservice/publish', exactly({ id: int })],
  ...['getHome', 'getEventInfo', 'getEventView', 'getEventRank', 'getEventMatch', 'getEventList', 'getFifaRank'].map(
    (call): [method: 'POST', url: string, shape: Shape] => [
      'POST',
      `/api/SportDatabase/${call}`,
      model(`database-${call.replace(/^get/, '').replace(/[A-Z]/g, (c, i: number) => (i ? '-' : '') + c.toLowerCase())}`),
    ],
  ),
  ['POST', '/api/SportDatabase/getHotFootballRank', model('database-hot-rank')],
  ['POST', '/api/SportDatabase/getHotBasketballRank', model('database-hot-rank')],
];

const adminToken = 'coverage-admin-token';
let server: TestServer;
let fixtures: Fixtures;
let tokens: Tokens;
beforeAll(async () => {
  server = await startTestServer({ adminToken });
  ({ fixtures, tokens } = await prepareMatrixSessions(server));
}, 300_000);
afterAll(() => server.close());

it('serves every call of spec 000 §7 with the method it names', () => {
  const missing = specCalls.filter(([method, url]) => !server.app.hasRoute({ method, url }));
  expect(missing).toEqual([]);
  expect(specCalls.length).toBeGreaterThan(80);
});

/** The answer of one call as its matrix row's caller, with the row's body; the few calls that need a prior step get it here. */
async function answerOf(method: string, url: string): Promise<{ status: number; data: unknown; msg: string }> {
  const row = matrix.find((r) => r.call === `${method} ${url}`)!;
  const token = row.who === 'VIP' ? tokens.vip : row.who === 'room manager' ? tokens.anchor : tokens.fan;
  const query = { token };
  if (url === '/webapi/user/sendCode') {
    await fetch(new URL('/api/user/smsCaptcha?code=coverage01', server.url));
    const { data } = (await (
      await fetch(new URL('/admin/captcha?code=coverage01', server.url), { headers: { 'x-admin-token': adminToken } })
    ).json()) as { data: { digits: string } };
    return server.call(url, { mobile: '13800000011', captcha: data.digits, code: 'coverage01' });
  }
  if (url === '/api/User/bindPhone') {
    await server.call('/api/user/sendVerifyCode', { mobile: '13800000012' }, { query });
    const { data } = (await (
      await fetch(new URL('/admin/sms/last?mobile=13800000012', server.url), { headers: { 'x-admin-token': adminToken } })
    ).json()) as { data: { code: string } };
    return server.call(url, { mobile: '13800000012', sms_code: data.code }, { query });
  }
  if (url === '/api/user/changePwd') {
    const fan = await registerFan(server, 'coverage_pwd');
    return server.call(url, { old_password: 'goal2026', new_password: 'goal2027' }, { query: { token: fan.token } });
  }
  if (url === '/storage/upload/:key') {
    const keys = await server.call<{ put_url: string }>('/api/config/getTempKeysForMinio', { key: 'coverage.png' }, { query });
    const { onePixelPng } = await import('../../tests/support/images.ts');
    return (await (
      await fetch(keys.data.put_url, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: onePixelPng })
    ).json()) as never;
  }
  const path = typeof row.path === 'function' ? row.path(fixtures) : (row.path ?? url);
  const response = await fetch(new URL(`${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams(query)}`, server.url), {
    method,
    headers: method === 'GET' ? {} : { 'content-type': 'application/json' },
    body: method === 'GET' ? undefined : JSON.stringify((await row.body?.(fixtures)) ?? {}),
  });
  const type = response.headers.get('content-type') ?? '';
  if (url === '/storage/hosts.json') return { ...((await response.json()) as { data: unknown }), status: 0, msg: '' };
  // The script and the captcha image are not JSON: their text stands for `data`.
  if (!type.startsWith('application/json')) return { status: response.ok ? 0 : response.status, data: await response.text(), msg: type };
  return (await response.json()) as never;
}

it.each(specCalls.map(([method, url, shape]) => [`${method} ${url}`, method, url, shape] as const))(
  '%s answers the shape of its schema',
  async (_name, method, url, shape) => {
    const answer = await answerOf(method, url);
    expect({ status: answer.status, msg: answer.msg }).toMatchObject({ status: 0 });
    const validate = ajv.compile(shape);
    const valid = validate(answer.data);
    expect(valid ? [] : validate.errors?.map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`)).toEqual([]);
    if (url === '/webapi/home/getCommonScript') expect(answer.data).toMatch(/^window\.__SIDELINE_COMMON__ = \{/);
    if (url === '/api/user/smsCaptcha') expect(answer).toMatchObject({ msg: 'image/svg+xml', data: expect.stringMatching(/^<svg/) });
  },
);
