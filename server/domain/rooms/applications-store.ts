import type { Database } from '../../db/database.ts';

/** What a fan applies to become: an anchor (is_anchor) or a room admin (is_anchor_admin). */
export type ApplicationType = 'anchor' | 'admin';

/** An application as the table keeps it; `materials` are the images' addresses, copied in when it was made. */
export interface ApplicationRow {
  id: number;
  user_id: number;
  type: ApplicationType;
  real_name: string;
  contact: string;
  intro: string;
  materials: string[];
  status: number;
  reason: string;
  created_at: Date | string;
  reviewed_at: Date | string | null;
}

/** The fan's kept images, in the order they were added. */
export function materialsOf(db: Database, userId: number): Promise<{ id: number; url: string; created_at: Date | string }[]> {
  return db.query('select id, url, created_at from user_materials where user_id = $1 order by id', [userId]);
}

/** Locks the user's row: counting under it keeps two concurrent adds from passing the limit together. */
export async function lockUser(tx: Database, userId: number): Promise<void> {
  await tx.query('select 1 from users where id = $1 for update', [userId]);
}

/** How many materials the fan keeps. */
export async function materialCount(tx: Database, userId: number): Promise<number> {
  const [{ count }] = await tx.query<{ count: number }>('select count(*)::int as count from user_materials where user_id = $1', [userId]);
  return Number(count);
}

/** Keeps one more image among the fan's materials. */
export async function insertMaterial(tx: Database, userId: number, url: string, now: Date): Promise<void> {
  await tx.query('insert into user_materials (user_id, url, created_at) values ($1, $2, $3)', [userId, url, now.toISOString()]);
}

/** Deletes one of the fan's materials; answers whether there was one. */
export async function deleteMaterialRow(db: Database, userId: number, id: number): Promise<boolean> {
  const removed = await db.query('delete from user_materials where id = $1 and user_id = $2 returning id', [id, userId]);
  return removed.length > 0;
}

/** The roles the user has already. */
export async function rolesOf(db: Database, userId: number): Promise<{ is_anchor: boolean; is_anchor_admin: boolean }> {
  const [user] = await db.query<{ is_anchor: boolean; is_anchor_admin: boolean }>(
    'select is_anchor, is_anchor_admin from users where id = $1',
    [userId],
  );
  return user;
}

/** Those of `ids` that are the fan's materials, in id order. */
export function materialsById(db: Database, userId: number, ids: number[]): Promise<{ id: number; url: string }[]> {
  return db.query('select id, url from user_materials where user_id = $1 and id = any($2) order by id', [userId, ids]);
}

/** A new application under review; a second one of the type under review violates the unique index. */
export async function insertApplication(
  db: Database,
  input: { userId: number; type: ApplicationType; realName: string; contact: string; intro: string; materials: string[]; now: Date },
): Promise<ApplicationRow> {
  const [row] = await db.query<ApplicationRow>(
    `insert into applications (user_id, type, real_name, contact, intro, materials, created_at) values ($1, $2, $3, $4, $5, $6, $7) returning *`,
    [input.userId, input.type, input.realName, input.contact, input.intro, JSON.stringify(input.materials), input.now.toISOString()],
  );
  return row;
}

/** The fan's applications, newest first. */
export function applicationsOf(db: Database, userId: number): Promise<ApplicationRow[]> {
  return db.query<ApplicationRow>('select * from applications where user_id = $1 order by id desc', [userId]);
}

/** Decides an application still under review; undefined when there is none such. */
export async function decideApplication(
  tx: Database,
  id: number,
  status: number,
  reason: string,
  now: Date,
): Promise<ApplicationRow | undefined> {
  const [row] = await tx.query<ApplicationRow>(
    'update applications set status = $2, reason = $3, reviewed_at = $4 where id = $1 and status = 0 returning *',
    [id, status, reason, now.toISOString()],
  );
  return row;
}

/** Makes the user an anchor (with the anchors' gift share) or a room admin. */
export async function grantRole(tx: Database, userId: number, type: ApplicationType): Promise<void> {
  if (type === 'anchor')
    await tx.query('update users set is_anchor = true, sharing_ratio = greatest(sharing_ratio, 50) where id = $1', [userId]);
  else await tx.query('update users set is_anchor_admin = true where id = $1', [userId]);
}
