import type { PlayerRankRow } from '../../../../schema/generated/api.ts';
import type { ServerContext } from '../../../server-context.ts';
import { finishedResults, seasonMatches, type Competition } from './seasons.ts';

/** What a player rank counts: goals or assists (football), points (basketball, per game played). */
export type RankKind = 'goals' | 'assists' | 'points';

/**
 * The top 20 of a season by goals, assists or points per game, counted over its finished matches: goals and assists
 * from their incidents (the rows the match detail lists), points from their box scores. Ties: the higher total, then the lower player id.
 */
export async function playerRank(context: ServerContext, league: Competition, season: string, kind: RankKind): Promise<PlayerRankRow[]> {
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
    const scores = await context.cache.get(`db-box|${league.id}|${season}`, () =>
      context.db.query<{ id: number; box_score: [number, number][] }>(
        'select id, box_score from matches where league_id = $1 and season = $2 and box_score is not null',
        [league.id, season],
      ),
    );
    for (const match of scores) for (const [playerId, points] of match.box_score) credit(match.id, playerId, points);
  } else {
    const goals = await context.cache.get(`db-goals|${league.id}|${season}`, () =>
      context.db.query<{ match_id: number; player_id: number | null; assist_player_id: number | null }>(
        "select i.match_id, i.player_id, i.assist_player_id from incidents i join matches m on m.id = i.match_id where m.league_id = $1 and m.season = $2 and i.kind = 'goal'",
        [league.id, season],
      ),
    );
    for (const goal of goals) credit(goal.match_id, kind === 'assists' ? goal.assist_player_id : goal.player_id, 1);
  }
  const value = (entry: { total: number; games: Set<number> }) =>
    kind === 'points' ? Math.round((entry.total / entry.games.size) * 10) / 10 : entry.total;
  const top = [...totals].sort(([a, x], [b, y]) => value(y) - value(x) || y.total - x.total || a - b).slice(0, 20);
  if (top.length === 0) return [];
  const players = await context.db.query<{
    id: number;
    name: string;
    number: number;
    position: string;
    team_id: number;
    name_zh: string;
    name_en: string;
    logo: string;
  }>(
    'select p.id, p.name, p.number, p.position, p.team_id, t.name_zh, t.name_en, t.logo from players p join teams t on t.id = p.team_id where p.id = any($1)',
    [top.map(([id]) => id)],
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
