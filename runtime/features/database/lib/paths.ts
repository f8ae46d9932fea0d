import { sportPath } from '../../../core/rules/match-status.ts';

/**
 * The database's addresses. The `sname` segment of /database/league/{sname}/{cid} and /database/team/{sname}/{teamId}
 * (spec 000 §2) is the sport's path name, football or basketball, as the headline and search features already link
 * them: a readable slug that never changes with the language. The pages read the sport from the answer, never from
 * `sname`, so an address with any other slug still opens.
 */
export function leaguePath(league: { id: number; sport_id: number }): string {
  return `/database/league/${sportPath(league.sport_id)}/${league.id}`;
}

/** A team's database page (see {@link leaguePath} for `sname`). */
export function teamPath(teamId: number, sportId: number): string {
  return `/database/team/${sportPath(sportId)}/${teamId}`;
}

/** A match's detail page of the score feature, by sport. */
export function matchPath(match: { id: number; sport_id: number }): string {
  return `/score/detail/${sportPath(match.sport_id)}/${match.id}`;
}

/** A national team's page. */
export function nationalTeamPath(teamId: number): string {
  return `/fifa-team/${teamId}`;
}

/** An id from the address: a positive whole number, else undefined (the page shows its not-found state). */
export function idParam(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}
