import { randomInt } from 'node:crypto';
import type { Database } from '../db/database.ts';

const lifetimeMs = 10 * 60_000;
const maxAttempts = 5;

/** Issues a 6-digit code for a phone (replacing an older one). There is no SMS gateway: the admin API reads it. */
export async function issueSmsCode(db: Database, mobile: string, purpose: string, now: Date): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.query(
    `insert into sms_codes (mobile, code, purpose, expires_at, attempts) values ($1, $2, $3, $4, 0)
     on conflict (mobile) do update set code = excluded.code, purpose = excluded.purpose, expires_at = excluded.expires_at, attempts = 0`,
    [mobile, code, purpose, new Date(now.getTime() + lifetimeMs).toISOString()],
  );
  return code;
}

/** Whether `code` is the phone's unexpired code; five wrong tries use it up. A right code is used up too. */
export async function useSmsCode(db: Database, mobile: string, code: string, now: Date): Promise<boolean> {
  const [row] = await db.query<{ code: string; attempts: number }>('select code, attempts from sms_codes where mobile = $1 and expires_at > $2', [mobile, now.toISOString()]);
  if (!row || row.attempts >= maxAttempts) return false;
  if (row.code !== code) {
    await db.query('update sms_codes set attempts = attempts + 1 where mobile = $1', [mobile]);
    return false;
  }
  await db.query('delete from sms_codes where mobile = $1', [mobile]);
  return true;
}
