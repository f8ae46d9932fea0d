import type { Database } from '../../db/database.ts';

/** What the chat's match feeds (match channels, kickoff and goal notices, match deltas) read of the matches. */

/** A match with the names its notices show, in Chinese and English. */
export interface KickoffRow {
  id: number;
  sport_id: number;
  kickoff_time: Date | string;
  status_override: number | null;
  league: string;
  league_en: string;
  home: string;
  home_en: string;
  away: string;
  away_en: string;
}

const kickoffSelect = `
  select m.id, m.sport_id, m.kickoff_time, m.status_override,
         coalesce(nullif(l.short_name_zh, ''), l.name_zh) as league, l.name_en as league_en,
         coalesce(nullif(h.short_name_zh, ''), h.name_zh) as home, coalesce(nullif(h.short_name_en, ''), h.name_en) as home_en,
         coalesce(nullif(a.short_name_zh, ''), a.name_zh) as away, coalesce(nullif(a.short_name_en, ''), a.name_en) as away_en
  from matches m
  join leagues l on l.id = m.league_id
  join teams h on h.id = m.home_team_id
  join teams a on a.id = m.away_team_id`;

/** The match with its names, or undefined. */
export async function kickoffOf(db: Database, matchId: number): Promise<KickoffRow | undefined> {
  const [row] = await db.query<KickoffRow>(`${kickoffSelect} where m.id = $1`, [matchId]);
  return row;
}

/** The matches kicking off after `from` up to `to` (ISO instants), in kickoff order, at most `limit`. */
export function kickoffsBetween(db: Database, from: string, to: string, limit: number): Promise<KickoffRow[]> {
  return db.query<KickoffRow>(
    `${kickoffSelect} where m.kickoff_time > $1 and m.kickoff_time <= $2 order by m.kickoff_time, m.id limit ${limit}`,
    [from, to],
  );
}

/** Whether the match exists. */
export async function matchExists(db: Database, matchId: number): Promise<boolean> {
  return (await db.query('select 1 from matches where id = $1', [matchId])).length > 0;
}

/** The matches kicking off after `from` up to `to` (ISO instants), with their sport. */
export function matchesKickingOff(db: Database, from: string, to: string): Promise<{ id: number; sport_id: number }[]> {
  return db.query<{ id: number; sport_id: number }>('select id, sport_id from matches where kickoff_time > $1 and kickoff_time <= $2', [
    from,
    to,
  ]);
}

/** The match's sport, or undefined when there is no such match. */
export async function sportOf(db: Database, matchId: number): Promise<number | undefined> {
  const [row] = await db.query<{ sport_id: number }>('select sport_id from matches where id = $1', [matchId]);
  return row?.sport_id;
}
