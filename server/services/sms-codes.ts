import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/database.ts';

const lifetimeMs = 10 * 60_000;
const maxAttempts = 5;

/** What a code is for: `login` codes (send-code form) sign in or reset a password; `bind` codes bind a phone. */
export type SmsPurpose = 'login' | 'bind';

/** Issues a 6-digit code for a phone and purpose (replacing an older one). There is no SMS gateway: the admin API reads it. */
export async function issueSmsCode(db: Database, mobile: string, purpose: SmsPurpose, now: Date): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.query(
    `insert into sms_codes (mobile, code, purpose, expires_at, attempts) values ($1, $2, $3, $4, 0)
     on conflict (mobile, purpose) do update set code = excluded.code, expires_at = excluded.expires_at, attempts = 0`,
    [mobile, code, purpose, new Date(now.getTime() + lifetimeMs).toISOString()],
  );
  return code;
}

/**
 * Whether `code` is the phone's unexpired code for `purpose`. Every try is counted in the same statement that reads
 * the code, so parallel guesses cannot exceed five; a right code is consumed by one delete, so only one request wins.
 */
export async function useSmsCode(db: Database, mobile: string, purpose: SmsPurpose, code: string, now: Date): Promise<boolean> {
  const [row] = await db.query<{ code: string }>(
    'update sms_codes set attempts = attempts + 1 where mobile = $1 and purpose = $2 and expires_at > $3 and attempts < $4 returning code',
    [mobile, purpose, now.toISOString(), maxAttempts],
  );
  if (!row || row.code.length !== code.length || !timingSafeEqual(Buffer.from(row.code), Buffer.from(code))) return false;
  const consumed = await db.query('delete from sms_codes where mobile = $1 and purpose = $2 and code = $3 returning 1', [
    mobile,
    purpose,
    code,
  ]);
  return consumed.length === 1;
}
