import type { Database } from '../../../db/database.ts';
import type { ScoringIncident } from '../../matches/simulation/match-state.ts';

/** A live room with the match it covers, as the robots read it. */
export interface RoomMatchRow {
  liveid: number;
  anchor_id: number;
  base_online: number;
  match_id: number | null;
  sport_id: number | null;
  kickoff_time: Date | string | null;
  status_override: number | null;
  home: string | null;
  away: string | null;
  home_en: string | null;
  away_en: string | null;
}

/** Every room with its match and the sides' short names (Chinese, and the Latin-script ones), in liveid order. */
export function roomsWithMatches(db: Database): Promise<RoomMatchRow[]> {
  return db.query<RoomMatchRow>(
    `select r.liveid, r.anchor_id, r.base_online, m.id as match_id, m.sport_id, m.kickoff_time, m.status_override,
            coalesce(nullif(h.short_name_zh, ''), h.name_zh) as home, coalesce(nullif(a.short_name_zh, ''), a.name_zh) as away,
            coalesce(nullif(h.short_name_en, ''), h.name_en) as home_en, coalesce(nullif(a.short_name_en, ''), a.name_en) as away_en
     from rooms r
     left join matches m on m.id = r.match_id
     left join teams h on h.id = m.home_team_id
     left join teams a on a.id = m.away_team_id
     order by r.liveid`,
  );
}

/** The scoring incidents of the matches, in the order they happen. */
export function incidentsOf(db: Database, matchIds: number[]): Promise<(ScoringIncident & { match_id: number })[]> {
  return db.query<ScoringIncident & { match_id: number }>(
    'select match_id, at_second, side, points from incidents where match_id = any($1) order by at_second, id',
    [matchIds],
  );
}

/** Whether the site's switch_robotroom is '1': the robots act only then. */
export async function robotsSwitchedOn(db: Database, site: string): Promise<boolean> {
  const [config] = await db.query<{ flag: string | null }>("select config->>'switch_robotroom' as flag from sites where code = $1", [site]);
  return config?.flag === '1';
}

/** Whether the user already sent a gift under this request id. */
export async function giftSent(db: Database, userId: number, requestId: string): Promise<boolean> {
  return (await db.query('select 1 from gift_sends where user_id = $1 and request_id = $2', [userId, requestId])).length > 0;
}

/** The gold the user holds. */
export async function goldOf(db: Database, userId: number): Promise<number> {
  const [{ gold }] = await db.query<{ gold: number }>('select gold from users where id = $1', [userId]);
  return gold;
}
