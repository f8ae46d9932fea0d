import type { MatchReads } from '../ports.ts';
import { standings, type StandingRow, type TableType } from '../standings.ts';
import { finishedResults, seasonMatches, type Competition, type SeasonMatch } from './seasons.ts';

export interface NamedTeam {
  id: number;
  name_zh: string;
  short_name_zh: string;
  name_en: string;
  short_name_en: string;
  logo: string;
}

export type NamedStandingRow = StandingRow & { name_zh: string; name_en: string; logo: string };

/** The teams that play in a competition's season (a cup's sixteen, a league's eight), by id. */
export async function seasonTeams(context: MatchReads, leagueId: number, season: string): Promise<NamedTeam[]> {
  return teamsOf(await seasonMatches(context, leagueId, season));
}

function teamsOf(matches: readonly SeasonMatch[]): NamedTeam[] {
  const teams = new Map<number, NamedTeam>();
  for (const m of matches)
    for (const t of [m.hometeam, m.awayteam])
      teams.set(t.id, {
        id: t.id,
        name_zh: t.name_zh,
        short_name_zh: t.short_name_zh,
        name_en: t.name_en,
        short_name_en: t.short_name_en,
        logo: t.logo,
      });
  return [...teams.values()].sort((a, b) => a.id - b.id);
}

const named = (rows: StandingRow[], teams: readonly NamedTeam[]): NamedStandingRow[] => {
  const byId = new Map(teams.map((t) => [t.id, t]));
  return rows.map((row) => ({
    ...row,
    name_zh: byId.get(row.team_id)?.name_zh ?? '',
    name_en: byId.get(row.team_id)?.name_en ?? '',
    logo: byId.get(row.team_id)?.logo ?? '',
  }));
};

/**
 * A season's table of integral type 1 (all games), 2 (home) or 3 (away), from its finished results. A cup's table
 * counts its group games, one table per group; a league has one table named "".
 */
export function seasonTables(
  context: MatchReads,
  league: Competition,
  season: string,
  type: TableType = 1,
): Promise<{ group: string; list: NamedStandingRow[] }[]> {
  const second = Math.floor(context.clock.now().getTime() / 1000);
  return context.cache.atSecond(`tables|${league.id}|${season}|${type}`, second, () => computeTables(context, league, season, type));
}

async function computeTables(
  context: MatchReads,
  league: Competition,
  season: string,
  type: TableType,
): Promise<{ group: string; list: NamedStandingRow[] }[]> {
  const matches = await seasonMatches(context, league.id, season);
  const teams = teamsOf(matches);
  if (league.kind === 'league')
    return [
      {
        group: '',
        list: named(
          standings(
            teams.map((t) => t.id),
            finishedResults(matches),
            league.sport_id,
            type,
          ),
          teams,
        ),
      },
    ];
  const groups = [...new Set(matches.filter((m) => m.stage === 'group').map((m) => m.group_name ?? ''))].sort();
  return groups.map((group) => {
    const games = matches.filter((m) => m.stage === 'group' && m.group_name === group);
    const members = [...new Set(games.flatMap((m) => [m.hometeam.id, m.awayteam.id]))];
    return { group, list: named(standings(members, finishedResults(games), league.sport_id, type), teams) };
  });
}
