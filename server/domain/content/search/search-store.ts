import type { Database } from '../../ports.ts';

const leagueColumns = 'id, sport_id, kind, name_zh, short_name_zh, name_en, short_name_en, logo';

/** Leagues whose names contain `pattern`, those whose short name matches `first` first. */
export function leaguesMatching(db: Database, pattern: string, first: string): Promise<unknown[]> {
  return db.query(
    `select ${leagueColumns} from leagues where name_zh ilike $1 or short_name_zh ilike $1 or name_en ilike $1 order by (short_name_zh ilike $2) desc, id`,
    [pattern, first],
  );
}

/** Teams whose names contain `pattern`, those whose name matches `first` first. */
export function teamsMatching(db: Database, pattern: string, first: string): Promise<unknown[]> {
  return db.query(
    'select id, sport_id, league_id, name_zh, short_name_zh, name_en, logo from teams where name_zh ilike $1 or name_en ilike $1 order by (name_zh ilike $2) desc, id',
    [pattern, first],
  );
}

/** The first leagues by id: the search page's hot events. */
export function firstLeagues(db: Database, count: number): Promise<unknown[]> {
  return db.query(`select ${leagueColumns} from leagues order by id limit ${count}`);
}
