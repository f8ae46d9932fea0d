import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { didYouMean, loadTenant, releaseManifestValidators, validateTenants } from '../../../schema/index.ts';
import { ExitError, exitCodes } from '../../errors.ts';
import { displayPath, type Logger } from '../../logger.ts';
import type { GlobalOptions } from '../../global-options.ts';
import { nodeRoles, type NodeRole } from '../../../server/node-role.ts';

export interface ServeOptions extends GlobalOptions {
  code: string;
  port: number;
  host: string;
  /** all, api or gateway (docs/deploy.md "Roles"). */
  role: string;
  data?: string;
  memory?: boolean;
  seed: number;
  clock?: string;
  speed: number;
  /** Simulated viewers in the live rooms (`--no-robots` turns them off). */
  robots: boolean;
  robotSeed?: number;
  robotChat: number;
  robotEnters: number;
  robotGifts: number;
  robotFollows: number;
  robotMax: number;
  /** nats://host:port: the bus to the other nodes (server/im/bus/). */
  bus?: string;
  nodeId?: string;
  /** No demo data and no robots; the secrets must be set (docs/deploy.md "Production data"). */
  production?: boolean;
  /** One line per request on stdout (server/http/request-log.ts). */
  accessLog?: boolean;
}

export async function serveCommand(options: ServeOptions, logger: Logger): Promise<number> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const role = nodeRole(options.role, databaseUrl);
  if (role !== 'all' && options.speed !== 1)
    throw new ExitError(
      `--speed runs one process's clock: the nodes of a cluster (--role ${role}) share the real time (docs/deploy.md)`,
      exitCodes.usage,
    );
  if (options.production) refuseDemoOptions(options);
  // A gateway node serves no pages: it needs no built site.
  const siteDir = role === 'gateway' ? undefined : join(options.dist, options.code);
  // The operators' console, built once for every site (`sideline build-console`), served by the same nodes.
  const consoleDir = role === 'gateway' ? undefined : join(options.dist, 'ops');
  if (siteDir && !existsSync(join(siteDir, 'index.html'))) {
    const { siteCodes } = validateTenants(options.root, []);
    if (!siteCodes.includes(options.code)) {
      const suggestion = didYouMean(options.code, siteCodes);
      throw new ExitError(`no site "${options.code}"${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`);
    }
    throw new ExitError(`${displayPath(siteDir)}/ is not built yet: run npx sideline build-tenant ${options.code}`);
  }
  if (options.memory && options.data) throw new ExitError('--memory and --data exclude each other', exitCodes.usage);
  if (options.clock && options.speed !== 1)
    throw new ExitError('--clock and --speed exclude each other: a fixed clock does not run', exitCodes.usage);
  const dataDir = databaseUrl || options.memory ? undefined : resolve(options.data ?? join(options.root, '.sideline/data', options.code));
  const tenant = loadTenant(options.root, options.code);
  // The manifest is checked once; its compiled validators would stay in the serving process for nothing.
  releaseManifestValidators();
  const { prepareServer, siteServerOptions } = await import('../../../server/start.ts');
  const { drainAndClose } = await import('../../../server/shutdown.ts');
  const started = performance.now();
  const rates = {
    chat: options.robotChat,
    enters: options.robotEnters,
    gifts: options.robotGifts,
    follows: options.robotFollows,
    maxPerMinute: options.robotMax,
  };
  const robots = options.robots && !options.production ? { seed: options.robotSeed ?? options.seed, rates } : undefined;
  const server = await prepareServer({
    // The demo's news, videos, room chat and robots speak the site's first language.
    ...siteServerOptions(options.code, tenant.manifest),
    siteDir,
    consoleDir,
    dataDir,
    databaseUrl,
    seed: options.seed,
    clock: options.clock,
    speed: options.speed,
    houseAds: true,
    robots,
    role,
    bus: options.bus,
    nodeId: options.nodeId,
    demoData: !options.production,
    // Each write is the lines of one turn of the event loop (server/http/line-batch.ts).
    requestLog: { access: options.accessLog === true, write: (lines) => logger.info(lines) },
  });
  let address: string;
  try {
    address = await server.app.listen({ port: options.port, host: options.host });
  } catch (error) {
    await server.close();
    throw new ExitError(
      `cannot listen on ${options.host}:${options.port}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}; pick another with --port`,
    );
  }
  const database = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : dataDir ? `embedded, ${displayPath(dataDir)}` : 'embedded, in memory';
  logger.info(
    `database: ${database}; ${options.production ? 'production data, no demo' : `seed ${options.seed}`}, ${server.seeded.matches} matches${options.clock ? `, clock fixed at ${options.clock}` : options.speed !== 1 ? `, clock ${options.speed}x real time` : ''}; ready in ${((performance.now() - started) / 1000).toFixed(1)}s`,
  );
  logger.info(options.production ? 'robots: off (--production)' : robotsLine(robots, options.clock));
  logger.info(
    role === 'gateway'
      ? `chat gateway ${server.health.nodeId} at ${address}/im/ws (Ctrl+C to stop)`
      : `serving ${options.code} at ${address}/m/${role === 'all' ? '' : ` as ${server.health.nodeId}`} (Ctrl+C to stop)`,
  );
  if (consoleDir)
    logger.info(
      existsSync(join(consoleDir, 'index.html'))
        ? `operators' console at ${address}/ops/ (docs/operators.md)`
        : `operators' console: not built (run npx sideline build-console); ${address}/ops/ says so`,
    );
  await new Promise<void>((resolveStop) => {
    const stop = () => {
      // However the drain goes, the process ends within the bound and a second.
      setTimeout(() => process.exit(exitCodes.ok), drainBoundMs + 1_000).unref();
      void drainAndClose(server, drainBoundMs).then(() => resolveStop());
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return exitCodes.ok;
}

/** How long a stopping node lets requests under way finish (docs/deploy.md "Graceful shutdown"). */
const drainBoundMs = 10_000;

/** The --role flag, checked: a node of a cluster needs the shared PostgreSQL. */
function nodeRole(role: string, databaseUrl: string | undefined): NodeRole {
  if (!(nodeRoles as readonly string[]).includes(role))
    throw new ExitError(`--role expects one of ${nodeRoles.join(', ')}, got "${role}"`, exitCodes.usage);
  if (role !== 'all' && !databaseUrl)
    throw new ExitError(
      `--role ${role} runs one node of a cluster: set DATABASE_URL=postgres://... to the database the nodes share (docs/deploy.md)`,
      exitCodes.usage,
    );
  const unset = clusterSecrets.filter((name) => !process.env[name]);
  if (role !== 'all' && unset.length > 0)
    throw new ExitError(
      `--role ${role} needs ${unset.join(', ')} set, the same on every node: a node's own made-up secrets would refuse what the others sign (docs/deploy.md)`,
      exitCodes.usage,
    );
  return role as NodeRole;
}

/**
 * A production node keeps what fans hold across restarts: fixed secrets (made-up ones change at every start, signing
 * out every chat user and voiding upload links and payment notices), a database on disk and the real clock.
 */
function refuseDemoOptions(options: ServeOptions): void {
  const unset = clusterSecrets.filter((name) => !process.env[name]);
  if (unset.length > 0)
    throw new ExitError(
      `--production needs ${unset.join(', ')} set (deploy/sideline.env): made-up secrets would change at every restart, signing out every chat user and voiding upload links, payment notices and push subscriptions (docs/deploy.md)`,
      exitCodes.usage,
    );
  if (process.env.SIDELINE_PUSH_ENDPOINTS === 'https-or-loopback')
    throw new ExitError('--production sends push messages to push services only: unset SIDELINE_PUSH_ENDPOINTS', exitCodes.usage);
  if (options.memory) throw new ExitError('--production keeps its data: --memory would lose it at every restart', exitCodes.usage);
  if (options.clock || options.speed !== 1)
    throw new ExitError('--production runs the real clock: --clock and --speed are for demos and tests', exitCodes.usage);
}

/** What every node of a cluster must share, or the chat signatures, upload links and payment notices of one fail on another. */
export const clusterSecrets = [
  'SIDELINE_IM_SECRET',
  'SIDELINE_UPLOAD_SECRET',
  'SIDELINE_PAY_SECRET',
  // Web Push's identity (docs/push.md): a browser's subscription holds the public key; another pair voids them all.
  'SIDELINE_VAPID_PUBLIC_KEY',
  'SIDELINE_VAPID_PRIVATE_KEY',
  'SIDELINE_VAPID_SUBJECT',
];

/** What the simulated viewers will do, in one line of the start-up log. */
function robotsLine(
  robots: { seed: number; rates: Record<'chat' | 'enters' | 'gifts' | 'follows' | 'maxPerMinute', number> } | undefined,
  clock: string | undefined,
): string {
  if (!robots) return 'robots: off (--no-robots)';
  if (clock) return 'robots: still while the clock is fixed';
  const { chat, enters, gifts, follows, maxPerMinute } = robots.rates;
  return `robots: seed ${robots.seed}; a minute per room ${chat} chat lines, ${enters} entrances, ${gifts} gifts, ${follows} follows, at most ${maxPerMinute} messages; while switch_robotroom is '1'`;
}
