import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../http/envelope.ts';
import { DomainError } from '../domain/errors.ts';
import { ref } from '../http/api-schemas.ts';
import { imConfigRoute } from '../im/admin-config-route.ts';
import { imFaultsRoute } from '../im/admin-faults-route.ts';
import { adminNotifyRoutes } from '../im/admin-notify-routes.ts';
import { adminRoomRoutes } from '../im/admin-room-routes.ts';
import { matchState } from '../domain/matches/simulation/match-state.ts';
import type { AdminBenefitGrantRequest, AdminSiteAdsRequest } from '../../schema/generated/api.ts';
import { setSiteAd } from '../services/ads.ts';
import { reviewApplication } from '../domain/rooms/applications.ts';
import { replyToFeedback, type FeedbackCategory } from '../services/feedback.ts';
import { receivedFeedback } from '../services/reports.ts';
import { settleActivities } from '../domain/money/activities/activities.ts';
import { grantByOperator } from '../domain/money/benefits/benefits.ts';
import { grantWallet, ledgerMismatches } from '../domain/money/ledger/ledger.ts';
import type { ServerContext } from '../server-context.ts';
import { conflictAs } from '../domain/unique-conflict.ts';
import { expireSession } from '../domain/accounts/sessions.ts';
import { lastSmsCode } from '../domain/accounts/sms-codes.ts';
import { moveWithdrawal } from '../domain/money/wallet/withdrawals.ts';
import type { WithdrawStatus } from '../domain/money/wallet/withdrawal-terms.ts';

/** The admin API answers only with the right `x-admin-token` header; with no token configured it does not exist. */
export function requireAdmin(context: ServerContext, request: FastifyRequest): void {
  const given = Buffer.from(String(request.headers['x-admin-token'] ?? ''));
  const expected = Buffer.from(context.adminToken);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new DomainError('FORBIDDEN', '无权访问');
}

/** For tests and QA: flip switch flags, add matches and events, end sessions, act on live-room chat. Documented in docs/api.md. */
export function adminRoutes(root: FastifyInstance, context: ServerContext): void {
  if (!context.adminToken) return;
  // An encapsulated plugin: its hook runs for every route registered inside it, however the client spells the URL.
  void root.register(
    async (app) => {
      app.addHook('onRequest', async (request) => requireAdmin(context, request));
      adminCalls(app, context);
      adminRoomRoutes(app, context);
      adminNotifyRoutes(app, context);
      imFaultsRoute(app, context.im);
      imConfigRoute(app, context.im);
    },
    { prefix: '/admin' },
  );
}

function adminCalls(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;

  // The operator's side of withdrawals: 审核中 -> 派发中 -> 已派发, or 取消 (which returns the diamonds once).
  app.post<{ Body: { id: number; status: WithdrawStatus } }>(
    '/wallet/withdrawal',
    { schema: { body: ref('admin/withdraw-move.request') } },
    async (request) => ok(await moveWithdrawal(db, request.body.id, request.body.status, clock.now())),
  );

  // The books: every user and account whose balance is not the sum of its ledger rows (docs/ledger.md rule 7).
  app.get('/wallet/audit', async () => {
    const [{ rows }] = await db.query<{ rows: number }>('select count(*)::int as rows from ledger');
    return ok({ rows, mismatches: await ledgerMismatches(db) });
  });

  app.post<{ Body: { id: number; approve: boolean; reason: string } }>(
    '/application/review',
    { schema: { body: ref('admin/review-application.request') } },
    async (request) => ok(await reviewApplication(db, request.body.id, request.body.approve, request.body.reason, clock.now())),
  );

  // The operator's hand on an activity: withdrawn (0), called off with the fees returned (3), or back to the clock.
  app.post<{ Body: { id: number; status: 0 | 3 | null } }>(
    '/activity/status',
    { schema: { body: ref('admin/activity-status.request') } },
    async (request) => {
      const [row] = await db.query<{ id: number }>('update activities set status_override = $2 where id = $1 returning id', [
        request.body.id,
        request.body.status,
      ]);
      if (!row) throw new DomainError('NOT_FOUND', '活动不存在');
      await settleActivities(db, clock.now(), row.id);
      return ok(row);
    },
  );

  // What customer service received (messages, and the chat's reports with what they name), newest first.
  app.post<{ Body: { category?: FeedbackCategory; page: number; size: number } }>(
    '/feedback/list',
    { schema: { body: ref('admin/feedback-list.request') } },
    async (request) => ok(await receivedFeedback(db, request.body.category, request.body.page, request.body.size)),
  );

  // Customer service's answer to a message, once; the fan reads it in their system messages and on the feedback page.
  app.post<{ Body: { id: number; reply: string } }>(
    '/feedback/reply',
    { schema: { body: ref('admin/feedback-reply.request') } },
    async (request) => ok(await replyToFeedback(db, request.body.id, request.body.reply, clock.now())),
  );

  // Coins given or taken back by the operator, through the ledger, once per ref.
  app.post<{ Body: { user_id: number; gold?: number; diamond?: number; ref: string } }>(
    '/wallet/grant',
    { schema: { body: ref('admin/wallet-grant.request') } },
    async (request) => {
      const { user_id, gold, diamond } = request.body;
      const [user] = await db.query<{ gold: number; diamond: number }>('select gold, diamond from users where id = $1', [user_id]);
      if (!user) throw new DomainError('NOT_FOUND', '用户不存在');
      // A negative grant takes back; never more than the wallet holds (the ledger's check decides under races).
      if (user.gold + (gold ?? 0) < 0 || user.diamond + (diamond ?? 0) < 0)
        throw new DomainError('INSUFFICIENT_BALANCE', '余额不足，无法扣回');
      await grantWallet(db, user_id, { gold, diamond }, `admin:${request.body.ref}`, clock.now()).catch(conflictAs('该 ref 已发放'));
      const [wallet] = await db.query<{ gold: number; diamond: number }>('select gold, diamond from users where id = $1', [user_id]);
      return ok(wallet);
    },
  );

  app.post<{ Body: Record<string, string | number> }>(
    '/site/config',
    { schema: { body: ref('admin/site-config.request') } },
    async (request) => {
      const [row] = await db.query<{ config: Record<string, unknown> }>(
        'update sites set config = config || $2::jsonb where code = $1 returning config',
        [context.site, JSON.stringify(request.body)],
      );
      return ok(row.config);
    },
  );

  // The operator's ads (docs/decisions.md "Ad slots"): one slot at a time, null takes it down.
  app.post<{ Body: AdminSiteAdsRequest }>('/site/ads', { schema: { body: ref('admin/site-ads.request') } }, async (request) =>
    ok(await setSiteAd(db, context.site, request.body.slot, request.body.ad)),
  );

  // A benefit given by the operator (a campaign's red packets and black cards, a VIP card), shown in the fan's modal.
  app.post<{ Body: AdminBenefitGrantRequest }>(
    '/benefit/grant',
    { schema: { body: ref('admin/benefit-grant.request') } },
    async (request) => ok(await grantByOperator(db, request.body, clock.now())),
  );

  app.get<{ Querystring: { code?: string } }>('/captcha', async (request) => {
    const digits = await context.captchas.peek(String(request.query.code ?? ''));
    if (!digits) throw new DomainError('NOT_FOUND', '验证码不存在或已过期');
    return ok({ digits });
  });

  app.get<{ Querystring: { mobile?: string } }>('/sms/last', async (request) => {
    const row = await lastSmsCode(db, String(request.query.mobile ?? ''));
    if (!row) throw new DomainError('NOT_FOUND', '没有发送给该号码的验证码');
    return ok(row);
  });

  app.post<{ Body: { token: string } }>('/session/expire', { schema: { body: ref('admin/expire-session.request') } }, async (request) => {
    if (!(await expireSession(db, context.sessions, request.body.token, clock.now()))) throw new DomainError('NOT_FOUND', '会话不存在');
    return ok(null);
  });

  app.post<{
    Body: {
      league_id: number;
      home_team_id: number;
      away_team_id: number;
      kickoff_time: number;
      status?: number;
      hot: boolean;
      has_live: boolean;
    };
  }>('/match', { schema: { body: ref('admin/create-match.request') } }, async (request) => {
    const body = request.body;
    const teams = await db.query<{ id: number; sport_id: number }>(
      'select t.id, l.sport_id from teams t join leagues l on l.id = t.league_id where t.id = any($1) and l.id = $2',
      [[body.home_team_id, body.away_team_id], body.league_id],
    );
    if (teams.length !== 2 || body.home_team_id === body.away_team_id) throw new DomainError('BAD_INPUT', '参数错误: 球队不属于该联赛');
    // Ids from a sequence (013_news_activities.sql): concurrent calls never share one, and a restart never reuses one.
    const [{ id }] = await db.query<{ id: number }>(
      "insert into matches (id, sport_id, league_id, home_team_id, away_team_id, kickoff_time, status_override, hot, has_live) values (nextval('admin_match_ids'), $1, $2, $3, $4, $5, $6, $7, $8) returning id",
      [
        teams[0].sport_id,
        body.league_id,
        body.home_team_id,
        body.away_team_id,
        new Date(body.kickoff_time * 1000).toISOString(),
        body.status ?? null,
        body.hot,
        body.has_live,
      ],
    );
    context.cache.clear();
    return ok({ id });
  });

  app.post<{
    Body: { match_id: number; side?: 'home' | 'away'; points: number; at_second?: number; player: string; status?: number | null };
  }>('/match/event', { schema: { body: ref('admin/match-event.request') } }, async (request) => {
    const body = request.body;
    const [match] = await db.query<{ sport_id: number; kickoff_time: string }>('select sport_id, kickoff_time from matches where id = $1', [
      body.match_id,
    ]);
    if (!match) throw new DomainError('NOT_FOUND', '比赛不存在');
    // One transaction: the status and the incident (from which the score, the text live and the statistics it
    // implies are all read) are there together or not at all, before the delta is read from them.
    const write = () =>
      db
        .transaction(async (tx) => {
          if (body.status !== undefined)
            await tx.query('update matches set status_override = $2 where id = $1', [body.match_id, body.status]);
          if (!body.side) return;
          const played = matchState(match.sport_id, new Date(match.kickoff_time), clock.now(), []).played_seconds;
          await tx.query('insert into incidents (match_id, at_second, side, kind, points, player) values ($1, $2, $3, $4, $5, $6)', [
            body.match_id,
            body.at_second ?? played,
            body.side,
            match.sport_id === 1 ? 'goal' : 'score',
            body.points,
            body.player,
          ]);
        })
        .finally(() => context.cache.clear());
    // The fans watching the match hear the change at once, in its channel (jobs/match-deltas.ts).
    if (context.matchDeltas) await context.matchDeltas.change(body.match_id, write);
    else await write();
    return ok(null);
  });
}
