import type { Database } from '../../ports.ts';
import { unixSeconds } from '../../../clock.ts';
import { countWithdrawalsUnderReview, openWithdrawalRows } from './withdrawal-queue-store.ts';

/** How many rows the console's queue screen shows at once: the oldest first, so none waits forever. */
const queuePageSize = 100;

/** Withdrawals still 审核中 (status 0, docs/ledger.md): the console's withdrawals queue. */
export function withdrawalsUnderReview(db: Database): Promise<number> {
  return countWithdrawalsUnderReview(db);
}

/**
 * The console's withdrawals queue: those under review (0) and those approved and being paid (1), oldest first. The
 * operator who pays needs the whole payee account, so the console shows it, unlike the fan app (finance only).
 */
export async function withdrawalQueue(db: Database) {
  const { rows, total } = await openWithdrawalRows(db, queuePageSize);
  return {
    items: rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      nickName: row.nick_name,
      diamond: row.diamond,
      cashFen: row.cash_fen,
      payeeName: row.payee_name,
      payeeAccount: row.payee_account,
      status: row.status,
      createdAt: unixSeconds(row.created_at),
      updatedAt: unixSeconds(row.updated_at),
    })),
    total,
  };
}
