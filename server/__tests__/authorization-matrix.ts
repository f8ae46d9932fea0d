import { createECDH, randomBytes } from 'node:crypto';
import { opsRows, type ConsoleAccess, type OpsFixtures } from './ops-matrix.ts';

/**
 * The authorization matrix of docs/security.md, as code: every route the server registers, who may call it and whose
 * data it reads or changes, with a body that the allowed caller gets an answer to. authorization-matrix.test.ts checks
 * that this table, the document and the server's routes name the same calls, then drives every row with real sessions.
 */

/** Who may call (the "Who" column of docs/security.md). */
export type Access =
  /** Anyone: no token needed; a token only personalises the answer, and a bad one reads as none. */
  | 'anyone'
  /** A signed-in session (spec 000 §8: status 2 登录超时 otherwise). */
  | 'user'
  /** A signed-in VIP, a subscriber of the model or the holder of a model card (status 4 otherwise). */
  | 'VIP'
  /** The room's anchor or one of the anchor's admins (status 4 for anyone else signed in). */
  | 'room manager'
  /** The room's anchor only (status 4 for the anchor's admins and everyone else). */
  | 'anchor'
  /** The operator: the `x-admin-token` header (status 4 without it, whatever the session). */
  | 'admin API'
  /** Whoever holds a link the server signed (upload PUT, sandbox payment page). */
  | 'signed link'
  /** The payment provider: a notice signed with the pay secret (status 4 otherwise). */
  | 'payment provider'
  /** The chat gateway: its own checks per command (the chat signature, group roles), docs/security.md "Chat gateway". */
  | 'chat gateway'
  /** The operators' console: a signed-in operator with the permission named (ops-matrix.ts, ops-authorization.test.ts). */
  | ConsoleAccess;

/** Fixed seed data (docs/api.md "Seed data"; seed 1 at the tests' fixed clock) and what the test creates before the rows run. */
export interface Fixtures {
  /** A request id not used before, for calls that are idempotent by request id. */
  requestId(): string;
  fan: { id: number };
  /** Another fan, whose objects the first fan must not reach. */
  other: { id: number; addressId: number; materialId: number; rechargeId: number; commentId: number; benefitId: number };
  /** The fan's own objects, made before the rows run. */
  own: { addressId: number; materialId: number; rechargeId: number; commentId: number; benefitId: number };
  /** A session token of the fan (for the admin call that ends one). */
  spareToken(): Promise<string>;
  /** A signed payment notice for one of the fan's recharges. */
  signedNotice(): Promise<Record<string, unknown>>;
  /** The sandbox checkout's signed link to one of the fan's recharges, as createRecharge answered it. */
  sandboxLink: string;
  /** The path of a file the fan uploaded. */
  uploadedFile: string;
  /** A fresh account name. */
  account(): string;
}

export interface Row {
  /** `METHOD /path`, as the server registers it. */
  call: string;
  who: Access;
  /** Whose data the call reads or changes (the "Whose data" column). */
  whose: string;
  /** A body the allowed caller is answered with status 0 (or `answers`); GET calls send none. */
  body?: (f: Fixtures) => unknown;
  /** The path actually requested, for routes with parameters or a query. */
  path?: string | ((f: Fixtures) => string);
  /** Answers a file or a page, not the envelope: the allowed caller gets HTTP 200. */
  file?: true;
  /** The status the allowed caller is answered with when it is not 0, because of what the call checks after the session. */
  answers?: number;
  /** A signed-in fan naming another user's object: the refusal the server answers. */
  othersIds?: { body: (f: Fixtures) => unknown; status: number; msg: string };
}

const match = 20605001;
const basketballMatch = 20605281;
const liveid = 101;
const league = 1;
const team = 107;

const pushEndpoint = 'https://push.example.com/send/matrix-device';
/** A browser's subscription at a push service the matrix never sends to: the row only stores it. */
const pushSubscription = () => {
  const device = createECDH('prime256v1');
  device.generateKeys();
  const keys = { p256dh: device.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
  return { endpoint: pushEndpoint, keys, topics: ['goal'] };
};

const sportCalls = (sport: 'football' | 'basketball', matchid: number): Row[] => [
  { call: `POST /api/${sport}/attentMatch`, who: 'user', whose: 'own followed matches', body: () => ({ matchid, type: 1 }) },
  ...['getMatchInfo', 'getMatchAnchors', 'getMatchData', 'getTliveData', 'matchOdd'].map((name): Row => ({
    call: `POST /api/${sport}/${name}`,
    who: 'anyone',
    whose: 'public match data',
    body: () => ({ matchid }),
  })),
  ...['getAnalysisData', 'getLineupData', 'getMatchRank', 'getMatchTop3Data', 'getMatchCombineData'].map((name): Row => ({
    call: `POST /webapi/${sport}/${name}`,
    who: 'anyone',
    whose: 'public match data',
    body: () => ({ matchid }),
  })),
];

const databaseCalls = ['getEventInfo', 'getEventView', 'getEventIntegral', 'getEventRank', 'getEventMatch'].map((name): Row => ({
  call: `POST /api/SportDatabase/${name}`,
  who: 'anyone',
  whose: 'public sports data',
  body: () => ({ event_id: league }),
}));

const roomManagerCall = (name: string, body: (f: Fixtures) => unknown): Row => ({
  call: `POST /api/live/${name}`,
  who: 'room manager',
  whose: "the managed room's settings and audience",
  body,
});

export const matrix: Row[] = [
  // Configuration and home
  { call: 'GET /api/home/getHomeScroll', who: 'anyone', whose: 'public site content' },
  { call: 'POST /api/home/getHomeData', who: 'anyone', whose: 'public site content (own follows when signed in)', body: () => ({}) },
  { call: 'GET /api/SportDatabase/getBaseDictionary', who: 'anyone', whose: 'public sports data' },
  { call: 'GET /api/config/getCommonConfig', who: 'anyone', whose: 'public site configuration' },
  { call: 'GET /storage/hosts.json', who: 'anyone', whose: 'public site configuration', file: true },
  { call: 'GET /webapi/home/getCommonScript', who: 'anyone', whose: 'public site configuration', file: true },
  { call: 'GET /webapi/protocal/getProtocal', who: 'anyone', whose: 'public site content', path: '/webapi/protocal/getProtocal?type=1' },
  { call: 'GET /webapi/live/getCategory', who: 'anyone', whose: 'public site content' },
  // Accounts
  { call: 'POST /api/user/getGuestInfo', who: 'anyone', whose: 'a new guest chat identity' },
  {
    call: 'POST /webapi/user/regist',
    who: 'anyone',
    whose: 'a new account',
    body: (f) => ({ account: f.account(), password: 'goal2026' }),
  },
  {
    call: 'POST /webapi/user/login',
    who: 'anyone',
    whose: 'the account whose password is given',
    body: () => ({ account: 'matrixfan', password: 'goal2026' }),
  },
  {
    call: 'GET /api/user/smsCaptcha',
    who: 'anyone',
    whose: 'a captcha for the code given',
    path: '/api/user/smsCaptcha?code=matrix01',
    file: true,
  },
  {
    call: 'POST /webapi/user/sendCode',
    who: 'anyone',
    whose: 'an SMS code to the phone given (after the captcha)',
    body: () => ({ mobile: '13800000001', captcha: '0000', code: 'matrix01' }),
    answers: 1,
  },
  {
    call: 'POST /api/user/sendVerifyCode',
    who: 'user',
    whose: 'an SMS code to bind a phone to the own account',
    body: () => ({ mobile: '13800000002' }),
  },
  {
    call: 'POST /api/User/bindPhone',
    who: 'user',
    whose: 'own account (with the SMS code sent to that phone)',
    body: () => ({ mobile: '13800000002', sms_code: '000000' }),
    answers: 1,
  },
  { call: 'POST /webapi/User/getUserInfo', who: 'user', whose: 'own account' },
  {
    call: 'POST /api/user/changePwd',
    who: 'user',
    whose: 'own account (or, with an SMS code, the phone’s account)',
    body: () => ({ old_password: 'wrong2026', new_password: 'goal2027' }),
    answers: 1,
  },
  { call: 'POST /api/user/editUserInfo', who: 'user', whose: 'own profile', body: () => ({ signature: '看球' }) },
  { call: 'POST /api/user/getUserBasicInfo', who: 'anyone', whose: "any user's public profile", body: (f) => ({ id: f.other.id }) },
  {
    call: 'POST /api/user/searchUsers',
    who: 'user',
    whose: "fans' public profiles, without those blocked either way",
    body: (f) => ({ keyword: String(f.other.id), page: 1, size: 20 }),
  },
  { call: 'POST /api/user/getUserLastOnline', who: 'anyone', whose: "any user's last-online time", body: (f) => ({ userid: f.other.id }) },
  { call: 'POST /webapi/user/getLiveLog', who: 'user', whose: 'own watch history' },
  { call: 'POST /api/user/getUserThirdPrivateAgent', who: 'user', whose: "the anchor admins' public profiles" },
  { call: 'POST /api/user/updateThirdMember', who: 'user', whose: 'own account' },
  // Uploads
  { call: 'POST /webapi/config/getTempKeysForCos', who: 'user', whose: 'an upload link for the own account' },
  {
    call: 'POST /api/config/getTempKeysForMinio',
    who: 'user',
    whose: 'an upload link for the own account',
    body: () => ({ key: 'matrix.png' }),
  },
  { call: 'PUT /storage/upload/:key', who: 'signed link', whose: 'the file the link names, counted to the user it was signed for' },
  { call: 'GET /storage/files/:key', who: 'anyone', whose: 'uploaded files (public by address)', path: (f) => f.uploadedFile, file: true },
  // Schedule and matches
  {
    call: 'POST /api/race/getDateMatch',
    who: 'anyone',
    whose: 'public match data (own follows when signed in)',
    body: () => ({ date: '2026-06-01' }),
  },
  { call: 'POST /api/race/getAttentMatchlist', who: 'user', whose: 'own followed matches' },
  { call: 'POST /api/race/getRaceTag', who: 'anyone', whose: 'public match data', body: () => ({}) },
  { call: 'POST /api/race/getRaceSubTab', who: 'anyone', whose: 'public match data', body: () => ({}) },
  { call: 'POST /api/race/getRecentMatchCount', who: 'anyone', whose: 'public match data', body: () => ({}) },
  {
    call: 'POST /api/race/vote_race_team',
    who: 'user',
    whose: "own vote on a match (the totals are everyone's)",
    body: () => ({ matchid: match, team: 'home' }),
  },
  { call: 'POST /api/race/getEventByDate', who: 'anyone', whose: 'public match data', body: () => ({ date: '2026-06-01' }) },
  { call: 'POST /api/race/getRaceSearch', who: 'anyone', whose: 'public match data', body: () => ({ keyword: '诺丁汉' }) },
  { call: 'POST /api/race/getRecMath', who: 'anyone', whose: 'public match data', body: () => ({}) },
  ...sportCalls('football', match),
  ...sportCalls('basketball', basketballMatch),
  { call: 'POST /webapi/football/getIncidentsData', who: 'anyone', whose: 'public match data', body: () => ({ matchid: match }) },
  // Search and sports database
  ...['events', 'teams', 'matches'].map((name): Row => ({
    call: `POST /api/search/${name}`,
    who: 'anyone',
    whose: 'public sports data',
    body: () => ({ keyword: '诺丁汉' }),
  })),
  { call: 'POST /api/search/raceHome', who: 'anyone', whose: 'public sports data', body: () => ({}) },
  { call: 'POST /webapi/search/multiple', who: 'anyone', whose: 'public sports data', body: () => ({ keyword: '诺丁汉' }) },
  {
    call: 'POST /webapi/search/:type',
    who: 'anyone',
    whose: 'public sports data',
    path: '/webapi/search/teams',
    body: () => ({ keyword: '诺丁汉', page: 1, size: 10 }),
  },
  { call: 'POST /api/SportDatabase/getHome', who: 'anyone', whose: 'public sports data', body: () => ({}) },
  { call: 'POST /api/SportDatabase/getEventList', who: 'anyone', whose: 'public sports data', body: () => ({}) },
  ...databaseCalls,
  { call: 'POST /api/SportDatabase/getTeamInfo', who: 'anyone', whose: 'public sports data', body: () => ({ team_id: team }) },
  { call: 'POST /api/SportDatabase/getFifaRank', who: 'anyone', whose: 'public sports data', body: () => ({}) },
  { call: 'POST /api/SportDatabase/getHotFootballRank', who: 'anyone', whose: 'public sports data', body: () => ({}) },
  { call: 'POST /api/SportDatabase/getHotBasketballRank', who: 'anyone', whose: 'public sports data', body: () => ({}) },
  // Live rooms
  { call: 'POST /api/live/getRealLives', who: 'anyone', whose: 'public rooms', body: () => ({}) },
  { call: 'POST /api/live/getNoMatchLiveList', who: 'anyone', whose: 'public rooms', body: () => ({}) },
  { call: 'POST /api/anchor/getRecAnchors', who: 'anyone', whose: 'public rooms', body: () => ({}) },
  {
    call: 'POST /webapi/live/getLivePageData',
    who: 'anyone',
    whose: 'a public room (own watch history and follow when signed in)',
    body: () => ({ anchorid: 1 }),
  },
  { call: 'POST /api/live/getLiveChat', who: 'anyone', whose: "a public room's chat", body: () => ({ liveid }) },
  { call: 'POST /api/live/getAnchorPage', who: 'anyone', whose: "an anchor's public page", body: () => ({ anchorid: 1 }) },
  {
    call: 'POST /api/live/addOperateFriend',
    who: 'user',
    whose: 'own friend requests',
    body: (f) => ({ operate_uid: f.other.id, liveid }),
  },
  { call: 'POST /api/live/getGiftList', who: 'anyone', whose: 'public gift list', body: () => ({}) },
  { call: 'GET /static/gifts/:file', who: 'anyone', whose: 'public images', path: '/static/gifts/1.svg', file: true },
  {
    call: 'POST /api/live/sendGift',
    who: 'user',
    whose: "own wallet (the anchor's earnings)",
    body: (f) => ({ liveid, gift_id: 1, count: 1, request_id: f.requestId() }),
  },
  { call: 'POST /api/live/getBagItems', who: 'user', whose: 'own bag' },
  {
    call: 'POST /api/live/sendBagGift',
    who: 'user',
    whose: "own bag (the anchor's earnings)",
    body: (f) => ({ liveid, bag_id: 999_999, request_id: f.requestId() }),
    answers: 3,
  },
  { call: 'POST /api/live/getAttentAnchorList', who: 'user', whose: 'own followed anchors', body: () => ({}) },
  { call: 'POST /api/live/attentAnchor', who: 'user', whose: 'own followed anchors', body: () => ({ anchorid: 1, attent: 1 }) },
  roomManagerCall('getRoomManage', () => ({ liveid })),
  roomManagerCall('getRoomMember', (f) => ({ liveid, uid: f.fan.id })),
  {
    call: 'POST /api/live/setRoomManager',
    who: 'anchor',
    whose: "the own room's managers",
    body: (f) => ({ liveid, uid: f.fan.id, manager: 0 }),
  },
  roomManagerCall('changeRoomTitle', () => ({ liveid, title: '数据流解说，带你看懂比赛' })),
  roomManagerCall('banUser', (f) => ({ liveid, uid: f.other.id, duration: 0 })),
  roomManagerCall('changePubConfig', () => ({ liveid, slow_mode: 0 })),
  roomManagerCall('clearChatList', () => ({ liveid })),
  { call: 'GET /live/hls/:file', who: 'anyone', whose: 'public streams', path: '/live/hls/101.m3u8', file: true },
  { call: 'GET /live/hls/segments/:file', who: 'anyone', whose: 'public streams', path: '/live/hls/segments/loop.ts', file: true },
  // Customer service and messages
  {
    call: 'POST /api/customerservice/publish',
    who: 'anyone',
    whose: 'a new message to customer service (own when signed in)',
    body: () => ({ content: '直播卡顿' }),
  },
  {
    call: 'POST /api/customerservice/report',
    who: 'user',
    whose: 'a new report by the own account',
    body: (f) => ({ type: 'user', id: String(f.other.id), reason: 'ads' }),
  },
  { call: 'POST /api/customerservice/getMyFeedback', who: 'user', whose: 'own messages and their replies', body: () => ({}) },
  { call: 'POST /api/user/getSystemMessages', who: 'user', whose: "own messages and everyone's announcements", body: () => ({}) },
  { call: 'POST /api/user/readSystemMessages', who: 'user', whose: "own messages (others' ids are ignored)", body: () => ({}) },
  { call: 'POST /api/user/getUnreadCount', who: 'user', whose: 'own messages' },
  // Web Push (docs/push.md): an endpoint names one device; another fan's endpoint is neither read nor removed.
  { call: 'GET /api/push/key', who: 'anyone', whose: "the site's VAPID public key" },
  { call: 'POST /api/push/subscribe', who: 'user', whose: 'own push subscriptions', body: () => pushSubscription() },
  { call: 'POST /api/push/unsubscribe', who: 'user', whose: 'own push subscriptions', body: () => ({ endpoint: pushEndpoint }) },
  { call: 'POST /api/push/subscription', who: 'user', whose: 'own push subscriptions', body: () => ({ endpoint: pushEndpoint }) },
  // Benefits, tasks, quiz, models, VIP
  { call: 'POST /api/user/getNewBenefits', who: 'user', whose: 'own benefits' },
  { call: 'POST /api/user/readBenefits', who: 'user', whose: 'own benefits', body: (f) => ({ ids: [f.own.benefitId] }) },
  { call: 'POST /api/user/getBenefits', who: 'user', whose: 'own benefits', body: () => ({}) },
  {
    call: 'POST /api/user/useBenefit',
    who: 'user',
    whose: 'own benefits',
    body: (f) => ({ id: f.own.benefitId }),
    othersIds: { body: (f) => ({ id: f.other.benefitId }), status: 3, msg: '福利不存在' },
  },
  { call: 'POST /api/task/getTaskList', who: 'user', whose: 'own tasks' },
  { call: 'POST /api/task/receiveReward', who: 'user', whose: 'own tasks and wallet', body: () => ({ prop: 'appFirstLogin' }) },
  { call: 'POST /api/task/checkIn', who: 'user', whose: 'own check-in and wallet' },
  { call: 'POST /api/task/getCheckInInfo', who: 'user', whose: 'own check-in' },
  {
    call: 'POST /api/quiz/getMatchQuiz',
    who: 'anyone',
    whose: "a match's public quiz (own answers when signed in)",
    body: () => ({ matchid: match }),
  },
  {
    call: 'POST /api/quiz/answer',
    who: 'user',
    whose: 'own answers and wallet',
    body: (f) => ({ matchid: match, question: 'result', choice: 'home', stake: 10, request_id: f.requestId() }),
    answers: 6,
  },
  { call: 'POST /api/quiz/getMyQuizList', who: 'user', whose: 'own answers', body: () => ({}) },
  { call: 'POST /api/model/getModelHome', who: 'anyone', whose: 'public model results (own entitlement when signed in)', body: () => ({}) },
  {
    call: 'POST /api/model/getModelList',
    who: 'anyone',
    whose: 'public model results (own entitlement when signed in)',
    body: () => ({ kind: 1 }),
  },
  { call: 'POST /api/model/getModelDetail', who: 'VIP', whose: "a model's full analysis", body: () => ({ kind: 1, id: match }) },
  { call: 'POST /api/model/getPlans', who: 'anyone', whose: 'public prices', body: () => ({}) },
  {
    call: 'POST /api/model/subscribe',
    who: 'user',
    whose: 'own subscriptions and wallet',
    body: (f) => ({ plan_id: 11, request_id: f.requestId() }),
  },
  { call: 'POST /api/model/getSubscriptionRecords', who: 'user', whose: 'own subscriptions', body: () => ({}) },
  { call: 'POST /api/vip/getPlans', who: 'anyone', whose: 'public prices (own VIP state when signed in)', body: () => ({}) },
  { call: 'POST /api/vip/buy', who: 'user', whose: 'own VIP state and wallet', body: (f) => ({ plan_id: 1, request_id: f.requestId() }) },
  { call: 'POST /api/vip/getVipUser', who: 'anyone', whose: "any user's public VIP level", body: (f) => ({ uid: f.other.id }) },
  // Shop, wallet, payments
  { call: 'POST /api/shop/getGoodsList', who: 'anyone', whose: 'public goods', body: () => ({}) },
  { call: 'POST /api/shop/getGoodsInfo', who: 'anyone', whose: 'public goods', body: () => ({ id: 1 }) },
  {
    call: 'POST /api/shop/buy',
    who: 'user',
    whose: 'own orders, coupons and wallet',
    body: (f) => ({ goods_id: 3, quantity: 1, request_id: f.requestId() }),
  },
  { call: 'POST /api/shop/getCoupons', who: 'user', whose: 'own coupons', body: () => ({ goods_id: 3, quantity: 1 }) },
  { call: 'POST /api/shop/getOrderList', who: 'user', whose: 'own orders', body: () => ({}) },
  { call: 'POST /api/shop/getAddressList', who: 'user', whose: 'own addresses' },
  {
    call: 'POST /api/shop/saveAddress',
    who: 'user',
    whose: 'own addresses',
    body: (f) => ({ id: f.own.addressId, name: '李雷', mobile: '13800000003', detail: '北京市朝阳区' }),
    othersIds: {
      body: (f) => ({ id: f.other.addressId, name: '李雷', mobile: '13800000003', detail: '北京市朝阳区' }),
      status: 3,
      msg: '地址不存在',
    },
  },
  {
    call: 'POST /api/shop/deleteAddress',
    who: 'user',
    whose: 'own addresses',
    body: (f) => ({ id: f.own.addressId }),
    othersIds: { body: (f) => ({ id: f.other.addressId }), status: 3, msg: '地址不存在' },
  },
  { call: 'POST /api/pay/getPackageList', who: 'anyone', whose: 'public prices', body: () => ({}) },
  {
    call: 'POST /api/pay/createRecharge',
    who: 'user',
    whose: 'own recharges',
    body: (f) => ({ package_id: 1, request_id: f.requestId() }),
  },
  {
    call: 'POST /api/pay/getRecharge',
    who: 'user',
    whose: 'own recharges',
    body: (f) => ({ id: f.own.rechargeId }),
    othersIds: { body: (f) => ({ id: f.other.rechargeId }), status: 3, msg: '支付单不存在' },
  },
  {
    call: 'POST /api/pay/notify',
    who: 'payment provider',
    whose: 'the recharge the notice names, and its owner’s wallet',
    body: (f) => f.signedNotice(),
  },
  { call: 'GET /sandbox-pay/:id', who: 'signed link', whose: 'the recharge the link names', file: true },
  { call: 'POST /sandbox-pay/:id', who: 'signed link', whose: 'the recharge the link names', file: true },
  { call: 'POST /api/wallet/getWallet', who: 'user', whose: 'own wallet' },
  {
    call: 'POST /api/wallet/withdraw',
    who: 'user',
    whose: 'own wallet and withdrawals',
    body: (f) => ({ diamond: 10_000, payee_name: '李雷', payee_account: 'lilei@example.com', request_id: f.requestId() }),
  },
  { call: 'POST /api/wallet/getWithdrawList', who: 'user', whose: 'own withdrawals', body: () => ({}) },
  { call: 'POST /api/user/getProfitConsumeType', who: 'anyone', whose: 'public list of ledger kinds', body: () => ({}) },
  { call: 'POST /api/user/getProfitList', who: 'user', whose: 'own ledger', body: () => ({}) },
  // News, activities, videos
  { call: 'POST /api/news/getNewsList', who: 'anyone', whose: 'public news', body: () => ({}) },
  { call: 'POST /api/news/getNewsInfo', who: 'anyone', whose: 'public news', body: () => ({ id: 2060503 }) },
  { call: 'POST /api/activity/getActivityList', who: 'anyone', whose: 'public activities (never a draft)', body: () => ({}) },
  {
    call: 'POST /api/activity/getActivityInfo',
    who: 'anyone',
    whose: 'a public activity, never a draft (own entry when signed in)',
    body: () => ({ id: 3 }),
  },
  { call: 'POST /api/activity/join', who: 'user', whose: 'own entries and wallet', body: () => ({ id: 3 }) },
  {
    call: 'GET /static/pictures/:kind/:file',
    who: 'anyone',
    whose: 'public images',
    path: '/static/pictures/news/2060503.svg',
    file: true,
  },
  { call: 'GET /static/logos/:kind/:file', who: 'anyone', whose: 'public images', path: '/static/logos/team/107.svg', file: true },
  { call: 'GET /static/covers/:kind/:file', who: 'anyone', whose: 'public images', path: '/static/covers/video/1.svg', file: true },
  { call: 'POST /api/video/getCategories', who: 'anyone', whose: 'public videos', body: () => ({}) },
  { call: 'POST /api/video/getCollections', who: 'anyone', whose: 'public videos', body: () => ({}) },
  { call: 'POST /api/video/getCollection', who: 'anyone', whose: 'public videos (own likes when signed in)', body: () => ({ id: 1 }) },
  { call: 'POST /api/video/getVideoList', who: 'anyone', whose: 'public videos (own likes when signed in)', body: () => ({}) },
  { call: 'POST /api/video/getVideoInfo', who: 'anyone', whose: 'public videos (own likes when signed in)', body: () => ({ id: 1 }) },
  { call: 'POST /api/video/getShortVideoList', who: 'anyone', whose: 'public videos (own likes when signed in)', body: () => ({}) },
  { call: 'POST /api/video/getShortVideo', who: 'anyone', whose: 'public videos (own likes when signed in)', body: () => ({ id: 1001 }) },
  { call: 'POST /api/video/like', who: 'user', whose: "own likes (the count is everyone's)", body: () => ({ id: 1, type: 1 }) },
  {
    call: 'POST /api/video/getComments',
    who: 'anyone',
    whose: 'public comments (own likes when signed in)',
    body: () => ({ video_id: 2 }),
  },
  {
    call: 'POST /api/video/postComment',
    who: 'user',
    whose: 'a new comment by the own account',
    body: () => ({ video_id: 2, content: '好球' }),
  },
  {
    call: 'POST /api/video/deleteComment',
    who: 'user',
    whose: 'own comments',
    body: (f) => ({ id: f.own.commentId }),
    othersIds: { body: (f) => ({ id: f.other.commentId }), status: 4, msg: '只能删除自己的评论' },
  },
  {
    call: 'POST /api/video/likeComment',
    who: 'user',
    whose: "own likes (the count is everyone's)",
    body: (f) => ({ id: f.other.commentId, like: 1 }),
  },
  { call: 'GET /vod/hls/:file', who: 'anyone', whose: 'public videos', path: '/vod/hls/1.m3u8', file: true },
  { call: 'GET /vod/short/:file', who: 'anyone', whose: 'public videos', path: '/vod/short/1001.m3u8', file: true },
  { call: 'GET /vod/short/segments/:file', who: 'anyone', whose: 'public videos', path: '/vod/short/segments/segment-0.ts', file: true },
  // Anchor and admin applications
  { call: 'POST /api/user/getMaterials', who: 'user', whose: 'own materials' },
  { call: 'POST /api/user/addMaterial', who: 'user', whose: 'own materials', body: () => ({ url: '/storage/files/matrix.png' }) },
  {
    call: 'POST /api/user/deleteMaterial',
    who: 'user',
    whose: 'own materials',
    body: (f) => ({ id: f.own.materialId }),
    othersIds: { body: (f) => ({ id: f.other.materialId }), status: 3, msg: '素材不存在' },
  },
  {
    call: 'POST /api/user/apply',
    who: 'user',
    whose: 'own applications, with own materials',
    body: () => ({ type: 'admin', real_name: '李雷', contact: '13800000004', intro: '十年球迷，想做直播间房管。' }),
    othersIds: {
      body: (f) => ({
        type: 'anchor',
        real_name: '李雷',
        contact: '13800000004',
        intro: '十年球迷，想做足球解说。',
        material_ids: [f.other.materialId],
      }),
      status: 3,
      msg: '素材不存在',
    },
  },
  { call: 'POST /api/user/getApplications', who: 'user', whose: 'own applications' },
  // The admin API (docs/api.md "Admin API"): the operator's calls, on anyone's data
  {
    call: 'POST /admin/wallet/withdrawal',
    who: 'admin API',
    whose: "any user's withdrawal",
    body: () => ({ id: 999_999, status: 1 }),
    answers: 3,
  },
  { call: 'GET /admin/wallet/audit', who: 'admin API', whose: 'the whole ledger' },
  {
    call: 'POST /admin/wallet/grant',
    who: 'admin API',
    whose: "any user's wallet",
    body: (f) => ({ user_id: f.fan.id, gold: 1, ref: f.requestId() }),
  },
  {
    call: 'POST /admin/application/review',
    who: 'admin API',
    whose: "any user's application",
    body: () => ({ id: 999_999, approve: false, reason: '资料不全' }),
    answers: 6,
  },
  { call: 'POST /admin/activity/status', who: 'admin API', whose: 'any activity', body: () => ({ id: 3, status: null }) },
  { call: 'POST /admin/feedback/list', who: 'admin API', whose: "every user's messages to customer service", body: () => ({}) },
  {
    call: 'POST /admin/feedback/reply',
    who: 'admin API',
    whose: "any user's message to customer service",
    body: () => ({ id: 999_999, reply: '已处理' }),
    answers: 3,
  },
  { call: 'POST /admin/site/config', who: 'admin API', whose: 'the site configuration', body: () => ({ room_video_play_sec: 300 }) },
  { call: 'POST /admin/site/ads', who: 'admin API', whose: 'the site configuration', body: () => ({ slot: 'home_pop_ad', ad: null }) },
  {
    call: 'POST /admin/benefit/grant',
    who: 'admin API',
    whose: "any user's benefits",
    body: (f) => ({ user_id: f.fan.id, type: 1, name_zh: '金币', name_pt: 'Moedas', amount: 1, days: 0, valid_days: 1 }),
  },
  { call: 'GET /admin/captcha', who: 'admin API', whose: 'the captcha issued for a code (QA)', path: '/admin/captcha?code=matrix02' },
  {
    call: 'GET /admin/sms/last',
    who: 'admin API',
    whose: 'the last SMS code sent to a phone (QA)',
    path: '/admin/sms/last?mobile=13800000002',
  },
  {
    call: 'POST /admin/session/expire',
    who: 'admin API',
    whose: "any user's session",
    body: async (f) => ({ token: await f.spareToken() }),
  },
  {
    call: 'POST /admin/match',
    who: 'admin API',
    whose: 'the schedule',
    body: () => ({ league_id: league, home_team_id: 101, away_team_id: 102, kickoff_time: 1_780_400_000 }),
  },
  { call: 'POST /admin/match/event', who: 'admin API', whose: 'any match', body: () => ({ match_id: match }) },
  { call: 'POST /admin/video/edit', who: 'admin API', whose: 'any video', body: () => ({ id: 1, title: '米兰联对阵那不勒斯：精彩瞬间' }) },
  { call: 'POST /admin/room/message', who: 'admin API', whose: "any room's chat", body: () => ({ liveid, content: '欢迎来到直播间' }) },
  { call: 'POST /admin/room/clear', who: 'admin API', whose: "any room's chat", body: () => ({ liveid }) },
  {
    call: 'POST /admin/room/ban',
    who: 'admin API',
    whose: "any room's bans",
    body: (f) => ({ liveid, uid: String(f.other.id), duration: 0 }),
  },
  { call: 'POST /admin/notify/race-start', who: 'admin API', whose: 'the kickoff notice channel', body: () => ({ matchid: match }) },
  { call: 'POST /admin/im/faults', who: 'admin API', whose: 'the chat gateway’s fault injection (QA)', body: () => ({ reset: true }) },
  {
    call: 'POST /admin/im/config',
    who: 'admin API',
    whose: 'the chat application’s purchase bits, cloud config and the devices a user may keep logged in (`instancesPerUser`)',
    body: () => ({ purchaseBits: '11111111' }),
  },
  // The chat gateway's HTTP doors: each command is checked by the gateway (docs/security.md "Chat gateway")
  { call: 'GET /im/ws', who: 'chat gateway', whose: 'the signed-in chat user’s conversations, groups and rooms' },
  { call: 'POST /im/anonymous-join', who: 'chat gateway', whose: 'a live room’s public messages' },
  { call: 'POST /im/long-poll', who: 'chat gateway', whose: 'a live room’s public messages, for the key the join gave' },
  { call: 'POST /im/report', who: 'chat gateway', whose: 'the SDK’s quality and event reports for its app id (stored, never read back)' },
  // A load balancer's questions to a node (docs/deploy.md "Health and readiness"): no data, the node's name and role only
  { call: 'GET /healthz', who: 'anyone', whose: 'no data: whether the node is alive' },
  { call: 'GET /readyz', who: 'anyone', whose: 'no data: whether the node takes traffic' },
  // The operators' console (docs/operators.md): its rows and their test are in ops-matrix.ts; signing in is anyone's
  ...opsRows.map(({ call, who, whose, body, answers }): Row =>
    who === 'anyone' ? { call, who, whose, body: () => body?.(noOpsFixtures), answers } : { call, who, whose },
  ),
];

/** The console's calls that anyone makes (signing in) need no fixture. */
const noOpsFixtures: OpsFixtures = { operatorId: 0, email: () => '' };

/** Rows of the document's matrix: `| \`METHOD /path\` | who | whose |`. */
export function documentRows(markdown: string): { call: string; who: string; whose: string }[] {
  return [...markdown.matchAll(/^\| `([A-Z]+ \/[^`]*)` \| ([^|]+) \| ([^|]+) \|$/gm)].map((m) => ({
    call: m[1],
    who: m[2].trim(),
    whose: m[3].trim(),
  }));
}
