import type { Database } from '../../../db/database.ts';
import { DomainError } from '../../errors.ts';
import {
  addressesOf,
  addressOf,
  clearDefault,
  deleteAddressRow,
  insertAddress,
  lockAddressIds,
  promoteOldest,
  updateAddress,
  type AddressRow,
} from './address-store.ts';
import type { Address } from './shop-types.ts';

/** How many addresses a fan keeps (docs/api.md "Shop"). */
export const maxAddresses = 10;

/** The fan's addresses, the default first, then oldest first. */
export function listAddresses(db: Database, userId: number): Promise<AddressRow[]> {
  return addressesOf(db, userId);
}

/** One of the fan's own addresses; another fan's id answers as a missing one. */
export async function ownAddress(db: Database, userId: number, id: number): Promise<AddressRow> {
  const row = await addressOf(db, userId, id);
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
    const mine = await lockAddressIds(tx, userId);
    if (input.id !== undefined && !mine.includes(input.id)) throw new DomainError('NOT_FOUND', '地址不存在');
    if (input.id === undefined && mine.length >= maxAddresses) throw new DomainError('CONFLICT', `最多保存 ${maxAddresses} 个地址`);
    const makeDefault = input.is_default === true || mine.length === 0;
    if (makeDefault) await clearDefault(tx, userId);
    const address = { name: input.name.trim(), mobile: input.mobile, detail: input.detail.trim() };
    return input.id === undefined
      ? insertAddress(tx, userId, address, makeDefault, now)
      : updateAddress(tx, userId, input.id, address, makeDefault);
  });
}

/** Deletes one of the fan's addresses; when it was the default, the oldest remaining one becomes the default. */
export async function deleteAddress(db: Database, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const gone = await deleteAddressRow(tx, userId, id);
    if (!gone) throw new DomainError('NOT_FOUND', '地址不存在');
    if (gone.is_default) await promoteOldest(tx, userId);
  });
}
