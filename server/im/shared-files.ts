import { mergerKeyPattern } from '../../runtime/im/protocol/message-codec.ts';
import { chatImagePathPattern, chatMediaPathPattern } from '../../runtime/im/protocol/upload-codec.ts';
import type { Database } from '../db/database.ts';
import type { CommandCall } from './commands/command.ts';
import { mergerFieldsOf, type StoredElement } from './content.ts';
import { mediaKeyOf } from './media-elements.ts';
import { invalidParameter } from './errors.ts';
import { requireThread } from './groups.ts';
import { isMember } from './store/member-store.ts';
import { c2cType } from './store/message-store.ts';
import { recordSharedFile, threadsSharing, uploadSize } from './store/upload-store.ts';

/** A conversation as stored: its type and thread (store/message-store.ts). */
export interface Thread {
  conversationType: number;
  thread: string;
}

/** Whether `userId` reads the conversation: one of a C2C pair, or a member of the group (of the topic's community). */
async function readsThread(db: Database, userId: string, { conversationType, thread }: Thread): Promise<boolean> {
  if (conversationType === c2cType) return thread.split('|').includes(userId);
  try {
    const { group } = await requireThread(db, thread);
    return await isMember(db, group.id, userId);
  } catch {
    return false;
  }
}

/** The uploader named by a chat file's key (`im-<uploader>-...`), or undefined for a key that is no chat file. */
function uploaderOf(key: string): string | undefined {
  return (
    key.match(mergerKeyPattern)?.[1] ??
    `/storage/files/${key}`.match(chatImagePathPattern)?.[2] ??
    `/storage/files/${key}`.match(chatMediaPathPattern)?.[2]
  );
}

/**
 * Whether `userId` may read the chat file stored under `key` (an image, a merged list): its uploader, or a reader of a
 * conversation a message naming it was sent in (a forward, or a merged message, records the new conversation too).
 */
export async function readsSharedFile(db: Database, userId: string, key: string): Promise<boolean> {
  const uploader = uploaderOf(key);
  if (!uploader) return false;
  if (uploader === userId) return true;
  for (const row of await threadsSharing(db, key))
    if (await readsThread(db, userId, { conversationType: row.conversation_type, thread: row.thread })) return true;
  return false;
}

/** The store keys of the files a message's elements name: images (their original's url), voice, video and files, and merged lists stored apart. */
function fileKeysOf(elements: readonly StoredElement[]): string[] {
  return elements.flatMap((element) => {
    const downloadKey = element.type === 'TIMRelayElem' ? mergerFieldsOf(element).downloadKey : '';
    if (downloadKey) return [downloadKey];
    const mediaKey = mediaKeyOf(element);
    if (mediaKey) return [mediaKey];
    const url = element.type === 'TIMImageElem' ? (element.imageInfoArray?.[0]?.url ?? '') : '';
    const key = url.slice(url.lastIndexOf('/') + 1);
    return key ? [key] : [];
  });
}

/**
 * The keys of the files a message names, each checked (10004 otherwise): a chat file of our store that the sender may
 * read (docs/decisions.md "Merged messages and forwards"). Image elements' own rules are image-elements.ts's. The
 * caller records the keys with {@link recordSharedFiles} once the message is sent.
 */
export async function checkSharedFiles(call: CommandCall, elements: readonly StoredElement[]): Promise<string[]> {
  const keys = fileKeysOf(elements);
  for (const key of keys) {
    const stored = uploaderOf(key) ? (await uploadSize(call.context.db, key)) !== undefined : false;
    if (!stored) throw invalidParameter(`${key} names no chat file of this server`);
    if (!(await readsSharedFile(call.context.db, call.user.id, key)))
      throw invalidParameter(`${key} names a file you cannot read: only what you uploaded or received can be sent`);
  }
  return keys;
}

/** Lets the readers of `thread` read the files `keys` (merger.download, and forwards of them). */
export async function recordSharedFiles(db: Database, keys: readonly string[], { conversationType, thread }: Thread): Promise<void> {
  for (const key of keys) await recordSharedFile(db, key, conversationType, thread);
}
