import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.ts';

/** Every call of spec 000 §7, with the method it names (POST unless noted). */
const specCalls: [method: 'GET' | 'POST' | 'PUT', url: string][] = [
  ['POST', '/api/home/getHomeData'], ['POST', '/api/anchor/getRecAnchors'],
  ['GET', '/api/config/getCommonConfig'], ['GET', '/webapi/live/getCategory'], ['GET', '/api/home/getHomeScroll'], ['GET', '/api/SportDatabase/getBaseDictionary'],
  ['POST', '/api/SportDatabase/getHome'], ['GET', '/storage/hosts.json'], ['GET', '/webapi/home/getCommonScript'],
  ['GET', '/api/user/smsCaptcha'], ['POST', '/webapi/user/sendCode'], ['POST', '/api/user/sendVerifyCode'], ['POST', '/api/User/bindPhone'], ['POST', '/webapi/user/regist'],
  ['POST', '/webapi/user/login'], ['POST', '/webapi/User/getUserInfo'], ['POST', '/api/user/changePwd'], ['POST', '/api/user/editUserInfo'], ['POST', '/webapi/user/getLiveLog'],
  ['POST', '/api/user/getProfitConsumeType'], ['POST', '/api/user/getProfitList'], ['POST', '/api/user/getUserBasicInfo'], ['POST', '/api/user/getUserThirdPrivateAgent'],
  ['POST', '/api/user/updateThirdMember'], ['POST', '/api/user/getGuestInfo'], ['POST', '/api/user/getUserLastOnline'],
  ['POST', '/webapi/config/getTempKeysForCos'], ['POST', '/api/config/getTempKeysForMinio'], ['PUT', '/storage/upload/:key'],
  ['POST', '/api/race/getDateMatch'], ['POST', '/api/race/getAttentMatchlist'], ['POST', '/api/race/getRaceTag'], ['POST', '/api/race/getRaceSubTab'], ['POST', '/api/race/getRecentMatchCount'],
  ['POST', '/api/race/vote_race_team'], ['POST', '/api/race/getEventByDate'], ['POST', '/api/race/getRaceSearch'], ['POST', '/api/race/getRecMath'],
  ...(['football', 'basketball'] as const).flatMap((sport) => [
    ...['attentMatch', 'getMatchInfo', 'getMatchAnchors', 'getMatchData', 'getTliveData', 'matchOdd'].map((call): ['POST', string] => ['POST', `/api/${sport}/${call}`]),
    ...['getAnalysisData', 'getLineupData', 'getMatchRank', 'getMatchTop3Data', 'getMatchCombineData'].map((call): ['POST', string] => ['POST', `/webapi/${sport}/${call}`]),
  ]),
  ['POST', '/webapi/football/getIncidentsData'],
  ['POST', '/api/search/events'], ['POST', '/api/search/teams'], ['POST', '/api/search/matches'], ['POST', '/api/search/raceHome'], ['POST', '/webapi/search/:type'], ['POST', '/webapi/search/multiple'],
  ['POST', '/api/live/getRealLives'], ['POST', '/webapi/live/getLivePageData'], ['POST', '/api/live/getLiveChat'], ['POST', '/api/live/addOperateFriend'], ['POST', '/api/live/getNoMatchLiveList'],
  ['GET', '/webapi/protocal/getProtocal'], ['POST', '/api/customerservice/publish'],
  ...['getHome', 'getEventInfo', 'getEventView', 'getEventRank', 'getEventIntegral', 'getEventMatch', 'getEventList', 'getFifaRank', 'getHotFootballRank', 'getHotBasketballRank'].map(
    (call): ['POST', string] => ['POST', `/api/SportDatabase/${call}`],
  ),
];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('serves every call of spec 000 §7 with the method it names', () => {
  const missing = specCalls.filter(([method, url]) => !server.app.hasRoute({ method, url }));
  expect(missing).toEqual([]);
  expect(specCalls.length).toBeGreaterThan(80);
});
