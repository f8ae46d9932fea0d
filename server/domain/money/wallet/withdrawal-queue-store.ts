import type { Database } from '../../ports.ts';

export async function countWithdrawalsUnderReview(db: Database): Promise<number> {
  const [row] = await db.query<{ count: number }>('select count(*)::int as count from withdrawals where status = 0');
  return row.count;
}
