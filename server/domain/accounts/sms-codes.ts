import { randomInt, timingSafeEqual } from 'node:crypto';
import { DomainError } from '../errors.ts';
import type { SharedRateLimit } from '../limits/shared-rate-limit.ts';
import type { Database } from '../ports.ts';
import type { Captchas } from './captchas.ts';
import { countSmsTry, consumeSmsCode, lastSmsCodeRow, upsertSmsCode } from './sms-code-store.ts';

const lifetimeMs = 10 * 60_000;
const maxAttempts = 5;

/** What a code is for: `login` codes (send-code form) sign in or reset a password; `bind` codes bind a phone. */
export type SmsPurpose = 'login' | 'bind';

/** Issues a 6-digit code for a phone and purpose (replacing an older one). There is no SMS gateway: the admin API reads it. */
async function issueSmsCode(db: Database, mobile: string, purpose: SmsPurpose, now: Date): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await upsertSmsCode(db, mobile, purpose, code, new Date(now.getTime() + lifetimeMs).toISOString());
  return code;
}

/**
 * Whether `code` is the phone's unexpired code for `purpose`. Every try is counted in the same statement that reads
 * the code, so parallel guesses cannot exceed five; a right code is consumed by one delete, so only one request wins.
 */
export async function useSmsCode(db: Database, mobile: string, purpose: SmsPurpose, code: string, now: Date): Promise<boolean> {
  const stored = await countSmsTry(db, mobile, purpose, now.toISOString(), maxAttempts);
  if (stored === undefined || stored.length !== code.length || !timingSafeEqual(Buffer.from(stored), Buffer.from(code))) return false;
  return consumeSmsCode(db, mobile, purpose, code);
}

/** The code last sent to a phone and what for: for QA through the admin API only. */
export async function lastSmsCode(db: Database, mobile: string): Promise<{ code: string; purpose: string } | undefined> {
  return lastSmsCodeRow(db, mobile);
}

/** A sign-in code for a phone, once the captcha image of `input.code` is answered; one per number a minute (`limit`). */
export async function sendLoginCode(
  db: Database,
  captchas: Captchas,
  limit: SharedRateLimit,
  input: { mobile: string; captcha: string; code: string },
  now: Date,
): Promise<void> {
  if (!(await captchas.check(input.code, input.captcha))) throw new DomainError('BAD_INPUT', '图形验证码错误，请刷新后重试');
  await sendCode(db, limit, input.mobile, 'login', now);
}

/** A code to bind a phone, for a signed-in fan; one per number a minute (`limit`). */
export async function sendBindCode(db: Database, limit: SharedRateLimit, mobile: string, now: Date): Promise<void> {
  await sendCode(db, limit, mobile, 'bind', now);
}

async function sendCode(db: Database, limit: SharedRateLimit, mobile: string, purpose: SmsPurpose, now: Date): Promise<void> {
  if (!(await limit.hit(`${purpose}:${mobile}`))) throw new DomainError('TOO_MANY_REQUESTS', '验证码发送过于频繁，请1分钟后再试');
  await issueSmsCode(db, mobile, purpose, now);
}
