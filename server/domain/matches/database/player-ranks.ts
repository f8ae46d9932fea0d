import type { PlayerRankRow } from '../../../../schema/generated/api.ts';
import type { MatchReads } from '../ports.ts';
import { finishedResults, seasonMatches, type Competition } from './seasons.ts';
import { boxScores, seasonGoals } from './season-store.ts';
import { playersWithTeams } from './team-store.ts';

/** What a player rank counts: goals or assists (football), points (basketball, per game played). */
export type RankKind = 'goals' | 'assists' | 'points';

/**
 * The top 20 of a season by goals, assists or points per game, counted over its finished matches: goals and assists
 * from their incidents (the rows the match detail lists), points from their box scores. Ties: the higher total, then the lower player id.
 */
export async function playerRank(context: MatchReads, league: Competition, season: string, kind: RankKind): Promise<PlayerRankRow[]> {
  const finished = finishedResults(await seasonMatches(context, league.id, season));
  if (finished.length === 0) return [];
  const counted = new Set(finished.map((m) => m.id));
  const totals = new Map<number, { total: number; games: Set<number> }>();
  const credit = (matchId: number, playerId: number | null, amount: number) => {
    if (playerId == null || !counted.has(matchId)) return;
    const entry = totals.get(playerId) ?? { total: 0, games: new Set<number>() };
    entry.total += amount;
    entry.games.add(matchId);
    totals.set(playerId, entry);
  };
  if (kind === 'points') {
    // Basketball: each match's stored box score (its incidents keep only the two totals once played).
    const scores = await context.cache.get(`db-box|${league.id}|${season}`, () => boxScores(context.db, league.id, season));
    for (const match of scores) for (const [playerId, points] of match.box_score) credit(match.id, playerId, points);
  } else {
    const goals = await context.cache.get(`db-goals|${league.id}|${season}`, () => seasonGoals(context.db, league.id, season));
    for (const goal of goals) credit(goal.match_id, kind === 'assists' ? goal.assist_player_id : goal.player_id, 1);
  }
  const value = (entry: { total: number; games: Set<number> }) =>
    kind === 'points' ? Math.round((entry.total / entry.games.size) * 10) / 10 : entry.total;
  const top = [...totals].sort(([a, x], [b, y]) => value(y) - value(x) || y.total - x.total || a - b).slice(0, 20);
  if (top.length === 0) return [];
  const players = await playersWithTeams(
    context.db,
    top.map(([id]) => id),
  );
  const byId = new Map(players.map((p) => [p.id, p]));
  return top.map(([id, entry], index) => {
    const p = byId.get(id)!;
    return {
      rank: index + 1,
      id,
      name: p.name,
      number: p.number,
      position: p.position,
      team_id: p.team_id,
      team_name_zh: p.name_zh,
      team_name_en: p.name_en,
      team_logo: p.logo,
      value: value(entry),
      games: kind === 'points' ? entry.games.size : entry.total,
    };
  });
}
