import type { Database } from '../../db/database.ts';

/** The accounts a user holds (docs/ledger.md "Accounts"). */
export type Account = 'gold' | 'diamond';

/** Percent of a gift's gold an anchor keeps as diamonds (spec 000 §3 sharing_ratio; docs/ledger.md). */
export const anchorSharingRatio = 50;

/**
 * What moves coins, each a type of the transaction log (spec 000 §7 getProfitConsumeType, getProfitList). The numbers
 * are the API's; the names are the ledger's `kind` column.
 */
export const ledgerKinds = {
  opening: { type: 1, name: '期初余额', name_en: 'Opening balance' },
  grant: { type: 2, name: '系统发放', name_en: 'Granted' },
  recharge: { type: 3, name: '充值', name_en: 'Recharge' },
  gift: { type: 4, name: '送礼', name_en: 'Gift sent' },
  gift_income: { type: 5, name: '礼物收益', name_en: 'Gift income' },
  model: { type: 6, name: '数据模型', name_en: 'Data model' },
  vip: { type: 7, name: '开通VIP', name_en: 'VIP' },
  shop: { type: 8, name: '商城兑换', name_en: 'Shop order' },
  task: { type: 9, name: '任务奖励', name_en: 'Task reward' },
  check_in: { type: 10, name: '签到奖励', name_en: 'Check-in award' },
  withdraw: { type: 11, name: '提现', name_en: 'Withdrawal' },
  withdraw_refund: { type: 12, name: '提现退回', name_en: 'Withdrawal returned' },
  benefit: { type: 13, name: '福利领取', name_en: 'Benefit used' },
  quiz: { type: 14, name: '竞猜投注', name_en: 'Quiz stake' },
  quiz_win: { type: 15, name: '竞猜奖金', name_en: 'Quiz winnings' },
  quiz_refund: { type: 16, name: '竞猜退款', name_en: 'Quiz refund' },
  invite: { type: 17, name: '邀请奖励', name_en: 'Invitation reward' },
  activity: { type: 18, name: '活动报名', name_en: 'Activity entry' },
  activity_award: { type: 19, name: '活动奖励', name_en: 'Activity award' },
  activity_refund: { type: 20, name: '活动退款', name_en: 'Activity refund' },
} as const;

export type LedgerKind = keyof typeof ledgerKinds;

export interface Movement {
  userId: number;
  account: Account;
  /** Positive credits, negative debits; never zero. */
  amount: number;
  kind: LedgerKind;
  /** The business event, `table:id`; one event posts each kind once per account. */
  ref: string;
  now: Date;
}

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

/**
 * Moves coins and writes the ledger row in one statement: the update is guarded (the balance after it is zero or
 * more), and the row is inserted only from the updated user. Answers the balance after, or null when the account
 * holds too little (nothing moved). Call it inside the transaction of the business row it pays for; this is the only
 * code that changes a balance (a test reads the server's SQL for any other).
 */
export async function move(tx: Database, movement: Movement): Promise<number | null> {
  const clauses = movementClauses(movement, 1);
  const [row] = await tx.query<{ balance: number }>(`with ${clauses.sql} select balance from posted`, clauses.params);
  return row ? row.balance : null;
}

/**
 * Claims a business row and pays for it in one statement, for the hottest paying calls (docs/ledger.md rule 6). `claim`
 * is an `insert ... on conflict do nothing returning id` with its own parameters from $1; only the row it inserts is
 * paid for, through the same guarded update and ledger row as `move()`, with the ref `<refTable>:<id>`. Answers
 * null when the key was taken (a repeat, nothing moved), else the new row's id and the balance after, or a null
 * balance when the account holds too little (the row is claimed, nothing moved).
 */
export async function claimAndMove(
  tx: Database,
  claim: { sql: string; params: readonly unknown[] },
  movement: Omit<Movement, 'ref'> & { refTable: string },
): Promise<{ id: number; balance: number | null } | null> {
  const clauses = movementClauses({ ...movement, ref: movement.refTable }, claim.params.length + 1, true);
  const [row] = await tx.query<{ id: number; balance: number | null }>(
    `with claimed as (${claim.sql}), ${clauses.sql}
     select claimed.id, (select balance from posted) as balance from claimed`,
    [...claim.params, ...clauses.params],
  );
  return row ?? null;
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
export async function ledgerMismatches(db: Database): Promise<{ user_id: number; account: Account; balance: number; ledger: number }[]> {
  return db.query(
    `select u.id as user_id, a.account, case a.account when 'gold' then u.gold else u.diamond end as balance, coalesce(s.total, 0)::int as ledger
     from users u cross join (values ('gold'), ('diamond')) as a (account)
     left join (select user_id, account, sum(amount) as total from ledger group by user_id, account) s on s.user_id = u.id and s.account = a.account
     where case a.account when 'gold' then u.gold else u.diamond end <> coalesce(s.total, 0)`,
  );
}

interface EntryRow {
  id: string | number;
  account: Account;
  amount: number;
  balance: number;
  kind: LedgerKind;
  ref: string;
  created_at: Date | string;
}

/** A page of the user's ledger rows, newest first, optionally of one type of the transaction log or one account. */
export async function listEntries(db: Database, userId: number, options: { type?: number; account?: Account; page: number; size: number }) {
  const kind =
    options.type === undefined ? undefined : (Object.entries(ledgerKinds).find(([, k]) => k.type === options.type)?.[0] ?? 'none');
  const params: unknown[] = [userId];
  const conditions = ['user_id = $1'];
  if (kind) conditions.push(`kind = $${params.push(kind)}`);
  if (options.account) conditions.push(`account = $${params.push(options.account)}`);
  const where = conditions.join(' and ');
  const rows = await db.query<EntryRow>(
    `select id, account, amount, balance, kind, ref, created_at from ledger where ${where} order by id desc limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, options.size, (options.page - 1) * options.size],
  );
  const [{ total }] = await db.query<{ total: number }>(`select count(*)::int as total from ledger where ${where}`, params);
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
