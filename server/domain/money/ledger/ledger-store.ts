import type { Database } from '../../../db/database.ts';
import type { Account, LedgerKind, Movement } from './ledger-kinds.ts';

// The ledger's SQL: the only code that changes a balance, each time in one guarded statement with its ledger row (a
// test reads the server's SQL for any other write of gold or diamond).

/**
 * The guarded update and the ledger row it feeds, as `with` clauses (`moved`, `posted`) of one statement. Parameters
 * from `$(first)`: user, amount, account, kind, ref, time. After a `claimed` clause, only a claimed row moves coins,
 * and the ref is `<ref>:<claimed id>`.
 */
function movementClauses(movement: Movement, first: number, afterClaim = false) {
  const { userId, account, amount, kind, ref, now } = movement;
  if (!Number.isSafeInteger(amount) || amount === 0) throw new Error(`ledger: amount must be a non-zero integer, got ${amount}`);
  const [user, delta, accountParam, kindParam, refParam, time] = [0, 1, 2, 3, 4, 5].map((i) => `$${first + i}`);
  // The column name is one of two literals, never input.
  const column = account === 'gold' ? 'gold' : 'diamond';
  // diamond_total counts diamonds received; a cancelled withdrawal's return was received before.
  const lifetime = account === 'diamond' && amount > 0 && kind !== 'withdraw_refund' ? `, diamond_total = diamond_total + ${delta}` : '';
  const guard = afterClaim ? ' and exists (select 1 from claimed)' : '';
  const source = afterClaim ? `${refParam}::text || ':' || claimed.id, ${time} from moved, claimed` : `${refParam}, ${time} from moved`;
  return {
    sql: `moved as (update users set ${column} = ${column} + ${delta}${lifetime} where id = ${user} and ${column} + ${delta} >= 0${guard} returning ${column} as balance),
     posted as (insert into ledger (user_id, account, amount, balance, kind, ref, created_at)
       select ${user}, ${accountParam}, ${delta}, balance, ${kindParam}, ${source} returning balance)`,
    params: [userId, amount, account, kind, ref, now.toISOString()],
  };
}

/** The movement's guarded update and its ledger row in one statement; the balance after, or null when nothing moved. */
export async function postMovement(tx: Database, movement: Movement): Promise<number | null> {
  const clauses = movementClauses(movement, 1);
  const [row] = await tx.query<{ balance: number }>(`with ${clauses.sql} select balance from posted`, clauses.params);
  return row ? row.balance : null;
}

/**
 * The claim (`insert ... on conflict do nothing returning id`, parameters from $1) and the payment of the row it
 * inserts, in one statement; null when the key was taken, else the id and the balance after (null: too little).
 */
export async function claimAndPost(
  tx: Database,
  claim: { sql: string; params: readonly unknown[] },
  movement: Movement,
): Promise<{ id: number; balance: number | null } | null> {
  const clauses = movementClauses(movement, claim.params.length + 1, true);
  const [row] = await tx.query<{ id: number; balance: number | null }>(
    `with claimed as (${claim.sql}), ${clauses.sql}
     select claimed.id, (select balance from posted) as balance from claimed`,
    [...claim.params, ...clauses.params],
  );
  return row ?? null;
}

/** How many rows the ledger holds. */
export async function ledgerRowCount(db: Database): Promise<number> {
  const [{ rows }] = await db.query<{ rows: number }>('select count(*)::int as rows from ledger');
  return rows;
}

/** Users whose balance differs from the sum of their ledger rows, per account. */
export function balanceMismatches(db: Database): Promise<{ user_id: number; account: Account; balance: number; ledger: number }[]> {
  return db.query(
    `select u.id as user_id, a.account, case a.account when 'gold' then u.gold else u.diamond end as balance, coalesce(s.total, 0)::int as ledger
     from users u cross join (values ('gold'), ('diamond')) as a (account)
     left join (select user_id, account, sum(amount) as total from ledger group by user_id, account) s on s.user_id = u.id and s.account = a.account
     where case a.account when 'gold' then u.gold else u.diamond end <> coalesce(s.total, 0)`,
  );
}

export interface EntryRow {
  id: string | number;
  account: Account;
  amount: number;
  balance: number;
  kind: LedgerKind;
  ref: string;
  created_at: Date | string;
}

/** A page of the user's ledger rows, newest first, optionally of one kind (`'none'` matches none) or one account, and their count. */
export async function entryPage(
  db: Database,
  userId: number,
  filter: { kind?: string; account?: Account; page: number; size: number },
): Promise<{ rows: EntryRow[]; total: number }> {
  const params: unknown[] = [userId];
  const conditions = ['user_id = $1'];
  if (filter.kind) conditions.push(`kind = $${params.push(filter.kind)}`);
  if (filter.account) conditions.push(`account = $${params.push(filter.account)}`);
  const where = conditions.join(' and ');
  const rows = await db.query<EntryRow>(
    `select id, account, amount, balance, kind, ref, created_at from ledger where ${where} order by id desc limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, filter.size, (filter.page - 1) * filter.size],
  );
  const [{ total }] = await db.query<{ total: number }>(`select count(*)::int as total from ledger where ${where}`, params);
  return { rows, total };
}

/** One server day's movements of one kind and account. */
export interface DayKindRow {
  day: string;
  kind: LedgerKind;
  account: Account;
  credits: number;
  debits: number;
  rows: number;
}

/**
 * The ledger's movements in [from, to) summed per server day (UTC + `offsetHours`), kind and account: credits and
 * debits apart (debits as a positive number), and how many rows.
 */
export function dayKindTotals(db: Database, from: Date, to: Date, offsetHours: number): Promise<DayKindRow[]> {
  return db.query<DayKindRow>(
    `select to_char((created_at at time zone 'UTC') + ($3::int * interval '1 hour'), 'YYYY-MM-DD') as day, kind, account,
       coalesce(sum(amount) filter (where amount > 0), 0)::bigint::float8 as credits,
       coalesce(-sum(amount) filter (where amount < 0), 0)::bigint::float8 as debits, count(*)::int as rows
     from ledger where created_at >= $1 and created_at < $2
     group by 1, 2, 3 order by 1, 2, 3`,
    [from.toISOString(), to.toISOString(), offsetHours],
  );
}
