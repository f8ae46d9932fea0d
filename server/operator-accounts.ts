import { whileLocked, lockKeys } from './db/advisory-lock.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { DomainError } from './domain/errors.ts';
import { recordAudit } from './domain/operators/audit.ts';
import type { Database } from './domain/ports.ts';
import {
  addOperator,
  changeOperator,
  isOperatorEmail,
  listOperators,
  minimumPasswordLength,
  newOperator,
  operatorIdOf,
  resetTotp,
  type OperatorView,
} from './domain/operators/operators.ts';
import { operatorRoles } from './domain/operators/roles.ts';

export { isOperatorEmail, minimumPasswordLength, operatorRoles, type OperatorView };

/** What `sideline operator ...` does to the operator accounts of one database. */
export interface OperatorAccounts {
  add(input: { email: string; role: string; sites: string[] | null; password: string }): Promise<OperatorView>;
  list(): Promise<OperatorView[]>;
  disable(email: string): Promise<OperatorView>;
  resetTotp(email: string): Promise<OperatorView>;
  close(): Promise<void>;
}

/**
 * Opens the database `serve` would (PostgreSQL at `databaseUrl`, else the embedded one in `dataDir`), migrated, for
 * the operator commands of the CLI. Refusals come back as errors whose message is written for the command line. Each
 * change is in the audit log with the actor `cli` (who holds the machine holds the database), in its transaction.
 */
export async function openOperatorAccounts(options: { dataDir?: string; databaseUrl?: string; site?: string }): Promise<OperatorAccounts> {
  const db = await openDatabase({ url: options.databaseUrl, dataDir: options.dataDir });
  try {
    await whileLocked(options.databaseUrl, lockKeys.startup, () => migrate(db));
  } catch (error) {
    await db.close();
    throw error;
  }
  const idOf = (email: string) =>
    operatorIdOf(db, email).catch((error: unknown) => {
      throw error instanceof DomainError && error.code === 'NOT_FOUND' ? new Error(`no operator with email ${email}`) : error;
    });
  const audited = (action: string, change: (tx: Database, now: Date) => Promise<{ before?: OperatorView; after: OperatorView }>) =>
    db.transaction(async (tx) => {
      const now = new Date();
      const { before, after } = await change(tx, now);
      const entry = { operatorId: null, actor: 'cli', role: 'cli', address: 'local', targetKind: 'operator', targetId: String(after.id) };
      await recordAudit(tx, now, { ...entry, action, site: options.site ?? '', before: before ?? null, after });
      return after;
    });
  return {
    add: async (input) => {
      const operator = await newOperator(input);
      return audited('operator.add', async (tx, now) => ({ after: await addOperator(tx, operator, now) })).catch((error: unknown) => {
        if (error instanceof DomainError && error.code === 'CONFLICT')
          throw new Error(`an operator with email ${operator.email} exists already`);
        throw error;
      });
    },
    list: () => listOperators(db),
    disable: async (email) => {
      const id = await idOf(email);
      return audited('operator.change', (tx, now) => changeOperator(tx, id, { disabled: true }, now));
    },
    resetTotp: async (email) => {
      const id = await idOf(email);
      return audited('operator.reset2fa', (tx, now) => resetTotp(tx, id, now));
    },
    close: () => db.close(),
  };
}
