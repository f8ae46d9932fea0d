import type { Database } from '../../../db/database.ts';
import type { Address } from './shop-types.ts';

export interface AddressRow extends Address {
  id: number;
  is_default: boolean;
}

const columns = 'id, name, mobile, detail, is_default';

/** The fan's addresses, the default first, then oldest first. */
export function addressesOf(db: Database, userId: number): Promise<AddressRow[]> {
  return db.query<AddressRow>(`select ${columns} from addresses where user_id = $1 order by is_default desc, id`, [userId]);
}

/** One of the fan's own addresses, or undefined (another fan's id too). */
export async function addressOf(db: Database, userId: number, id: number): Promise<AddressRow | undefined> {
  const [row] = await db.query<AddressRow>(`select ${columns} from addresses where id = $1 and user_id = $2`, [id, userId]);
  return row;
}

/** The ids of the fan's addresses, locked, so concurrent saves count and clear defaults one after another. */
export async function lockAddressIds(tx: Database, userId: number): Promise<number[]> {
  return (await tx.query<{ id: number }>('select id from addresses where user_id = $1 for update', [userId])).map((a) => a.id);
}

/** Clears the fan's default address. */
export async function clearDefault(tx: Database, userId: number): Promise<void> {
  await tx.query('update addresses set is_default = false where user_id = $1 and is_default', [userId]);
}

/** Adds an address. */
export async function insertAddress(tx: Database, userId: number, address: Address, isDefault: boolean, now: Date): Promise<AddressRow> {
  const [row] = await tx.query<AddressRow>(
    `insert into addresses (user_id, name, mobile, detail, is_default, created_at) values ($1, $2, $3, $4, $5, $6) returning ${columns}`,
    [userId, address.name, address.mobile, address.detail, isDefault, now.toISOString()],
  );
  return row;
}

/** Edits one of the fan's addresses; `makeDefault` makes it the default, false leaves its default as it was. */
export async function updateAddress(tx: Database, userId: number, id: number, address: Address, makeDefault: boolean): Promise<AddressRow> {
  const [row] = await tx.query<AddressRow>(
    `update addresses set name = $2, mobile = $3, detail = $4, is_default = is_default or $5 where user_id = $1 and id = $6 returning ${columns}`,
    [userId, address.name, address.mobile, address.detail, makeDefault, id],
  );
  return row;
}

/** Deletes one of the fan's addresses; answers whether it was the default, or undefined when there was none. */
export async function deleteAddressRow(tx: Database, userId: number, id: number): Promise<{ is_default: boolean } | undefined> {
  const [gone] = await tx.query<{ is_default: boolean }>('delete from addresses where id = $1 and user_id = $2 returning is_default', [
    id,
    userId,
  ]);
  return gone;
}

/** Makes the fan's oldest address the default. */
export async function promoteOldest(tx: Database, userId: number): Promise<void> {
  await tx.query('update addresses set is_default = true where id = (select min(id) from addresses where user_id = $1)', [userId]);
}
