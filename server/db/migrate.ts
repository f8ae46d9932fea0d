import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

const migrationsDir = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the SQL files of server/db/migrations in name order, each once, each in its own transaction. */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec('create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())');
  const applied = new Set((await db.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name));
  const pending = readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql') && !applied.has(f))
    .sort();
  for (const name of pending) {
    const sql = readFileSync(`${migrationsDir}/${name}`, 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (name) values ($1)', [name]);
    });
  }
  return pending;
}
