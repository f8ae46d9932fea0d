import type { FastifyInstance } from 'fastify';
import type { NodeRole } from '../node-role.ts';
import type { NodeHealth } from '../http/health-routes.ts';
import type { InFlight } from '../shutdown.ts';
import type { Database } from '../db/database.ts';
import type { ContentLanguage } from '../domain/ports.ts';
import type { ImGateway } from '../im/gateway.ts';
import type { RobotRates } from '../domain/rooms/robots/robot-rates.ts';
import type { ServerContext } from '../server-context.ts';
import type { RequestLog } from '../http/request-log.ts';
import type { SeedSummary } from '../seed/sports-data.ts';
import type { EndpointPolicy } from '../domain/push/subscriptions.ts';

// What a server is started with and what a started one is (server/start.ts prepareServer builds it from these).

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
   * Check every console answer against the JSON Schema its route names (http/answer-check.ts) and fail a drifted one
   * as a server fault. @default false. Test servers turn it on, so every console test checks the contract too.
   */
  checkAnswers?: boolean;
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
