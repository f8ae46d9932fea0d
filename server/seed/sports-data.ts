import type { Database } from '../db/database.ts';

/** What a seeding run created, for the start-up log. */
export interface SeedSummary {
  rooms?: number;
  leagues: number;
  teams: number;
  matches: number;
  incidents: number;
}

/** What an earlier seeding left in the database: a node that joins a cluster reads it instead of seeding again. */
export async function seededSummary(db: Database): Promise<SeedSummary> {
  const [summary] = await db.query<SeedSummary>(
    'select (select count(*) from leagues) as leagues, (select count(*) from teams) as teams, (select count(*) from matches) as matches, (select count(*) from incidents) as incidents, (select count(*) from rooms) as rooms',
  );
  return summary;
}
