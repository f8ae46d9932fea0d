import type { MessageRef } from '../../../runtime/im/protocol/codec.ts';
import type { Database } from '../../db/database.ts';
import type { StoredElement } from '../content.ts';
import { c2cThread, c2cType, findMessage, groupType, type MessageRow } from './message-store.ts';

/**
 * The stored message a reference names, if `userId` takes part in it: C2C as sender or recipient, a group message
 * always (group rights are checked by the command). A reference whose from, to or random disagree names nothing.
 */
export async function locateMessage(db: Database, ref: MessageRef, userId: string): Promise<MessageRow | undefined> {
  const from = ref.from ?? '';
  const to = ref.to ?? '';
  const type = ref.conversationType ?? 0;
  if (type === c2cType && from !== userId && to !== userId) return undefined;
  if (type !== c2cType && type !== groupType) return undefined;
  const row = await findMessage(db, type, type === c2cType ? c2cThread(from, to) : to, ref.sequence ?? 0);
  if (!row || row.from_id !== from || row.to_id !== to || (ref.random && row.random !== ref.random)) return undefined;
  return row;
}

/** Marks a message revoked by `revoker`; answers the stored row (unchanged when it was revoked already). */
export async function revokeMessage(db: Database, id: number, revoker: string): Promise<{ row: MessageRow; changed: boolean }> {
  const [row] = await db.query<MessageRow>(
    'update im_messages set revoked = true, revoker = $2 where id = $1 and not revoked returning *',
    [id, revoker],
  );
  if (row) return { row, changed: true };
  const [current] = await db.query<MessageRow>('select * from im_messages where id = $1', [id]);
  return { row: current, changed: false };
}

/**
 * Replaces a message's body if its version is still `expectedVersion`, raising the version by one; otherwise answers
 * the stored message unchanged (the caller's conflict).
 */
export async function modifyMessage(
  db: Database,
  id: number,
  expectedVersion: number,
  elements: StoredElement[],
  cloudCustomData: string,
): Promise<{ row: MessageRow; changed: boolean }> {
  const [row] = await db.query<MessageRow>(
    'update im_messages set elements = $3, cloud_custom_data = $4, version = version + 1 where id = $1 and version = $2 returning *',
    [id, expectedVersion, JSON.stringify(elements), cloudCustomData],
  );
  if (row) return { row, changed: true };
  const [current] = await db.query<MessageRow>('select * from im_messages where id = $1', [id]);
  return { row: current, changed: false };
}
