import type { Database } from '../ports.ts';
import type { ScoringIncident } from './simulation/match-state.ts';

/** A match row with its competition's and its two teams' columns (`h_` home, `a_` away). */
export interface MatchRow {
  id: number;
  sport_id: number;
  kickoff_time: Date | string;
  status_override: number | null;
  hot: boolean;
  jc: boolean;
  bd: boolean;
  has_live: boolean;
  league_id: number;
  l_name_zh: string;
  l_short_zh: string;
  l_name_en: string;
  l_short_en: string;
  l_logo: string;
  [team: `${'h' | 'a'}_${string}`]: string;
}

/** The columns of a team each match row carries twice, as `h_<column>` and `a_<column>`. */
export const teamColumns = ['id', 'name_zh', 'short_name_zh', 'name_en', 'short_name_en', 'logo', 'country_logo'] as const;
const select = `
  select m.id, m.sport_id, m.kickoff_time, m.status_override, m.hot, m.jc, m.bd, m.has_live, m.league_id,
         l.name_zh as l_name_zh, l.short_name_zh as l_short_zh, l.name_en as l_name_en, l.short_name_en as l_short_en, l.logo as l_logo,
         ${teamColumns.map((c) => `h.${c} as h_${c}, a.${c} as a_${c}`).join(', ')}
  from matches m
  join leagues l on l.id = m.league_id
  join teams h on h.id = m.home_team_id
  join teams a on a.id = m.away_team_id`;

/** The matches a condition over `m` (matches), `l` (leagues), `h` and `a` (teams) selects, in kickoff order. */
export function matchRows(db: Database, where: string, params: unknown[]): Promise<MatchRow[]> {
  return db.query<MatchRow>(`${select} where ${where} order by m.kickoff_time, m.id`, params);
}

/** The scoring incidents of these matches, each with its match id, in the order of play. */
export function incidentsOf(db: Database, matchIds: readonly number[]): Promise<(ScoringIncident & { match_id: number })[]> {
  return db.query<ScoringIncident & { match_id: number }>(
    'select match_id, at_second, side, points from incidents where match_id = any($1) order by at_second',
    [matchIds],
  );
}

/** Which of these matches the user follows. */
export async function followedAmong(db: Database, userId: number, matchIds: readonly number[]): Promise<number[]> {
  const rows = await db.query<{ match_id: number }>('select match_id from attentions where user_id = $1 and match_id = any($2)', [
    userId,
    matchIds,
  ]);
  return rows.map((r) => r.match_id);
}

/** Every match the user follows, by id. */
export async function followedMatchIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db.query<{ match_id: number }>('select match_id from attentions where user_id = $1 order by match_id', [userId]);
  return rows.map((r) => r.match_id);
}

/** Every fan who follows the match (the push notices' audience). */
export async function matchFollowerIds(db: Database, matchId: number): Promise<number[]> {
  const rows = await db.query<{ user_id: number }>('select user_id from attentions where match_id = $1', [matchId]);
  return rows.map((r) => r.user_id);
}

/** Adds the follow (nothing when it is there already). */
export async function insertFollow(db: Database, userId: number, matchId: number, at: string): Promise<void> {
  await db.query('insert into attentions (user_id, match_id, created_at) values ($1, $2, $3) on conflict do nothing', [
    userId,
    matchId,
    at,
  ]);
}

/** Removes the follow (nothing when there is none). */
export async function deleteFollow(db: Database, userId: number, matchId: number): Promise<void> {
  await db.query('delete from attentions where user_id = $1 and match_id = $2', [userId, matchId]);
}

/** Records the user's vote on a match, replacing an earlier one. */
export async function upsertVote(db: Database, userId: number, matchId: number, team: string, at: string): Promise<void> {
  await db.query(
    'insert into match_votes (user_id, match_id, team, created_at) values ($1, $2, $3, $4) on conflict (user_id, match_id) do update set team = excluded.team',
    [userId, matchId, team, at],
  );
}

/** A match's votes per side. */
export function voteCounts(db: Database, matchId: number): Promise<{ team: string; votes: number }[]> {
  return db.query<{ team: string; votes: number }>(
    'select team, count(*)::int as votes from match_votes where match_id = $1 group by team',
    [matchId],
  );
}

/** Every competition's tag: id, sport, short name and logo. */
export function leagueTags(db: Database): Promise<{ id: number; sport_id: number; short_name_zh: string; logo: string }[]> {
  return db.query<{ id: number; sport_id: number; short_name_zh: string; logo: string }>(
    'select id, sport_id, short_name_zh, logo from leagues order by id',
  );
}

/** The competitions with a kickoff between two instants, each with how many matches. */
export function leaguesBetween(
  db: Database,
  day: readonly [string, string],
): Promise<{ id: number; sport_id: number; name_zh: string; short_name_zh: string; logo: string; matches: number }[]> {
  return db.query<{ id: number; sport_id: number; name_zh: string; short_name_zh: string; logo: string; matches: number }>(
    `select l.id, l.sport_id, l.name_zh, l.short_name_zh, l.logo, count(*)::int as matches from matches m join leagues l on l.id = m.league_id
       where m.kickoff_time >= $1 and m.kickoff_time < $2 group by l.id order by l.id`,
    [...day],
  );
}

/**
 * Which matches a read selects: a condition over `m` (matches), `l` (leagues), `h` and `a` (teams) and its
 * parameters, for `matchRows` (the read cache keys its answers by both, so a selection is always written the same way).
 */
export type MatchSelection = [where: string, params: unknown[]];

/** One match. */
export const matchById = (id: number): MatchSelection => ['m.id = $1', [id]];

/** These matches. */
export const matchesByIds = (ids: readonly number[]): MatchSelection => ['m.id = any($1)', [ids]];

/** The matches kicking off between two instants, of one sport (0: both). */
export function kickoffsBetween(range: readonly [string, string], sportId: number): MatchSelection {
  const params: unknown[] = [...range];
  const sport = sportId ? ` and m.sport_id = $${params.push(sportId)}` : '';
  return [`m.kickoff_time >= $1 and m.kickoff_time < $2${sport}`, params];
}

/** The hot matches kicking off between two instants. */
export const hotKickoffsBetween = (range: readonly [string, string]): MatchSelection => [
  'm.kickoff_time >= $1 and m.kickoff_time < $2 and m.hot',
  [...range],
];

/** The football matches kicking off between two instants. */
export const footballBetween = (range: readonly [string, string]): MatchSelection => [
  'm.sport_id = 1 and m.kickoff_time >= $1 and m.kickoff_time < $2',
  [...range],
];

/** Matches whose team or competition names match a LIKE pattern, of one sport (0: both). */
export function matchesNamed(pattern: string, sportId: number): MatchSelection {
  const params: unknown[] = [pattern];
  const sport = sportId ? ` and m.sport_id = $${params.push(sportId)}` : '';
  return [
    `(h.name_zh ilike $1 or a.name_zh ilike $1 or h.name_en ilike $1 or a.name_en ilike $1 or l.name_zh ilike $1 or l.short_name_zh ilike $1)${sport}`,
    params,
  ];
}

/** Every match of one season of a competition. */
export const seasonSelection = (leagueId: number, season: string): MatchSelection => [
  'm.league_id = $1 and m.season = $2',
  [leagueId, season],
];

/** Every match a team plays, at home or away. */
export const teamSelection = (teamId: number): MatchSelection => ['(m.home_team_id = $1 or m.away_team_id = $1)', [teamId]];

/** Every meeting of two teams, either at home. */
export const meetingsSelection = (teamId: number, otherId: number): MatchSelection => [
  '((m.home_team_id = $1 and m.away_team_id = $2) or (m.home_team_id = $2 and m.away_team_id = $1))',
  [teamId, otherId],
];

/** The matches of a selection that kicked off before an instant. */
export const kickedOffBefore = ([where, params]: MatchSelection, before: string): MatchSelection => [
  `${where} and m.kickoff_time < $${params.length + 1}`,
  [...params, before],
];
