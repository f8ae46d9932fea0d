import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { verifyPassword } from '../../security/passwords.ts';
import { DomainError, loginTimeout } from '../errors.ts';
import type { Database } from '../ports.ts';
import { claimTotpStep, operatorByEmail, operatorById, type OperatorRow } from './operator-store.ts';
import { operatorView, type OperatorView } from './operators.ts';
import type { RequestOrigin, SignInLimits } from './ports.ts';
import { endOperatorSession, insertOperatorSession, openOperatorSession, touchOperatorSession } from './session-store.ts';
import { acceptedStep } from './totp.ts';

/** A session ends after 30 minutes without a call, and 12 hours after sign-in whatever happens (docs/security.md). */
export const operatorIdleMs = 30 * 60_000;
export const operatorAbsoluteMs = 12 * 3600_000;

/** The operator behind a session, with what the guard checks and the console shows. */
export interface SignedInOperator extends OperatorView {
  csrfToken: string;
  tokenHash: string;
  /** When the session ends unless used again (its idle or its absolute end, whichever comes first). */
  expiresAt: Date;
}

function expiry(createdAt: Date, lastSeenAt: Date): Date {
  return new Date(Math.min(lastSeenAt.getTime() + operatorIdleMs, createdAt.getTime() + operatorAbsoluteMs));
}

const wrongCredentials = () => new DomainError('BAD_INPUT', '邮箱或密码错误');
const tooMany = () => new DomainError('TOO_MANY_REQUESTS', '登录尝试过于频繁，请15分钟后再试');
/** An enrolled operator signs in with a code: this answer asks for it (status 1 with `data.totpNeeded`). */
export class TotpNeeded extends DomainError {
  constructor() {
    super('BAD_INPUT', '请输入动态验证码');
  }
}

/** The hash a session is stored under: the token itself never reaches the database. */
export function sessionHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Signs an operator in with email, password and, once they are enrolled, a TOTP code. A wrong email and a wrong
 * password answer the same; every failure (a wrong code too) counts against the account and the address, and either
 * blocked refuses with status 5 before the password is checked. `site` is this node's: an operator scoped to other
 * sites cannot sign in here.
 */
export async function signInOperator(
  db: Database,
  limits: SignInLimits,
  input: { email: string; password: string; code?: string },
  origin: RequestOrigin,
  site: string,
  now: Date,
): Promise<{ token: string; operator: SignedInOperator }> {
  const email = input.email.trim().toLowerCase();
  const address = origin.limitAddress ? origin.address : undefined;
  if ((await limits.account.blocked(email)) || (address !== undefined && (await limits.address.blocked(address)))) throw tooMany();
  const fail = async (error: DomainError) => {
    await limits.account.hit(email);
    if (address !== undefined) await limits.address.hit(address);
    return error;
  };
  const row = await operatorByEmail(db, email);
  // A missing account costs a hash too, so the answer's timing does not tell which emails exist.
  const passwordOk = await verifyPassword(input.password, row?.password_hash ?? dummyHash);
  if (!row || !passwordOk || row.disabled) throw await fail(wrongCredentials());
  if (row.sites !== null && !row.sites.includes(site)) throw outOfScope();
  if (row.totp_enrolled) {
    if (!input.code) throw new TotpNeeded();
    const step = acceptedStep(row.totp_secret!, input.code, now.getTime(), row.totp_last_step);
    if (step === undefined || !(await claimTotpStep(db, row.id, step))) throw await fail(new DomainError('BAD_INPUT', '动态验证码错误'));
  }
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(24).toString('base64url');
  const tokenHash = sessionHash(token);
  await insertOperatorSession(db, { tokenHash, operatorId: row.id, csrfToken, now, address: origin.address, userAgent: origin.userAgent });
  return { token, operator: { ...operatorView(row), csrfToken, tokenHash, expiresAt: expiry(now, now) } };
}

/** A hash of nothing anyone knows, checked when the email names no account. */
const dummyHash = 'scrypt$16384$8$1$c2lkZWxpbmUtbm8tb25l$' + 'A'.repeat(86);

export const outOfScope = () => new DomainError('FORBIDDEN', '这个站点不在你的权限内');

/**
 * The operator a session token belongs to, and the session marked as used now (unless `touch` is false: a stream the
 * console keeps open is not the operator at work). A session unused for 30 minutes, older than 12 hours, signed out,
 * or of a disabled operator is ended and answers status 2.
 */
export async function operatorOfSession(db: Database, token: string | undefined, now: Date, touch = true): Promise<SignedInOperator> {
  if (!token) throw loginTimeout();
  const tokenHash = sessionHash(token);
  const session = await openOperatorSession(db, tokenHash);
  if (!session) throw loginTimeout();
  const row: OperatorRow | undefined = await operatorById(db, session.operator_id);
  const at = now.getTime();
  const expired =
    at - new Date(session.last_seen_at).getTime() >= operatorIdleMs || at - new Date(session.created_at).getTime() >= operatorAbsoluteMs;
  if (!row || row.disabled || expired) {
    await endOperatorSession(db, tokenHash, now);
    throw loginTimeout();
  }
  if (touch) await touchOperatorSession(db, tokenHash, now);
  const expiresAt = expiry(new Date(session.created_at), touch ? now : new Date(session.last_seen_at));
  return { ...operatorView(row), csrfToken: session.csrf_token, tokenHash, expiresAt };
}

/** Whether a change carries the session's CSRF token (compared in constant time). */
export function csrfMatches(operator: SignedInOperator, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(operator.csrfToken);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function signOutOperator(db: Database, operator: SignedInOperator, now: Date): Promise<void> {
  await endOperatorSession(db, operator.tokenHash, now);
}
