import { mkdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { createApp } from './app.ts';
import { holdLock, lockKeys } from './db/advisory-lock.ts';
import type { NodeHealth } from './http/health-routes.ts';
import { clearEndedWindows } from './domain/limits/shared-rate-limit.ts';
import { trackInFlight } from './shutdown.ts';
import { shareSessionEndings } from './jobs/session-endings.ts';
import { listenQueues, QueueEvents } from './jobs/queue-events.ts';
import { clearExpiredSessions } from './domain/accounts/sessions.ts';
import { openDatabase } from './db/open-database.ts';
import { collectGarbage } from './db/release-memory.ts';
import type { Bus } from './im/bus/bus.ts';
import { ImGateway } from './im/gateway.ts';
import { openSite } from './domain/site/site-config.ts';
import { seedHouseAds } from './domain/site/ads.ts';
import { builtFeaturesIn } from './domain/site/built-sites.ts';
import { seedHouseContent } from './domain/site/site-content.ts';
import { webPush } from './push-setup.ts';
import { seedRobots } from './seed/robots.ts';
import { robotRates } from './domain/rooms/robots/robot-rates.ts';
import { Robots } from './jobs/robots.ts';
import { robotPorts } from './routes/rooms/chat-ports.ts';
import { AbuseLimits } from './security/abuse-limits.ts';
import { rateLimits, type ServerContext } from './server-context.ts';
import { Captchas } from './domain/accounts/captchas.ts';
import { SessionCache } from './domain/accounts/session-cache.ts';
import { ReadCache } from './db/read-cache.ts';
import type { RunningServer, ServerOptions } from './startup/server-options.ts';
import { seedAndKeep, seededKey, seedOnce } from './startup/seeding.ts';
import { busReadiness, nodeBus, sendsPerSecond, serverClock, trustProxyFromEnvironment } from './startup/node-settings.ts';

// The composition root: opens the database, builds the ports and the context once, and the app over them. What a
// server is started with is in startup/server-options.ts, its seeding in startup/seeding.ts, and the settings read
// from the environment in startup/node-settings.ts.

export type { RobotOptions, RunningServer, SeededDatabase, SeededDatabases, ServerOptions } from './startup/server-options.ts';
export { migrateAndSeed } from './startup/seeding.ts';
export { siteServerOptions } from './startup/site-options.ts';

/** Opens and migrates the database, seeds it for the clock, and builds the app (not yet listening). */
export async function prepareServer(options: ServerOptions): Promise<RunningServer> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const key = seededKey(options);
  let kept = key === undefined ? undefined : await options.seededDatabases!.get(key);
  if (key !== undefined && !kept) kept = await seedAndKeep(options, key);
  let db = await openDatabase({ url: options.databaseUrl, dataDir: options.dataDir, files: kept?.files });
  // Connections of their own (the simulator lock, the session endings' listener), closed with the database.
  const connections: { close(): Promise<void> }[] = [];
  // The app closes the bus once it is built (server/im/routes.ts); a start that fails before must close it here.
  let bus: Bus | undefined;
  try {
    const role = options.role ?? 'all';
    const nodeId = options.nodeId ?? process.env.SIDELINE_NODE_ID ?? `${role}-${randomBytes(4).toString('hex')}`;
    const clock = serverClock(options);
    const seeded =
      options.seededAlready ?? kept?.seeded ?? (await seedOnce(db, options, options.seedAt ? new Date(options.seedAt) : clock.now()));
    // Seeding grows PGlite's WebAssembly memory to about 650 MB, which WebAssembly never gives back: a data folder is
    // opened afresh after it, so the server idles on a heap the size of its queries (docs/decisions.md "Idle memory").
    if (options.dataDir && !options.databaseUrl && options.demoData !== false) {
      await db.close();
      collectGarbage();
      db = await openDatabase({ dataDir: options.dataDir });
    }
    await openSite(db, options.site, options.imSdkAppId ?? 1400000001);
    // A site's house banners, announcement and ads offer only what its build holds.
    const builtFeatures = builtFeaturesIn(options.siteDir);
    await seedHouseContent(db, options.site, clock.now(), builtFeatures);
    if (options.houseAds) await seedHouseAds(db, options.site, builtFeatures);
    await clearExpiredSessions(db, clock.now());
    await clearEndedWindows(db, clock.now().getTime());
    const context: ServerContext = {
      db,
      clock,
      site: options.site,
      language: options.language ?? 'cn',
      // Signatures survive restarts only with a configured secret; otherwise clients fetch new guest info (spec 000 §4).
      imSecret: process.env.SIDELINE_IM_SECRET ?? randomBytes(32).toString('hex'),
      uploadSecret: process.env.SIDELINE_UPLOAD_SECRET ?? randomBytes(32).toString('hex'),
      paySecret: process.env.SIDELINE_PAY_SECRET ?? randomBytes(32).toString('hex'),
      adminToken: options.adminToken ?? process.env.SIDELINE_ADMIN_TOKEN ?? '',
      limits: rateLimits(db, clock),
      // On PostgreSQL several nodes may answer one caller: the per-address limits are counted in the database then.
      abuse: new AbuseLimits(
        () => clock.now().getTime(),
        { limitLoopback: options.limitLoopback },
        db.kind === 'postgres' ? db : undefined,
      ),
      cache: new ReadCache(),
      captchas: new Captchas(db, () => clock.now().getTime()),
      sessions: new SessionCache(),
      push: webPush(options),
      im: new ImGateway(
        {
          ...(options.imLongPollHoldMs === undefined ? {} : { longPollHoldMs: options.imLongPollHoldMs }),
          ...sendsPerSecond(options.imSendsPerSecond),
        },
        (bus = await nodeBus(options, nodeId)),
      ),
    };
    connections.push((context.simulator = await holdLock(options.databaseUrl, lockKeys.simulator, options.simulatorLockRetryMs)));
    connections.push(await shareSessionEndings(options.databaseUrl, db, context.sessions));
    if (role !== 'gateway') connections.push(await listenQueues(options.databaseUrl, db, (context.queueEvents = new QueueEvents(db))));
    if (options.robots) {
      const rates = robotRates(options.robots.rates);
      context.robots = new Robots(
        robotPorts(context),
        await seedRobots(db, clock.now(), context.language),
        options.robots.seed ?? options.seed ?? 1,
        rates,
      );
    }
    const origins = {
      publicOrigin: options.publicOrigin ?? process.env.SIDELINE_PUBLIC_ORIGIN,
      allowedHosts: (process.env.SIDELINE_ALLOWED_HOSTS ?? '').split(','),
    };
    const health: NodeHealth = { nodeId, role, draining: false, checks: role !== 'api' && bus.shared ? [busReadiness(bus)] : [] };
    const app = await createApp(context, {
      siteDir: options.siteDir,
      consoleDir: options.consoleDir,
      logger: options.logger,
      origins,
      kickoffNotices: options.kickoffNotices,
      trustProxy: options.trustProxy ?? trustProxyFromEnvironment(),
      role,
      health,
      rowsWaitMs: options.rowsWaitMs,
      requestLog: options.requestLog,
      checkAnswers: options.checkAnswers,
    });
    bus = undefined;
    const inFlight = trackInFlight(app);
    return {
      app,
      health,
      inFlight,
      context,
      db,
      im: context.im,
      seeded,
      close: async () => {
        await app.close();
        for (const connection of connections) await connection.close();
        await db.close();
      },
    };
  } catch (error) {
    await bus?.close();
    for (const connection of connections) await connection.close();
    await db.close();
    throw error;
  }
}

/** The operator accounts of a database, for `sideline operator` (the CLI reaches the server only through this module). */
export {
  openOperatorAccounts,
  isOperatorEmail,
  minimumPasswordLength,
  operatorRoles,
  type OperatorAccounts,
  type OperatorView,
} from './operator-accounts.ts';

/** Fixtures and results from a data feed, for `sideline import-matches` (docs/match-feed.md). */
export { importMatchFeed, fileFeed, FeedError, type FeedImportResult, type MatchFeedAdapter } from './match-feed-import.ts';
