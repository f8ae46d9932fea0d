import type { Database } from '../../ports.ts';

/** The local id a provider's league, team or match was given, or undefined. */
export async function feedKey(db: Database, provider: string, kind: 'league' | 'team' | 'match', key: string): Promise<number | undefined> {
  const [row] = await db.query<{ local_id: number }>('select local_id from feed_keys where provider = $1 and kind = $2 and key = $3', [
    provider,
    kind,
    key,
  ]);
  return row?.local_id;
}

/** A new local id from the feed's sequence, recorded under the provider's key. */
export async function newFeedKey(db: Database, provider: string, kind: 'league' | 'team' | 'match', key: string): Promise<number> {
  const [{ id }] = await db.query<{ id: number }>(
    "insert into feed_keys (provider, kind, key, local_id) values ($1, $2, $3, nextval('feed_ids')) returning local_id as id",
    [provider, kind, key],
  );
  return id;
}

/** Stores a league of the feed; its names in every language are the provider's until an operator edits them. */
export async function insertFeedLeague(db: Database, league: { id: number; sportId: number; name: string }): Promise<void> {
  await db.query(
    "insert into leagues (id, sport_id, name_zh, short_name_zh, name_en, short_name_en, logo) values ($1, $2, $3, $3, $3, $3, '')",
    [league.id, league.sportId, league.name],
  );
}

/** Stores a team of the feed in its league. */
export async function insertFeedTeam(db: Database, team: { id: number; sportId: number; leagueId: number; name: string }): Promise<void> {
  await db.query(
    "insert into teams (id, sport_id, league_id, name_zh, short_name_zh, name_en, short_name_en, logo, country_logo) values ($1, $2, $3, $4, $4, $4, $4, '', '')",
    [team.id, team.sportId, team.leagueId, team.name],
  );
}

/** A match as the feed writes it. */
export interface FeedMatchRow {
  id: number;
  sportId: number;
  leagueId: number;
  homeTeamId: number;
  awayTeamId: number;
  kickoff: Date;
  status: number | null;
}

/** The stored fields of a feed match and its score (points per side), or undefined. */
export async function storedFeedMatch(db: Database, id: number): Promise<(FeedMatchRow & { home: number; away: number }) | undefined> {
  const [row] = await db.query<{
    league_id: number;
    sport_id: number;
    home_team_id: number;
    away_team_id: number;
    kickoff_time: string | Date;
    status_override: number | null;
    home: number;
    away: number;
  }>(
    `select m.league_id, m.sport_id, m.home_team_id, m.away_team_id, m.kickoff_time, m.status_override,
       coalesce((select sum(points) from incidents where match_id = m.id and side = 'home'), 0)::integer as home,
       coalesce((select sum(points) from incidents where match_id = m.id and side = 'away'), 0)::integer as away
     from matches m where m.id = $1`,
    [id],
  );
  if (!row) return undefined;
  return {
    id,
    sportId: row.sport_id,
    leagueId: row.league_id,
    homeTeamId: row.home_team_id,
    awayTeamId: row.away_team_id,
    kickoff: new Date(row.kickoff_time),
    status: row.status_override,
    home: row.home,
    away: row.away,
  };
}

/** Inserts or updates a feed match by its local id. */
export async function upsertFeedMatch(db: Database, match: FeedMatchRow): Promise<void> {
  await db.query(
    `insert into matches (id, sport_id, league_id, home_team_id, away_team_id, kickoff_time, status_override)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (id) do update set sport_id = excluded.sport_id, league_id = excluded.league_id,
       home_team_id = excluded.home_team_id, away_team_id = excluded.away_team_id,
       kickoff_time = excluded.kickoff_time, status_override = excluded.status_override`,
    [match.id, match.sportId, match.leagueId, match.homeTeamId, match.awayTeamId, match.kickoff.toISOString(), match.status],
  );
}

/** Replaces a match's scoring incidents with a final result's, all at full time. */
export async function replaceResult(
  db: Database,
  matchId: number,
  incidents: readonly { side: 'home' | 'away'; kind: string; points: number; atSecond: number }[],
): Promise<void> {
  await db.query('delete from incidents where match_id = $1', [matchId]);
  for (const i of incidents)
    await db.query('insert into incidents (match_id, at_second, side, kind, points) values ($1, $2, $3, $4, $5)', [
      matchId,
      i.atSecond,
      i.side,
      i.kind,
      i.points,
    ]);
}
