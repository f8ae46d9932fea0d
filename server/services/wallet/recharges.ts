import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import { DomainError } from '../../domain/errors.ts';
import { credit } from '../ledger/ledger.ts';
import type { RechargePackage } from './recharge-packages.ts';

/** Spec 000 §4 payment result. */
export const paymentResult = { waiting: 0, success: 1, failed: 2 } as const;

export interface RechargeRow {
  id: number;
  user_id: number;
  package_id: number;
  gold: number;
  price_fen: number;
  status: 0 | 1 | 2;
  created_at: Date | string;
  settled_at: Date | string | null;
}

const seconds = (at: Date | string | null) => (at === null ? 0 : Math.floor(new Date(at).getTime() / 1000));

export function presentRecharge(row: RechargeRow) {
  return {
    id: row.id,
    package_id: row.package_id,
    gold: row.gold,
    price_fen: row.price_fen,
    status: row.status,
    created_at: seconds(row.created_at),
    settled_at: seconds(row.settled_at),
  };
}

const columns = 'id, user_id, package_id, gold, price_fen, status, created_at, settled_at';

/** Opens a payment for a package, once per request id (a repeat answers the first). Nothing moves until it is paid. */
export async function openRecharge(
  db: Database,
  input: { userId: number; pack: RechargePackage; requestId: string; now: Date },
): Promise<RechargeRow> {
  const { userId, pack, requestId, now } = input;
  await db.query(
    `insert into recharges (user_id, package_id, gold, price_fen, status, request_id, created_at) values ($1, $2, $3, $4, 0, $5, $6)
     on conflict (user_id, request_id) do nothing`,
    [userId, pack.id, pack.gold, pack.price_fen, requestId, now.toISOString()],
  );
  const [row] = await db.query<RechargeRow>(`select ${columns} from recharges where user_id = $1 and request_id = $2`, [userId, requestId]);
  return row;
}

export async function rechargeOf(db: Database, id: number): Promise<RechargeRow | undefined> {
  return (await db.query<RechargeRow>(`select ${columns} from recharges where id = $1`, [id]))[0];
}

/** The provider's notification: which payment, the result, what it took, signed with the shared key. */
export interface PaymentNotice {
  recharge_id: number;
  result: 1 | 2;
  price_fen: number;
  sign: string;
}

const signed = (notice: Omit<PaymentNotice, 'sign'>) => `${notice.recharge_id}|${notice.result}|${notice.price_fen}`;

export function signNotice(secret: string, notice: Omit<PaymentNotice, 'sign'>): string {
  return createHmac('sha256', secret).update(signed(notice)).digest('hex');
}

function verified(secret: string, notice: PaymentNotice): boolean {
  const expected = Buffer.from(signNotice(secret, notice));
  const given = Buffer.from(notice.sign);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Settles a payment from the provider's signed notice: a forged signature or an amount that is not the payment's is
 * refused (status 4, nothing changes); only a waiting payment moves (`where status = 0` is the claim), so a repeated
 * notice answers the settled payment and credits nothing twice. Success credits the gold in the same transaction.
 */
export async function settleRecharge(db: Database, secret: string, notice: PaymentNotice, now: Date): Promise<RechargeRow> {
  const payment = await rechargeOf(db, notice.recharge_id);
  if (!payment) throw new DomainError('NOT_FOUND', '支付单不存在');
  if (!verified(secret, notice) || notice.price_fen !== payment.price_fen) throw new DomainError('FORBIDDEN', '签名无效');
  await db.transaction(async (tx) => {
    const [claimed] = await tx.query<{ id: number }>(
      'update recharges set status = $2, settled_at = $3 where id = $1 and status = 0 returning id',
      [payment.id, notice.result, now.toISOString()],
    );
    if (claimed && notice.result === paymentResult.success)
      await credit(tx, {
        userId: payment.user_id,
        account: 'gold',
        amount: payment.gold,
        kind: 'recharge',
        ref: `recharges:${payment.id}`,
        now,
      });
  });
  return (await rechargeOf(db, payment.id))!;
}
