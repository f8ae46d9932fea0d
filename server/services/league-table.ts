import { standings, type StandingRow } from './match-detail/history.ts';
import type { ServerContext } from './server-context.ts';

export interface LeagueTeam {
  id: number;
  league_id: number;
  name_zh: string;
  name_en: string;
  logo: string;
}

/** The teams of a league, by id (read through the cache: teams change only with the seed). */
export function leagueTeams(context: ServerContext, leagueId: number): Promise<LeagueTeam[]> {
  return context.cache.get(`db-teams|${leagueId}`, () => context.db.query<LeagueTeam>('select id, league_id, name_zh, name_en, logo from teams where league_id = $1 order by id', [leagueId]));
}

/** A league's standings with each team's name and logo: the database pages and the match detail rank tab. */
export async function leagueTable(context: ServerContext, leagueId: number, sportId: number): Promise<(StandingRow & { name_zh: string; name_en: string; logo: string })[]> {
  const teams = await leagueTeams(context, leagueId);
  const byId = new Map(teams.map((t) => [t.id, t]));
  return standings(leagueId, teams.map((t) => t.id), sportId).map((row) => ({ ...row, name_zh: byId.get(row.team_id)?.name_zh ?? '', name_en: byId.get(row.team_id)?.name_en ?? '', logo: byId.get(row.team_id)?.logo ?? '' }));
}
