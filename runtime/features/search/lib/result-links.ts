import { sportPath } from '../../../core/rules/match-status.ts';

/** China Standard Time, the time zone of the server's schedule (docs/api.md). */
const cstOffsetMs = 8 * 3600_000;

/** MM-DD HH:mm of a kickoff (Unix seconds), in China Standard Time like the schedule. */
export function kickoffLabel(kickoffSeconds: number): string {
  return new Date(kickoffSeconds * 1000 + cstOffsetMs).toISOString().slice(5, 16).replace('T', ' ');
}

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
