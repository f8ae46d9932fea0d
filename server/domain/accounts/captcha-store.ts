import type { Database } from '../ports.ts';

/** Deletes every image expired by `at`. */
export async function clearExpiredCaptchas(db: Database, at: string): Promise<void> {
  await db.query('delete from captchas where expires_at <= $1', [at]);
}

/** Stores the digits of a key (replacing the key's older ones) until `expiresAt`. */
export async function putCaptcha(db: Database, key: string, digits: string, expiresAt: string): Promise<void> {
  await db.query(
    'insert into captchas (key, digits, expires_at) values ($1, $2, $3) on conflict (key) do update set digits = excluded.digits, expires_at = excluded.expires_at',
    [key, digits, expiresAt],
  );
}

/** The digits of a key unexpired at `at`, left in place. */
export async function pendingCaptcha(db: Database, key: string, at: string): Promise<string | undefined> {
  const [row] = await db.query<{ digits: string }>('select digits from captchas where key = $1 and expires_at > $2', [key, at]);
  return row?.digits;
}

/** Deletes a key's image and answers what it held: whoever deletes it has its one try. */
export async function takeCaptcha(db: Database, key: string): Promise<{ digits: string; expires_at: Date | string } | undefined> {
  const [row] = await db.query<{ digits: string; expires_at: Date | string }>(
    'delete from captchas where key = $1 returning digits, expires_at',
    [key],
  );
  return row;
}
