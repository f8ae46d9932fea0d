import { sportPath } from '../../../core/rules/match-status.ts';

/**
 * The database's league page, `/database/league/{sname}/{cid}` (spec 000 §2), with the sport's path name as `sname`;
 * null when the database is not offered (not built into the tenant, or switched off by the server).
 */
export function leagueLink(event: { id: number; sport_id: number }, databaseOn: boolean): string | null {
  return databaseOn ? `/database/league/${sportPath(event.sport_id)}/${event.id}` : null;
}

/** The database's team page, `/database/team/{sname}/{teamId}`, under the same conditions as {@link leagueLink}. */
export function teamLink(team: { id: number; sport_id: number }, databaseOn: boolean): string | null {
  return databaseOn ? `/database/team/${sportPath(team.sport_id)}/${team.id}` : null;
}
