import type { Database } from '../../ports.ts';

export async function countWithdrawalsUnderReview(db: Database): Promise<number> {
  const [row] = await db.query<{ count: number }>('select count(*)::int as count from withdrawals where status = 0');
  return row.count;
}

/** A withdrawal an operator still has to act on (审核中 or 派发中), with the fan's nickname. */
export interface OpenWithdrawalRow {
  id: number;
  user_id: number;
  nick_name: string;
  diamond: number;
  cash_fen: number;
  payee_name: string;
  payee_account: string;
  status: number;
  created_at: Date | string;
  updated_at: Date | string;
}

/** The open withdrawals, oldest first, at most `limit`; and how many are open in all. */
export async function openWithdrawalRows(db: Database, limit: number): Promise<{ rows: OpenWithdrawalRow[]; total: number }> {
  const rows = await db.query<OpenWithdrawalRow>(
    `select w.id, w.user_id, u.nick_name, w.diamond, w.cash_fen, w.payee_name, w.payee_account, w.status, w.created_at, w.updated_at
     from withdrawals w join users u on u.id = w.user_id where w.status in (0, 1) order by w.id limit $1`,
    [limit],
  );
  const [{ total }] = await db.query<{ total: number }>('select count(*)::int as total from withdrawals where status in (0, 1)');
  return { rows, total };
}
