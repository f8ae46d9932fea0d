import type { Database } from '../../db/database.ts';

/** What the chat reads of the site's stored uploads (chat images, voice, video, files and merged lists). */

/** The stored size of the upload under `key`, or undefined when nothing is stored there. */
export async function uploadSize(db: Database, key: string): Promise<number | undefined> {
  const [stored] = await db.query<{ size: number }>('select size from uploads where key = $1', [key]);
  return stored?.size;
}

/** The upload stored under `key` with its bytes, or undefined. */
export async function uploadWithBytes(db: Database, key: string): Promise<{ bytes: Uint8Array } | undefined> {
  const [file] = await db.query<{ bytes: Uint8Array }>('select bytes from uploads where key = $1', [key]);
  return file;
}

/** The conversations a message naming the file `key` was sent in (im_shared_files). */
export function threadsSharing(db: Database, key: string): Promise<{ conversation_type: number; thread: string }[]> {
  return db.query<{ conversation_type: number; thread: string }>(
    'select conversation_type, thread from im_shared_files where file_key = $1',
    [key],
  );
}

/** Records that the readers of the conversation may read the file `key`. */
export async function recordSharedFile(db: Database, key: string, conversationType: number, thread: string): Promise<void> {
  await db.query('insert into im_shared_files (file_key, conversation_type, thread) values ($1, $2, $3) on conflict do nothing', [
    key,
    conversationType,
    thread,
  ]);
}
