import type { Database } from '../../../db/database.ts';

import type { WithdrawStatus } from './withdrawal-terms.ts';

export interface WithdrawalRow {
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

const columns = 'id, user_id, diamond, cash_fen, payee_name, payee_account, status, created_at, updated_at';

/** Records a request under review unless the fan's request id already did; the new row's id, or undefined for a repeat. */
export async function claimWithdrawal(
  tx: Database,
  input: { userId: number; diamond: number; cashFen: number; payeeName: string; payeeAccount: string; requestId: string; now: Date },
): Promise<number | undefined> {
  const { userId, diamond, cashFen, payeeName, payeeAccount, requestId, now } = input;
  const [claimed] = await tx.query<{ id: number }>(
    `insert into withdrawals (user_id, diamond, cash_fen, payee_name, payee_account, status, request_id, created_at, updated_at) values ($1, $2, $3, $4, $5, 0, $6, $7, $7)
       on conflict (user_id, request_id) do nothing returning id`,
    [userId, diamond, cashFen, payeeName, payeeAccount, requestId, now.toISOString()],
  );
  return claimed?.id;
}

/** The fan's request of this request id. */
export async function withdrawalByRequest(db: Database, userId: number, requestId: string): Promise<WithdrawalRow> {
  const [row] = await db.query<WithdrawalRow>(`select ${columns} from withdrawals where user_id = $1 and request_id = $2`, [
    userId,
    requestId,
  ]);
  return row;
}

/** A page of the fan's requests, newest first, and how many they made in all. */
export async function withdrawalPage(
  db: Database,
  userId: number,
  page: number,
  size: number,
): Promise<{ rows: WithdrawalRow[]; total: number }> {
  const rows = await db.query<WithdrawalRow>(`select ${columns} from withdrawals where user_id = $1 order by id desc limit $2 offset $3`, [
    userId,
    size,
    (page - 1) * size,
  ]);
  const [{ total }] = await db.query<{ total: number }>('select count(*)::int as total from withdrawals where user_id = $1', [userId]);
  return { rows, total };
}

/** One request, locked until the transaction ends (an operator's move waits for another's). */
export async function lockWithdrawal(tx: Database, id: number): Promise<WithdrawalRow | undefined> {
  const [row] = await tx.query<WithdrawalRow>(`select ${columns} from withdrawals where id = $1 for update`, [id]);
  return row;
}

/** Moves a request to `status`; answers the row after. */
export async function setWithdrawalStatus(tx: Database, id: number, status: WithdrawStatus, now: Date): Promise<WithdrawalRow> {
  const [moved] = await tx.query<WithdrawalRow>(`update withdrawals set status = $2, updated_at = $3 where id = $1 returning ${columns}`, [
    id,
    status,
    now.toISOString(),
  ]);
  return moved;
}
