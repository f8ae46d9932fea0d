import { lockKeys, whileLocked } from '../db/advisory-lock.ts';
import type { Database } from '../db/database.ts';
import { openDatabase } from '../db/open-database.ts';
import { migrate } from '../db/migrate.ts';
import type { ContentLanguage } from '../domain/ports.ts';
import { seedLiveRooms } from '../seed/live-rooms.ts';
import { seedSportsData } from '../seed/season-seed.ts';
import { seededSummary, type SeedSummary } from '../seed/sports-data.ts';
import { seedContent } from '../seed/content.ts';
import { seedVideos } from '../seed/videos.ts';
import { serverClock } from './node-settings.ts';
import type { SeededDatabase, ServerOptions } from './server-options.ts';

// Migrating and seeding a server's database at start, once per cluster, and keeping seeded files for the next test server.

/** What decides a fresh server's seeded database (the site's row comes after); undefined when it must be seeded afresh. */
export function seededKey(options: ServerOptions): string | undefined {
  const seedTime = options.seedAt ?? options.clock ?? options.startAt;
  if (!options.seededDatabases || options.databaseUrl || options.dataDir || options.demoData === false || !seedTime) return undefined;
  return JSON.stringify([options.seed ?? 1, seedTime, options.language ?? 'cn']);
}

/** Migrates the database and writes the seeded data for the clock's time: the same for every site. */
export async function migrateAndSeed(db: Database, seed: number, now: Date, language: ContentLanguage = 'cn'): Promise<SeedSummary> {
  await migrate(db);
  const seeded = await seedSportsData(db, seed, now);
  seeded.rooms = await seedLiveRooms(db, seed, now, language);
  await seedContent(db, seed, now, language);
  await seedVideos(db, seed, now, language);
  return seeded;
}

/**
 * Seeds a fresh in-memory database, keeps its files for the run's later servers and answers them, so that this server
 * loads them too: a database loaded from files continues its sequences from the values PostgreSQL logged ahead, so
 * the ids a server hands out would otherwise depend on whether it seeded or loaded (a QA picture's avatar colour
 * follows an id).
 */
export async function seedAndKeep(options: ServerOptions, key: string): Promise<SeededDatabase | undefined> {
  const db = await openDatabase({});
  try {
    if (!db.dumpFiles) return undefined;
    const seedTime = options.seedAt ? new Date(options.seedAt) : serverClock(options).now();
    const seeded = await migrateAndSeed(db, options.seed ?? 1, seedTime, options.language);
    const database = { files: await db.dumpFiles(), seeded };
    await options.seededDatabases!.put(key, database);
    return database;
  } finally {
    await db.close();
  }
}

/**
 * Migrates and seeds, one node at a time (nodes of a cluster may start together). A single server (`all`) seeds
 * afresh for its clock as it always has; a node of a cluster joins the data the first node seeded, since seeding again
 * would empty the live rooms under the other nodes' fans.
 */
export async function seedOnce(db: Database, options: ServerOptions, seedTime: Date): Promise<SeedSummary> {
  return whileLocked(options.databaseUrl, lockKeys.startup, async () => {
    if (options.demoData === false) {
      await migrate(db);
      return seededSummary(db);
    }
    if ((options.role ?? 'all') !== 'all') {
      await migrate(db);
      const summary = await seededSummary(db);
      if (summary.matches > 0) return summary;
    }
    return migrateAndSeed(db, options.seed ?? 1, seedTime, options.language);
  });
}
