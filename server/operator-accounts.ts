import { whileLocked, lockKeys } from './db/advisory-lock.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { DomainError } from './domain/errors.ts';
import {
  addOperator,
  changeOperator,
  isOperatorEmail,
  listOperators,
  minimumPasswordLength,
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
 * the operator commands of the CLI. Refusals come back as errors whose message is written for the command line.
 */
export async function openOperatorAccounts(options: { dataDir?: string; databaseUrl?: string }): Promise<OperatorAccounts> {
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
  return {
    add: (input) =>
      addOperator(db, input, new Date()).catch((error: unknown) => {
        if (error instanceof DomainError && error.code === 'CONFLICT')
          throw new Error(`an operator with email ${input.email.trim().toLowerCase()} exists already`);
        throw error;
      }),
    list: () => listOperators(db),
    disable: async (email) => (await changeOperator(db, await idOf(email), { disabled: true }, new Date())).after,
    resetTotp: async (email) => (await resetTotp(db, await idOf(email), new Date())).after,
    close: () => db.close(),
  };
}
