import { resolve } from 'node:path';
import { Command, InvalidArgumentError } from 'commander';
import { defaultRobotRates } from '../server/domain/rooms/robots/robot-rates.ts';
import type { OperatorAction } from './commands/operator/index.ts';
import type { ServeOptions } from './commands/serve/index.ts';
import type { GlobalOptions } from './global-options.ts';
import { consoleLogger } from './logger.ts';

/** What commander hands the serve command: its options without the global ones and the site code. */
type ServeCliOptions = Omit<ServeOptions, keyof GlobalOptions | 'code'>;

function globals(command: Command): GlobalOptions {
  const options = command.optsWithGlobals<{ root?: string; dist?: string }>();
  const root = resolve(options.root ?? process.cwd());
  return { root, dist: resolve(options.dist ?? `${root}/dist`) };
}

function positiveInteger(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('expected a whole number of at least 1.');
  return n;
}

function positiveNumber(value: string): number {
  const n = Number(value);
  if (!(n > 0) || !Number.isFinite(n)) throw new InvalidArgumentError('expected a positive number.');
  return n;
}

function rate(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n < 0) throw new InvalidArgumentError('expected a number of 0 or more.');
  return n;
}

function wholeRate(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isInteger(n) || n < 0) throw new InvalidArgumentError('expected a whole number of 0 or more.');
  return n;
}

function isoTime(value: string): string {
  if (Number.isNaN(Date.parse(value))) throw new InvalidArgumentError('expected an ISO time such as 2026-06-01T12:00:00Z.');
  return value;
}

function port(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new InvalidArgumentError('expected a port number from 0 to 65535.');
  return n;
}

/** Declares the commands. Each command's module is imported only when it runs, so `--help` stays fast. */
export function registerCommands(program: Command): void {
  const logger = consoleLogger;
  const finish = (code: number) => {
    process.exitCode = code;
  };
  program
    .name('sideline')
    .description('Build and serve the Sideline sports app for each tenant (site code).')
    .option('--root <dir>', 'project folder that holds tenants/ (default: the current folder)')
    .option('--dist <dir>', 'output folder (default: <root>/dist)')
    .showSuggestionAfterError()
    .showHelpAfterError('(run with --help for usage)');

  program
    .command('validate')
    .description('check manifests: schema, extends, semantic rules; exit 1 on any error')
    .argument('[codes...]', 'site codes to check (default: all)')
    .option('--json', 'print the issues as JSON')
    .action(async (codes: string[], options: { json?: boolean }, command: Command) => {
      const { validateCommand } = await import('./commands/validate/index.ts');
      finish(validateCommand({ ...globals(command), codes, json: options.json === true }, logger));
    });

  program
    .command('list')
    .description('list the site codes with brand, sp_source, root page, language and theme colour')
    .option('--json', 'print JSON')
    .action(async (options: { json?: boolean }, command: Command) => {
      const { listCommand } = await import('./commands/list/index.ts');
      finish(listCommand({ ...globals(command), json: options.json === true }, logger));
    });

  program
    .command('show')
    .description('print the resolved manifest of a site, and for each value the file it came from')
    .argument('<code>', 'site code')
    .option('--json', 'print { manifest, provenance } as JSON')
    .action(async (code: string, options: { json?: boolean }, command: Command) => {
      const { showCommand } = await import('./commands/show/index.ts');
      finish(showCommand({ ...globals(command), code, json: options.json === true }, logger));
    });

  program
    .command('build-tenant')
    .description('build dist/<code>/ for one or more sites')
    .argument('<codes...>', 'site codes')
    .option('--concurrency <n>', 'bundles built at the same time', positiveInteger, 1)
    .action(async (codes: string[], options: { concurrency: number }, command: Command) => {
      const { buildCommand } = await import('./commands/build-tenant/index.ts');
      finish(await buildCommand({ ...globals(command), codes, concurrency: options.concurrency }, logger));
    });

  program
    .command('build-all')
    .description('build every site code (or one shard of them), with progress and a summary table')
    .option('--concurrency <n>', 'bundles built at the same time', positiveInteger, 1)
    .option('--shard <i/n>', 'build only shard i of n (1-based), to spread sites over CI runners')
    .action(async (options: { concurrency: number; shard?: string }, command: Command) => {
      const { buildAllCommand } = await import('./commands/build-all/index.ts');
      finish(await buildAllCommand({ ...globals(command), concurrency: options.concurrency, shard: options.shard }, logger));
    });

  program
    .command('build-console')
    .description("build the operators' console into <dist>/ops/, served by API nodes at /ops/")
    .action(async (_options: unknown, command: Command) => {
      const { buildConsoleCommand } = await import('./commands/build-console/index.ts');
      finish(await buildConsoleCommand(globals(command), logger));
    });

  program
    .command('new-tenant')
    .description('create tenants/<brand>/<code>.json that extends an existing site (of its brand, or starting a new brand)')
    .argument('<code>', 'new site code (lowercase letters, digits, _)')
    .requiredOption('--from <code>', 'site code to extend')
    .option('--brand <brand>', "brand of the new site, and its folder tenants/<brand>/ (default: the --from site's)")
    .option('--sp-source <id>', 'default sp_source of the new site, added to its sources when new', positiveInteger)
    .option('--source-name <name>', "name shown for that sp_source (a new brand's site name too)")
    .action(async (code: string, options: { from: string; brand?: string; spSource?: number; sourceName?: string }, command: Command) => {
      const { newTenantCommand } = await import('./commands/new-tenant/index.ts');
      finish(newTenantCommand({ ...globals(command), code, ...options }, logger));
    });

  program
    .command('dev')
    .description('run the app for a site with hot reload (Vite dev server) at /m/')
    .argument('<code>', 'site code')
    .option('--port <port>', 'port', port, 5173)
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .action(async (code: string, options: { port: number; host: string }, command: Command) => {
      const { devCommand } = await import('./commands/dev/index.ts');
      finish(await devCommand({ ...globals(command), code, port: options.port, host: options.host }, logger));
    });

  program
    .command('serve')
    .description('serve the built dist/<code>/ at http://<host>:<port>/m/ with the reference API and its database')
    .argument('<code>', 'site code')
    .option('--port <port>', 'port', port, 8080)
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option('--role <role>', 'all (everything in one process), api (product API and site) or gateway (chat gateway): docs/deploy.md', 'all')
    .option('--data <folder>', 'embedded database folder (default: <root>/.sideline/data/<code>)')
    .option('--memory', 'keep the embedded database in memory (nothing persists)')
    .option('--seed <n>', 'seed of the generated sports data', positiveInteger, 1)
    .option('--clock <iso>', 'freeze the clock at this ISO time, so every answer is repeatable', isoTime)
    .option('--speed <factor>', 'run the match clock this many times faster than real time', positiveNumber, 1)
    .option('--no-robots', 'no simulated viewers in the live rooms')
    .option('--robot-seed <n>', 'seed of what the simulated viewers do (default: --seed)', positiveInteger)
    .option('--robot-chat <n>', 'robot chat lines a minute per room', rate, defaultRobotRates.chat)
    .option('--robot-enters <n>', 'robots entering a room a minute', rate, defaultRobotRates.enters)
    .option('--robot-gifts <n>', 'robot gifts a minute per room', rate, defaultRobotRates.gifts)
    .option('--robot-follows <n>', "robots following a room's anchor a minute", rate, defaultRobotRates.follows)
    .option('--robot-max <n>', 'robot messages a minute per room at most, all kinds', wholeRate, defaultRobotRates.maxPerMinute)
    .option('--bus <url>', 'the bus between nodes, nats://host:port (default: SIDELINE_BUS_URL; none: this node alone)')
    .option('--node-id <id>', "this node's id on the bus (default: SIDELINE_NODE_ID, else random)")
    .option('--production', 'no demo matches, fans or robots; refuses to start without the secrets: docs/deploy.md')
    .option('--access-log', 'one line per request on stdout: time, method, path (no secrets), status, duration, node, id')
    .addHelpText(
      'after',
      "\nDATABASE_URL=postgres://... uses a real PostgreSQL instead of the embedded one.\nRobots act while the site's switch_robotroom is '1' and the clock runs (not with --clock).",
    )
    .action(async (code: string, options: ServeCliOptions, command: Command) => {
      const { serveCommand } = await import('./commands/serve/index.ts');
      finish(await serveCommand({ ...globals(command), code, ...options }, logger));
    });

  const operator = program
    .command('operator')
    .description("manage the operators' console accounts in a site's database (docs/operators.md)");
  const database = (command: Command) =>
    command
      .option('--data <folder>', 'embedded database folder, as serve --data')
      .option('--site <code>', "use serve's default folder for this site (<root>/.sideline/data/<code>)")
      .addHelpText('after', '\nDATABASE_URL=postgres://... uses a real PostgreSQL instead. Stop a server using the embedded folder first.');
  const runOperator = async (action: OperatorAction, command: Command) => {
    const { operatorCommand } = await import('./commands/operator/index.ts');
    const { data, site } = command.opts<{ data?: string; site?: string }>();
    finish(await operatorCommand(action, { ...globals(command), data, site }, logger));
  };
  database(operator.command('add'))
    .description('add an operator; the password is read from stdin (a prompt without echo, or the first line of a pipe)')
    .argument('<email>', 'sign-in email')
    .requiredOption('--role <role>', 'owner, ops, moderator, finance or viewer')
    .option('--sites <codes>', 'site codes the operator may act on, comma-separated (default: all)')
    .action((email: string, options: { role: string; sites?: string }, command: Command) =>
      runOperator({ kind: 'add', email, role: options.role, sites: options.sites }, command),
    );
  database(operator.command('list'))
    .description('list the operators')
    .option('--json', 'print JSON')
    .action((options: { json?: boolean }, command: Command) => runOperator({ kind: 'list', json: options.json === true }, command));
  database(operator.command('disable'))
    .description('disable an operator: they cannot sign in, and their sessions end')
    .argument('<email>', 'sign-in email')
    .action((email: string, _options: unknown, command: Command) => runOperator({ kind: 'disable', email }, command));
  database(operator.command('reset-2fa'))
    .description("forget an operator's two-factor secret: they enrol again at their next sign-in")
    .argument('<email>', 'sign-in email')
    .action((email: string, _options: unknown, command: Command) => runOperator({ kind: 'reset-2fa', email }, command));

  program
    .command('import-matches')
    .description('import fixtures and results from a JSON or CSV file into a database (docs/match-feed.md)')
    .argument('<file>', 'a .json or .csv match feed')
    .option('--data <folder>', 'embedded database folder, as serve --data')
    .option('--site <code>', "use serve's default folder for this site (<root>/.sideline/data/<code>)")
    .option('--provider <name>', "the feed's provider: a re-import is keyed by provider and match id", 'file')
    .option('--dry-run', 'validate and report only; write nothing')
    .addHelpText('after', '\nDATABASE_URL=postgres://... uses a real PostgreSQL instead. Stop a server using the embedded folder first.')
    .action(async (file: string, options: { data?: string; site?: string; provider: string; dryRun?: boolean }, command: Command) => {
      const { importMatchesCommand } = await import('./commands/import-matches/index.ts');
      finish(await importMatchesCommand({ ...globals(command), file, ...options, dryRun: options.dryRun === true }, logger));
    });

  program
    .command('backup')
    .description("copy a stopped server's embedded database into one file (PostgreSQL: pg_dump, docs/deploy.md)")
    .argument('<file>', 'the backup file to write (a new file)')
    .option('--data <folder>', 'the database folder (default: the one folder under <root>/.sideline/data/)')
    .action(async (file: string, options: { data?: string }, command: Command) => {
      const { backupCommand } = await import('./commands/backup/index.ts');
      finish(await backupCommand({ ...globals(command), file, data: options.data }, logger));
    });

  program
    .command('restore')
    .description('make a new database folder from a backup; serve it with serve <code> --data <folder>')
    .argument('<file>', 'a file written by sideline backup')
    .requiredOption('--data <folder>', 'the folder to restore into (absent or empty)')
    .action(async (file: string, options: { data: string }, command: Command) => {
      const { restoreCommand } = await import('./commands/backup/index.ts');
      finish(await restoreCommand({ ...globals(command), file, data: options.data }, logger));
    });

  program
    .command('test-matrix')
    .description('snapshot-test tenants in Chromium against the reference server (fixed seed and clock); writes an HTML gallery')
    .argument('[codes...]', 'site codes (default: all)')
    .option('--update-snapshots', 'rewrite the snapshots that changed or are missing, among the tests that run')
    .option('--grep <pattern>', 'only tests whose title matches: a page (score), a variant (dark pt-br) or @ci')
    .option(
      '--port <port>',
      "first port of the tenants' servers on 127.0.0.1, the next tenants on the ports after it (default: any free port)",
      port,
    )
    .addHelpText(
      'after',
      "\nA site's first run takes its pictures instead of failing. The gallery is written to\ntest-results/matrix/gallery/index.html; see docs/qa-matrix.md.",
    )
    .action(async (codes: string[], options: { updateSnapshots?: boolean; grep?: string; port?: number }, command: Command) => {
      const { testMatrixCommand } = await import('./commands/test-matrix/index.ts');
      finish(
        await testMatrixCommand(
          { ...globals(command), codes, updateSnapshots: options.updateSnapshots === true, grep: options.grep, port: options.port },
          logger,
        ),
      );
    });
}
