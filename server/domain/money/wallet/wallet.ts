import type { Database } from '../../../db/database.ts';
import { DomainError } from '../../errors.ts';
import { conflictAs } from '../../unique-conflict.ts';
import { grantWallet } from '../ledger/ledger.ts';
import { balancesOf, walletOf } from './wallet-store.ts';
import { fenPerDiamond, minimumWithdraw } from './withdrawal-terms.ts';

/** The wallet page: the balances, the diamonds' worth in yuan, and the terms of a withdrawal. */
export async function walletView(db: Database, userId: number) {
  const row = await walletOf(db, userId);
  return { ...row, money: (row.diamond * fenPerDiamond) / 100, fen_per_diamond: fenPerDiamond, min_withdraw: minimumWithdraw };
}

/**
 * Coins given or taken back by the operator, through the ledger, once per `ref`: a negative grant never takes more than
 * the wallet holds (the ledger's check decides under races). Answers the wallet after.
 */
export async function operatorGrant(db: Database, input: { userId: number; gold?: number; diamond?: number; ref: string; now: Date }) {
  const { userId, gold, diamond, ref, now } = input;
  const user = await balancesOf(db, userId);
  if (!user) throw new DomainError('NOT_FOUND', '用户不存在');
  if (user.gold + (gold ?? 0) < 0 || user.diamond + (diamond ?? 0) < 0) throw new DomainError('INSUFFICIENT_BALANCE', '余额不足，无法扣回');
  await grantWallet(db, userId, { gold, diamond }, `admin:${ref}`, now).catch(conflictAs('该 ref 已发放'));
  return balancesOf(db, userId);
}
