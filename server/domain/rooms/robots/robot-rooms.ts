import type { ContentLanguage, Database, ReadThroughCache } from '../../ports.ts';
import type { RobotRoom } from './robot-crowd.ts';
import { incidentsOf, roomsWithMatches } from './robots-store.ts';

/**
 * The live rooms as the robots see them, each with the match it covers and that match's incidents. Through the read
 * cache: rooms and matches change only at a start or through the admin API, whose writes clear it (a goal posted by
 * the admin call is seen by the next tick).
 */
export function loadRobotRooms(source: {
  db: Database;
  cache: Pick<ReadThroughCache, 'get'>;
  language: ContentLanguage;
}): Promise<Map<number, RobotRoom>> {
  // The teams as the site's fans name them: Chinese short names, or the Latin-script ones on a Portuguese site.
  const latin = source.language !== 'cn';
  return source.cache.get(`robots|rooms|${source.language}`, async () => {
    const rows = await roomsWithMatches(source.db);
    const matchIds = rows.flatMap((row) => (row.match_id === null ? [] : [row.match_id]));
    const incidents = await incidentsOf(source.db, matchIds);
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
                  home: (latin ? row.home_en : row.home) ?? '',
                  away: (latin ? row.away_en : row.away) ?? '',
                },
        },
      ]),
    );
  });
}
