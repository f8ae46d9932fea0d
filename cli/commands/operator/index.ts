import { join, resolve } from 'node:path';
import { ExitError, exitCodes } from '../../errors.ts';
import { formatTable, type Logger } from '../../logger.ts';
import type { GlobalOptions } from '../../global-options.ts';
import type { OperatorAccounts, OperatorView } from '../../../server/start.ts';
import { readPassword } from './read-password.ts';

export interface OperatorOptions extends GlobalOptions {
  /** Embedded database folder, as `serve --data`. */
  data?: string;
  /** The site whose default folder (`<root>/.sideline/data/<code>`) to use when `--data` is not given. */
  site?: string;
}

export type OperatorAction =
  | { kind: 'add'; email: string; role: string; sites?: string }
  | { kind: 'list'; json: boolean }
  | { kind: 'disable'; email: string }
  | { kind: 'reset-2fa'; email: string };

/** `sideline operator add|list|disable|reset-2fa` (docs/cli.md, docs/operators.md). */
export async function operatorCommand(action: OperatorAction, options: OperatorOptions, logger: Logger): Promise<number> {
  const start = await import('../../../server/start.ts');
  let password = '';
  if (action.kind === 'add') {
    if (!start.isOperatorEmail(action.email)) throw new ExitError(`"${action.email}" is not an email address`, exitCodes.usage);
    if (!(start.operatorRoles as readonly string[]).includes(action.role))
      throw new ExitError(`unknown role "${action.role}": one of ${start.operatorRoles.join(', ')}`, exitCodes.usage);
    for (const site of sitesOf(action.sites) ?? [])
      if (!/^[a-z0-9_]{1,32}$/.test(site)) throw new ExitError(`"${site}" is not a site code (--sites qutu,kqb)`, exitCodes.usage);
    password = await readPassword(process.stdin, (text) => process.stderr.write(text));
    if ([...password].length < start.minimumPasswordLength)
      throw new ExitError(`the password must have at least ${start.minimumPasswordLength} characters (read from stdin)`);
  }
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const accounts = await start.openOperatorAccounts({
    databaseUrl,
    dataDir: databaseUrl ? undefined : dataDir(options),
    site: options.site,
  });
  try {
    await run(accounts, action, password, logger);
  } catch (error) {
    throw new ExitError((error as Error).message);
  } finally {
    await accounts.close();
  }
  return exitCodes.ok;
}

async function run(accounts: OperatorAccounts, action: OperatorAction, password: string, logger: Logger): Promise<void> {
  switch (action.kind) {
    case 'add': {
      const added = await accounts.add({ email: action.email, role: action.role, sites: sitesOf(action.sites), password });
      logger.info(`added ${added.email} (${describe(added)})${added.totpRequired ? '; enrols two-factor at first sign-in' : ''}`);
      return;
    }
    case 'list': {
      const operators = await accounts.list();
      if (action.json) return logger.info(JSON.stringify(operators, null, 2));
      if (operators.length === 0) return logger.info('no operators yet: sideline operator add <email> --role owner');
      logger.info(
        formatTable(
          ['id', 'email', 'role', 'sites', 'two-factor', 'state'],
          operators.map((o) => [
            String(o.id),
            o.email,
            o.role,
            o.sites?.join(',') ?? 'all',
            o.totpEnrolled ? 'enrolled' : o.totpRequired ? 'required, not enrolled' : 'off',
            o.disabled ? 'disabled' : 'active',
          ]),
        ),
      );
      return;
    }
    case 'disable':
      logger.info(`disabled ${(await accounts.disable(action.email)).email}; their sessions ended`);
      return;
    case 'reset-2fa':
      logger.info(`reset two-factor of ${(await accounts.resetTotp(action.email)).email}; they enrol again at their next sign-in`);
  }
}

function describe(operator: OperatorView): string {
  return `${operator.role}, sites ${operator.sites?.join(',') ?? 'all'}`;
}

function sitesOf(sites: string | undefined): string[] | null {
  const codes = (sites ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return codes.length === 0 ? null : codes;
}

/** The embedded database's folder: --data, else `serve`'s default for --site; one of them is needed. */
export function dataDir(options: OperatorOptions): string {
  if (options.data) return resolve(options.data);
  if (options.site) return join(options.root, '.sideline/data', options.site);
  throw new ExitError(
    "which database? --data <folder> (as serve --data), --site <code> (serve's default folder) or DATABASE_URL=postgres://...",
    exitCodes.usage,
  );
}
