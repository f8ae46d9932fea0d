import type { MatchReads } from '../ports.ts';
import { competition, resolveSeason } from './seasons.ts';
import { seasonTables, type NamedStandingRow } from './tables.ts';

/**
 * A competition's current table with each team's name and logo: the match detail's rank tab and the billboards. A cup
 * answers its groups one after the other (ranks restart in each).
 */
export async function leagueTable(context: MatchReads, leagueId: number): Promise<NamedStandingRow[]> {
  const league = await competition(context, leagueId);
  const season = await resolveSeason(context, leagueId);
  return (await seasonTables(context, league, season)).flatMap((table) => table.list);
}
