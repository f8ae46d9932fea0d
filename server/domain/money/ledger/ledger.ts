import type { Database } from '../../../db/database.ts';
import { type Account, ledgerKinds, type Movement } from './ledger-kinds.ts';
import { balanceMismatches, claimAndPost, entryPage, ledgerRowCount, postMovement } from './ledger-store.ts';

/** Percent of a gift's gold an anchor keeps as diamonds (spec 000 §3 sharing_ratio; docs/ledger.md). */
export const anchorSharingRatio = 50;

/**
 * Moves coins and writes the ledger row in one statement: the update is guarded (the balance after it is zero or
 * more), and the row is inserted only from the updated user. Answers the balance after, or null when the account
 * holds too little (nothing moved). Call it inside the transaction of the business row it pays for; the ledger's
 * store is the only code that changes a balance (a test reads the server's SQL for any other).
 */
export function move(tx: Database, movement: Movement): Promise<number | null> {
  return postMovement(tx, movement);
}

/**
 * Claims a business row and pays for it in one statement, for the hottest paying calls (docs/ledger.md rule 6). `claim`
 * is an `insert ... on conflict do nothing returning id` with its own parameters from $1; only the row it inserts is
 * paid for, through the same guarded update and ledger row as `move()`, with the ref `<refTable>:<id>`. Answers
 * null when the key was taken (a repeat, nothing moved), else the new row's id and the balance after, or a null
 * balance when the account holds too little (the row is claimed, nothing moved).
 */
export function claimAndMove(
  tx: Database,
  claim: { sql: string; params: readonly unknown[] },
  movement: Omit<Movement, 'ref'> & { refTable: string },
): Promise<{ id: number; balance: number | null } | null> {
  const { refTable, ...rest } = movement;
  return claimAndPost(tx, claim, { ...rest, ref: refTable });
}

/** A credit (amount above zero) always lands; a missing user is a bug, not a refusal. */
export async function credit(tx: Database, movement: Movement): Promise<number> {
  const balance = await move(tx, movement);
  if (balance === null || movement.amount < 0)
    throw new Error(`ledger: cannot credit ${movement.amount} ${movement.account} to user ${movement.userId}`);
  return balance;
}

/** Coins given by the operator (the seed's QA wallet, the admin API), one row per account, once per `ref`. */
export async function grantWallet(
  db: Database,
  userId: number,
  amounts: Partial<Record<Account, number>>,
  ref: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const account of ['gold', 'diamond'] as const) {
      const amount = amounts[account] ?? 0;
      if (amount !== 0 && (await move(tx, { userId, account, amount, kind: 'grant', ref, now })) === null)
        throw new Error(`ledger: user ${userId} holds too little ${account} to take ${-amount}`);
    }
  });
}

/** Users whose balance differs from the sum of their ledger rows, per account; empty when the books hold. */
export function ledgerMismatches(db: Database): Promise<{ user_id: number; account: Account; balance: number; ledger: number }[]> {
  return balanceMismatches(db);
}

/** The books for the operator (docs/ledger.md rule 7): how many rows the ledger holds, and the mismatches. */
export async function ledgerAudit(db: Database) {
  const rows = await ledgerRowCount(db);
  return { rows, mismatches: await balanceMismatches(db) };
}

/** A page of the user's ledger rows, newest first, optionally of one type of the transaction log or one account. */
export async function listEntries(db: Database, userId: number, options: { type?: number; account?: Account; page: number; size: number }) {
  const kind =
    options.type === undefined ? undefined : (Object.entries(ledgerKinds).find(([, k]) => k.type === options.type)?.[0] ?? 'none');
  const { rows, total } = await entryPage(db, userId, { ...options, kind });
  return {
    total,
    list: rows.map((row) => ({
      id: Number(row.id),
      type: ledgerKinds[row.kind].type,
      name: ledgerKinds[row.kind].name,
      name_en: ledgerKinds[row.kind].name_en,
      account: row.account,
      amount: row.amount,
      balance: row.balance,
      ref: row.ref,
      time: Math.floor(new Date(row.created_at).getTime() / 1000),
    })),
  };
}
