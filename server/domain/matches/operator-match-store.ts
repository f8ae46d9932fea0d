import type { Database } from '../ports.ts';

/** The sport of each of `teamIds` that plays in league `leagueId` (a team of another league is left out). */
export function teamsOfLeague(db: Database, teamIds: readonly number[], leagueId: number): Promise<{ id: number; sport_id: number }[]> {
  return db.query<{ id: number; sport_id: number }>(
    'select t.id, l.sport_id from teams t join leagues l on l.id = t.league_id where t.id = any($1) and l.id = $2',
    [teamIds, leagueId],
  );
}

/** A match added by the operator, as stored. */
export interface NewMatchRow {
  sportId: number;
  leagueId: number;
  homeTeamId: number;
  awayTeamId: number;
  kickoff: string;
  status: number | null;
  hot: boolean;
  hasLive: boolean;
}

/**
 * Stores a match the operator adds; answers its id. Ids from a sequence (013_news_activities.sql): concurrent calls
 * never share one, and a restart never reuses one.
 */
export async function insertMatch(db: Database, match: NewMatchRow): Promise<number> {
  const [{ id }] = await db.query<{ id: number }>(
    "insert into matches (id, sport_id, league_id, home_team_id, away_team_id, kickoff_time, status_override, hot, has_live) values (nextval('admin_match_ids'), $1, $2, $3, $4, $5, $6, $7, $8) returning id",
    [match.sportId, match.leagueId, match.homeTeamId, match.awayTeamId, match.kickoff, match.status, match.hot, match.hasLive],
  );
  return id;
}

/** A match's sport and kickoff, or undefined. */
export async function matchClock(db: Database, matchId: number): Promise<{ sport_id: number; kickoff_time: string } | undefined> {
  const [match] = await db.query<{ sport_id: number; kickoff_time: string }>('select sport_id, kickoff_time from matches where id = $1', [
    matchId,
  ]);
  return match;
}

/** Fixes a match's status (null releases it to the clock). */
export async function setStatusOverride(db: Database, matchId: number, status: number | null): Promise<void> {
  await db.query('update matches set status_override = $2 where id = $1', [matchId, status]);
}

/** A scoring incident of a match, as stored. */
export interface NewIncidentRow {
  matchId: number;
  atSecond: number;
  side: 'home' | 'away';
  kind: 'goal' | 'score';
  points: number;
  player: string;
}

/** Stores a scoring incident (the score, the text live and the statistics are all read from incidents). */
export async function insertIncident(db: Database, incident: NewIncidentRow): Promise<void> {
  await db.query('insert into incidents (match_id, at_second, side, kind, points, player) values ($1, $2, $3, $4, $5, $6)', [
    incident.matchId,
    incident.atSecond,
    incident.side,
    incident.kind,
    incident.points,
    incident.player,
  ]);
}
