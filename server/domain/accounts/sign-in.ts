import { hashPassword, verifyPassword } from '../../security/passwords.ts';
import { newToken, signImUser } from '../../security/tokens.ts';
import { grantWelcomeBenefits } from '../money/benefits/benefits.ts';
import { DomainError } from '../errors.ts';
import type { SharedRateLimit } from '../limits/shared-rate-limit.ts';
import type { Database } from '../ports.ts';
import { conflictAs } from '../unique-conflict.ts';
import { creditInviter } from './invites.ts';
import type { SessionCache } from './session-cache.ts';
import { deleteOtherSessions, deleteSessions } from './session-store.ts';
import { createSession } from './sessions.ts';
import { useSmsCode } from './sms-codes.ts';
import { postMessage, welcomeMessage } from './system-messages.ts';
import { accountTaken, insertUser, setPasswordHash, setSignedIn, userByAccount, userByMobile } from './user-store.ts';
import type { UserRow } from './users.ts';

let dummyHash: Promise<string> | undefined;
/** A real scrypt hash of a random password, to verify against when the account does not exist. */
const unknownAccountHash = () => (dummyHash ??= hashPassword(newToken()));

/** A signed-in user and the token of their new session. */
export interface SignedIn {
  user: UserRow;
  token: string;
}

/**
 * A new account, signed in: its welcome benefits and message, and its inviter credited when it came with a code.
 * A phone-number account is only a name: the phone is bound (mobile) after an SMS check, never here.
 */
export async function register(
  db: Database,
  input: { account: string; password: string; nickName?: string; inviteCode?: string; spSource: number; address: string; device?: string },
  now: Date,
): Promise<SignedIn> {
  const { account, password } = input;
  // Checked first only to skip the costly password hash; the unique index below is what decides under races.
  if (await accountTaken(db, account)) throw new DomainError('CONFLICT', '该账号已被注册');
  const user = await insertUser(db, {
    account,
    passwordHash: await hashPassword(password),
    nickName: input.nickName ?? account,
    spSource: input.spSource,
    at: now.toISOString(),
  }).catch(conflictAs('该账号已被注册'));
  await grantWelcomeBenefits(db, user.id, now);
  await postMessage(db, welcomeMessage(user.id), now);
  if (input.inviteCode) await creditInviter(db, user, input.inviteCode, input.address, now);
  return { user, token: await createSession(db, user.id, now, input.device) };
}

/**
 * Signs in with a password. Five wrong ones per account and address close the window (`limit`): once blocked, not even
 * the right password gets through until the window ends, otherwise guessing never stops.
 */
export async function signIn(
  db: Database,
  limit: SharedRateLimit,
  input: { account: string; password: string; address: string; device?: string },
  now: Date,
): Promise<SignedIn> {
  const { account, password } = input;
  const limitKey = `${account.toLowerCase()}|${input.address}`;
  if (await limit.blocked(limitKey)) throw new DomainError('TOO_MANY_REQUESTS', '登录尝试过于频繁，请10分钟后再试');
  const user = await userByAccount(db, account);
  // Unknown accounts cost the same scrypt work, so neither the answer nor its timing tells which accounts exist.
  const valid = await verifyPassword(password, user?.password_hash ?? (await unknownAccountHash()));
  if (!user || !valid) {
    await limit.hit(limitKey);
    throw new DomainError('BAD_INPUT', '账号或密码错误');
  }
  await limit.reset(limitKey);
  const at = now.toISOString();
  await setSignedIn(db, user.id, at);
  return { user: { ...user, last_login: at, last_online: at }, token: await createSession(db, user.id, now, input.device) };
}

/** Forgot-password: a new password through an SMS code to the bound phone; every session of the user ends. */
export async function resetPassword(
  db: Database,
  sessions: SessionCache,
  input: { mobile: string; sms_code: string; new_password: string },
  now: Date,
): Promise<void> {
  if (!(await useSmsCode(db, input.mobile, 'login', input.sms_code, now))) throw new DomainError('BAD_INPUT', '短信验证码错误或已过期');
  const user = await userByMobile(db, input.mobile);
  if (!user) throw new DomainError('NOT_FOUND', '该手机号未绑定账号');
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, await hashPassword(input.new_password));
    await deleteSessions(tx, user.id);
  });
  sessions.forgetUser(user.id);
}

/** A signed-in user's new password, given the old one; every other session of the user ends. */
export async function changePassword(
  db: Database,
  sessions: SessionCache,
  user: UserRow & { token: string },
  input: { old_password: string; new_password: string },
): Promise<void> {
  if (!(await verifyPassword(input.old_password, user.password_hash))) throw new DomainError('BAD_INPUT', '原密码错误');
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, await hashPassword(input.new_password));
    await deleteOtherSessions(tx, user.id, user.token);
  });
  sessions.forgetUser(user.id, user.token);
}

/** Guests get a chat identity valid for a day; the client asks again once expire_time has passed. */
const guestLifetimeSeconds = 24 * 3600;

/** A guest's chat identity: a random id and its signature until expire_time (Unix seconds). */
export function guestIdentity(imSecret: string, now: Date) {
  const userid = `guest_${newToken().slice(0, 16)}`;
  const expire_time = Math.floor(now.getTime() / 1000) + guestLifetimeSeconds;
  return { userid, txim_sign: signImUser(imSecret, userid, expire_time), expire_time };
}
