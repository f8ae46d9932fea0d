import type { Database } from '../../ports.ts';
import { countWithdrawalsUnderReview } from './withdrawal-queue-store.ts';

/** Withdrawals still 审核中 (status 0, docs/ledger.md): the console's withdrawals queue. */
export function withdrawalsUnderReview(db: Database): Promise<number> {
  return countWithdrawalsUnderReview(db);
}
