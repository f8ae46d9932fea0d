import type { Database } from '../ports.ts';

/** Stores a phone's code for a purpose, replacing an older one, with no try used. */
export async function upsertSmsCode(db: Database, mobile: string, purpose: string, code: string, expiresAt: string): Promise<void> {
  await db.query(
    `insert into sms_codes (mobile, code, purpose, expires_at, attempts) values ($1, $2, $3, $4, 0)
     on conflict (mobile, purpose) do update set code = excluded.code, expires_at = excluded.expires_at, attempts = 0`,
    [mobile, code, purpose, expiresAt],
  );
}

/** Counts one try and reads the code, in one statement: nothing once expired at `at` or `maxAttempts` are used. */
export async function countSmsTry(
  db: Database,
  mobile: string,
  purpose: string,
  at: string,
  maxAttempts: number,
): Promise<string | undefined> {
  const [row] = await db.query<{ code: string }>(
    'update sms_codes set attempts = attempts + 1 where mobile = $1 and purpose = $2 and expires_at > $3 and attempts < $4 returning code',
    [mobile, purpose, at, maxAttempts],
  );
  return row?.code;
}

/** Deletes the code if it is still `code`: true for the one request that consumed it. */
export async function consumeSmsCode(db: Database, mobile: string, purpose: string, code: string): Promise<boolean> {
  const consumed = await db.query('delete from sms_codes where mobile = $1 and purpose = $2 and code = $3 returning 1', [
    mobile,
    purpose,
    code,
  ]);
  return consumed.length === 1;
}

/** The code last sent to a phone (the admin API's, since there is no SMS gateway). */
export async function lastSmsCodeRow(db: Database, mobile: string): Promise<{ code: string; purpose: string } | undefined> {
  const [row] = await db.query<{ code: string; purpose: string }>(
    'select code, purpose from sms_codes where mobile = $1 order by expires_at desc limit 1',
    [mobile],
  );
  return row;
}
