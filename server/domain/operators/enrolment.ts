import { DomainError } from '../errors.ts';
import type { Database } from '../ports.ts';
import { operatorById, setTotp } from './operator-store.ts';
import { operatorView, type OperatorView } from './operators.ts';
import { acceptedStep, newTotpSecret, otpauthUrl } from './totp.ts';

/** The name authenticator apps show above the code. */
const issuer = 'Sideline';

const alreadyEnrolled = () => new DomainError('CONFLICT', '已启用两步验证；如需更换，请让所有者重置');

/**
 * Starts (or restarts) an enrolment: a new secret, kept unconfirmed until the first code from it arrives. An operator
 * enrolled already must be reset by an owner first, so a stolen session cannot move the second factor to another phone.
 */
export async function startEnrolment(db: Database, operatorId: number): Promise<{ secret: string; otpauthUrl: string }> {
  return db.transaction(async (tx) => {
    const row = await operatorById(tx, operatorId, true);
    if (!row) throw new DomainError('NOT_FOUND', '操作员不存在');
    if (row.totp_enrolled) throw alreadyEnrolled();
    const secret = newTotpSecret();
    await setTotp(tx, operatorId, secret, false, null);
    return { secret, otpauthUrl: otpauthUrl(issuer, row.email, secret) };
  });
}

/** Confirms the enrolment with a code from the new secret: from then on, every sign-in asks for a code. */
export async function confirmEnrolment(db: Database, operatorId: number, code: string, now: Date): Promise<OperatorView> {
  return db.transaction(async (tx) => {
    const row = await operatorById(tx, operatorId, true);
    if (!row) throw new DomainError('NOT_FOUND', '操作员不存在');
    if (row.totp_enrolled) throw alreadyEnrolled();
    if (!row.totp_secret) throw new DomainError('BAD_INPUT', '请先开始启用两步验证');
    const step = acceptedStep(row.totp_secret, code, now.getTime(), null);
    if (step === undefined) throw new DomainError('BAD_INPUT', '动态验证码错误');
    await setTotp(tx, operatorId, row.totp_secret, true, step);
    return operatorView((await operatorById(tx, operatorId))!);
  });
}
