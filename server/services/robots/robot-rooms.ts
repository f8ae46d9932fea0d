import type { ScoringIncident } from '../../domain/matches/simulation/match-state.ts';
import type { ServerContext } from '../../server-context.ts';
import type { RobotRoom } from './robot-crowd.ts';

interface RoomMatchRow {
  liveid: number;
  anchor_id: number;
  base_online: number;
  match_id: number | null;
  sport_id: number | null;
  kickoff_time: Date | string | null;
  status_override: number | null;
  home: string | null;
  away: string | null;
}

/**
 * The live rooms as the robots see them, each with the match it covers and that match's incidents. Through the read
 * cache: rooms and matches change only at a start or through the admin API, whose writes clear it (a goal posted by
 * the admin call is seen by the next tick).
 */
export function loadRobotRooms(context: Pick<ServerContext, 'db' | 'cache'>): Promise<Map<number, RobotRoom>> {
  return context.cache.get('robots|rooms', async () => {
    const rows = await context.db.query<RoomMatchRow>(
      `select r.liveid, r.anchor_id, r.base_online, m.id as match_id, m.sport_id, m.kickoff_time, m.status_override,
              coalesce(nullif(h.short_name_zh, ''), h.name_zh) as home, coalesce(nullif(a.short_name_zh, ''), a.name_zh) as away
       from rooms r
       left join matches m on m.id = r.match_id
       left join teams h on h.id = m.home_team_id
       left join teams a on a.id = m.away_team_id
       order by r.liveid`,
    );
    const matchIds = rows.flatMap((row) => (row.match_id === null ? [] : [row.match_id]));
    const incidents = await context.db.query<ScoringIncident & { match_id: number }>(
      'select match_id, at_second, side, points from incidents where match_id = any($1) order by at_second, id',
      [matchIds],
    );
    return new Map(
      rows.map((row) => [
        row.liveid,
        {
          liveid: row.liveid,
          anchorId: row.anchor_id,
          baseOnline: row.base_online,
          match:
            row.match_id === null || row.sport_id === null || row.kickoff_time === null
              ? null
              : {
                  sportId: row.sport_id,
                  kickoff: new Date(row.kickoff_time),
                  statusOverride: row.status_override,
                  incidents: incidents.filter((incident) => incident.match_id === row.match_id),
                  home: row.home ?? '',
                  away: row.away ?? '',
                },
        },
      ]),
    );
  });
}
