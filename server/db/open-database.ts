import type { Database, DatabaseOptions } from './database.ts';

/** Opens the database the options name. Heavy drivers are imported only when used. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const { openPostgres } = await import('./postgres.ts');
    return openPostgres(options.url);
  }
  const { openPglite } = await import('./pglite.ts');
  return openPglite(options.dataDir, options.files);
}
