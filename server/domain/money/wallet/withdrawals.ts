import type { Database } from '../../../db/database.ts';
import { DomainError } from '../../errors.ts';
import { postMessage, type NewMessage } from '../../accounts/system-messages.ts';
import { credit, move } from '../ledger/ledger.ts';
import { diamondsOf } from './wallet-store.ts';
import {
  claimWithdrawal,
  lockWithdrawal,
  setWithdrawalStatus,
  withdrawalByRequest,
  withdrawalPage,
  type WithdrawalRow,
} from './withdrawal-store.ts';
import { fenPerDiamond, minimumWithdraw, withdrawStatus, type WithdrawStatus } from './withdrawal-terms.ts';

/** The moves an operator may make (docs/ledger.md "Withdraw"); paid and cancelled are final. */
const nextStates: Record<WithdrawStatus, readonly WithdrawStatus[]> = {
  0: [withdrawStatus.paying, withdrawStatus.cancelled],
  1: [withdrawStatus.paid, withdrawStatus.cancelled],
  2: [],
  3: [],
};

/** A payee account as the app shows it: its last four characters only. */
const maskedAccount = (account: string) => `****${account.slice(-4)}`;

const seconds = (at: Date | string) => Math.floor(new Date(at).getTime() / 1000);

/** The payee account shows only its last four characters once stored. */
export function presentWithdrawal(row: WithdrawalRow) {
  return {
    id: row.id,
    diamond: row.diamond,
    cash_fen: row.cash_fen,
    payee_name: row.payee_name,
    payee_account: maskedAccount(row.payee_account),
    status: row.status,
    created_at: seconds(row.created_at),
    updated_at: seconds(row.updated_at),
  };
}

/**
 * A fan asks to withdraw diamonds: the request and the debit are one transaction, claimed by the request id, so a
 * repeat answers the first request; too few diamonds refuses (status 7) and leaves nothing behind.
 */
export async function requestWithdrawal(
  db: Database,
  input: { userId: number; diamond: number; payeeName: string; payeeAccount: string; requestId: string; now: Date },
) {
  const { userId, diamond, payeeName, payeeAccount, requestId, now } = input;
  if (diamond < minimumWithdraw || diamond % 10 !== 0)
    throw new DomainError('BAD_INPUT', `提现钻石需为 ${minimumWithdraw} 以上的 10 的整数倍`);
  await db.transaction(async (tx) => {
    const claimed = await claimWithdrawal(tx, {
      userId,
      diamond,
      cashFen: diamond * fenPerDiamond,
      payeeName,
      payeeAccount,
      requestId,
      now,
    });
    if (
      claimed !== undefined &&
      (await move(tx, { userId, account: 'diamond', amount: -diamond, kind: 'withdraw', ref: `withdrawals:${claimed}`, now })) === null
    ) {
      throw new DomainError('INSUFFICIENT_BALANCE', `钻石余额不足：提现需要 ${diamond} 钻石`);
    }
  });
  const row = await withdrawalByRequest(db, userId, requestId);
  return { withdrawal: presentWithdrawal(row), diamond: await diamondsOf(db, userId) };
}

/** A page of the fan's own requests, newest first. */
export async function listWithdrawals(db: Database, userId: number, page: number, size: number) {
  const { rows, total } = await withdrawalPage(db, userId, page, size);
  return { list: rows.map(presentWithdrawal), total, page, size };
}

/**
 * The operator moves a request on (admin API). The update is guarded by the state it leaves, so two operators acting
 * at once move it once; cancelling gives the diamonds back in the same transaction, once (the ledger's unique ref).
 */
export async function moveWithdrawal(db: Database, id: number, to: WithdrawStatus, now: Date) {
  return db.transaction(async (tx) => (await moveWithdrawalIn(tx, id, to, now)).after);
}

/**
 * {@link moveWithdrawal} inside the caller's transaction (the console audits in the same one), answering the request
 * before and after. `from`, when given, is the state the operator saw: any other refuses (status 6), so a stale page
 * never acts on a row someone else moved meanwhile.
 */
export async function moveWithdrawalIn(tx: Database, id: number, to: WithdrawStatus, now: Date, from?: WithdrawStatus) {
  const row = await lockWithdrawal(tx, id);
  if (!row) throw new DomainError('NOT_FOUND', '提现申请不存在');
  if ((from !== undefined && row.status !== from) || !nextStates[row.status].includes(to))
    throw new DomainError('CONFLICT', `提现申请不能从状态 ${row.status} 改为 ${to}`);
  const moved = await setWithdrawalStatus(tx, id, to, now);
  if (to === withdrawStatus.cancelled)
    await credit(tx, {
      userId: row.user_id,
      account: 'diamond',
      amount: row.diamond,
      kind: 'withdraw_refund',
      ref: `withdrawals:${id}`,
      now,
    });
  if (to === withdrawStatus.paid || to === withdrawStatus.cancelled) await postMessage(tx, withdrawalMessage(row, to), now);
  return { before: presentWithdrawal(row), after: presentWithdrawal(moved) };
}

/** The fan's notice of a withdrawal paid out or cancelled (docs/decisions.md "System messages"). */
function withdrawalMessage(row: WithdrawalRow, to: WithdrawStatus): NewMessage {
  const cash = (row.cash_fen / 100).toFixed(2);
  const paid = to === withdrawStatus.paid;
  return {
    userId: row.user_id,
    kind: 'withdrawal',
    title: paid ? { cn: '提现已派发', pt: 'Saque pago' } : { cn: '提现已取消', pt: 'Saque cancelado' },
    content: paid
      ? {
          cn: `你提现的 ${row.diamond} 钻石（¥${cash}）已派发到 ${maskedAccount(row.payee_account)}。`,
          pt: `Seu saque de ${row.diamond} diamantes (¥${cash}) foi pago para ${maskedAccount(row.payee_account)}.`,
        }
      : {
          cn: `提现申请已取消，${row.diamond} 钻石已退回钱包。`,
          pt: `O saque foi cancelado e ${row.diamond} diamantes voltaram à carteira.`,
        },
    link: '/user-center/withdraw',
  };
}
