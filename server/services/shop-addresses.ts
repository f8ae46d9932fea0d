import type { Database } from '../db/database.ts';
import { DomainError } from '../domain/errors.ts';
import type { Address } from './shop.ts';

/** How many addresses a fan keeps (docs/api.md "Shop"). */
export const maxAddresses = 10;

export interface AddressRow extends Address {
  id: number;
  is_default: boolean;
}

const columns = 'id, name, mobile, detail, is_default';

/** The fan's addresses, the default first, then oldest first. */
export function listAddresses(db: Database, userId: number): Promise<AddressRow[]> {
  return db.query<AddressRow>(`select ${columns} from addresses where user_id = $1 order by is_default desc, id`, [userId]);
}

/** One of the fan's own addresses; another fan's id answers as a missing one. */
export async function ownAddress(db: Database, userId: number, id: number): Promise<AddressRow> {
  const [row] = await db.query<AddressRow>(`select ${columns} from addresses where id = $1 and user_id = $2`, [id, userId]);
  if (!row) throw new DomainError('NOT_FOUND', '地址不存在');
  return row;
}

/**
 * Adds (no id) or edits one of the fan's addresses. The first address is the default; making one the default clears
 * the others in the same transaction (a unique index keeps one default even under concurrent calls).
 */
export async function saveAddress(
  db: Database,
  userId: number,
  input: Address & { id?: number; is_default?: boolean },
  now: Date,
): Promise<AddressRow> {
  return db.transaction(async (tx) => {
    // The fan's rows are locked first, so concurrent saves count and clear defaults one after another.
    const mine = await tx.query<{ id: number }>('select id from addresses where user_id = $1 for update', [userId]);
    if (input.id !== undefined && !mine.some((a) => a.id === input.id)) throw new DomainError('NOT_FOUND', '地址不存在');
    if (input.id === undefined && mine.length >= maxAddresses) throw new DomainError('CONFLICT', `最多保存 ${maxAddresses} 个地址`);
    const makeDefault = input.is_default === true || mine.length === 0;
    if (makeDefault) await tx.query('update addresses set is_default = false where user_id = $1 and is_default', [userId]);
    const values = [userId, input.name.trim(), input.mobile, input.detail.trim()];
    const [row] =
      input.id === undefined
        ? await tx.query<AddressRow>(
            `insert into addresses (user_id, name, mobile, detail, is_default, created_at) values ($1, $2, $3, $4, $5, $6) returning ${columns}`,
            [...values, makeDefault, now.toISOString()],
          )
        : await tx.query<AddressRow>(
            `update addresses set name = $2, mobile = $3, detail = $4, is_default = is_default or $5 where user_id = $1 and id = $6 returning ${columns}`,
            [...values, makeDefault, input.id],
          );
    return row;
  });
}

/** Deletes one of the fan's addresses; when it was the default, the oldest remaining one becomes the default. */
export async function deleteAddress(db: Database, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx.query<{ is_default: boolean }>('delete from addresses where id = $1 and user_id = $2 returning is_default', [
      id,
      userId,
    ]);
    if (!gone) throw new DomainError('NOT_FOUND', '地址不存在');
    if (gone.is_default)
      await tx.query('update addresses set is_default = true where id = (select min(id) from addresses where user_id = $1)', [userId]);
  });
}
