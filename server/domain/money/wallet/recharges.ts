import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../../db/database.ts';
import { DomainError } from '../../errors.ts';
import { credit } from '../ledger/ledger.ts';
import { rechargePackageById } from './recharge-packages.ts';
import { claimRecharge, insertRecharge, rechargeRow, type RechargeRow } from './recharge-store.ts';

/** Spec 000 §4 payment result. */
export const paymentResult = { waiting: 0, success: 1, failed: 2 } as const;

const seconds = (at: Date | string | null) => (at === null ? 0 : Math.floor(new Date(at).getTime() / 1000));

/** A payment as the API answers it, its times in Unix seconds (0 while unsettled). */
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

/** Opens a payment for a package, once per request id (a repeat answers the first). Nothing moves until it is paid. */
export function openRecharge(
  db: Database,
  input: { userId: number; packageId: number; requestId: string; now: Date },
): Promise<RechargeRow> {
  const { packageId, ...rest } = input;
  const pack = rechargePackageById(packageId);
  if (!pack) throw new DomainError('NOT_FOUND', '充值套餐不存在');
  return insertRecharge(db, { ...rest, pack });
}

/** One payment by id, or undefined. */
export function rechargeOf(db: Database, id: number): Promise<RechargeRow | undefined> {
  return rechargeRow(db, id);
}

/** One of the fan's own payments; another fan's is answered like a missing one: ids must not tell what exists. */
export async function ownRecharge(db: Database, userId: number, id: number): Promise<RechargeRow> {
  const recharge = await rechargeRow(db, id);
  if (!recharge || recharge.user_id !== userId) throw new DomainError('NOT_FOUND', '支付单不存在');
  return recharge;
}

/** The provider's notification: which payment, the result, what it took, signed with the shared key. */
export interface PaymentNotice {
  recharge_id: number;
  result: 1 | 2;
  price_fen: number;
  sign: string;
}

const signed = (notice: Omit<PaymentNotice, 'sign'>) => `${notice.recharge_id}|${notice.result}|${notice.price_fen}`;

/** The provider's signature of a notice (HMAC-SHA256 over its fields with the shared key). */
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
    const claimed = await claimRecharge(tx, payment.id, notice.result, now);
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
