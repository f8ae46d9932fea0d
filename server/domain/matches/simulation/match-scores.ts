import { bellDraw, poissonDraw, type Competition, type SeedTeam } from './competitions.ts';
import { integer } from '../../../random.ts';
import type { Player } from './squads.ts';

/** A goal or a basket as the incidents table stores it (the match id is added by the caller). */
export interface ScoringRow {
  at_second: number;
  side: 'home' | 'away';
  kind: 'goal' | 'score';
  points: number;
  /** Null on a played basketball match's totals row (its players' points are in the box score). */
  player_id: number | null;
  player: string;
  assist_player_id: number | null;
}

export interface GeneratedScore {
  home: number;
  away: number;
  incidents: ScoringRow[];
}

const footballSeconds = 90 * 60;
const basketballSeconds = 48 * 60;
/** Home advantage on the expected score: about +10 % at home and -10 % away in football, 2.5 points in basketball. */
const homeEdge = { football: 1.1, basketball: 2.5 };

/** Attackers score more often than midfielders, defenders seldom, goalkeepers never. */
const goalWeight: Record<string, number> = { F: 6, M: 3, D: 1, G: 0 };

function weighted(random: () => number, players: readonly Player[], weight: (p: Player) => number): Player {
  const total = players.reduce((n, p) => n + weight(p), 0);
  let roll = random() * total;
  for (const player of players) {
    roll -= weight(player);
    if (roll < 0) return player;
  }
  return players[players.length - 1];
}

/** Basketball scores vary less with strength than goals do: three tenths of the strength's gap, at most about 9 %. */
const strengthScale = (product: number) => 1 + (Math.sqrt(product) - 1) * 0.3;

/**
 * The generator's expected score of each side: the league's average scaled by the side's attack and the other side's
 * defence, with home advantage. The bookmakers' opening lines are priced from it too (opening-odds.ts).
 */
export function expectedScore(competition: Competition, home: SeedTeam, away: SeedTeam): { home: number; away: number } {
  if (competition.sport === 1)
    return {
      home: competition.scoring * home.attack * away.defence * homeEdge.football,
      away: (competition.scoring * away.attack * home.defence) / homeEdge.football,
    };
  return {
    home: competition.scoring * strengthScale(home.attack * away.defence) + homeEdge.basketball,
    away: competition.scoring * strengthScale(away.attack * home.defence) - homeEdge.basketball,
  };
}

/**
 * Goals from a Poisson draw of each side's expected goals (league average x attack x the other side's defence), the
 * same model the Poisson data model estimates back from the results (docs/data-models.md). `decisive` re-draws a
 * level knockout score (our cups are decided in normal time).
 */
export function footballScore(
  random: () => number,
  competition: Competition,
  home: SeedTeam,
  away: SeedTeam,
  squads: Map<number, Player[]>,
  decisive: boolean,
): GeneratedScore {
  const expected = expectedScore(competition, home, away);
  let goals = { home: poissonDraw(random, expected.home), away: poissonDraw(random, expected.away) };
  for (let tries = 0; decisive && goals.home === goals.away && tries < 20; tries++)
    goals = { home: poissonDraw(random, expected.home), away: poissonDraw(random, expected.away) };
  if (decisive && goals.home === goals.away) goals.home++;
  const incidents: ScoringRow[] = [];
  for (const side of ['home', 'away'] as const) {
    const starters = squads.get(side === 'home' ? home.id : away.id)!.filter((p) => p.starter);
    for (let n = 0; n < goals[side]; n++) {
      const scorer = weighted(random, starters, (p) => goalWeight[p.position] ?? 1);
      const passer =
        random() < 0.7
          ? weighted(
              random,
              starters.filter((p) => p.id !== scorer.id && p.position !== 'G'),
              () => 1,
            )
          : null;
      incidents.push({
        at_second: integer(random, 1, footballSeconds - 1),
        side,
        kind: 'goal',
        points: 1,
        player_id: scorer.id,
        player: scorer.name,
        assist_player_id: passer?.id ?? null,
      });
    }
  }
  return { ...goals, incidents: incidents.sort((a, b) => a.at_second - b.at_second) };
}

/**
 * Points: each side's total is drawn near the league's average (scaled by attack and the other side's defence), then
 * split into free throws, twos and threes spread over the 48 minutes, each credited to a player (starters more often).
 * A level score gets a last-second free throw: overtime is not simulated.
 */
export function basketballScore(
  random: () => number,
  competition: Competition,
  home: SeedTeam,
  away: SeedTeam,
  squads: Map<number, Player[]>,
): GeneratedScore {
  const expected = expectedScore(competition, home, away);
  const totals = { home: Math.max(55, bellDraw(random, expected.home, 20)), away: Math.max(55, bellDraw(random, expected.away, 20)) };
  const incidents: ScoringRow[] = [];
  for (const side of ['home', 'away'] as const) {
    const players = squads.get(side === 'home' ? home.id : away.id)!;
    let left = totals[side];
    while (left > 0) {
      const points = Math.min(left, random() < 0.15 ? 1 : random() < 0.72 ? 2 : 3);
      const player = weighted(random, players, (p) => (p.starter ? 4 : 1));
      incidents.push({
        at_second: integer(random, 5, basketballSeconds - 1),
        side,
        kind: 'score',
        points,
        player_id: player.id,
        player: player.name,
        assist_player_id: null,
      });
      left -= points;
    }
  }
  if (totals.home === totals.away) {
    const shooter = squads.get(home.id)!.find((p) => p.starter)!;
    incidents.push({
      at_second: basketballSeconds - 1,
      side: 'home',
      kind: 'score',
      points: 1,
      player_id: shooter.id,
      player: shooter.name,
      assist_player_id: null,
    });
    totals.home++;
  }
  return { ...totals, incidents: incidents.sort((a, b) => a.at_second - b.at_second) };
}

/** A played match's final score as two rows, one per side, at the last second: its result without every basket. */
export function finalTotals(incidents: readonly ScoringRow[]): ScoringRow[] {
  return (['home', 'away'] as const).flatMap((side) => {
    const points = incidents.filter((i) => i.side === side).reduce((n, i) => n + i.points, 0);
    return points > 0
      ? [{ at_second: basketballSeconds - 1, side, kind: 'score' as const, points, player_id: null, player: '', assist_player_id: null }]
      : [];
  });
}

/** Each player's points in a basketball match, as [player id, points] pairs, highest first: matches.box_score. */
export function boxScore(incidents: readonly ScoringRow[]): [number, number][] {
  const points = new Map<number, number>();
  for (const row of incidents) if (row.player_id !== null) points.set(row.player_id, (points.get(row.player_id) ?? 0) + row.points);
  return [...points].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
}
