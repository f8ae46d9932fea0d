import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import { readApiSchemas } from '../schema/api-schemas.ts';
import Fastify, { type FastifyInstance } from 'fastify';
import { frameworkError, installErrorHandling } from './http/errors.ts';
import { FastRoutes } from './http/fast-routes.ts';
import { firstAnswers } from './http/first-answers.ts';
import { healthRoutes, type NodeHealth } from './http/health-routes.ts';
import { refuseNulText } from './http/nul-text.ts';
import type { NodeRole } from './node-role.ts';
import { installAbuseLimits } from './security/abuse-limits.ts';
import { installRequestLog, requestId, type FaultLog, type RequestLog } from './http/request-log.ts';
import { installOriginPolicy, type OriginPolicy } from './http/request-context.ts';
import { recordRoutes } from './http/route-list.ts';
import { matchDeltas } from './jobs/match-deltas.ts';
import { raceStartNotices } from './jobs/race-start-notices.ts';
import { banEndings } from './jobs/ban-endings.ts';
import { registerImRoutes } from './im/routes.ts';
import { roomRoutes } from './routes/rooms/index.ts';
import { quizSettlement } from './jobs/quiz-settlement.ts';
import { activitySettlement } from './jobs/activity-settlement.ts';
import { robotTimer } from './jobs/robot-timer.ts';
import { roomAudience } from './jobs/room-audience.ts';
import { accountRoutes } from './routes/accounts/index.ts';
import { adminRoutes } from './routes/admin/index.ts';
import { contentRoutes } from './routes/content/index.ts';
import { moneyRoutes } from './routes/money/index.ts';
import { opsRoutes } from './routes/ops/index.ts';
import { pushRoutes } from './routes/push/index.ts';
import { matchRoutes, modelRoutes } from './routes/matches/index.ts';
import type { ServerContext } from './server-context.ts';
import { registerStaticSite, type LandingHead } from './static-site.ts';
import { registerConsole } from './console-site.ts';

export interface AppOptions {
  /** A built site (dist/<code>/) to serve under /m/; API only when absent. */
  siteDir?: string;
  /**
   * The built operators' console (`<dist>/ops/`) to serve under /ops/; absent or unbuilt, /ops/ answers a page that
   * says how to build it.
   */
  consoleDir?: string;
  logger?: boolean;
  /** Which origin answered links name (docs/api.md Security): a configured public origin, or trusted Host headers. */
  origins?: OriginPolicy;
  /** Announce seeded kickoffs in NOTIFY_ROOM as the clock reaches them. @default true (browser tests turn it off) */
  kickoffNotices?: boolean;
  /** Fastify's trustProxy: whether `request.ip` is read from X-Forwarded-For (ServerOptions.trustProxy). */
  trustProxy?: boolean | string;
  /** Which routes this node serves (ServerOptions.role, docs/deploy.md "Roles"). @default 'all' */
  role?: NodeRole;
  /** What /healthz and /readyz answer (http/health-routes.ts); a node of its own when absent. */
  health?: NodeHealth;
  /** How long a landing page waits for the server's render of its rows (http/row-render.ts). @default 500 */
  rowsWaitMs?: number;
  /** Access lines (`serve --access-log`) and where request lines go; server faults are logged either way (http/request-log.ts). */
  requestLog?: RequestLog;
  /** Check the console's answers against their schemas (ServerOptions.checkAnswers). */
  checkAnswers?: boolean;
}

/** Request bodies above this are refused (413): no call of the spec sends more; uploads have their own limit. */
const bodyLimit = 256 * 1024;
/** How long a stopping server lets the push fan-outs under way finish before it fails the rest. */
const pushCloseWaitMs = 3000;

/** The reference server: the API of spec 000 §7 and, optionally, the built app, on one Fastify instance. */
export async function createApp(context: ServerContext, options: AppOptions = {}): Promise<FastifyInstance> {
  // The long poll is answered on Node's request, before Fastify's routing (http/fast-routes.ts).
  const fastRoutes = new FastRoutes();
  const app = Fastify({
    logger: options.logger ?? false,
    forceCloseConnections: true,
    bodyLimit,
    genReqId: requestId,
    trustProxy: options.trustProxy ?? false,
    // A malformed URL or an over-long path parameter: the envelope, as for any bad input, not Fastify's own answer.
    frameworkErrors: frameworkError,
    // Public schemas tolerate extra fields (older clients); admin schemas forbid them, and unknown keys are refused, not dropped.
    ajv: { customOptions: { removeAdditional: false, useDefaults: true, coerceTypes: false, allErrors: false } },
  });
  fastRoutes.install(app);
  for (const schema of readApiSchemas()) app.addSchema(schema);
  recordRoutes(app);
  refuseNulText(app);
  // Answers over 1 KB go compressed, as behind any production proxy: a day of matches is 26 KB of JSON and 3 KB
  // gzipped, on the score page's critical path over a phone's link. Brotli at a fast quality; built files come
  // compressed already. Registered first: it hooks every route declared after it.
  await app.register(compress, { encodings: ['br', 'gzip'], brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } } });
  installOriginPolicy(app, options.origins);
  const role = options.role ?? 'all';
  const health = options.health ?? { nodeId: 'node', role, draining: false, checks: [] };
  const fault = installRequestLog(app, options.requestLog ?? { access: false }, health.nodeId, fastRoutes);
  if (role !== 'gateway') await productApi(app, context, options, health, fault);
  else installErrorHandling(app, fault);
  healthRoutes(app, context.db, health);
  if (options.kickoffNotices !== false) raceStartNotices(app, context);
  matchDeltas(app, context);
  banEndings(app, context);
  app.addHook('onClose', async () => {
    // Bounded: the sender's deadline ends each message, but a stopping server never waits on a push service for long;
    // closing the sender then fails what is still on its way.
    await context.push.pending.idleWithin(pushCloseWaitMs);
    context.push.sender.close();
  });
  quizSettlement(app, context);
  activitySettlement(app, context);
  robotTimer(app, context);
  // A room's audience is counted from the sockets of the node that tells it: an API node has none.
  if (role !== 'api') roomAudience(app, context);
  // An API node publishes through the gateway (gifts, notices: over the bus to the gateway nodes) without its routes.
  registerImRoutes(app, context.im, context, { routes: role !== 'api' });
  return app;
}

/** The product API of spec 000 §7 and the built site: every route but the chat gateway's and the health checks. */
async function productApi(
  app: FastifyInstance,
  context: ServerContext,
  options: AppOptions,
  health: NodeHealth,
  fault: FaultLog,
): Promise<void> {
  installAbuseLimits(app, context.abuse);
  // A landing page carries the answers to its first requests, made as it is served (http/first-answers.ts).
  const landingHead: LandingHead = (route, lang, request) => firstAnswers(app, route, lang, context.clock.now(), request.headers.host);
  const spa = options.siteDir ? await registerStaticSite(app, options.siteDir, landingHead, options.rowsWaitMs, health.checks) : undefined;
  const consolePages = await registerConsole(app, options.consoleDir);
  installErrorHandling(app, fault, (request, reply) => consolePages(request, reply) || (spa?.(request, reply) ?? false));
  await app.register(contentRoutes, { context });
  await app.register(accountRoutes, { context });
  await app.register(matchRoutes, { context });
  await app.register(modelRoutes, { context });
  await app.register(roomRoutes, { context });
  await app.register(moneyRoutes, { context });
  await app.register(pushRoutes, { context });
  await app.register(adminRoutes, { context });
  await app.register(opsRoutes, { context, siteDir: options.siteDir, checkAnswers: options.checkAnswers });
}
