import { mkdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createApp } from './app.ts';
import type { NodeRole } from './node-role.ts';
import { holdLock, lockKeys, whileLocked } from './db/advisory-lock.ts';
import type { NodeHealth, ReadinessCheck } from './http/health-routes.ts';
import { clearEndedWindows } from './domain/limits/shared-rate-limit.ts';
import { trackInFlight, type InFlight } from './shutdown.ts';
import { shareSessionEndings } from './jobs/session-endings.ts';
import { listenQueues, QueueEvents } from './jobs/queue-events.ts';
import { clearExpiredSessions } from './domain/accounts/sessions.ts';
import { acceleratedClock, fixedClock, systemClock, type Clock } from './clock.ts';
import type { Database } from './db/database.ts';
import type { ContentLanguage } from './domain/ports.ts';
import { openDatabase } from './db/open-database.ts';
import { collectGarbage } from './db/release-memory.ts';
import { migrate } from './db/migrate.ts';
import { InProcessBus, type Bus } from './im/bus/bus.ts';
import { NatsBus } from './im/bus/nats-bus.ts';
import { ImGateway } from './im/gateway.ts';
import { openSite } from './domain/site/site-config.ts';
import { seedLiveRooms } from './seed/live-rooms.ts';
import { seedSportsData } from './seed/season-seed.ts';
import { seededSummary, type SeedSummary } from './seed/sports-data.ts';
import { seedContent } from './seed/content.ts';
import { seedVideos } from './seed/videos.ts';
import { seedHouseAds } from './domain/site/ads.ts';
import { seedHouseContent } from './domain/site/site-content.ts';
import { builtFeaturesIn } from './domain/site/built-sites.ts';
import { seedRobots } from './seed/robots.ts';
import { robotRates, type RobotRates } from './domain/rooms/robots/robot-rates.ts';
import { Robots } from './jobs/robots.ts';
import { robotPorts } from './routes/rooms/chat-ports.ts';
import { AbuseLimits } from './security/abuse-limits.ts';
import { rateLimits, type ServerContext } from './server-context.ts';
import { Captchas } from './domain/accounts/captchas.ts';
import { SessionCache } from './domain/accounts/session-cache.ts';
import { ReadCache } from './db/read-cache.ts';
import type { RequestLog } from './http/request-log.ts';
import type { EndpointPolicy } from './domain/push/subscriptions.ts';
import { webPush } from './push-setup.ts';

export interface ServerOptions {
  /** Site code whose switch flags and config the API answers with. */
  site: string;
  /** Chat app id of the site (its manifest's im.sdkAppId). */
  imSdkAppId?: number;
  siteDir?: string;
  /** The built operators' console (`<dist>/ops/`), served at /ops/ by nodes of role api and all (server/console-site.ts). */
  consoleDir?: string;
  /** How long a landing page waits for the server's render of its rows (AppOptions.rowsWaitMs). */
  rowsWaitMs?: number;
  /** Embedded database folder; in memory when absent (and no databaseUrl). */
  dataDir?: string;
  /** postgres://... : use a real PostgreSQL instead. */
  databaseUrl?: string;
  seed?: number;
  /**
   * The language the demo seed and the robots write in: the site's default language (`locales.default`; `serve` passes
   * it). @default 'cn'. Room titles and banners are answered in each fan's language whatever it is.
   */
  language?: ContentLanguage;
  /**
   * Write the demo data at start (generated matches, fans, anchors, live rooms, news, videos, shop goods). @default true.
   * `serve --production` turns it off: the database is only migrated, and its matches come from the feed and the
   * operators (docs/deploy.md "Production data").
   */
  demoData?: boolean;
  /** ISO time: freeze the clock there, so every answer is repeatable. */
  clock?: string;
  /** Run the clock this many times faster than real time (live matches advance accordingly). Excludes `clock`. */
  speed?: number;
  /** ISO time the running clock starts from instead of now (tests that need a given time of day). Excludes `clock`. */
  startAt?: string;
  /**
   * ISO time the data is seeded for, when not the clock's time at start: a server whose data was seeded then and has
   * run since (browser tests seed every server of a run for the run's start, and start each clock at its own now).
   */
  seedAt?: string;
  adminToken?: string;
  /** The origin links in answers name (https://sports.example.com); else SIDELINE_PUBLIC_ORIGIN; else trusted Host headers only. */
  publicOrigin?: string;
  logger?: boolean;
  /**
   * Announce kickoffs in NOTIFY_ROOM as the clock reaches them. @default true. Browser tests turn it off: a popup for
   * a seeded match may cover what a test taps; the admin call still announces a given match.
   */
  kickoffNotices?: boolean;
  /**
   * Put the house ads (server/domain/site/ads.ts) in the ad slots of a site that has never configured its own.
   * @default false. `sideline serve` turns it on; tests and benches set the ads they need through the admin API, so a
   * pop-up never covers what they look at.
   */
  houseAds?: boolean;
  /** How long a live-room long poll is held before it answers empty (tests shorten it). @default 90000 */
  imLongPollHoldMs?: number;
  /**
   * Messages one chat user may send in a second (docs/security.md "Abuse limits"). @default 20. Only for filling a
   * conversation quickly in a bench or a browser test; the limit itself is tested at its default.
   */
  imSendsPerSecond?: number;
  /**
   * Simulated viewers in the live rooms (docs/decisions.md "Rooms that feel alive"). Absent: none, as tests and QA
   * want (`sideline serve` turns them on unless `--no-robots`). They act while the site's switch_robotroom is '1' and
   * the clock runs; a fixed `clock` keeps them still.
   */
  robots?: RobotOptions;
  /**
   * Keeps the embedded database of a fresh in-memory server once migrated and seeded, and starts the next server with
   * the same seed and clock, of any site, from it instead of seeding again (test suites start hundreds of servers).
   * Only for an in-memory PGlite with a fixed `clock`, a `startAt` or a `seedAt`: a seed made at the wall clock's time
   * is never reused. The site's own row is written after, so the files hold no site.
   */
  seededDatabases?: SeededDatabases;
  /**
   * The database at `databaseUrl` is migrated and seeded already (a copy of a seeded template database: the API suite's
   * tests/support/postgres-templates.ts), and this is what its seed made; the site's row is still written.
   */
  seededAlready?: SeedSummary;
  /**
   * Read the fan's address from X-Forwarded-For, as Fastify's trustProxy option takes it (true, or the proxies'
   * addresses, comma-separated): needed behind a proxy, or the abuse limits see the proxy's address. Else SIDELINE_TRUST_PROXY.
   */
  trustProxy?: boolean | string;
  /** Where Web Push may send: `https-or-loopback` lets tests and benches run a push service on 127.0.0.1. @default 'https' */
  pushEndpoints?: EndpointPolicy;
  /** Count loopback callers in the per-address abuse limits too (security/abuse-limits.ts). @default false */
  limitLoopback?: boolean;
  /**
   * The bus between nodes (docs/decisions.md "Several nodes: what goes over the bus"): a `nats://host:port` URL, else
   * SIDELINE_BUS_URL; absent, the in-process bus of a server alone.
   */
  bus?: string;
  /**
   * Which routes this node serves (docs/deploy.md "Roles"): `all` (one process, the default), `api` (the product API
   * and the site) or `gateway` (the chat gateway's socket, long polls and report). A node of a cluster (`api` or
   * `gateway`) joins a database that is seeded already, and seeds only an empty one.
   */
  role?: NodeRole;
  /**
   * This node's id: on the bus (a node drops its own events), in logs and in health answers. Else SIDELINE_NODE_ID;
   * by default `<role>-<random>` (random, so two machines' nodes never share one).
   */
  nodeId?: string;
  /** Access lines (`serve --access-log`) and where request lines go (http/request-log.ts); faults are logged either way. */
  requestLog?: RequestLog;
  /** How often a node without the simulator lock tries to take it (db/advisory-lock.ts). @default 5000 */
  simulatorLockRetryMs?: number;
}

/** Where prepared databases are kept (tests/support/seeded-databases.ts keeps them in a folder per test run). */
export interface SeededDatabases {
  get(key: string): Promise<SeededDatabase | undefined>;
  put(key: string, database: SeededDatabase): Promise<void>;
}

export interface SeededDatabase {
  files: Blob;
  seeded: SeedSummary;
}

export interface RobotOptions {
  /** Seed of what the robots do. @default the server's `seed` */
  seed?: number;
  /** Rates per room and minute; each left out takes its default (domain/rooms/robots/robot-rates.ts). */
  rates?: Partial<RobotRates>;
}

export interface RunningServer {
  app: FastifyInstance;
  /** What /readyz answers from; a graceful shutdown sets `draining`, and a bus adds its check to `checks`. */
  health: NodeHealth;
  /** Requests under way, which a graceful shutdown lets finish (shutdown.ts). */
  inFlight: InFlight;
  context: ServerContext;
  db: Database;
  /** The chat gateway, for in-process tests (fault injection, settings); the same as `context.im`. */
  im: ImGateway;
  seeded: SeedSummary;
  close(): Promise<void>;
}

function serverClock(options: ServerOptions): Clock {
  if (options.clock) return fixedClock(options.clock);
  if (options.startAt) {
    const start = new Date(options.startAt);
    if (Number.isNaN(start.getTime()))
      throw new Error(`startAt expects an ISO time such as 2026-06-01T04:00:00Z, got "${options.startAt}"`);
    return acceleratedClock(options.speed ?? 1, start);
  }
  return options.speed && options.speed !== 1 ? acceleratedClock(options.speed) : systemClock;
}

/** What decides a fresh server's seeded database (the site's row comes after); undefined when it must be seeded afresh. */
function seededKey(options: ServerOptions): string | undefined {
  const seedTime = options.seedAt ?? options.clock ?? options.startAt;
  if (!options.seededDatabases || options.databaseUrl || options.dataDir || options.demoData === false || !seedTime) return undefined;
  return JSON.stringify([options.seed ?? 1, seedTime, options.language ?? 'cn']);
}

/** Migrates the database and writes the seeded data for the clock's time: the same for every site. */
export async function migrateAndSeed(db: Database, seed: number, now: Date, language: ContentLanguage = 'cn'): Promise<SeedSummary> {
  await migrate(db);
  const seeded = await seedSportsData(db, seed, now);
  seeded.rooms = await seedLiveRooms(db, seed, now, language);
  await seedContent(db, seed, now, language);
  await seedVideos(db, seed, now, language);
  return seeded;
}

/**
 * Seeds a fresh in-memory database, keeps its files for the run's later servers and answers them, so that this server
 * loads them too: a database loaded from files continues its sequences from the values PostgreSQL logged ahead, so
 * the ids a server hands out would otherwise depend on whether it seeded or loaded (a QA picture's avatar colour
 * follows an id).
 */
async function seedAndKeep(options: ServerOptions, key: string): Promise<SeededDatabase | undefined> {
  const db = await openDatabase({});
  try {
    if (!db.dumpFiles) return undefined;
    const seedTime = options.seedAt ? new Date(options.seedAt) : serverClock(options).now();
    const seeded = await migrateAndSeed(db, options.seed ?? 1, seedTime, options.language);
    const database = { files: await db.dumpFiles(), seeded };
    await options.seededDatabases!.put(key, database);
    return database;
  } finally {
    await db.close();
  }
}

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
      context.robots = new Robots(robotPorts(context), await seedRobots(db, clock.now()), options.robots.seed ?? options.seed ?? 1, rates);
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

/** A bus outage shorter than this (nats-server restarting) leaves the node in rotation: its fans recover what they missed. */
const busOutageGraceMs = 5_000;

/**
 * A gateway cut off from the bus for longer delivers none of the other nodes' messages to its fans until it is back,
 * so it leaves the load balancer's rotation and new fans go to a node that hears everything. An API node stays: its
 * calls work without the bus, and what it publishes meanwhile is read back from the database (docs/deploy.md).
 */
function busReadiness(bus: Bus): ReadinessCheck {
  return { name: 'bus', ready: () => bus.cutOffSince === undefined || Date.now() - bus.cutOffSince < busOutageGraceMs };
}

/** The bus this node talks to the others over: NATS when a URL is given, else a bus of its own. */
async function nodeBus(options: ServerOptions, nodeId: string): Promise<Bus> {
  const url = options.bus ?? process.env.SIDELINE_BUS_URL;
  if (!url) return new InProcessBus(nodeId);
  if (!url.startsWith('nats://')) throw new Error(`--bus expects nats://host:port, got "${url}"`);
  return NatsBus.connect(url, nodeId, options.site);
}

/**
 * Migrates and seeds, one node at a time (nodes of a cluster may start together). A single server (`all`) seeds
 * afresh for its clock as it always has; a node of a cluster joins the data the first node seeded, since seeding again
 * would empty the live rooms under the other nodes' fans.
 */
async function seedOnce(db: Database, options: ServerOptions, seedTime: Date): Promise<SeedSummary> {
  return whileLocked(options.databaseUrl, lockKeys.startup, async () => {
    if (options.demoData === false) {
      await migrate(db);
      return seededSummary(db);
    }
    if ((options.role ?? 'all') !== 'all') {
      await migrate(db);
      const summary = await seededSummary(db);
      if (summary.matches > 0) return summary;
    }
    return migrateAndSeed(db, options.seed ?? 1, seedTime, options.language);
  });
}

/** The per-user chat send limit: the option, else SIDELINE_IM_SENDS_PER_SECOND (a node started by `serve`), else the gateway's 20. */
function sendsPerSecond(option: number | undefined, value = process.env.SIDELINE_IM_SENDS_PER_SECOND): { sendsPerSecond?: number } {
  if (option !== undefined) return { sendsPerSecond: option };
  if (value === undefined || value === '') return {};
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1)
    throw new Error(`SIDELINE_IM_SENDS_PER_SECOND expects a whole number of at least 1, got "${value}"`);
  return { sendsPerSecond: parsed };
}

/** SIDELINE_TRUST_PROXY: `true`, or the proxies' addresses or ranges, comma-separated (Fastify's trustProxy). */
function trustProxyFromEnvironment(value = process.env.SIDELINE_TRUST_PROXY): boolean | string | undefined {
  if (!value) return undefined;
  return value === 'true' ? true : value;
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
