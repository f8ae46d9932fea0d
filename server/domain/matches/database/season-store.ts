import type { Database } from '../../ports.ts';

/** A competition of the database (leagues table). */
export interface Competition {
  id: number;
  sport_id: number;
  kind: 'league' | 'cup';
  name_zh: string;
  short_name_zh: string;
  name_en: string;
  short_name_en: string;
  logo: string;
}

/** Where a match sits in its season: a league's round robin, a cup's groups or its knockouts. */
export type SeasonStage = 'league' | 'group' | 'knockout';

/** Every competition (leagues table), by id. */
export function competitionRows(db: Database): Promise<Competition[]> {
  return db.query<Competition>('select id, sport_id, kind, name_zh, short_name_zh, name_en, short_name_en, logo from leagues order by id');
}

/** The names of a competition's stored seasons (their first days), newest first. */
export function seasonNames(db: Database, leagueId: number): Promise<{ season: string }[]> {
  return db.query<{ season: string }>('select season from matches where league_id = $1 group by season order by season desc', [leagueId]);
}

/** Where each match of a season sits in it: round, stage and group. */
export function seasonPlaces(
  db: Database,
  leagueId: number,
  season: string,
): Promise<{ id: number; round: number; stage: SeasonStage; group_name: string | null }[]> {
  return db.query<{ id: number; round: number; stage: SeasonStage; group_name: string | null }>(
    'select id, round, stage, group_name from matches where league_id = $1 and season = $2',
    [leagueId, season],
  );
}

/** The stored box scores ([player id, points] pairs) of a basketball season's matches. */
export function boxScores(db: Database, leagueId: number, season: string): Promise<{ id: number; box_score: [number, number][] }[]> {
  return db.query<{ id: number; box_score: [number, number][] }>(
    'select id, box_score from matches where league_id = $1 and season = $2 and box_score is not null',
    [leagueId, season],
  );
}

/** Every goal of a football season with its scorer and its passer. */
export function seasonGoals(
  db: Database,
  leagueId: number,
  season: string,
): Promise<{ match_id: number; player_id: number | null; assist_player_id: number | null }[]> {
  return db.query<{ match_id: number; player_id: number | null; assist_player_id: number | null }>(
    "select i.match_id, i.player_id, i.assist_player_id from incidents i join matches m on m.id = i.match_id where m.league_id = $1 and m.season = $2 and i.kind = 'goal'",
    [leagueId, season],
  );
}
