import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { apiStatus } from '../http/envelope.ts';
import { addRouteHook } from '../http/route-hooks.ts';
import { RateLimit } from './rate-limit.ts';
import { clearEndedWindows, SharedRateLimit } from '../domain/limits/shared-rate-limit.ts';

/**
 * The abuse limits of the HTTP API (docs/security.md "Abuse limits"): how often one address or one signed-in fan may
 * try the calls that cost us (a password hash, an SMS, a captcha) or that others see (gifts). Checked in an onRequest
 * hook, before the body is parsed, so a flood of refused calls costs a map lookup (one process) or one upsert
 * (PostgreSQL, counted across nodes) and does not slow anyone else's. The per-account rules (5 wrong passwords, 1 SMS a minute per number, 5 comments a minute,
 * 5 feedbacks an hour) stay with their calls; chat sends have theirs in the gateway (server/im/send-limit.ts).
 */
export interface AbuseRule {
  /** What is counted: the caller's address, or its session token (one signed-in fan). */
  by: 'address' | 'token';
  attempts: number;
  windowMs: number;
  /** Shown to the fan as is, in the envelope's msg. */
  msg: string;
}

const minute = 60_000;
const hour = 60 * minute;

/** The rules per route, as the routes are declared. */
export const abuseRules: Readonly<Record<string, readonly AbuseRule[]>> = {
  // Across accounts: stuffing many accounts' passwords from one address (one account's 5 wrong tries are in domain/accounts/sign-in.ts).
  '/webapi/user/login': [{ by: 'address', attempts: 30, windowMs: 10 * minute, msg: '登录尝试过于频繁，请稍后再试' }],
  '/webapi/user/regist': [{ by: 'address', attempts: 10, windowMs: hour, msg: '注册过于频繁，请稍后再试' }],
  // Each code is an SMS we pay for: one number a minute (domain/accounts/sms-codes.ts), and ten numbers an hour from one address.
  '/webapi/user/sendCode': [{ by: 'address', attempts: 10, windowMs: hour, msg: '验证码发送过于频繁，请稍后再试' }],
  '/api/user/sendVerifyCode': [{ by: 'address', attempts: 10, windowMs: hour, msg: '验证码发送过于频繁，请稍后再试' }],
  '/api/user/smsCaptcha': [{ by: 'address', attempts: 60, windowMs: minute, msg: '图形验证码请求过于频繁，请稍后再试' }],
  // A combo of taps is fine (30 in 10 s); a script is not. The address rule catches a flood of made-up tokens.
  '/api/live/sendGift': giftRules(),
  '/api/live/sendBagGift': giftRules(),
};

function giftRules(): AbuseRule[] {
  return [
    { by: 'token', attempts: 30, windowMs: 10_000, msg: '送礼过于频繁，请稍后再试' },
    { by: 'address', attempts: 300, windowMs: 10_000, msg: '送礼过于频繁，请稍后再试' },
  ];
}

export interface AbuseLimitOptions {
  /**
   * Count loopback callers by address too. Off by default: without a proxy that says who the fan is (trustProxy), a
   * loopback caller is the operator's own machine or a proxy in front of every fan, and one count for all of them
   * would lock the whole site out.
   */
  limitLoopback?: boolean;
}

/** One rule's counter: in memory on the embedded database, in `rate_limits` on PostgreSQL. */
interface AbuseCounter {
  hit(key: string): boolean | Promise<boolean>;
}

/** How often a node sweeps ended windows out of `rate_limits` (server clock): a key seen once must not stay forever. */
const sweepEveryMs = 60_000;

/**
 * The counters of the rules above. On the embedded database (one process) they are in memory; on PostgreSQL, where
 * several nodes may answer one caller, each limited request is one atomic upsert in `rate_limits`, so the limit holds
 * across nodes (docs/decisions.md "Abuse limits across nodes").
 */
export class AbuseLimits {
  private readonly counters = new Map<AbuseRule, AbuseCounter>();
  private lastSweep: number;

  constructor(
    private readonly now: () => number,
    private readonly options: AbuseLimitOptions = {},
    /** The shared database, when the counters must hold across nodes (PostgreSQL). */
    private readonly shared?: Database,
  ) {
    this.lastSweep = now();
    for (const [route, rules] of Object.entries(abuseRules)) {
      for (const rule of rules) {
        this.counters.set(
          rule,
          shared
            ? new SharedRateLimit(shared, `abuse ${route} ${rule.by}`, rule.attempts, rule.windowMs, now)
            : new RateLimit(rule.attempts, rule.windowMs, now),
        );
      }
    }
  }

  /** The first rule the request breaks (counting it against each that applies), or undefined. */
  async check(route: string, request: Pick<FastifyRequest, 'ip' | 'query'>): Promise<AbuseRule | undefined> {
    let broken: AbuseRule | undefined;
    for (const rule of abuseRules[route] ?? []) {
      const key = this.keyOf(rule, request);
      if (key === undefined) continue;
      if (!(await this.counters.get(rule)!.hit(key))) broken ??= rule;
    }
    if (broken === undefined) await this.sweep();
    return broken;
  }

  /** Whether a per-address limit counts this caller (loopback only with `limitLoopback`, as the rules above). */
  countsAddress(ip: string): boolean {
    return this.options.limitLoopback === true || !isLoopback(ip);
  }

  private keyOf(rule: AbuseRule, request: Pick<FastifyRequest, 'ip' | 'query'>): string | undefined {
    if (rule.by === 'token') {
      const token = (request.query as { token?: unknown } | undefined)?.token;
      return typeof token === 'string' && token !== '' ? token : undefined;
    }
    return this.countsAddress(request.ip) ? request.ip : undefined;
  }

  /** Ended windows of the shared table, at most once a minute per node; a flood being refused does not pay for it. */
  private async sweep(): Promise<void> {
    const now = this.now();
    if (!this.shared || now - this.lastSweep < sweepEveryMs) return;
    this.lastSweep = now;
    await clearEndedWindows(this.shared, now);
  }
}

function isLoopback(ip: string): boolean {
  return ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');
}

/**
 * Refuses a call over its limit before its body is read: status 5 (too many requests) and the rule's msg. Only the
 * limited routes run the check (http/route-hooks.ts): the others, the chat gateway's long polls among them, pay nothing.
 */
export function installAbuseLimits(app: FastifyInstance, limits: AbuseLimits): void {
  addRouteHook(
    app,
    'onRequest',
    async (request: FastifyRequest, reply: FastifyReply) => {
      const route = request.routeOptions.url!;
      const broken = await limits.check(route, request);
      if (broken)
        await reply
          .header('retry-after', Math.ceil(broken.windowMs / 1000))
          .send({ data: null, msg: broken.msg, status: apiStatus.tooManyRequests });
    },
    (route) => route.url in abuseRules,
  );
}
