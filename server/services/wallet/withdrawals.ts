import type { Database } from '../../db/database.ts';
import { DomainError } from '../../domain/errors.ts';
import { postMessage, type NewMessage } from '../../domain/accounts/system-messages.ts';
import { credit, move } from '../ledger/ledger.ts';

/** Spec 000 §4 withdraw labels, in order: 审核中, 派发中, 已派发, 取消. */
export const withdrawStatus = { reviewing: 0, paying: 1, paid: 2, cancelled: 3 } as const;
export type WithdrawStatus = (typeof withdrawStatus)[keyof typeof withdrawStatus];

/** Diamonds are cash at 10 fen each (10 diamonds, 1 yuan); a request takes at least 100 (10 yuan), in tens. */
export const fenPerDiamond = 10;
export const minimumWithdraw = 100;

/** The moves an operator may make (docs/ledger.md "Withdraw"); paid and cancelled are final. */
const nextStates: Record<WithdrawStatus, readonly WithdrawStatus[]> = {
  0: [withdrawStatus.paying, withdrawStatus.cancelled],
  1: [withdrawStatus.paid, withdrawStatus.cancelled],
  2: [],
  3: [],
};

interface WithdrawalRow {
  id: number;
  user_id: number;
  diamond: number;
  cash_fen: number;
  payee_name: string;
  payee_account: string;
  status: WithdrawStatus;
  created_at: Date | string;
  updated_at: Date | string;
}

/** A payee account as the app shows it: its last four characters only. */
const maskedAccount = (account: string) => `****${account.slice(-4)}`;

const seconds = (at: Date | string) => Math.floor(new Date(at).getTime() / 1000);
const columns = 'id, user_id, diamond, cash_fen, payee_name, payee_account, status, created_at, updated_at';

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
    const [claimed] = await tx.query<{ id: number }>(
      `insert into withdrawals (user_id, diamond, cash_fen, payee_name, payee_account, status, request_id, created_at, updated_at) values ($1, $2, $3, $4, $5, 0, $6, $7, $7)
       on conflict (user_id, request_id) do nothing returning id`,
      [userId, diamond, diamond * fenPerDiamond, payeeName, payeeAccount, requestId, now.toISOString()],
    );
    if (
      claimed &&
      (await move(tx, { userId, account: 'diamond', amount: -diamond, kind: 'withdraw', ref: `withdrawals:${claimed.id}`, now })) === null
    ) {
      throw new DomainError('INSUFFICIENT_BALANCE', `钻石余额不足：提现需要 ${diamond} 钻石`);
    }
  });
  const [row] = await db.query<WithdrawalRow>(`select ${columns} from withdrawals where user_id = $1 and request_id = $2`, [
    userId,
    requestId,
  ]);
  const [{ diamond: left }] = await db.query<{ diamond: number }>('select diamond from users where id = $1', [userId]);
  return { withdrawal: presentWithdrawal(row), diamond: left };
}

/** A page of the fan's own requests, newest first. */
export async function listWithdrawals(db: Database, userId: number, page: number, size: number) {
  const rows = await db.query<WithdrawalRow>(`select ${columns} from withdrawals where user_id = $1 order by id desc limit $2 offset $3`, [
    userId,
    size,
    (page - 1) * size,
  ]);
  const [{ total }] = await db.query<{ total: number }>('select count(*)::int as total from withdrawals where user_id = $1', [userId]);
  return { list: rows.map(presentWithdrawal), total, page, size };
}

/**
 * The operator moves a request on (admin API). The update is guarded by the state it leaves, so two operators acting
 * at once move it once; cancelling gives the diamonds back in the same transaction, once (the ledger's unique ref).
 */
export async function moveWithdrawal(db: Database, id: number, to: WithdrawStatus, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<WithdrawalRow>(`select ${columns} from withdrawals where id = $1 for update`, [id]);
    if (!row) throw new DomainError('NOT_FOUND', '提现申请不存在');
    if (!nextStates[row.status].includes(to)) throw new DomainError('CONFLICT', `提现申请不能从状态 ${row.status} 改为 ${to}`);
    const [moved] = await tx.query<WithdrawalRow>(
      `update withdrawals set status = $2, updated_at = $3 where id = $1 returning ${columns}`,
      [id, to, now.toISOString()],
    );
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
    return presentWithdrawal(moved);
  });
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
