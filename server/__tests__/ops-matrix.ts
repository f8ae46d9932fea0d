import type { Permission } from '../domain/operators/roles.ts';

/**
 * The operators' console's rows of the authorization matrix (docs/security.md): every call under /ops/api, with the
 * permission of domain/operators/roles.ts it needs. authorization-matrix.ts adds them to the whole table, and
 * ops-authorization.test.ts drives each with every role.
 */

/** A console call's "Who": a signed-in operator with a permission, or any signed-in operator. */
export type ConsoleAccess = 'console: signed in' | `console: ${Permission}`;

/** What the test made before the rows run. */
export interface OpsFixtures {
  /** An operator every row may act on (a viewer). */
  operatorId: number;
  /** A fresh email. */
  email(): string;
}

export interface OpsRow {
  call: string;
  who: 'anyone' | ConsoleAccess;
  whose: string;
  body?: (f: OpsFixtures) => unknown;
  path?: string | ((f: OpsFixtures) => string);
  /** The status the allowed caller is answered with when not 0. */
  answers?: number;
  /** The status an operator without a second factor is answered with, where it differs from `answers`. */
  unenrolledAnswers?: number;
  /** Answers something other than the envelope when allowed (CSV, an event stream). */
  stream?: true;
}

let strangers = 0;

/** An activity the console's create and edit calls take. */
const activity = {
  title: '活动',
  summary: '摘要',
  body: '规则',
  reward: '奖励',
  startTime: '2026-06-01T00:00:00Z',
  endTime: '2026-06-02T00:00:00Z',
  entryFee: 0,
  award: 0,
};

export const opsRows: OpsRow[] = [
  {
    call: 'POST /ops/api/session',
    who: 'anyone',
    whose: 'own operator session (status 1 for a wrong email or password)',
    body: () => ({ email: `stranger${++strangers}@example.com`, password: 'not a password' }),
    answers: 1,
  },
  { call: 'GET /ops/api/session', who: 'console: signed in', whose: 'own operator session' },
  { call: 'DELETE /ops/api/session', who: 'console: signed in', whose: 'own operator session' },
  {
    call: 'POST /ops/api/totp/enrolment',
    who: 'console: signed in',
    whose: 'own second factor (status 6 once enrolled)',
    answers: 6,
    unenrolledAnswers: 0,
  },
  {
    call: 'POST /ops/api/totp/enrolment/confirm',
    who: 'console: signed in',
    whose: 'own second factor (status 6 once enrolled)',
    body: () => ({ code: '000000' }),
    answers: 6,
    // After the row above started an enrolment: a wrong code.
    unenrolledAnswers: 1,
  },
  { call: 'GET /ops/api/site', who: 'console: sites.read', whose: "this node's site: build figures, switches and config numbers" },
  {
    call: 'PATCH /ops/api/site/config',
    who: 'console: switches.write',
    whose: "this node's site switches and config numbers (audited)",
    body: () => ({ room_video_play_sec: 600 }),
  },
  { call: 'GET /ops/api/sites', who: 'console: sites.read', whose: "the built sites in the operator's scope" },
  { call: 'GET /ops/api/audit', who: 'console: audit.read', whose: "every operator's recorded actions" },
  { call: 'GET /ops/api/audit.csv', who: 'console: audit.read', whose: "every operator's recorded actions", stream: true },
  { call: 'GET /ops/api/operators', who: 'console: operators.manage', whose: 'every operator account' },
  {
    call: 'POST /ops/api/operators',
    who: 'console: operators.manage',
    whose: 'every operator account (audited)',
    body: (f) => ({ email: f.email(), role: 'viewer', sites: null, password: 'long enough password' }),
  },
  {
    call: 'PATCH /ops/api/operators/:id',
    who: 'console: operators.manage',
    whose: 'every operator account (audited)',
    path: (f) => `/ops/api/operators/${f.operatorId}`,
    body: () => ({ sites: ['qutu'] }),
  },
  {
    call: 'POST /ops/api/operators/:id/reset-2fa',
    who: 'console: operators.manage',
    whose: "every operator's second factor (audited)",
    path: (f) => `/ops/api/operators/${f.operatorId}/reset-2fa`,
  },
  { call: 'GET /ops/api/queues/applications', who: 'console: queues.read', whose: 'the anchor and room-admin applications waiting' },
  {
    call: 'POST /ops/api/queues/applications/:id/review',
    who: 'console: applications.review',
    whose: "any fan's application under review, once (audited; status 6 naming who reviewed it)",
    path: '/ops/api/queues/applications/999999/review',
    body: () => ({ approve: false, reason: 'none' }),
    answers: 6,
  },
  { call: 'GET /ops/api/queues/withdrawals', who: 'console: withdrawals.review', whose: "every fan's open withdrawals, payee in full" },
  {
    call: 'POST /ops/api/queues/withdrawals/:id/move',
    who: 'console: withdrawals.review',
    whose: "any fan's open withdrawal, once per state (audited; status 6 naming who moved it)",
    path: '/ops/api/queues/withdrawals/999999/move',
    body: () => ({ action: 'approve', seen: 0 }),
    answers: 3,
  },
  { call: 'GET /ops/api/queues/feedback', who: 'console: queues.read', whose: "fans' messages to customer service without a reply" },
  {
    call: 'POST /ops/api/queues/feedback/:id/reply',
    who: 'console: feedback.reply',
    whose: "any fan's message, answered once (audited; status 6 naming who answered it)",
    path: '/ops/api/queues/feedback/999999/reply',
    body: () => ({ reply: '你好' }),
    answers: 3,
  },
  { call: 'GET /ops/api/money/audit', who: 'console: money.read', whose: "every fan's balances against the ledger" },
  { call: 'GET /ops/api/money/daily', who: 'console: money.read', whose: 'the ledger summed per server day, kind and account' },
  {
    call: 'GET /ops/api/money/daily.csv',
    who: 'console: money.read',
    whose: 'the ledger summed per server day, kind and account',
    stream: true,
  },
  {
    call: 'GET /ops/api/fans',
    who: 'console: fans.read',
    whose: "any fan's profile by id, nick or phone, phone masked",
    path: '/ops/api/fans?q=1',
  },
  {
    call: 'POST /ops/api/fans/:id/phone',
    who: 'console: fans.write',
    whose: "any fan's phone in full (audited)",
    path: '/ops/api/fans/999999/phone',
    answers: 3,
  },
  {
    call: 'GET /ops/api/fans/:id',
    who: 'console: fans.read',
    whose: "any fan's profile, VIP, balances, chat mute and sessions, phone masked",
    path: '/ops/api/fans/999999',
    answers: 3,
  },
  {
    call: 'GET /ops/api/fans/:id/transactions',
    who: 'console: money.read',
    whose: "any fan's ledger rows",
    path: '/ops/api/fans/999999/transactions',
  },
  {
    call: 'POST /ops/api/fans/:id/sessions/end',
    who: 'console: fans.write',
    whose: "any fan's sessions and chat sockets, ended (audited)",
    path: '/ops/api/fans/999999/sessions/end',
    answers: 3,
  },
  {
    call: 'POST /ops/api/fans/:id/mute',
    who: 'console: fans.write',
    whose: "any fan's sends in every chat of the site (audited)",
    path: '/ops/api/fans/999999/mute',
    body: () => ({ duration: 600 }),
    answers: 3,
  },
  {
    call: 'POST /ops/api/fans/:id/benefits',
    who: 'console: money.write',
    whose: "any fan's benefits: a VIP card or a red packet of gold (audited)",
    path: '/ops/api/fans/999999/benefits',
    body: () => ({ kind: 'gold', amount: 100, reason: '补偿' }),
    answers: 3,
  },
  {
    call: 'GET /ops/api/queues/reports',
    who: 'console: queues.read',
    whose: "fans' chat reports without an outcome, with the messages they name",
  },
  {
    call: 'POST /ops/api/queues/reports/:id/dismiss',
    who: 'console: reports.review',
    whose: "any fan's chat report, settled once (audited; status 6 naming who settled it)",
    path: '/ops/api/queues/reports/999999/dismiss',
    answers: 3,
  },
  {
    call: 'POST /ops/api/queues/reports/:id/ban',
    who: 'console: reports.review',
    whose: "any fan's chat report, settled once by muting or banning a fan of a live room (audited; status 6 naming who)",
    path: '/ops/api/queues/reports/999999/ban',
    body: () => ({ groupId: 'live_999999', userId: '1', duration: 600, blocksJoin: false }),
    answers: 3,
  },
  {
    call: 'POST /ops/api/queues/reports/:id/delete-message',
    who: 'console: reports.review',
    whose: "any fan's chat report, settled once by recalling a group message of its listed context (audited; status 6 naming who)",
    path: '/ops/api/queues/reports/999999/delete-message',
    body: () => ({ messageId: 999999 }),
    answers: 3,
  },
  {
    call: 'GET /ops/api/queues/comments',
    who: 'console: queues.read',
    whose: "fans' video comments no moderator has kept or deleted",
  },
  {
    call: 'POST /ops/api/queues/comments/:id/keep',
    who: 'console: reports.review',
    whose: "any fan's video comment, kept once (audited; status 6 naming who handled it)",
    path: '/ops/api/queues/comments/999999/keep',
    answers: 3,
  },
  {
    call: 'POST /ops/api/queues/comments/:id/delete',
    who: 'console: reports.review',
    whose: "any fan's video comment, deleted once (audited; status 6 naming who handled it)",
    path: '/ops/api/queues/comments/999999/delete',
    answers: 3,
  },
  {
    call: 'GET /ops/api/rooms/:liveId',
    who: 'console: queues.read',
    whose: "a live room's managers and running bans, with who set each",
    path: '/ops/api/rooms/101',
  },
  {
    call: 'POST /ops/api/rooms/:liveId/bans',
    who: 'console: reports.review',
    whose: 'a fan of any live room, muted or banned as the platform for a spec duration (audited; never the anchor or a manager)',
    path: '/ops/api/rooms/999999/bans',
    body: () => ({ userId: '1', duration: 600, blocksJoin: false }),
    answers: 3,
  },
  {
    call: 'DELETE /ops/api/rooms/:liveId/bans/:userId',
    who: 'console: reports.review',
    whose: 'any running ban of a live room, lifted once (audited; status 6 naming who)',
    path: '/ops/api/rooms/999999/bans/1',
    answers: 3,
  },
  {
    call: 'DELETE /ops/api/rooms/:liveId/managers/:userId',
    who: 'console: reports.review',
    whose: "any live room's manager, removed once (audited; status 6 naming who)",
    path: '/ops/api/rooms/999999/managers/1',
    answers: 3,
  },
  { call: 'GET /ops/api/matches', who: 'console: sites.read', whose: "a server day's matches with their live state and the desk's events" },
  {
    call: 'POST /ops/api/matches/:id/events',
    who: 'console: matches.write',
    whose: 'any match: a goal, card or status posted (audited with the score before and after)',
    path: '/ops/api/matches/999999999/events',
    body: () => ({ kind: 'goal', side: 'home', minute: 10 }),
    answers: 3,
  },
  {
    call: 'POST /ops/api/matches/events/:id/undo',
    who: 'console: matches.write',
    whose: 'any desk event, undone once (audited; status 6 naming who undid it)',
    path: '/ops/api/matches/events/999999/undo',
    answers: 3,
  },
  {
    call: 'POST /ops/api/matches/import',
    who: 'console: matches.write',
    whose: 'fixtures and results of a feed file, as import-matches (audited)',
    body: () => ({ fileName: 'feed.json', text: '[{"id": 1}]' }),
  },
  { call: 'GET /ops/api/events', who: 'console: queues.read', whose: 'the queues’ counts and changed row ids', stream: true },
  {
    call: 'GET /ops/api/content',
    who: 'console: sites.read',
    whose: "this node's site's banners and announcements, every status",
    path: '/ops/api/content?kind=banner',
  },
  {
    call: 'POST /ops/api/content',
    who: 'console: content.write',
    whose: "this node's site's banners and announcements, as drafts (audited)",
    body: () => ({ kind: 'announcement', title: '公告', titlePt: 'Aviso' }),
  },
  {
    call: 'PATCH /ops/api/content/:id',
    who: 'console: content.write',
    whose: "this node's site's banners and announcements at the version read (audited; status 6 naming who changed it and when)",
    path: '/ops/api/content/999999',
    body: () => ({ title: '公告', titlePt: 'Aviso', version: 1 }),
    answers: 3,
  },
  {
    call: 'POST /ops/api/content/:id/publish',
    who: 'console: content.write',
    whose: "this node's site's drafts and withdrawn content (audited; status 6 naming who moved it)",
    path: '/ops/api/content/999999/publish',
    body: () => ({ seen: 'draft' }),
    answers: 3,
  },
  {
    call: 'POST /ops/api/content/:id/withdraw',
    who: 'console: content.write',
    whose: "this node's site's published content (audited; status 6 naming who moved it)",
    path: '/ops/api/content/999999/withdraw',
    body: () => ({ seen: 'published' }),
    answers: 3,
  },
  { call: 'GET /ops/api/news', who: 'console: sites.read', whose: 'the news fans read at /m/headline, every status' },
  {
    call: 'POST /ops/api/news',
    who: 'console: content.write',
    whose: 'news items, as drafts (audited)',
    body: () => ({ category: 'general', title: '资讯', summary: '摘要', body: '正文' }),
  },
  {
    call: 'PATCH /ops/api/news/:id',
    who: 'console: content.write',
    whose: 'news items at the version read (audited; status 6 naming who changed it and when)',
    path: '/ops/api/news/999999',
    body: () => ({ category: 'general', title: '资讯', summary: '摘要', body: '正文', version: 1 }),
    answers: 3,
  },
  {
    call: 'POST /ops/api/news/:id/publish',
    who: 'console: content.write',
    whose: 'draft and withdrawn news at the version read (audited; status 6 naming who changed it and when)',
    path: '/ops/api/news/999999/publish',
    body: () => ({ version: 1 }),
    answers: 3,
  },
  {
    call: 'POST /ops/api/news/:id/withdraw',
    who: 'console: content.write',
    whose: 'published news at the version read (audited; status 6 naming who changed it and when)',
    path: '/ops/api/news/999999/withdraw',
    body: () => ({ version: 1 }),
    answers: 3,
  },
  { call: 'GET /ops/api/activities', who: 'console: sites.read', whose: 'the activities fans read at /m/activities, with who joined' },
  {
    call: 'POST /ops/api/activities',
    who: 'console: content.write',
    whose: 'activities, as drafts fans never see (audited)',
    body: () => activity,
  },
  {
    call: 'PATCH /ops/api/activities/:id',
    who: 'console: content.write',
    whose: 'activities at the version read; fee and award only before anyone joined (audited; status 6 naming who changed it and when)',
    path: '/ops/api/activities/999999',
    body: () => ({ ...activity, version: 1 }),
    answers: 3,
  },
  {
    call: 'POST /ops/api/activities/:id/publish',
    who: 'console: content.write',
    whose: 'draft and withdrawn activities, onto their schedule, at the version read (audited; status 6 naming who changed it and when)',
    path: '/ops/api/activities/999999/publish',
    body: () => ({ version: 1 }),
    answers: 3,
  },
  {
    call: 'POST /ops/api/activities/:id/withdraw',
    who: 'console: content.write',
    whose: 'published activities on their schedule, at the version read (audited; status 6 naming who changed it and when)',
    path: '/ops/api/activities/999999/withdraw',
    body: () => ({ version: 1 }),
    answers: 3,
  },
  {
    call: 'POST /ops/api/uploads',
    who: 'console: content.write',
    whose: 'a new picture of the uploads area, for banners and ads (audited; status 1 for what is not an image)',
    body: () => ({}),
    answers: 1,
  },
  { call: 'GET /ops/api/ads', who: 'console: sites.read', whose: "this node's site's ad slots" },
  {
    call: 'PUT /ops/api/ads/:slot',
    who: 'console: ads.write',
    whose: "this node's site's ad slots over the ad read (audited; status 6 naming who changed it and when)",
    path: '/ops/api/ads/live_play_ad',
    body: () => ({ ad: null, seenId: null }),
  },
];
