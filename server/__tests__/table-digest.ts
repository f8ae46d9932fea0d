import type { Database } from '../db/database.ts';

/**
 * A digest of each table of the public schema that `where` picks (a condition on `table_name`), one entry per table,
 * so that a test can show a refused call changed nothing and name where something changed.
 */
export async function tableDigests(db: Database, where: string): Promise<Record<string, string>> {
  const tables = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and (${where}) order by 1`,
  );
  const rows = await db.query<{ name: string; digest: string }>(
    tables
      .map(
        (t) =>
          `select '${t.name}' as name, md5(coalesce(string_agg(md5(x::text), '' order by md5(x::text)), '')) as digest from "${t.name}" x`,
      )
      .join(' union all '),
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.digest]));
}
