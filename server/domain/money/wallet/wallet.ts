import type { Database } from '../../../db/database.ts';
import { walletOf } from './wallet-store.ts';
import { fenPerDiamond, minimumWithdraw } from './withdrawal-terms.ts';

/** The wallet page: the balances, the diamonds' worth in yuan, and the terms of a withdrawal. */
export async function walletView(db: Database, userId: number) {
  const row = await walletOf(db, userId);
  return { ...row, money: (row.diamond * fenPerDiamond) / 100, fen_per_diamond: fenPerDiamond, min_withdraw: minimumWithdraw };
}
