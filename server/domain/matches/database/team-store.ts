import type { FifaRankRow, LineupPlayer } from '../../../../schema/generated/api.ts';
import type { Database } from '../../ports.ts';

/** The stored FIFA ranking with each team's names and logo, first place first. */
export function fifaRankRows(db: Database): Promise<FifaRankRow[]> {
  return db.query<FifaRankRow>(
    'select f.rank, f.team_id, t.name_zh, t.name_en, t.logo, f.points, f.change from fifa_ranks f join teams t on t.id = f.team_id order by f.rank',
  );
}

/** A team's formation (none for an unknown team). */
export function formationRow(db: Database, teamId: number): Promise<{ formation: string }[]> {
  return db.query<{ formation: string }>('select formation from teams where id = $1', [teamId]);
}

/** A team's players in lineup order, each marked starter or not. */
export function squadRows(db: Database, teamId: number): Promise<(LineupPlayer & { starter: boolean })[]> {
  return db.query<LineupPlayer & { starter: boolean }>(
    'select id, name, number, position, rating::float8 as rating, starter from players where team_id = $1 order by lineup_order',
    [teamId],
  );
}

/** A team as its page shows it. */
export interface TeamRow {
  id: number;
  sport_id: number;
  league_id: number;
  name_zh: string;
  short_name_zh: string;
  name_en: string;
  short_name_en: string;
  logo: string;
  national: boolean;
}

/** The team of `teamId`, if any. */
export async function teamRow(db: Database, teamId: number): Promise<TeamRow | undefined> {
  const [team] = await db.query<TeamRow>(
    'select id, sport_id, league_id, name_zh, short_name_zh, name_en, short_name_en, logo, national from teams where id = $1',
    [teamId],
  );
  return team;
}

/** A team's titles with their competitions' names, the latest season first. */
export function honoursOf(
  db: Database,
  teamId: number,
): Promise<{ league_id: number; name_zh: string; name_en: string; season: string }[]> {
  return db.query<{ league_id: number; name_zh: string; name_en: string; season: string }>(
    'select h.league_id, l.name_zh, l.name_en, h.season from team_honours h join leagues l on l.id = h.league_id where h.team_id = $1 order by h.season desc',
    [teamId],
  );
}

/** The ids of a team's matches in one season of a competition. */
export async function teamSeasonMatchIds(db: Database, leagueId: number, season: string, teamId: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    'select id from matches where league_id = $1 and season = $2 and (home_team_id = $3 or away_team_id = $3)',
    [leagueId, season, teamId],
  );
  return rows.map((r) => r.id);
}

/** A player of a rank with their team's names and logo. */
export interface RankedPlayerRow {
  id: number;
  name: string;
  number: number;
  position: string;
  team_id: number;
  name_zh: string;
  name_en: string;
  logo: string;
}

/** These players with their teams. */
export function playersWithTeams(db: Database, playerIds: readonly number[]): Promise<RankedPlayerRow[]> {
  return db.query<RankedPlayerRow>(
    'select p.id, p.name, p.number, p.position, p.team_id, t.name_zh, t.name_en, t.logo from players p join teams t on t.id = p.team_id where p.id = any($1)',
    [playerIds],
  );
}
