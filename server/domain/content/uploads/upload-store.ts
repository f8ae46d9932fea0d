import type { Database } from '../../ports.ts';

/** What a fan uploaded since `since`: how many files and how many bytes. */
export async function uploadedSince(db: Database, userId: number, since: string): Promise<{ files: number; bytes: number }> {
  const [used] = await db.query<{ files: number; bytes: number }>(
    'select count(*)::int as files, coalesce(sum(size), 0)::int as bytes from uploads where user_id = $1 and created_at > $2',
    [userId, since],
  );
  return { files: Number(used.files), bytes: Number(used.bytes) };
}

/** Stores an uploaded file under its key (a key is signed once: a second PUT of it stores nothing). */
export async function insertUpload(
  db: Database,
  key: string,
  type: string,
  bytes: Buffer,
  userId: number | null,
  at: string,
): Promise<void> {
  await db.query(
    'insert into uploads (key, content_type, bytes, size, user_id, created_at) values ($1, $2, $3, $4, $5, $6) on conflict (key) do nothing',
    [key, type, bytes, bytes.length, userId, at],
  );
}

/** A stored file's type and bytes, or undefined. */
export async function uploadedFile(db: Database, key: string): Promise<{ content_type: string; bytes: Uint8Array } | undefined> {
  const [file] = await db.query<{ content_type: string; bytes: Uint8Array }>('select content_type, bytes from uploads where key = $1', [
    key,
  ]);
  return file;
}
