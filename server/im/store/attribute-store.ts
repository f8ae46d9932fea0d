import type { Database } from '../../db/database.ts';
import { invalidParameter } from '../errors.ts';

/**
 * A created group's attributes and counters (migration 038), each kind with one sequence per group that every
 * change raises: the SDK compares it with its cache's (spec 001 §4).
 */

export interface KeyValueRow<V> {
  key: string;
  value: V;
}

export async function attributesOf(db: Database, groupId: string, keys: readonly string[] = []): Promise<KeyValueRow<string>[]> {
  return db.query<KeyValueRow<string>>(
    'select key, value from im_group_attributes where group_id = $1 and (cardinality($2::text[]) = 0 or key = any($2::text[])) order by key',
    [groupId, keys],
  );
}

export async function attributeSequence(db: Database, groupId: string): Promise<number> {
  const [row] = await db.query<{ attribute_seq: number }>('select attribute_seq from im_groups where group_id = $1', [groupId]);
  return row?.attribute_seq ?? 0;
}

/** Writes attributes (all of them replaced with `replaceAll`), deletes `deleted` (all with an empty list and `deleteAll`), and raises the sequence. */
export async function changeAttributes(
  db: Database,
  groupId: string,
  change: { set?: readonly KeyValueRow<string>[]; replaceAll?: boolean; deleted?: readonly string[]; deleteAll?: boolean },
): Promise<number> {
  return db.transaction(async (tx) => {
    if (change.replaceAll || change.deleteAll) await tx.query('delete from im_group_attributes where group_id = $1', [groupId]);
    else if (change.deleted?.length)
      await tx.query('delete from im_group_attributes where group_id = $1 and key = any($2::text[])', [groupId, change.deleted]);
    for (const { key, value } of change.set ?? []) {
      await tx.query(
        'insert into im_group_attributes (group_id, key, value) values ($1, $2, $3) on conflict (group_id, key) do update set value = excluded.value',
        [groupId, key, value],
      );
    }
    const [{ attribute_seq }] = await tx.query<{ attribute_seq: number }>(
      'update im_groups set attribute_seq = attribute_seq + 1 where group_id = $1 returning attribute_seq',
      [groupId],
    );
    return attribute_seq;
  });
}

export async function countersOf(db: Database, groupId: string, keys: readonly string[] = []): Promise<KeyValueRow<number>[]> {
  const rows = await db.query<KeyValueRow<number | string>>(
    'select key, value from im_group_counters where group_id = $1 and (cardinality($2::text[]) = 0 or key = any($2::text[])) order by key',
    [groupId, keys],
  );
  // bigint arrives as text from PostgreSQL.
  return rows.map((row) => ({ key: row.key, value: Number(row.value) }));
}

export async function counterSequence(db: Database, groupId: string): Promise<number> {
  const [row] = await db.query<{ counter_seq: number }>('select counter_seq from im_groups where group_id = $1', [groupId]);
  return row?.counter_seq ?? 0;
}

/**
 * Sets, increases or decreases counters (a missing one counts from 0) in one transaction, and raises the sequence;
 * answers the counters' new values and the sequence. A result beyond JavaScript's safe integers rolls it all back (10004).
 */
export async function changeCounters(
  db: Database,
  groupId: string,
  mode: 'Set' | 'Increase' | 'Decrease',
  counters: readonly KeyValueRow<number>[],
): Promise<{ counters: KeyValueRow<number>[]; sequence: number }> {
  return db.transaction(async (tx) => {
    const changed: KeyValueRow<number>[] = [];
    for (const { key, value } of counters) {
      const delta = mode === 'Decrease' ? -value : value;
      const [row] = await tx.query<{ value: number | string }>(
        `insert into im_group_counters (group_id, key, value) values ($1, $2, $3)
         on conflict (group_id, key) do update set value = case when $4 then excluded.value else im_group_counters.value + excluded.value end returning value`,
        [groupId, key, delta, mode === 'Set'],
      );
      if (!Number.isSafeInteger(Number(row.value)))
        throw invalidParameter(`counter ${key} would leave the whole numbers a client can hold`);
      changed.push({ key, value: Number(row.value) });
    }
    const [{ counter_seq }] = await tx.query<{ counter_seq: number }>(
      'update im_groups set counter_seq = counter_seq + 1 where group_id = $1 returning counter_seq',
      [groupId],
    );
    return { counters: changed, sequence: counter_seq };
  });
}
